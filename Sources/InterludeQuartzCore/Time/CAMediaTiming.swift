/// Core Animation's hierarchical timing model.
///
/// Every layer and animation has its own timeline. A layer converts its parent's time `t`
/// into its *active local time* with `(t − beginTime) × speed + timeOffset`; animations do the
/// same from their layer's time, then fold repeats and autoreverse into a *basic local time*.
/// So `speed = 0` plus `timeOffset` on a container freezes and scrubs its whole subtree.
///
/// Not isolated to an actor, as in Apple's SDK: animations conform from any thread; `CALayer`
/// conforms on the main actor only.
public protocol CAMediaTiming: AnyObject {
    /// The begin time, in the parent's time space. Defaults to 0.
    var beginTime: CFTimeInterval { get set }
    /// The basic duration in seconds. Defaults to 0 (animations then use 0.25 s).
    var duration: CFTimeInterval { get set }
    /// Rate of local time relative to the parent: 2 runs twice as fast. Defaults to 1.
    var speed: Float { get set }
    /// Added to the local time after scaling by `speed`. Defaults to 0.
    var timeOffset: CFTimeInterval { get set }
    /// Number of repetitions (may be fractional). Defaults to 0, meaning one.
    var repeatCount: Float { get set }
    /// Total time to repeat for, in seconds; overrides `repeatCount` when non-zero. Defaults to 0.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forward then backward. Defaults to false.
    var autoreverses: Bool { get set }
    /// What shows outside the active interval. Defaults to `.removed`.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What a timed object shows before it begins and after it ends.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it (`"forwards"`).
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Holds the final value after the active interval.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Holds the initial value before the active interval.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// No effect outside the active interval (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")

    var fillsBackwards: Bool { self == .backwards || self == .both }
    var fillsForwards: Bool { self == .forwards || self == .both }
}

/// The (beginTime, speed, timeOffset) triple that maps a parent's time to local time.
package struct TimeMapping: Equatable {
    var beginTime: Double = 0
    var speed: Double = 1
    var timeOffset: Double = 0

    static let identity = TimeMapping()

    /// parent → active local: `(t − beginTime) × speed + timeOffset`.
    @inline(__always) package func local(fromParent t: Double) -> Double {
        (t - beginTime) * speed + timeOffset
    }

    /// active local → parent; a frozen timeline (speed 0) maps every local time to `beginTime`.
    @inline(__always) func parent(fromLocal t: Double) -> Double {
        speed == 0 ? beginTime : (t - timeOffset) / speed + beginTime
    }
}

/// Where a time falls relative to an animation's active interval.
enum TimingPhase { case before, active, after }

/// An animation's timing folded into one iteration: phase and progress in 0…1 of the basic duration.
struct TimingSample {
    var phase: TimingPhase
    /// Progress through the current iteration, after autoreverse folding, in 0…1.
    var progress: Double
    /// Whether the animation shows a value at this time (active, or filling).
    var isApplied: Bool
}

/// Time within which two instants are taken as equal; absorbs the rounding of summed frame steps.
package let timeTolerance = 1e-9

/// The basic → iteration arithmetic of `CAMediaTiming`, shared by every animation.
///
/// Everything that does not depend on the sampled time is derived once, at init.
struct IterationTiming {
    let duration: Double
    let repeatCount: Double
    let repeatDuration: Double
    let autoreverses: Bool
    /// Length of one iteration including the reverse leg.
    let iterationDuration: Double
    /// Total active duration: `repeatDuration`, else `repeatCount` iterations (0 means 1).
    let activeDuration: Double
    private let fillsBackwards: Bool
    private let fillsForwards: Bool
    /// Progress shown after the active interval (a fractional repeat stops mid-iteration).
    private let endProgress: Double

    init(
        duration: Double, repeatCount: Double, repeatDuration: Double, autoreverses: Bool,
        fillMode: CAMediaTimingFillMode
    ) {
        self.duration = duration
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        let iteration = autoreverses ? 2 * duration : duration
        iterationDuration = iteration
        let active: Double
        if repeatDuration > 0 {
            active = repeatDuration
        } else {
            let count = repeatCount > 0 ? repeatCount : 1
            active = count.isInfinite ? .infinity : count * iteration
        }
        activeDuration = active
        fillsBackwards = fillMode.fillsBackwards
        fillsForwards = fillMode.fillsForwards
        var endIterationTime = iteration
        if iteration > 0, active.isFinite {
            let remainder = active.truncatingRemainder(dividingBy: iteration)
            endIterationTime = abs(remainder) < timeTolerance ? iteration : remainder
        }
        endProgress = Self.progress(atIterationTime: endIterationTime, duration: duration, autoreverses: autoreverses)
    }

    /// Samples at active local time `t` (seconds since the animation began, after speed/offset).
    @inline(__always)
    func sample(at t: Double) -> TimingSample {
        if t < -timeTolerance {
            return TimingSample(phase: .before, progress: 0, isApplied: fillsBackwards)
        }
        if t >= activeDuration - timeTolerance {
            return TimingSample(phase: .after, progress: endProgress, isApplied: fillsForwards)
        }
        let iteration = iterationDuration
        // Within the first iteration the remainder is `t` itself, exactly: spare the library call.
        let within = iteration > 0 ? (abs(t) < iteration ? t : t.truncatingRemainder(dividingBy: iteration)) : 0
        return TimingSample(
            phase: .active,
            progress: Self.progress(
                atIterationTime: max(0, within), duration: duration,
                autoreverses: autoreverses), isApplied: true)
    }

    @inline(__always)
    private static func progress(atIterationTime t: Double, duration: Double, autoreverses: Bool) -> Double {
        guard duration > 0 else { return 1 }
        if autoreverses && t > duration { return max(0, (2 * duration - t) / duration) }
        return min(1, t / duration)
    }
}
