extension UIViewController {
    /// The controller presented by this one or by its nearest ancestor that presents one.
    public var presentedViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presented = controller._presentedViewController { return presented }
            current = controller._parent
        }
        return nil
    }

    /// The controller presenting this one, or its nearest presented ancestor.
    public var presentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presenting = controller._presentingViewController { return presenting }
            current = controller._parent
        }
        return nil
    }

    /// The presentation controller managing this controller (or its nearest presented ancestor).
    public var presentationController: UIPresentationController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presentation = controller._presentationController { return presentation }
            current = controller._parent
        }
        return nil
    }

    /// The running transition this controller (or an ancestor) takes part in, else nil.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var current: UIViewController? = self
        while let controller = current {
            if let transition = controller._activeTransition { return transition }
            current = controller._parent
        }
        return nil
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

    // MARK: Presenting

    func performPresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if presented === self || presented.viewIfLoaded?.window != nil && presented._presentingViewController == nil {
            invalidArgument("Application tried to present modally an active controller \(presented).")
        }
        if let presenting = presented._presentingViewController {
            invalidArgument("Application tried to present modally a view controller \(presented) that is already being presented by \(presenting).")
        }
        if let parent = presented._parent {
            invalidArgument("Application tried to present modally a view controller \(presented) that has a parent view controller \(parent).")
        }
        if let queue = viewIfLoaded?.window?.transitionQueue, queue.isBusy {
            return queue.enqueue { [weak self] in self?.performPresent(presented, animated: animated, completion: completion) }
        }
        let style = presented.modalPresentationStyle.resolved
        let presenter = presentationHost(for: style)
        if let current = presenter._presentedViewController {
            return Diagnostics.report("Attempt to present \(presented) on \(presenter) (from \(self)) which is already presenting \(current); nothing presented")
        }
        guard let window = viewIfLoaded?.window else {
            return Diagnostics.report("Attempt to present \(presented) on \(self) whose view is not in the window hierarchy; nothing presented")
        }
        if style == .none {
            return Diagnostics.report("present(_:animated:completion:): \(presented) has modalPresentationStyle .none, which cannot be presented")
        }
        if presented.modalTransitionStyle == .partialCurl {
            Diagnostics.report("modalTransitionStyle .partialCurl is not drawn by Interlude; \(presented) covers vertically instead")
        }

        let delegate = presented.transitioningDelegate
        let presentation: UIPresentationController
        if style == .custom {
            presentation = delegate?.presentationController(forPresented: presented, presenting: presenter, source: self)
                ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
            presentation.presentingViewController = presenter
        } else {
            presentation = SystemPresentationController(presentedViewController: presented, presenting: presenter, style: style)
        }

        let container = PresentationContainerView(frame: .zero)
        container.presentationController = presentation
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if presentation.shouldPresentInFullscreen || presenter.viewIfLoaded?.superview == nil {
            container.frame = window.bounds
            window.addSubview(container)
        } else {
            let contextView = presenter.view!
            container.frame = contextView.frame
            contextView.superview!.insertSubview(container, aboveSubview: contextView)
        }
        presentation._containerView = container
        presenter._presentedViewController = presented
        presented._presentingViewController = presenter
        presented._presentationController = presentation

        let removesPresenter = presentation.shouldRemovePresentersView
        let presenterView = presenter.view!
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        var isAnimated = animated
        if let custom = delegate?.animationController(forPresented: presented, presenting: presenter, source: self),
           animated || style == .custom {
            animator = custom
            interactor = delegate?.interactionControllerForPresentation(using: custom)
            isAnimated = animated
        } else if animated {
            animator = ModalTransitionAnimator(style: presented.modalTransitionStyle, isPresenting: true)
        }

        let transition = ViewControllerTransition(
            kind: .present, from: presenter, to: presented, containerView: container,
            fromView: removesPresenter ? presenterView : nil, toView: presentation.presentedView,
            animated: isAnimated, presentationStyle: style, animationController: animator, interactionController: interactor)
        transition.setFrames(for: presented, initial: .zero, final: presentation.frameOfPresentedViewInContainerView)
        let presenterFrame = presenterView.superview != nil ? presenterView.convert(presenterView.bounds, to: container) : .zero
        transition.setFrames(for: presenter, initial: presenterFrame, final: removesPresenter ? .zero : presenterFrame)
        transition.disappearing = removesPresenter ? [presenter] : []
        transition.appearing = [presented]
        transition.willBegin = { presentation.presentationTransitionWillBegin() }
        transition.didEnd = { completed in
            if completed {
                if removesPresenter, let home = presenterView.superview {
                    presentation.presenterViewHome = (home, presenterView.frame)
                    presenterView.removeFromSuperview()
                }
            } else {
                presentation.presentedView?.removeFromSuperview()
                container.removeFromSuperview()
                presenter._presentedViewController = nil
                presented._presentingViewController = nil
                presented._presentationController = nil
            }
            presentation.presentationTransitionDidEnd(completed)
        }
        transition.afterAppearance = { completed in
            if completed { completion?() }
        }
        transition.start(in: window.transitionQueue)
    }

    /// The controller that hosts a presentation of `style` started from this one: the nearest
    /// ancestor defining the presentation context for the current-context styles, else the root
    /// of this controller's parent chain — and, when that one already presents a full-screen
    /// controller chain, the top of that chain.
    private func presentationHost(for style: UIModalPresentationStyle) -> UIViewController {
        if style == .currentContext || style == .overCurrentContext {
            var current: UIViewController? = self
            while let controller = current {
                if controller.definesPresentationContext { return controller }
                current = controller._parent
            }
        }
        return rootAncestor
    }

    // MARK: Dismissing

    func performDismiss(animated: Bool, completion: (() -> Void)?) {
        let presenter: UIViewController
        if let owner = nearestPresenter {
            presenter = owner
        } else if let presenting = presentingViewController {
            presenter = presenting
        } else {
            return Diagnostics.report("dismiss(animated:completion:) called on \(self), which presents nothing and is not presented; nothing dismissed")
        }
        guard let window = presenter._presentedViewController?.presentationController?.containerView?.window else {
            return Diagnostics.report("dismiss(animated:completion:): the presentation of \(presenter) is not in a window; nothing dismissed")
        }
        if window.transitionQueue.isBusy {
            return window.transitionQueue.enqueue { [weak presenter] in presenter?.performDismiss(animated: animated, completion: completion) }
        }
        var chain: [UIViewController] = []
        var next = presenter._presentedViewController
        while let controller = next {
            chain.append(controller)
            next = controller._presentedViewController
        }
        guard let top = chain.last, let topPresentation = top._presentationController,
              let container = topPresentation.containerView else { return }
        let intermediates = chain.dropLast()

        let presenterView = presenter.view!
        let presenterIsHidden = presenterView.window == nil
        let delegate = top.transitioningDelegate
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        let style = topPresentation.presentationStyle
        if let custom = delegate?.animationController(forDismissed: top), animated || style == .custom {
            animator = custom
            interactor = delegate?.interactionControllerForDismissal(using: custom)
        } else if animated {
            animator = ModalTransitionAnimator(style: top.modalTransitionStyle, isPresenting: false)
        }
        let presentedView = topPresentation.presentedView
        let transition = ViewControllerTransition(
            kind: .dismiss, from: top, to: presenter, containerView: container,
            fromView: presentedView, toView: presenterIsHidden ? presenterView : nil,
            animated: animated, presentationStyle: style, animationController: animator, interactionController: interactor)
        let home = chain.first?._presentationController?.presenterViewHome
        transition.setFrames(for: top, initial: presentedView?.frame ?? .zero, final: .zero)
        let presenterFrame = home.map { $0.superview.convert($0.frame, to: container) }
            ?? (presenterView.superview != nil ? presenterView.convert(presenterView.bounds, to: container) : .zero)
        transition.setFrames(for: presenter, initial: presenterIsHidden ? .zero : presenterFrame, final: presenterFrame)
        transition.disappearing = [top] + intermediates.filter { $0.isVisibleOrAppearing }
        transition.appearing = presenterIsHidden ? [presenter] : []
        transition.willBegin = {
            for controller in chain { controller._presentationController?.dismissalTransitionWillBegin() }
        }
        transition.didEnd = { completed in
            if completed {
                for controller in chain.reversed() {
                    controller.viewIfLoaded?.removeFromSuperview()
                    controller._presentationController?.containerView?.removeFromSuperview()
                }
                if let home {
                    home.superview.insertSubview(presenterView, at: 0)
                    presenterView.frame = home.frame
                }
                for controller in chain { controller._presentationController?.dismissalTransitionDidEnd(true) }
                presenter._presentedViewController = nil
                for controller in chain {
                    controller._presentingViewController = nil
                    controller._presentationController = nil
                    controller._presentedViewController = nil
                }
                // What the dismissed controllers' children present over their context goes too.
                for controller in chain { controller.endHostedPresentations() }
            } else {
                if presenterIsHidden { presenterView.removeFromSuperview() }
                for controller in chain { controller._presentationController?.dismissalTransitionDidEnd(false) }
            }
        }
        transition.afterAppearance = { completed in
            if completed { completion?() }
        }
        transition.start(in: window.transitionQueue)
    }

    /// This controller or its nearest ancestor that presents a controller.
    private var nearestPresenter: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller._presentedViewController != nil { return controller }
            current = controller._parent
        }
        return nil
    }
}
