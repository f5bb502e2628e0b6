import InterludeMath

/// The motion of one scroll axis after the finger lifts, as a pure function of time since release.
///
/// - Deceleration: the velocity decays by the deceleration rate `d` every millisecond, as UIKit's
///   `decelerationRate` is defined; the offset after `n` ms is `x0 + v0·d·(1 − dⁿ)/(1 − d)` (`v0` in
///   points per millisecond), which tends to the projection `x0 + v0·d/(1 − d)`.
/// - Edges: a deceleration that would pass an edge stops there, or with `bounces` carries on into a
///   critically damped spring back to the edge; a release outside the range springs back at once.
/// - The motion ends (snapping exactly onto its rest offset) once less than ``restDistance`` points
///   remain and, for springs, the speed is below ``restSpeed``.
struct ScrollAxisMotion {
    /// Remaining distance, in points, under which a motion snaps to rest (half a point: invisible).
    static let restDistance: CGFloat = 0.5
    /// Speed, in points per second, under which a spring may come to rest.
    static let restSpeed: CGFloat = 10
    /// Stiffness of the bounce-back spring (mass 1, critically damped). Interlude's choice: it
    /// settles a 50-point overshoot in about 0.66 s.
    static let bounceStiffness: Double = 100

    private enum Phase {
        case decelerate(from: CGFloat, velocity: CGFloat, rate: CGFloat, until: TimeInterval, rest: CGFloat)
        case spring(SpringSolution, edge: CGFloat)
        case rest(CGFloat)
    }

    private let phases: [(start: TimeInterval, phase: Phase)]

    /// A motion from `offset` with `velocity` (points per millisecond) inside `range` (lower...upper
    /// offsets). `rate` is the per-millisecond decay.
    init(offset: CGFloat, velocity: CGFloat, range: ClosedRange<CGFloat>, rate: CGFloat, bounces: Bool) {
        if !range.contains(offset) {
            let edge = min(max(offset, range.lowerBound), range.upperBound)
            phases = [(0, Self.spring(from: offset - edge, velocity: velocity * 1000, edge: edge))]
            return
        }
        let projection = offset + velocity * rate / (1 - rate)
        guard velocity != 0, !range.contains(projection) else {
            phases = [(0, Self.deceleration(from: offset, velocity: velocity, rate: rate))]
            return
        }
        let edge = projection < range.lowerBound ? range.lowerBound : range.upperBound
        // Solve x(n) = edge: dⁿ = 1 − (edge − x0)(1 − d)/(v0·d).
        let remainder = 1 - (edge - offset) * (1 - rate) / (velocity * rate)
        let hitMilliseconds = log(Double(remainder)) / log(Double(rate))
        let hitTime = hitMilliseconds / 1000
        let decelerate = Phase.decelerate(from: offset, velocity: velocity, rate: rate, until: hitTime, rest: edge)
        guard bounces else {
            phases = [(0, decelerate), (hitTime, .rest(edge))]
            return
        }
        let hitVelocity = Self.velocity(from: velocity, rate: rate, milliseconds: hitMilliseconds) * 1000
        phases = [(0, decelerate), (hitTime, Self.spring(from: 0, velocity: hitVelocity, edge: edge))]
    }

    /// A motion with no change: already at rest at `offset`.
    init(restingAt offset: CGFloat) { phases = [(0, .rest(offset))] }

    /// The offset `t` seconds after release and whether the motion has come to rest.
    func offset(at t: TimeInterval) -> (offset: CGFloat, atRest: Bool) {
        guard let (start, phase) = phases.last(where: { $0.start <= t }) else { return (0, true) }
        let local = t - start
        switch phase {
        case let .rest(offset):
            return (offset, true)
        case let .decelerate(from, velocity, rate, until, rest):
            if local >= until - ClockTimer.timeTolerance { return (rest, true) }
            let n = local * 1000
            return (from + velocity * rate * (1 - pow(rate, CGFloat(n))) / (1 - rate), false)
        case let .spring(solution, edge):
            let x = solution.displacement(at: local), v = solution.velocity(at: local)
            if abs(x) < Double(Self.restDistance) && abs(v) < Double(Self.restSpeed) { return (edge, true) }
            return (edge + CGFloat(x), false)
        }
    }

    /// Whether the motion is at rest from the start (nothing to animate).
    var isAtRestImmediately: Bool { offset(at: 0).atRest }

    // MARK: Phases

    private static func deceleration(from offset: CGFloat, velocity: CGFloat, rate: CGFloat) -> Phase {
        let total = velocity * rate / (1 - rate)
        guard abs(total) > restDistance else { return .rest(offset) }
        // Time at which less than restDistance remains: |v0|·dⁿ⁺¹/(1 − d) = restDistance.
        let n = log(Double(restDistance * (1 - rate) / (abs(velocity) * rate))) / log(Double(rate))
        return .decelerate(from: offset, velocity: velocity, rate: rate, until: n / 1000, rest: offset + total)
    }

    private static func spring(from displacement: CGFloat, velocity: CGFloat, edge: CGFloat) -> Phase {
        let solution = SpringSolution(
            mass: 1, stiffness: bounceStiffness, damping: 2 * bounceStiffness.squareRoot(),
            initialDisplacement: Double(displacement), initialVelocity: Double(velocity))
        return .spring(solution, edge: edge)
    }

    /// Velocity, in points per millisecond, `n` ms into a deceleration: the derivative of x(n).
    private static func velocity(from v0: CGFloat, rate: CGFloat, milliseconds n: Double) -> CGFloat {
        -v0 * rate * CGFloat(log(Double(rate))) * pow(rate, CGFloat(n)) / (1 - rate)
    }
}
