import Interlude

/// Seed 003 part 23's transition, in current Swift: the settings slide and fade in over the
/// lock screen with one property animator, which is also handed out as the interruptible animator
/// so the transition can be driven by a pull (`UIPercentDrivenInteractiveTransition`), or paused
/// mid-flight and then finished or cancelled. `auxAnimations` join the animator (the blur);
/// `auxAnimationsCancel` runs when it ends anywhere but at the end.
@MainActor
public final class PresentTransition: UIPercentDrivenInteractiveTransition, UIViewControllerAnimatedTransitioning {
    public var auxAnimations: (() -> Void)?
    public var auxAnimationsCancel: (() -> Void)?
    public var context: UIViewControllerContextTransitioning?
    public var animator: UIViewPropertyAnimator?

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.75
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionAnimator(using: transitionContext).startAnimation()
    }

    func transitionAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        let duration = transitionDuration(using: transitionContext)
        let container = transitionContext.containerView
        let to = transitionContext.view(forKey: .to)!
        container.addSubview(to)

        to.transform = CGAffineTransform(scaleX: 1.33, y: 1.33).concatenating(CGAffineTransform(translationX: 0.0, y: 200))
        to.alpha = 0

        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeOut)
        animator.addAnimations(
            {
                to.transform = CGAffineTransform(translationX: 0.0, y: 100)
            }, delayFactor: 0.15)
        animator.addAnimations(
            {
                to.alpha = 1.0
            }, delayFactor: 0.5)
        animator.addCompletion { position in
            switch position {
            case .end:
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            default:
                self.auxAnimationsCancel?()
                transitionContext.completeTransition(false)
            }
        }
        if let auxAnimations = auxAnimations {
            animator.addAnimations(auxAnimations)
        }
        animator.addCompletion { [unowned self] _ in
            self.animator = nil
            self.context = nil
        }
        animator.isUserInteractionEnabled = true
        self.animator = animator
        self.context = transitionContext
        return animator
    }

    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    {
        return transitionAnimator(using: transitionContext)
    }

    public func interruptTransition() {
        guard let context = context else { return }
        context.pauseInteractiveTransition()
        pause()
    }
}
