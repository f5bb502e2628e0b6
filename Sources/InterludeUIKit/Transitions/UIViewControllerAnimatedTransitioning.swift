/// An object that animates one view-controller transition (an "animation controller").
///
/// Implement ``transitionDuration(using:)`` and ``animateTransition(using:)``; implement
/// ``interruptibleAnimator(using:)`` to run the transition with a property animator that can be
/// paused, scrubbed and reversed, returning the same animator for the whole transition.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// The duration of the transition when nothing interrupts it, in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Sets up and runs the transition's animations; must lead to `completeTransition(_:)`.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The animator running an interruptible transition; the same object for the whole transition.
    /// Optional: the default means "not interruptible".
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    /// Called after the transition ended; `transitionCompleted` is false when it was cancelled.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Not implemented: the transition is not interruptible.
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        NoInterruptibleAnimator()
    }

    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What the default ``UIViewControllerAnimatedTransitioning/interruptibleAnimator(using:)``
/// returns: a marker meaning "this animation controller does not vend an animator" (Swift has no
/// optional protocol methods to ask `responds(to:)` about).
final class NoInterruptibleAnimator: NSObject, UIViewImplicitlyAnimating {
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed: Bool {
        get { false }
        set {}
    }
    var fractionComplete: CGFloat {
        get { 0 }
        set {}
    }
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}

/// An object that drives a transition from a gesture or other input (an "interaction controller").
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the transition; the interaction controller gets the animations going.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// Speed of the non-interactive completion; must be > 0. Defaults to 1.
    var completionSpeed: CGFloat { get }
    /// Curve of the non-interactive completion. Defaults to `.easeInOut`.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive. Defaults to true.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1: the rest of the transition runs at its own speed.
    public var completionSpeed: CGFloat { 1 }
    /// Ease in, ease out.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True: the transition starts under the interaction's control.
    public var wantsInteractiveStart: Bool { true }
}

/// The object a controller asks for the animation, interaction and presentation controllers of
/// its modal presentation and dismissal. Every method is optional; nil means UIKit's default.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animation controller presenting `presented`, or nil for the style's default animation.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animation controller dismissing `dismissed`, or nil for the default animation.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller of a presentation; asked only when an animation controller was given.
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The interaction controller of a dismissal; asked only when an animation controller was given.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation, or nil for a plain one.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// No custom animation: the presented controller's `modalTransitionStyle` animates it.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No custom animation: the built-in one for the style.
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }
    /// No interaction: the presentation runs on its own.
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { nil }
    /// No interaction: the dismissal runs on its own.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { nil }
    /// No custom presentation controller: the built-in one for the style.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? { nil }
}
