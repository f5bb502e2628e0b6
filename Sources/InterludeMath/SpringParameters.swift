import Foundation

/// A spring's physical parameters — mass, stiffness, damping — and the mappings UIKit, Core
/// Animation and SwiftUI use to derive them from friendlier inputs.
///
/// - `fitting(duration:dampingRatio:initialVelocity:mass:)`: UIKit's (duration, damping ratio)
///   springs (`UIView.animate(withDuration:…usingSpringWithDamping:…)`,
///   `UIViewPropertyAnimator(duration:dampingRatio:)`).
/// - `init(duration:bounce:mass:)`, `perceptualDuration`, `bounce`: the iOS 17 / SwiftUI
///   perceptual duration and bounce.
/// - `systemDefault`: the spring behind `UISpringTimingParameters()` and the keyboard curve.
///
/// Equality is exact, field by field.
public struct SpringParameters: Sendable, Hashable {
    /// The moving mass, > 0. Defaults to 1.
    public var mass: Double
    /// The spring constant k, > 0 (force per unit displacement).
    public var stiffness: Double
    /// The damping coefficient c, ≥ 0 (force per unit velocity).
    public var damping: Double

    /// Creates parameters as given (no validation; `SpringSolution` checks the ranges).
    /// - Parameters:
    ///   - mass: > 0. Defaults to 1.
    ///   - stiffness: > 0.
    ///   - damping: ≥ 0.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// The spring UIKit uses for `UISpringTimingParameters()` (damping ratio "4.56") and, per a
    /// developer-forum report, the keyboard animation curve: mass 3, stiffness 1000, damping 500.
    public static let systemDefault = SpringParameters(mass: 3, stiffness: 1000, damping: 500)

    /// The damping ratio ζ = c / (2√(k·m)), unitless: < 1 oscillates, 1 critical, > 1 over-damped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The undamped angular frequency ω0 = √(k/m), in radians per second.
    public var undampedAngularFrequency: Double { (stiffness / mass).squareRoot() }

    // MARK: Perceptual duration and bounce (iOS 17, SwiftUI)

    /// Creates the spring SwiftUI's `Spring(duration:bounce:)` and iOS 17's
    /// `UISpringTimingParameters(duration:bounce:)` describe: ω0 = 2π/duration, so k = m·(2π/T)²
    /// and c = 2ζ·m·ω0 (= 4πζ/T for mass 1), with ζ from `dampingRatio(forBounce:)`.
    /// - Parameters:
    ///   - duration: the perceptual duration T in seconds, > 0 (0.5 in SwiftUI's default).
    ///   - bounce: −1 < bounce ≤ 1: 0 is critically damped, toward 1 bouncier, negative over-damped;
    ///     bounce ≤ −1 gives NaN damping, as SwiftUI does.
    ///   - mass: > 0. Defaults to 1.
    public init(duration: Double, bounce: Double, mass: Double = 1) {
        let omega0 = 2 * Double.pi / duration
        let zeta = Self.dampingRatio(forBounce: bounce)
        self.init(mass: mass, stiffness: mass * omega0 * omega0, damping: 2 * zeta * mass * omega0)
    }

    /// The perceptual duration (SwiftUI's `duration`/`response`) in seconds: the undamped period
    /// 2π/ω0 = 2π√(m/k). For mass 1, stiffness 100 it is 0.6283185.
    public var perceptualDuration: Double { 2 * Double.pi / undampedAngularFrequency }

    /// The bounce SwiftUI reports: 1 − ζ for ζ ≤ 1, 1/ζ − 1 for ζ > 1 (so −1 < bounce ≤ 1).
    /// For mass 1, stiffness 100, damping 10 it is 0.5.
    public var bounce: Double { Self.bounce(forDampingRatio: dampingRatio) }

    /// SwiftUI's bounce → damping ratio: bounce ≥ 0 → ζ = max(0, 1 − bounce) (bounce > 1 is
    /// undamped); −1 < bounce < 0 → ζ = 1/(1 + bounce); bounce ≤ −1 or NaN → NaN.
    public static func dampingRatio(forBounce bounce: Double) -> Double {
        if bounce >= 0 { return max(0, 1 - bounce) }
        if bounce > -1 { return 1 / (1 + bounce) }
        return .nan
    }

