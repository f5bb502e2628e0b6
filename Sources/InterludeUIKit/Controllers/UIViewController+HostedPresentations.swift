extension UIViewController {
    /// Ends, at once and without a transition, the transitions this controller and its
    /// descendants take part in and the presentations they host — and, in turn, those hosted
    /// inside the controllers they present.
    ///
    /// Containers call it for a controller that leaves them for good (popped, removed from the
    /// tabs, replaced as the window's root). A presented controller and its presentation controller
    /// refer to each other until a dismissal separates them: a presentation left behind by its host
    /// would keep its controllers, and their stacks, alive, and a current-context container would
    /// stay in the window. The presented controllers on screen get their disappearance calls, top
    /// first, and the presentation controllers their dismissal calls.
    /// A transition running inside what ends is completed first, with the window's waiting
    /// requests held until the teardown is over.
    func endHostedPresentations() {
        guard let queue = viewIfLoaded?.window?.transitionQueue else { return endHostedPresentationsNow() }
        queue.holdingRequests { endHostedPresentationsNow() }
    }

    private func endHostedPresentationsNow() {
        // A transition this controller takes part in (a tab switch to it, a push inside it) ends first.
        _activeTransition?.abandon()
        if _presentedViewController != nil { endPresentation(restoringView: false) }
        for child in _children { child.endHostedPresentationsNow() }
    }

    /// Ends what this controller presents, at once (see ``endHostedPresentations()``). With
    /// `restoringView` (the controller stays) its view goes back where the presentation found it.
    func endPresentation(restoringView: Bool) {
        for controller in [self] + presentedChain { controller._activeTransition?.abandon() }
        guard _presentedViewController != nil else { return }
        let chain = presentedChain
        let topFirst = Array(chain.reversed())
        // On screen or on the way in or out (a container going away may already have sent "will disappear").
        let visible = topFirst.filter { $0.appearanceState != .disappeared }
        for controller in topFirst { controller._presentationController?.dismissalTransitionWillBegin() }
        for controller in visible { controller.beginAppearanceTransition(false, animated: false) }
        for controller in topFirst {
            controller.viewIfLoaded?.removeFromSuperview()
            controller._presentationController?.containerView?.removeFromSuperview()
        }
        for controller in visible { controller.endAppearanceTransition() }
        if restoringView { restoreViewRemovedByPresentation(chain.first?._presentationController?.presenterViewHome) }
        for controller in topFirst { controller._presentationController?.dismissalTransitionDidEnd(true) }
        _presentedViewController = nil
        for controller in chain {
            controller._presentingViewController = nil
            controller._presentationController = nil
            controller._presentedViewController = nil
        }
        for controller in chain { controller.endHostedPresentationsNow() }
    }

    /// Puts this controller's view back where a presentation that removed it found it (a
    /// current-context or full-screen presentation takes the presenter's view out); it appears
    /// again when that place is on screen.
    private func restoreViewRemovedByPresentation(_ home: (superview: UIView, frame: CGRect)?) {
        guard let home, let view = viewIfLoaded, view.superview == nil, isShownByParent else { return }
        home.superview.insertSubview(view, at: 0)
        view.frame = home.frame
        guard home.superview.window != nil else { return }
        beginAppearanceTransition(true, animated: false)
        endAppearanceTransition()
    }
}
