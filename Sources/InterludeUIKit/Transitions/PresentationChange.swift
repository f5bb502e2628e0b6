/// A modal presentation as a transition: the presentation controller and its container view are
/// made and the presentation links set before it starts (so `presentedViewController` already
/// answers); a cancelled presentation takes them back.
@MainActor
final class PresentationChange: ViewControllerChange {
    private let presenter: UIViewController
    private let presented: UIViewController
    private let style: UIModalPresentationStyle
    private let adaptiveStyle: UIModalPresentationStyle
    private let presentation: UIPresentationController
    private let container: PresentationContainerView
    private let removesPresenter: Bool
    private let presenterView: UIView
    private let completion: (() -> Void)?

    /// Makes the presentation of `presented` by `presenter` in `window` with `presentation`
    /// (showing as `style`, adapted to `adaptiveStyle` or `.none`): puts the container in the
    /// window or over the presenter's context, and links the controllers.
    init(
        presenting presented: UIViewController, by presenter: UIViewController, style: UIModalPresentationStyle,
        adaptiveStyle: UIModalPresentationStyle, presentation: UIPresentationController, in window: UIWindow,
        completion: (() -> Void)?
    ) {
        self.presenter = presenter
        self.presented = presented
        self.style = style
        self.adaptiveStyle = adaptiveStyle
        self.completion = completion
        self.presentation = presentation
        container = PresentationContainerView(frame: .zero)
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
        removesPresenter = presentation.shouldRemovePresentersView
        presenterView = presenter.view!
    }

    /// The transition of the presentation: the delegate's animation (and interaction) controller
    /// when it gives one — always used for `.custom`, even not animated — else the modal
    /// transition style's animation, or none.
    func makeTransition(animated: Bool, source: UIViewController) -> ViewControllerTransition {
        let delegate = presented.transitioningDelegate
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if let custom = delegate?.animationController(forPresented: presented, presenting: presenter, source: source),
            animated || style == .custom
        {
            animator = custom
            interactor = delegate?.interactionControllerForPresentation(using: custom)
        } else if animated, presented is UIAlertController, style != .popover {
            animator = AlertTransitionAnimator(isPresenting: true)
        } else if animated, style != .popover,
            let zoom = ZoomTransitionAnimator.make(zoomed: presented, source: source, zoomsIn: true)
        {
            presented.zoomSourceController = source
            animator = zoom
        } else if animated {
            // Popovers fade in whatever the transition style, as UIKit's do.
            let transitionStyle =
                style == .popover
                ? .crossDissolve
                : presented.preferredTransition?.modalStyle
                    ?? presented.modalTransitionStyle(presentedBy: presenter, in: style)
            animator = ModalTransitionAnimator(style: transitionStyle, isPresenting: true)
        }
        let transition = ViewControllerTransition(
            kind: .present, from: presenter, to: presented, containerView: container,
            fromView: removesPresenter ? presenterView : nil, toView: presentation.presentedView,
            animated: animated, presentationStyle: style, change: self,
            animationController: animator, interactionController: interactor)
        transition.setFrames(for: presented, initial: .zero, final: presentation.frameOfPresentedViewInContainerView)
        let presenterFrame = presenterView.superview != nil ? presenterView.convert(presenterView.bounds, to: container) : .zero
        transition.setFrames(for: presenter, initial: presenterFrame, final: removesPresenter ? .zero : presenterFrame)
        transition.disappearing = removesPresenter ? [presenter] : []
        transition.appearing = [presented]
        return transition
    }

    func willBegin() {
        presentation.delegate?.presentationController(
            presentation, willPresentWithAdaptiveStyle: adaptiveStyle, transitionCoordinator: presented.transitionCoordinator)
        presentation.presentationTransitionWillBegin()
    }

    func didEnd(completed: Bool) {
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

    func afterAppearance(completed: Bool) {
        if completed { completion?() }
    }
}
