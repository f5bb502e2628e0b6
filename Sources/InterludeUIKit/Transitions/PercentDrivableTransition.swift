/// What UIKit's own transition context offers an interaction controller that drives it by a
/// percentage (``UIPercentDrivenInteractiveTransition``): the animations to start, the
/// interruptible animator, the container's layer time to freeze, scrub and complete, and the end.
///
/// A custom container's context does not offer it; its animations are its own to run and scrub.
@MainActor
package protocol PercentDrivableTransition: AnyObject {
    /// The animation controller's duration, asked when the transition started.
    var transitionDuration: TimeInterval { get }
    /// The interruptible animator, asked of the animation controller once; nil when it vends none.
    func interruptibleAnimator() -> (any UIViewImplicitlyAnimating)?
    /// Runs the animation controller's `animateTransition(using:)`.
    func animateTransition()
    /// Freezes the container's layer time at `percent` (0…1).
    func freezeLayerTime(atPercent percent: CGFloat)
    /// Shows `percent` of the animations on frozen layer time (frozen where it is first, when the
    /// transition started running on its own). It stays interactive: see ``TransitionScrubber``.
    func scrubLayerTime(to percent: CGFloat)
    /// Stops a completion under way on layer time (freezing it where it is when needed); returns
    /// the percent it holds, nil once the transition ended.
    func holdLayerTime() -> CGFloat?
    /// Drives layer time to `target` (1 finishes, 0 cancels) at `speed` along `curve`.
    func completeLayerTime(towards target: CGFloat, speed: CGFloat, curve: UIView.AnimationCurve)
    /// Calls `handler` once the transition ended, after the owner's containment and completion
    /// handlers.
    func whenEnded(_ handler: @escaping () -> Void)
}
