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
    case end = 0
    case start = 1
    case current = 2
}

/// An object that runs, pauses, scrubs, reverses and stops animations.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that also takes animation blocks, completions and new timing while paused.
/// (These are optional in UIKit; the defaults here do nothing.)
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}
