extension UIViewController {
    /// The controller presented by this one or by its nearest ancestor that presents one.
    public var presentedViewController: UIViewController? {
        firstInParentChain { $0._presentedViewController }
    }

    /// The controller presenting this one, or its nearest presented ancestor.
    public var presentingViewController: UIViewController? {
        firstInParentChain { $0._presentingViewController }
    }

    /// The presentation controller managing this controller (or its nearest presented ancestor).
    public var presentationController: UIPresentationController? {
        firstInParentChain { $0._presentationController }
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
        let style = presented.modalPresentationStyle.resolved
        let presenter = presentationHost(for: style)
        if let current = presenter._presentedViewController {
            return Diagnostics.report(
                "Attempt to present \(presented) on \(presenter) (from \(self)) which is already presenting \(current); nothing presented"
            )
        }
        guard let window = viewIfLoaded?.window else {
            return Diagnostics.report(
                "Attempt to present \(presented) on \(self) whose view is not in the window hierarchy; nothing presented")
        }
        if style == .none {
            return Diagnostics.report(
                "present(_:animated:completion:): \(presented) has modalPresentationStyle .none, which cannot be presented")
        }
        if presented.modalTransitionStyle == .partialCurl {
            Diagnostics.report(
                "modalTransitionStyle .partialCurl is not drawn by Interlude; \(presented) covers vertically instead")
        }
        let change = PresentationChange(
            presenting: presented, by: presenter, source: self, style: style,
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
