import Foundation

/// The closed-form motion of a damped harmonic oscillator: displacement x(t) from the rest
/// position, from mass m, stiffness k, damping c, x(0) = x0 and dx/dt(0) = v0.
///
/// With ω0 = √(k/m) and ζ = c / (2√(k·m)):
/// - under-damped (ζ < 1): x(t) = e^(−ζω0·t)·(x0·cos ωd·t + ((v0 + ζω0·x0)/ωd)·sin ωd·t),
///   ωd = ω0·√(1 − ζ²); damping 0 oscillates forever;
/// - critically damped (|ζ − 1| < `criticalDampingTolerance`): x(t) = (x0 + (v0 + ω0·x0)·t)·e^(−ω0·t);
/// - over-damped (ζ > 1): x(t) = A·e^(r₋·t) + B·e^(r₊·t), r± = −ζω0 ± ω0·√(ζ² − 1),
///   B = (r₋·x0 − v0)/(r₋ − r₊), A = x0 − B.
///
/// The branch and its constants are chosen once at init; evaluation allocates nothing and any t may
/// be asked in any order. The under-damped branch is evaluated in amplitude–phase form,
/// x(t) = e^(−ζω0·t)·R·cos(ωd·t − φ) with R = √(x0² + ((v0 + ζω0·x0)/ωd)²), one cosine instead of a
/// cosine and a sine (the same function; results agree with the form above to about 1e-15). Velocity is the physics sign: dx/dt of the displacement (a spring
/// pulling x toward 0 from x0 = 1 starts with negative velocity). See `UnitSpring` for UIKit's sign.
public struct SpringSolution: Sendable, Hashable {
    /// |ζ − 1| below this counts as critically damped: 1e-9, far below any ratio a caller means to
    /// distinguish from 1, and large enough to avoid the cancellation of the other two branches.
    public static let criticalDampingTolerance = 1e-9

    private let motion: Motion
    /// x(0), displacement from the rest position (any unit, e.g. points or a fraction).
    public let initialDisplacement: Double
    /// The moving mass, > 0 (arbitrary mass unit; only ratios with stiffness and damping matter).
    public let mass: Double
    /// The spring constant k, > 0 (force per unit displacement).
    public let stiffness: Double
    /// The damping coefficient c, ≥ 0 (force per unit velocity); 0 oscillates forever.
    public let damping: Double
    /// dx/dt at t = 0, in displacement units per second (physics sign).
    public let initialVelocity: Double
    /// ζ = c / (2√(k·m)), unitless: < 1 oscillates, 1 is critical, > 1 creeps.
    public let dampingRatio: Double
    /// ω0 = √(k/m), in radians per second.
    public let undampedAngularFrequency: Double

    /// The branch of the closed form, with its constants.
    private enum Motion: Hashable {
        /// x = e^(−decay·t)·(cosine·cos(ωd·t) + sine·sin(ωd·t)), evaluated as
        /// e^(−decay·t)·amplitude·cos(ωd·t − phase); the velocity as
        /// e^(−decay·t)·velocityAmplitude·cos(ωd·t + velocityPhase).
        case underdamped(
            decay: Double, frequency: Double, amplitude: Double, phase: Double,
            velocityAmplitude: Double, velocityPhase: Double)
        /// x = (constant + linear·t)·e^(−decay·t).
        case critical(decay: Double, constant: Double, linear: Double)
        /// x = slow·e^(slowRate·t) + fast·e^(fastRate·t), both rates < 0.
        case overdamped(fastRate: Double, fast: Double, slowRate: Double, slow: Double)
    }

