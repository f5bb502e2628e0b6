/// A dismissal as a transition: the presented chain above the presenter leaves together (the top
/// one animated, the ones between without a sound); the links are cut and the presenter's view put
/// back where it was only when it completes.
@MainActor
final class DismissalChange: ViewControllerChange {
    private let presenter: UIViewController
    /// The controllers presented above the presenter, bottom first.
    private let chain: [UIViewController]
    private let top: UIViewController
    private let topPresentation: UIPresentationController
    private let container: UIView
    private let presenterView: UIView
    /// Whether the presentation took the presenter's view out (to put it back at `home`).
    private let presenterWasRemoved: Bool
    /// Whether the presenter's view comes back on screen: removed by the presentation, and its
    /// home is in the window (not, say, inside a tab that is no longer selected).
    private let presenterReturns: Bool
    /// Where the presenter's view lived before a presentation removed it.
    private let home: (superview: UIView, frame: CGRect)?
    private let completion: (() -> Void)?

    /// The dismissal of what `presenter` presents; nil when its top presentation has no container.
    init?(dismissingFrom presenter: UIViewController, completion: (() -> Void)?) {
        chain = presenter.presentedChain
        guard let top = chain.last, let topPresentation = top._presentationController,
            let container = topPresentation.containerView
        else { return nil }
        self.presenter = presenter
        self.top = top
        self.topPresentation = topPresentation
        self.container = container
        self.completion = completion
        presenterView = presenter.view!
        home = chain.first?._presentationController?.presenterViewHome
        // Put back only where its container still shows it (not under pages pushed meanwhile).
        presenterWasRemoved = home != nil && presenterView.superview == nil && presenter.isShownByParent
        presenterReturns = presenterWasRemoved && home?.superview.window != nil
    }

    /// The transition of the dismissal: the top controller's delegate's animation (and
    /// interaction) controller when it gives one — always used for `.custom` — else the modal
    /// transition style's animation, or none.
    func makeTransition(animated: Bool) -> ViewControllerTransition {
        let delegate = top.transitioningDelegate
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        let style = topPresentation.shownStyle
        if let custom = delegate?.animationController(forDismissed: top), animated || style == .custom {
            animator = custom
            interactor = delegate?.interactionControllerForDismissal(using: custom)
        } else if animated, let dragged = topPresentation.pendingInteractiveDismissal {
            // A sheet dragged down: its own slide, driven by the finger.
            animator = dragged.animator
            interactor = dragged.interaction
        } else if animated, top is UIAlertController, style != .popover {
            animator = AlertTransitionAnimator(isPresenting: false)
        } else if animated, style != .popover,
            let zoom = ZoomTransitionAnimator.make(zoomed: top, source: top.zoomSourceController ?? presenter, zoomsIn: false)
        {
            animator = zoom
            interactor = zoom.interaction
        } else if animated {
            // Popovers fade out whatever the transition style, as UIKit's do.
            let transitionStyle =
                style == .popover
                ? .crossDissolve
                : top.preferredTransition?.modalStyle
                    ?? top.modalTransitionStyle(presentedBy: top.presentingViewController ?? presenter, in: style)
            animator = ModalTransitionAnimator(style: transitionStyle, isPresenting: false)
        }
        let presentedView = topPresentation.presentedView
        let transition = ViewControllerTransition(
            kind: .dismiss, from: top, to: presenter, containerView: container,
            fromView: presentedView, toView: presenterReturns ? presenterView : nil,
            animated: animated, presentationStyle: style, change: self,
            animationController: animator, interactionController: interactor)
        transition.setFrames(for: top, initial: presentedView?.frame ?? .zero, final: .zero)
        let presenterFrame =
            home.map { $0.superview.convert($0.frame, to: container) }
            ?? (presenterView.superview != nil ? presenterView.convert(presenterView.bounds, to: container) : .zero)
        transition.setFrames(for: presenter, initial: presenterWasRemoved ? .zero : presenterFrame, final: presenterFrame)
        transition.disappearing = [top] + chain.dropLast().filter { $0.isVisibleOrAppearing }
        transition.appearing = presenterReturns ? [presenter] : []
        return transition
    }

    func willBegin() {
        for controller in chain { controller._presentationController?.dismissalTransitionWillBegin() }
    }

    func didEnd(completed: Bool) {
        guard completed else {
            if presenterReturns { presenterView.removeFromSuperview() }
            for controller in chain { controller._presentationController?.dismissalTransitionDidEnd(false) }
            return
        }
        for controller in chain.reversed() {
            controller.viewIfLoaded?.removeFromSuperview()
            controller._presentationController?.containerView?.removeFromSuperview()
        }
        if presenterWasRemoved, let home {
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
    }

    func afterAppearance(completed: Bool) {
        if completed { completion?() }
    }
}
