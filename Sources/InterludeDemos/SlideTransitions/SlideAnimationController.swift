import Interlude

/// Seed 000's transition kinds: the navigation operations (same raw values) and the two tab
/// directions.
public enum TransitionType: Int, Sendable {
    /// No transition (`UINavigationController.Operation.none`).
    case none = 0
    /// A navigation push: the new view comes in from the right.
    case push = 1
    /// A navigation pop: the new view comes in from the left.
    case pop = 2
    /// A switch to an earlier tab: the new view comes in from the left.
    case left = 3
    /// A switch to a later tab: the new view comes in from the right.
    case right = 4
}

/// Seed 000's one animation controller for navigation and tabs: push and `.right` bring the new
/// view in from the right while the old one leaves to the left; pop and `.left` the mirror image.
/// 0.3 s, ease-in-ease-out. A cancelled interactive pop puts the from-view back.
public final class SlideAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// The direction to slide; the navigation and tab bar delegates set it when they make the controller.
    public var transitionType = TransitionType.none

    /// 0.3 s.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    /// Slides both views one container width with `UIView.animate`; on completion reports whether
    /// the transition was cancelled (an interactive pop released early) and, if so, puts the
    /// from-view back where it started.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        containerView.addSubview(toView)
        let width = containerView.frame.width
        let direction: CGFloat = (transitionType == .push || transitionType == .right) ? 1 : -1
        let finalFrame = transitionContext.finalFrame(for: toVC)
        toView.frame = finalFrame.offsetBy(dx: direction * width, dy: 0)
        let fromFinal = transitionContext.initialFrame(for: fromVC).offsetBy(dx: -direction * width, dy: 0)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromView.frame = fromFinal
                toView.frame = finalFrame
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled { fromView.frame = fromFinal.offsetBy(dx: direction * width, dy: 0) }
                transitionContext.completeTransition(!cancelled)
            })
    }
}
