import Foundation

/// A spring animating progress from 0 to 1, in UIKit's and Core Animation's conventions.
///
/// Progress is 1 − x(t) for the oscillator of `SpringSolution` started at displacement 1.
/// `initialVelocity` is UIKit's: in units of the total animation distance per second, positive
/// toward the target (a 200-point move at 100 pt/s is 0.5). In the displacement formula that is
/// v0 = −initialVelocity.
///
/// Defaults are `CASpringAnimation`'s: mass 1, stiffness 100, damping 10, initial velocity 0.
public struct UnitSpring: Sendable, Hashable {
    /// The moving mass, > 0. Defaults to 1.
    public var mass: Double { solution.mass }
    /// The spring constant, > 0. Defaults to 100.
    public var stiffness: Double { solution.stiffness }
    /// The damping coefficient, ≥ 0. Defaults to 10.
    public var damping: Double { solution.damping }
    /// The starting speed in total distances per second, positive toward the target. Defaults to 0.
    public var initialVelocity: Double { -solution.initialVelocity }
    /// The damping ratio ζ = c / (2√(k·m)) (0.5 for the defaults).
    public var dampingRatio: Double { solution.dampingRatio }

    /// The displacement solution behind the progress: x0 = 1, v0 = −initialVelocity.
    public let solution: SpringSolution

    /// Creates a unit spring.
    /// - Parameters:
    ///   - mass: > 0. Defaults to 1.
    ///   - stiffness: > 0. Defaults to 100.
    ///   - damping: ≥ 0. Defaults to 10.
    ///   - initialVelocity: total distances per second, positive toward the target. Defaults to 0.
    /// - Precondition: the ranges above (see `SpringSolution`).
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        solution = SpringSolution(
            mass: mass, stiffness: stiffness, damping: damping,
            initialDisplacement: 1, initialVelocity: -initialVelocity)
    }

    /// Creates a unit spring from spring parameters and UIKit's initial velocity (default 0).
    public init(_ parameters: SpringParameters, initialVelocity: Double = 0) {
        self.init(
            mass: parameters.mass, stiffness: parameters.stiffness, damping: parameters.damping,
            initialVelocity: initialVelocity)
    }

    /// Progress at `t` seconds: 1 − x(t). Exactly 0 at t = 0; tends to 1; above 1 when it overshoots.
    public func progress(at t: Double) -> Double {
        1 - solution.displacement(at: t)
    }

    /// The rate of change of progress at `t` seconds, in progress per second. Equals
    /// `initialVelocity` at t = 0.
    public func velocity(at t: Double) -> Double {
        -solution.velocity(at: t)
    }

    /// Samples per second of the ζ ≥ 1 settling walk: 10 (a 0.1 s step; t = index / 10 exactly).
    static let settlingWalkRate = 10.0
    /// Samples after a run's first that must also be below epsilon: 11, so the run lasts more
    /// than 1 s.
    static let settlingHoldSamples = 11
    /// Walk samples before giving up (10 000 s): a spring that has not settled by then reports ∞.
    static let settlingWalkLimit = 100_000

    /// The time in seconds after which the spring stays within `epsilon` of the target, as
    /// `CASpringAnimation.settlingDuration` reports it (from and to values do not matter).
    ///
    /// - Under-damped (ζ < 1): the envelope bound ln((1 + |ζω0 − v0| / ωd) / ε) / (ζω0), with v0 =
    ///   `initialVelocity` (toward the target). Reproduces Apple's documented 2.85 s for damping 5
    ///   and "just over 1 s" for damping 15. Damping 0 never settles: ∞.
    /// - Critically or over-damped (ζ ≥ 1): walk t = 0, 0.1, 0.2, … s and return the first sample
    ///   after which |x| stays below ε at every sample for more than 1 s (a critically damped spring
    ///   with a 0.2 s response gives 0.3 s). ∞ if that does not happen within 10 000 s.
    /// - Parameter epsilon: the distance from the target, as a fraction of the total distance.
    ///   Defaults to 0.001 (Apple's value).
    /// - Returns: seconds, ≥ 0.
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        if solution.isUnderdamped {
            let omega0 = solution.undampedAngularFrequency
            let decay = solution.dampingRatio * omega0
            guard decay > 0 else { return .infinity }
            let dampedFrequency = omega0 * (1 - solution.dampingRatio * solution.dampingRatio).squareRoot()
            let amplitude = 1 + abs(decay - initialVelocity) / dampedFrequency
            return max(0, log(amplitude / epsilon) / decay)
        }
        var runStart: Int?
        for index in 0...Self.settlingWalkLimit {
            if abs(solution.displacement(at: Double(index) / Self.settlingWalkRate)) < epsilon {
                let start = runStart ?? index
                runStart = start
                if index - start >= Self.settlingHoldSamples { return Double(start) / Self.settlingWalkRate }
            } else {
                runStart = nil
            }
        }
        return .infinity
    }

    /// Whether the spring has settled at `t` seconds: `t >= settlingDuration(epsilon:)`, so once
    /// settled it stays settled and an animation may snap to its target. Computes the settling
    /// duration on each call (a logarithm, or a short walk for ζ ≥ 1); cache it for per-frame use.
    /// - Parameters:
    ///   - t: seconds since the spring started.
    ///   - epsilon: as in `settlingDuration(epsilon:)`. Defaults to 0.001.
    public func isSettled(at t: Double, epsilon: Double = 0.001) -> Bool {
        t >= settlingDuration(epsilon: epsilon)
    }
}
