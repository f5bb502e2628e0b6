import Interlude

/// One push or pop run entirely by one `UIViewPropertyAnimator` (seed 000's iOS 10 section): the
/// transition starts animating on its own, a pan grabs it mid-flight (pause), scrubs it both ways
/// (`fractionComplete`), and on release it continues (or reverses) with a spring whose initial
/// velocity is the finger's (`continueAnimation(withTimingParameters:durationFactor: 0)`).
///
/// It is both the animation controller (vending the animator as its interruptible animator) and the
/// interaction controller; it needs no UIPercentDrivenInteractiveTransition.
public final class PushPopTransition: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {
    /// The push or pop this transition animates.
    public let operation: UINavigationController.Operation
    /// The animator of the transition while it runs.
    public private(set) var animator: UIViewPropertyAnimator?
    private var context: UIViewControllerContextTransitioning?
    /// The fraction the animator was at when the finger grabbed it.
    private var grabbedFraction: CGFloat = 0
    /// Seconds of the whole push or pop when left alone.
    public static let duration: TimeInterval = 0.6
    /// Damping ratio of the spring that finishes a released transition (the seed's value).
    public static let releaseDamping: CGFloat = 0.9
    /// Finger speed, in points per second, above which the throw's direction decides the outcome;
    /// slower releases go to the nearer end.
    public static let throwSpeed: CGFloat = 100

    /// A transition for `operation`; its animator is made when the transition starts.
    public init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    // MARK: Animation

    /// ``duration``.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    /// Starts the animator (UIKit calls this only when the transition is not interactive; this
    /// one always is, see ``startInteractiveTransition(_:)``).
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    /// The one animator of the transition: the pushed page slides in from the right over the
    /// previous one, which drifts a third of the way left (a pop is the mirror image).
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let toFinal = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        let width = container.bounds.width
        let fromFinal: CGRect
        if operation == .push {
            container.addSubview(toView)
            toView.frame = toFinal.offsetBy(dx: width, dy: 0)
            fromFinal = fromView.frame.offsetBy(dx: -width / 3, dy: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.frame = toFinal.offsetBy(dx: -width / 3, dy: 0)
            fromFinal = fromView.frame.offsetBy(dx: width, dy: 0)
        }
        let animator = UIViewPropertyAnimator(duration: Self.duration, curve: .easeInOut) {
            fromView.frame = fromFinal
            toView.frame = toFinal
        }
        animator.addCompletion { [weak self] position in
            transitionContext.completeTransition(position == .end)
            self?.animator = nil
            self?.context = nil
        }
        self.animator = animator
        return animator
    }

    // MARK: Interaction

    /// False: the transition starts running on its own; the pan makes it interactive when it grabs it.
    public var wantsInteractiveStart: Bool { false }

    /// Keeps the context for the pan and starts the animator.
    public func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    /// Whether a transition is in flight for the pan to grab.
    public var canBeGrabbed: Bool { animator != nil && context != nil }

    /// Drives the transition with a pan anywhere on the navigation controller's view.
    public func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let animator, let context else { return }
        let container = context.containerView
        let width = max(1, container.bounds.width)
        // A push completes as the finger moves left, a pop as it moves right.
        let forward: CGFloat = operation == .push ? -1 : 1
        switch pan.state {
        case .began:
            animator.pauseAnimation()
            context.pauseInteractiveTransition()
            grabbedFraction = animator.fractionComplete
            // Scrub from where the finger is now, not from where it went down before the pan began.
            pan.setTranslation(.zero, in: container)
        case .changed:
            let translation = pan.translation(in: container).x
            animator.fractionComplete = grabbedFraction + forward * translation / width
            context.updateInteractiveTransition(animator.fractionComplete)
        case .ended, .cancelled:
            let speed = forward * pan.velocity(in: container).x
            let fraction = animator.fractionComplete
            let completes = abs(speed) > Self.throwSpeed ? speed > 0 : fraction > 0.5
            animator.isReversed = !completes
            if completes { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
            // The spring's velocity is relative to the distance left: 1 covers it in one second.
            let remaining = width * (completes ? 1 - fraction : fraction)
            let relative = remaining > 1 ? abs(speed) / remaining : 0
            let spring = UISpringTimingParameters(
                dampingRatio: Self.releaseDamping, initialVelocity: CGVector(dx: relative, dy: 0))
            animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
        default:
            break
        }
    }
}
