/// The states of an animator (UIKit's raw values).
public enum UIViewAnimatingState: Int, Sendable {
    /// Created, or finished: no animations are attached.
    case inactive = 0
    /// Started or paused: animations are attached.
    case active = 1
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped = 2
    /// UIKit's undocumented state (raw value 5) while an animator calls its completions: `isRunning`
    /// reads true and `finishAnimation(at:)` raises; when the completions return the animator is
    /// `.inactive`. Swift enums cannot hide a case, so it is public here; code written for UIKit
    /// meets it under `@unknown default`.
    case completing = 5
}

/// Where an animation ends (UIKit's raw values).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// The end: the values set in the animation blocks.
    case end = 0
    /// The start: the values from before the animation blocks.
    case start = 1
    /// Wherever the animations were when they stopped.
    case current = 2
}

/// An object that runs, pauses, scrubs, reverses and stops animations.
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    /// Whether the animator is inactive, active or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are moving: started and not paused.
    var isRunning: Bool { get }
    /// Whether the animations run back towards their start.
    var isReversed: Bool { get set }
    /// Progress from 0 (start) to 1 (end); setting it moves paused animations there.
    var fractionComplete: CGFloat { get set }
    /// Starts the animations, or resumes them where they were paused.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are: with `withoutFinishing` true the animator becomes
    /// inactive at once; with false it waits, stopped, for `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator, leaving the animated values at `finalPosition`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that also takes animation blocks, completions and new timing while paused.
/// (These are optional in UIKit; the defaults here do nothing.)
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds a block whose changes the animator animates.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block whose changes start animating after `delayFactor` (0…1) of the duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a closure called with the final position when the animations end.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing (nil keeps the current), over `durationFactor`
    /// times the duration.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Does nothing by default.
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Does nothing by default.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Does nothing by default.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Does nothing by default.
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}