    /// SwiftUI's damping ratio → bounce: 1 − ζ for ζ ≤ 1, 1/ζ − 1 for ζ > 1 (NaN for NaN).
    public static func bounce(forDampingRatio ratio: Double) -> Double {
        ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
}

// MARK: - UIKit duration + damping ratio

extension SpringParameters {
    /// The settling threshold of the fit: 0.001 of the total distance.
    static let fittingEpsilon = 0.001
    /// The clamp applied to the requested duration, in seconds.
    static let fittingDurationRange = 0.01...10.0
    /// Newton iterations before giving up (the log-form converges in a handful).
    static let fittingMaxIterations = 64

    /// UIKit's spring for a (duration, damping ratio) animation: the ω0 whose amplitude envelope
    /// |(ζω0 − v)/ωd|·e^(−ζω0·T) (ζ < 1) or e^(−ω0·T)·((ω0 − v)·T + 1) (ζ = 1) falls to ε = 0.001
    /// exactly at the duration T; then k = m·ω0² and c = 2ζ√(m·k).
    ///
    /// Inputs are clamped as UIKit does: ζ to [`Double.leastNormalMagnitude`, 1], T to [0.01, 10] s.
    /// ω0 is found by Newton's method from ω0 = 5/T, on the logarithm of the envelope equation
    /// (same root, better conditioned; with v = 0 it is exact in one step), keeping to the branch
    /// where the amplitude decays through ε. Framer's published pair is reproduced: duration 3,
    /// ζ 0.25 → stiffness 54.83363359078326, damping 3.702486785620688. When no such root exists
    /// (ζ below about 0.001, whose envelope never reaches ε, or huge velocities), ω0 = 5/T is used.
    /// - Parameters:
    ///   - duration: the animation duration in seconds.
    ///   - dampingRatio: ζ, 0…1.
    ///   - initialVelocity: UIKit's initial velocity (total distances per second, positive toward
    ///     the target). Defaults to 0.
    ///   - mass: > 0. Defaults to 1.
    public static func fitting(
        duration: Double, dampingRatio: Double, initialVelocity: Double = 0, mass: Double = 1
    ) -> SpringParameters {
        let zeta = min(max(dampingRatio, Double.leastNormalMagnitude), 1)
        let clampedDuration = min(max(duration, fittingDurationRange.lowerBound), fittingDurationRange.upperBound)
        let omega0 = envelopeFrequency(duration: clampedDuration, zeta: zeta, velocity: initialVelocity)
        let stiffness = mass * omega0 * omega0
        return SpringParameters(mass: mass, stiffness: stiffness, damping: 2 * zeta * (mass * stiffness).squareRoot())
    }

    /// Solves the envelope equation for ω0 (see `fitting`), or returns the starting guess 5/T.
    private static func envelopeFrequency(duration t: Double, zeta: Double, velocity v: Double) -> Double {
        let guess = 5 / t
        // F(ω) = ln(envelope(ω)) − ln ε, defined for ω > lowerBound.
        let lowerBound = zeta < 1 ? max(0, v / zeta) : max(0, v - 1 / t)
        func logEnvelope(_ omega: Double) -> (value: Double, slope: Double) {
            if zeta < 1 {
                let s = (1 - zeta * zeta).squareRoot()
                let value = log(zeta * omega - v) - log(omega * s) - zeta * t * omega - log(fittingEpsilon)
                return (value, zeta / (zeta * omega - v) - 1 / omega - zeta * t)
            }
            let growth = (omega - v) * t + 1
            return (log(growth) - omega * t - log(fittingEpsilon), t / growth - t)
        }
        var omega = max(guess, lowerBound * 2)
        for _ in 0..<fittingMaxIterations {
            let (value, slope) = logEnvelope(omega)
            guard value.isFinite, slope.isFinite else { return guess }
            if slope >= 0 {
                omega *= 2 // left of the envelope's peak: the decaying root lies to the right
                continue
            }
            var next = omega - value / slope
            if next <= lowerBound { next = (omega + lowerBound) / 2 }
            if abs(next - omega) <= 1e-15 * omega { return next }
            omega = next
        }
        return guess
    }
}
