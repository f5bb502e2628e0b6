extension UIViewController {
    /// The controller presented by this one or by its nearest ancestor that presents one.
    public var presentedViewController: UIViewController? {
        firstInParentChain { $0._presentedViewController }
    }

    /// The controller presenting this one, or its nearest presented ancestor.
    public var presentingViewController: UIViewController? {
        firstInParentChain { $0._presentingViewController }
    }

    /// The presentation controller managing this controller (or its nearest presented ancestor);
    /// before the controller is presented, the one its next presentation will use, made now for
    /// its `modalPresentationStyle` (set its `delegate` here, as in UIKit).
    public var presentationController: UIPresentationController? {
        firstInParentChain { $0._presentationController } ?? presentationControllerForNextPresentation
    }

    /// The popover presentation controller: the presenting one while this controller (or an
    /// ancestor) is presented as a popover; before it is presented, the one its presentation will
    /// use when its `modalPresentationStyle` is `.popover`; else nil.
    public var popoverPresentationController: UIPopoverPresentationController? {
        if let current = firstInParentChain({ $0._presentationController }) { return current as? UIPopoverPresentationController }
        guard modalPresentationStyle == .popover else { return nil }
        return presentationControllerForNextPresentation as? UIPopoverPresentationController
    }

    /// The sheet presentation controller: the presenting one while this controller (or an
    /// ancestor) is presented as a sheet; before it is presented, the one its presentation will
    /// use when its `modalPresentationStyle` is `.automatic`, `.pageSheet` or `.formSheet`; else nil.
    public var sheetPresentationController: UISheetPresentationController? {
        if let current = firstInParentChain({ $0._presentationController }) { return current as? UISheetPresentationController }
        guard modalPresentationStyle.resolved == .pageSheet, modalPresentationStyle != .popover else { return nil }
        return presentationControllerForNextPresentation as? UISheetPresentationController
    }

    /// The presentation controller made early for the next presentation, for the current style.
    private var presentationControllerForNextPresentation: UIPresentationController {
        let style = modalPresentationStyle
        if let pending = pendingPresentation, pending.style == style { return pending.controller }
        let made = makePresentationController(for: style, presenting: nil)
        made.delegate = pendingPresentation?.controller.delegate
        pendingPresentation = (made, style)
        return made
    }

    /// A new presentation controller for `style`: a popover one, a plain one for `.custom`
    /// (the transitioning delegate is asked when the presentation starts; an alert controller's
    /// own), else the built-in one.
    private func makePresentationController(
        for style: UIModalPresentationStyle, presenting: UIViewController?
    ) -> UIPresentationController {
        switch style {
        case .popover: UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        case .custom:
            (self as? UIAlertController)?.makeAlertPresentation(presenting: presenting)
                ?? UIPresentationController(presentedViewController: self, presenting: presenting)
        case .automatic, .pageSheet, .formSheet:
            UISheetPresentationController(presentedViewController: self, presenting: presenting)
        default: SystemPresentationController(presentedViewController: self, presenting: presenting, style: style.resolved)
        }
    }

    /// The presentation controller of a presentation starting now: the transitioning delegate's for
    /// `.custom`, else the one made early for this style, else a new one; the delegate of one made
    /// early carries over.
    private func takePresentationController(presenting: UIViewController, source: UIViewController) -> UIPresentationController {
        let style = modalPresentationStyle
        let early = pendingPresentation
        pendingPresentation = nil
        let presentation: UIPresentationController
        if style == .custom,
            let custom = transitioningDelegate?.presentationController(forPresented: self, presenting: presenting, source: source)
        {
            presentation = custom
        } else if let early, early.style == style {
            presentation = early.controller
        } else {
            presentation = makePresentationController(for: style, presenting: presenting)
        }
        if presentation.delegate == nil, let delegate = early?.controller.delegate { presentation.delegate = delegate }
        presentation.presentingViewController = presenting
        return presentation
    }

    /// The running transition this controller (or an ancestor) takes part in, else nil.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        firstInParentChain { $0._activeTransition }
    }

    /// Whether the controller is being presented right now.
    public var isBeingPresented: Bool {
        guard let transition = _activeTransition else { return false }
        return transition.kind == .present && transition.viewController(forKey: .to) === self
    }

    /// Whether the controller is being dismissed right now.
    public var isBeingDismissed: Bool {
        guard let transition = _activeTransition else { return false }
        return transition.kind == .dismiss && transition.viewController(forKey: .from) === self
    }

    /// The controllers presented above this one, bottom first: the one it presents, the one that
    /// one presents, and so on.
    var presentedChain: [UIViewController] {
        var chain: [UIViewController] = []
        var next = _presentedViewController
        while let controller = next {
            chain.append(controller)
            next = controller._presentedViewController
        }
        return chain
    }

    // MARK: Presenting

    func performPresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if presented === self || presented.viewIfLoaded?.window != nil && presented._presentingViewController == nil {
            invalidArgument("Application tried to present modally an active controller \(presented).")
        }
        if let presenting = presented._presentingViewController {
            invalidArgument(
                "Application tried to present modally a view controller \(presented) that is already being presented by \(presenting)."
            )
        }
        if let parent = presented._parent {
            invalidArgument(
                "Application tried to present modally a view controller \(presented) that has a parent view controller \(parent)."
            )
        }
        if let queue = viewIfLoaded?.window?.transitionQueue, queue.isBusy {
            return queue.enqueue { [weak self] in self?.performPresent(presented, animated: animated, completion: completion) }
        }
        // A zoom covers the screen: the automatic style becomes full screen, as on iOS 18.
        if presented.modalPresentationStyle == .automatic, presented.preferredTransition?.isZoom == true {
            presented.modalPresentationStyle = .fullScreen
        }
        let requestedHost = presentationHost(for: presented.modalPresentationStyle.resolved)
        if let current = requestedHost._presentedViewController {
            return Diagnostics.report(
                "Attempt to present \(presented) on \(requestedHost) (from \(self)) which is already presenting \(current); nothing presented"
            )
        }
        guard let window = viewIfLoaded?.window else {
            return Diagnostics.report(
                "Attempt to present \(presented) on \(self) whose view is not in the window hierarchy; nothing presented")
        }
        if presented.modalPresentationStyle == .none {
            return Diagnostics.report(
                "present(_:animated:completion:): \(presented) has modalPresentationStyle .none, which cannot be presented")
        }
        if presented.modalTransitionStyle == .partialCurl {
            Diagnostics.report(
                "modalTransitionStyle .partialCurl is not drawn by Interlude; \(presented) covers vertically instead")
        }
        // Adaptation to the (compact) environment may change the style, and with it the host.
        let presentation = presented.takePresentationController(presenting: requestedHost, source: self)
        let (style, adaptive) = presentation.adaptation(of: presented.modalPresentationStyle, in: presentation.traitCollection)
        // A presentation controller that does not present in full screen presents in the current
        // context (Apple's `shouldPresentInFullscreen` page), as the current-context styles do.
        let presenter = presentationHost(for: presentation.shouldPresentInFullscreen ? style : .overCurrentContext)
        presentation.presentingViewController = presenter
        presentation.adopt(shownStyle: style)
        (presentation as? UIPopoverPresentationController)?.prepareForPresentation()
        let change = PresentationChange(
            presenting: presented, by: presenter, style: style, adaptiveStyle: adaptive, presentation: presentation,
            in: window, completion: completion)
        change.makeTransition(animated: animated, source: self).start(in: window.transitionQueue)
    }

    /// The controller that hosts a presentation of `style` started from this one: the nearest
    /// ancestor defining the presentation context for the current-context styles, else the root
    /// of this controller's parent chain.
    private func presentationHost(for style: UIModalPresentationStyle) -> UIViewController {
        if style == .currentContext || style == .overCurrentContext,
            let host = firstInParentChain(where: \.definesPresentationContext)
        {
            return host
        }
        return rootAncestor
    }

    // MARK: Dismissing

    func performDismiss(animated: Bool, completion: (() -> Void)?) {
        guard let presenter = firstInParentChain(where: { $0._presentedViewController != nil }) ?? presentingViewController else {
            return Diagnostics.report(
                "dismiss(animated:completion:) called on \(self), which presents nothing and is not presented; nothing dismissed")
        }
        guard let window = presenter._presentedViewController?.presentationController?.containerView?.window else {
            // Off screen (its context is in a tab that is not selected, say): nothing to animate,
            // so it ends at once; the completion still runs.
            presenter.endPresentation(restoringView: true)
            completion?()
            return
        }
        if window.transitionQueue.isBusy {
            return window.transitionQueue.enqueue { [weak presenter] in
                presenter?.performDismiss(animated: animated, completion: completion)
            }
        }
        guard let change = DismissalChange(dismissingFrom: presenter, completion: completion) else { return }
        change.makeTransition(animated: animated).start(in: window.transitionQueue)
    }
}
