import Interlude

/// Seed 000's transition kinds: the navigation operations (same raw values) and the two tab
/// directions.
public enum TransitionType: Int, Sendable {
    case none = 0, push = 1, pop = 2, left = 3, right = 4
}

/// Seed 000's one animation controller for navigation and tabs: push and `.right` bring the new
/// view in from the right while the old one leaves to the left; pop and `.left` the mirror image.
/// 0.3 s, ease-in-ease-out. A cancelled interactive pop puts the from-view back.
public final class SlideAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    public var transitionType = TransitionType.none

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

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
