import Foundation
import InterludeMath
import InterludeTestSupport
import Testing

/// The under-damped branch is evaluated as R·cos(ωd·t − φ) for speed; it must stay the textbook
/// function e^(−ζω0·t)·(x0·cos ωd·t + ((v0 + ζω0·x0)/ωd)·sin ωd·t) and its derivative.
@Suite("SpringSolution amplitude–phase form")
struct SpringAmplitudePhaseTests {
    /// The textbook displacement and velocity, computed here from the spring's own parameters.
    static func textbook(_ s: SpringCase, at t: Double) -> (x: Double, v: Double) {
        let omega0 = (s.stiffness / s.mass).squareRoot()
        let zeta = s.damping / (2 * (s.stiffness * s.mass).squareRoot())
        let decay = zeta * omega0
        let frequency = omega0 * (1 - zeta * zeta).squareRoot()
        let (c, k) = (s.x0, (s.v0 + decay * s.x0) / frequency)
        let e = exp(-decay * t)
        let x = e * (c * cos(frequency * t) + k * sin(frequency * t))
        let v = e * ((k * frequency - decay * c) * cos(frequency * t) - (c * frequency + decay * k) * sin(frequency * t))
        return (x, v)
    }

    @Test(
        "agrees with the textbook form within 1e-12 of the initial scale over 0…10 s",
        arguments: springCases.filter { $0.damping < 2 * ($0.stiffness * $0.mass).squareRoot() })
    func agreesWithTextbook(spring: SpringCase) {
        let s = solution(spring)
        #expect(s.isUnderdamped)
        let scale = max(abs(spring.x0), abs(spring.v0) / s.undampedAngularFrequency, 1)
        for step in 1...1000 {
            let t = Double(step) * 0.01
            let (x, v) = Self.textbook(spring, at: t)
            expectClose(s.displacement(at: t), x, tolerance: 1e-12 * scale, "x, \(spring) at \(t)")
            expectClose(s.velocity(at: t), v, tolerance: 1e-12 * scale * s.undampedAngularFrequency, "v, \(spring) at \(t)")
        }
    }
}