    /// Creates the solution for the given spring and initial state.
    /// - Parameters:
    ///   - mass: > 0.
    ///   - stiffness: > 0.
    ///   - damping: ≥ 0.
    ///   - initialDisplacement: x(0), finite.
    ///   - initialVelocity: dx/dt at 0 (physics sign), finite.
    /// - Precondition: the ranges above, as Core Animation documents for `CASpringAnimation`.
    public init(
        mass: Double, stiffness: Double, damping: Double, initialDisplacement: Double, initialVelocity: Double
    ) {
        let name = "SpringSolution(mass:stiffness:damping:initialDisplacement:initialVelocity:)"
        checkPrecondition(mass > 0 && mass.isFinite, "\(name): mass must be finite and greater than 0, got \(mass)")
        checkPrecondition(
            stiffness > 0 && stiffness.isFinite,
            "\(name): stiffness must be finite and greater than 0, got \(stiffness)")
        checkPrecondition(
            damping >= 0 && damping.isFinite, "\(name): damping must be finite and at least 0, got \(damping)")
        checkPrecondition(
            initialDisplacement.isFinite && initialVelocity.isFinite,
            "\(name): initial displacement and velocity must be finite, got \(initialDisplacement), \(initialVelocity)")
        (self.mass, self.stiffness, self.damping) = (mass, stiffness, damping)
        (self.initialDisplacement, self.initialVelocity) = (initialDisplacement, initialVelocity)
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        (undampedAngularFrequency, dampingRatio) = (omega0, zeta)
        motion = Self.motion(omega0: omega0, zeta: zeta, x0: initialDisplacement, v0: initialVelocity)
    }

    private static func motion(omega0: Double, zeta: Double, x0: Double, v0: Double) -> Motion {
        if abs(zeta - 1) < criticalDampingTolerance {
            return .critical(decay: omega0, constant: x0, linear: v0 + omega0 * x0)
        }
        if zeta < 1 {
            let decay = zeta * omega0
            let frequency = omega0 * (1 - zeta * zeta).squareRoot()
            let (cosine, sine) = (x0, (v0 + decay * x0) / frequency)
            // C·cos θ + S·sin θ = R·cos(θ − atan2(S, C)); P·cos θ − Q·sin θ = R'·cos(θ + atan2(Q, P)).
            let (p, q) = (sine * frequency - decay * cosine, cosine * frequency + decay * sine)
            return .underdamped(
                decay: decay, frequency: frequency, amplitude: (cosine * cosine + sine * sine).squareRoot(),
                phase: atan2(sine, cosine), velocityAmplitude: (p * p + q * q).squareRoot(),
                velocityPhase: atan2(q, p))
        }
        let spread = omega0 * (zeta * zeta - 1).squareRoot()
        let fastRate = -zeta * omega0 - spread
        let slowRate = -zeta * omega0 + spread
        let slow = (fastRate * x0 - v0) / (fastRate - slowRate)
        return .overdamped(fastRate: fastRate, fast: x0 - slow, slowRate: slowRate, slow: slow)
    }

    /// Whether ζ < 1 (beyond the critical tolerance): the motion oscillates around the rest position.
    public var isUnderdamped: Bool {
        if case .underdamped = motion { return true }
        return false
    }

    /// The displacement x(t) at `t` seconds after the start. Exactly `initialDisplacement` at 0.
    /// Defined for any t (negative t runs the closed form backwards).
    public func displacement(at t: Double) -> Double {
        if t == 0 { return initialDisplacement }
        switch motion {
        case .underdamped(let decay, let frequency, let amplitude, let phase, _, _):
            return exp(-decay * t) * amplitude * cos(frequency * t - phase)
        case .critical(let decay, let constant, let linear):
            return (constant + linear * t) * exp(-decay * t)
        case .overdamped(let fastRate, let fast, let slowRate, let slow):
            return fast * exp(fastRate * t) + slow * exp(slowRate * t)
        }
    }

    /// The velocity dx/dt at `t` seconds, in displacement units per second (physics sign).
    /// Exactly `initialVelocity` at 0.
    public func velocity(at t: Double) -> Double {
        if t == 0 { return initialVelocity }
        switch motion {
        case .underdamped(let decay, let frequency, _, _, let amplitude, let phase):
            return exp(-decay * t) * amplitude * cos(frequency * t + phase)
        case .critical(let decay, let constant, let linear):
            return (linear - decay * (constant + linear * t)) * exp(-decay * t)
        case .overdamped(let fastRate, let fast, let slowRate, let slow):
            return fast * fastRate * exp(fastRate * t) + slow * slowRate * exp(slowRate * t)
        }
    }
}
