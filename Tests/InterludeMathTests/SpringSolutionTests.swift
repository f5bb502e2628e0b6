import Foundation
import InterludeMath
import InterludeTestSupport
import Testing

/// (mass, stiffness, damping, x0, v0) rows spanning the three branches and the undamped case.
typealias SpringCase = (mass: Double, stiffness: Double, damping: Double, x0: Double, v0: Double)

let springCases: [SpringCase] = [
    (1, 100, 10, 1, 0), (1, 100, 5, 1, -3), (2, 300, 0, -0.5, 4), (1, 100, 20, 1, 0),
    (1, 100, 20, 1, -30), (1, 100, 50, 1, 0), (3, 1000, 500, 1, 2), (0.5, 40, 1, 200, -1000),
]

func solution(_ s: SpringCase) -> SpringSolution {
    SpringSolution(
        mass: s.mass, stiffness: s.stiffness, damping: s.damping, initialDisplacement: s.x0, initialVelocity: s.v0)
}

@Suite("SpringSolution")
struct SpringSolutionTests {
    @Test("starts exactly at the initial displacement and velocity", arguments: springCases)
    func initialState(spring: SpringCase) {
        let s = solution(spring)
        #expect(s.displacement(at: 0) == spring.x0)
        #expect(s.velocity(at: 0) == spring.v0)
    }

    @Test("velocity is the derivative of displacement", arguments: springCases)
    func velocityIsDerivative(spring: SpringCase) {
        let s = solution(spring)
        let h = 1e-6
        let scale = max(abs(spring.x0) * s.undampedAngularFrequency, abs(spring.v0))
        for t in [0.013, 0.1, 0.37, 0.9, 2.5] {
            let difference = (s.displacement(at: t + h) - s.displacement(at: t - h)) / (2 * h)
            expectClose(s.velocity(at: t), difference, tolerance: 1e-7 * scale, "\(spring) at \(t)")
        }
    }

    @Test("satisfies m·x″ + c·x′ + k·x = 0", arguments: springCases)
    func equationOfMotion(spring: SpringCase) {
        let s = solution(spring)
        let h = 1e-6
        let scale = spring.stiffness * max(abs(spring.x0), abs(spring.v0) / s.undampedAngularFrequency)
        for t in [0.05, 0.3, 1.1] {
            let acceleration = (s.velocity(at: t + h) - s.velocity(at: t - h)) / (2 * h)
            let residual =
                spring.mass * acceleration + spring.damping * s.velocity(at: t) + spring.stiffness
                * s.displacement(at: t)
            expectClose(residual, 0, tolerance: 1e-6 * scale, "\(spring) at \(t)")
        }
    }

    @Test("reports ω0 and ζ")
    func parameters() {
        let s = SpringSolution(mass: 3, stiffness: 1000, damping: 500, initialDisplacement: 1, initialVelocity: 0)
        expectClose(s.undampedAngularFrequency, (1000.0 / 3).squareRoot(), tolerance: 1e-14)
        expectClose(s.dampingRatio, 500 / (2 * 3000.0.squareRoot()), tolerance: 1e-15)
    }

    @Test("critical damping matches (1 + ω0·t)·e^(−ω0·t) (hand-computed)")
    func criticalClosedForm() {
        let s = SpringSolution(mass: 1, stiffness: 100, damping: 20, initialDisplacement: 1, initialVelocity: 0)
        #expect(!s.isUnderdamped)
        expectClose(s.displacement(at: 0.1), 2 * exp(-1.0), tolerance: 1e-15)
    }

    @Test("an undamped spring oscillates forever with period 2π/ω0")
    func undamped() {
        let s = SpringSolution(mass: 1, stiffness: 4, damping: 0, initialDisplacement: 1, initialVelocity: 0)
        #expect(s.isUnderdamped)
        for cycles in [1.0, 10, 100] {
            expectClose(s.displacement(at: cycles * .pi), 1, tolerance: 1e-12, "after \(cycles) periods")
        }
        expectClose(s.displacement(at: .pi / 2), -1, tolerance: 1e-15)
    }

    @Test("motion is continuous across critical damping")
    func continuityAtCritical() {
        let critical = 2 * (100.0).squareRoot()
        for v0 in [0.0, -7, 12] {
            let reference = SpringSolution(
                mass: 1, stiffness: 100, damping: critical, initialDisplacement: 1, initialVelocity: v0)
            for offset in [-1e-6, -2e-9, -1e-10, 1e-10, 2e-9, 1e-6] {
                let near = SpringSolution(
                    mass: 1, stiffness: 100, damping: critical * (1 + offset), initialDisplacement: 1,
                    initialVelocity: v0)
                for t in [0.01, 0.1, 0.3, 1] {
                    expectClose(
                        near.displacement(at: t), reference.displacement(at: t),
                        tolerance: 1e-5 * max(1, abs(offset) * 1e6),
                        "ζ = 1 + \(offset), v0 = \(v0), t = \(t)")
                    expectClose(
                        near.velocity(at: t), reference.velocity(at: t), tolerance: 1e-4 * max(1, abs(offset) * 1e6),
                        "ζ = 1 + \(offset), v0 = \(v0), t = \(t)")
                }
            }
        }
    }

    @Test("ratios within the critical tolerance use the critical branch")
    func criticalTolerance() {
        let nearlyCritical = SpringSolution(
            mass: 1, stiffness: 100, damping: 20 * (1 - 1e-10), initialDisplacement: 1, initialVelocity: 0)
        #expect(!nearlyCritical.isUnderdamped)
        let underdamped = SpringSolution(
            mass: 1, stiffness: 100, damping: 20 * (1 - 1e-8), initialDisplacement: 1, initialVelocity: 0)
        #expect(underdamped.isUnderdamped)
        #expect(SpringSolution.criticalDampingTolerance == 1e-9)
    }

    @Test("misuse stops with a message naming the parameter")
    func preconditionMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SpringSolution(mass: 0, stiffness: 100, damping: 10, initialDisplacement: 1, initialVelocity: 0)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("mass must be finite and greater than 0, got 0.0"))
    }
}
