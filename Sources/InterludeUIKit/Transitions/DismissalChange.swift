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
    private let presenterIsHidden: Bool
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
        presenterIsHidden = presenterView.window == nil
        home = chain.first?._presentationController?.presenterViewHome
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
        } else if animated {
            // Popovers fade out whatever the transition style, as UIKit's do.
            let transitionStyle = style == .popover ? .crossDissolve : top.modalTransitionStyle
            animator = ModalTransitionAnimator(style: transitionStyle, isPresenting: false)
        }
        let presentedView = topPresentation.presentedView
        let transition = ViewControllerTransition(
            kind: .dismiss, from: top, to: presenter, containerView: container,
            fromView: presentedView, toView: presenterIsHidden ? presenterView : nil,
            animated: animated, presentationStyle: style, change: self,
            animationController: animator, interactionController: interactor)
        transition.setFrames(for: top, initial: presentedView?.frame ?? .zero, final: .zero)
        let presenterFrame =
            home.map { $0.superview.convert($0.frame, to: container) }
            ?? (presenterView.superview != nil ? presenterView.convert(presenterView.bounds, to: container) : .zero)
        transition.setFrames(for: presenter, initial: presenterIsHidden ? .zero : presenterFrame, final: presenterFrame)
        transition.disappearing = [top] + chain.dropLast().filter { $0.isVisibleOrAppearing }
        transition.appearing = presenterIsHidden ? [presenter] : []
        return transition
    }

    func willBegin() {
        for controller in chain { controller._presentationController?.dismissalTransitionWillBegin() }
    }

    func didEnd(completed: Bool) {
        guard completed else {
            if presenterIsHidden { presenterView.removeFromSuperview() }
            for controller in chain { controller._presentationController?.dismissalTransitionDidEnd(false) }
            return
        }
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
    }

    func afterAppearance(completed: Bool) {
        if completed { completion?() }
    }
}
