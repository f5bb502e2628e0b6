/// The animation controller of non-animated transitions: puts the incoming view in place and
/// completes at the next clock step (completions are never delivered from inside a call).
@MainActor
final class ImmediateTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to), let toController = transitionContext.viewController(forKey: .to) {
            transitionContext.containerView.addSubview(toView)
            let frame = transitionContext.finalFrame(for: toController)
            if frame != .zero { toView.frame = frame }
        }
        transitionContext.containerView.layer.clock.enqueue { transitionContext.completeTransition(true) }
    }
}
