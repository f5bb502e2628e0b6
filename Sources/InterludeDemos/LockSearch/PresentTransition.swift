import Interlude

/// Seed 003 part 23's transition, in current Swift: the settings slide and fade in over the
/// lock screen with one property animator, which is also handed out as the interruptible animator
/// so the transition can be driven by a pull (`UIPercentDrivenInteractiveTransition`), or paused
/// mid-flight and then finished or cancelled. `auxAnimations` join the animator (the blur);
/// `auxAnimationsCancel` runs when it ends anywhere but at the end.
@MainActor
public final class PresentTransition: UIPercentDrivenInteractiveTransition, UIViewControllerAnimatedTransitioning {
    /// Animations added to the transition's animator when it is made (the lock screen's blur), so
    /// they run, pause and scrub with it.
    public var auxAnimations: (() -> Void)?
    /// Runs when the transition ends anywhere but at its end (cancelled): undoes ``auxAnimations``.
    public var auxAnimationsCancel: (() -> Void)?
    /// The context of the transition under way; nil before it starts and after it ends.
    public var context: UIViewControllerContextTransitioning?
    /// The animator of the transition under way; nil before it starts and after it ends.
    public var animator: UIViewPropertyAnimator?

    /// 0.75 s.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.75
    }

    /// Makes the transition's animator and starts it (the non-interactive path).
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

    /// A new animator for the transition: the settings move from 1.33× and 200 pt down to 100 pt
    /// down (from 15 % of the time) and fade in (from half of it), ease-out. The percent-driven
    /// superclass pauses, scrubs and continues it.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    {
        return transitionAnimator(using: transitionContext)
    }

    /// Pauses the transition under way so a touch can take it over; does nothing when none runs.
    public func interruptTransition() {
        guard let context = context else { return }
        context.pauseInteractiveTransition()
        pause()
    }
}
