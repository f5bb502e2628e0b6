import UIKit

/// Slides the card up from below the screen (presenting) or back down (dismissing) with a
/// property animator, which it also hands out as the interruptible animator so a drag can scrub
/// the dismissal.
public final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Seconds of the slide.
    public static let duration: TimeInterval = 0.4

    /// Whether the card comes up (true) or goes down (false).
    public let isPresenting: Bool
    /// Called with each animator callback's name, in order (for the tests).
    public var onCallback: ((String) -> Void)?
    private var animator: UIViewPropertyAnimator?

    public init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        onCallback?("animateTransition")
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        let card = transitionContext.viewController(forKey: key)!
        let shown = isPresenting ? transitionContext.finalFrame(for: card) : transitionContext.initialFrame(for: card)
        let hidden = shown.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height - shown.minY)
        if isPresenting {
            card.view.frame = hidden
            transitionContext.containerView.addSubview(card.view)
        }
        let animator = UIViewPropertyAnimator(duration: Self.duration, curve: .easeOut) { [isPresenting] in
            card.view.frame = isPresenting ? shown : hidden
        }
        animator.addCompletion { position in
            transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        onCallback?("animationEnded(\(transitionCompleted))")
        animator = nil
    }
}
