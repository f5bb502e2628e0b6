extension UIViewController {
    /// Ends, at once and without a transition, the presentations this controller and its
    /// descendants host — and, in turn, those hosted inside the controllers they present.
    ///
    /// Containers call it for a controller that leaves them for good (popped, removed from the
    /// tabs, replaced as the window's root). A presented controller and its presentation controller
    /// refer to each other until a dismissal separates them: a presentation left behind by its host
    /// would keep its controllers, and their stacks, alive, and a current-context container would
    /// stay in the window. The presented controllers on screen get their disappearance calls, top
    /// first, and the presentation controllers their dismissal calls.
    func endHostedPresentations() {
        if _presentedViewController != nil { endPresentation() }
        for child in _children { child.endHostedPresentations() }
    }

    private func endPresentation() {
        let chain = presentedChain
        let topFirst = Array(chain.reversed())
        let visible = topFirst.filter(\.isVisibleOrAppearing)
        for controller in topFirst { controller._presentationController?.dismissalTransitionWillBegin() }
        for controller in visible { controller.beginAppearanceTransition(false, animated: false) }
        for controller in topFirst {
            controller.viewIfLoaded?.removeFromSuperview()
            controller._presentationController?.containerView?.removeFromSuperview()
        }
        for controller in visible { controller.endAppearanceTransition() }
        for controller in topFirst { controller._presentationController?.dismissalTransitionDidEnd(true) }
        _presentedViewController = nil
        for controller in chain {
            controller._presentingViewController = nil
            controller._presentationController = nil
            controller._presentedViewController = nil
        }
        for controller in chain { controller.endHostedPresentations() }
    }
}
