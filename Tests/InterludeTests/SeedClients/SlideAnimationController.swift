import Interlude

// Seed 000's client code as the article writes it (in Swift): one animation controller for
// navigation and tab switches.

/// The navigation operations (same raw values) and the two tab directions.
enum TransitionType: Int {
    case none = 0, push = 1, pop = 2, left = 3, right = 4
}

/// Push and `.right` bring the new view in from the right while the old one leaves to the left;
/// pop and `.left` the mirror image. 0.3 s; a cancelled interactive pop puts the from-view back.
final class SlideAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var transitionType = TransitionType.none

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
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
