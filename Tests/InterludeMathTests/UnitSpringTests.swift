import Foundation
import InterludeMath
import InterludeTestSupport
import Testing

@Suite("UnitSpring")
struct UnitSpringTests {
    @Test("defaults are CASpringAnimation's: mass 1, stiffness 100, damping 10, velocity 0")
    func defaults() {
        let spring = UnitSpring()
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        #expect(spring.dampingRatio == 0.5)
    }

    @Test("progress starts exactly at 0 with UIKit's velocity and tends to 1")
    func progress() {
        let spring = UnitSpring(initialVelocity: 5)
        #expect(spring.progress(at: 0) == 0)
        #expect(spring.velocity(at: 0) == 5)
        #expect(spring.solution.initialVelocity == -5)
        expectClose(spring.progress(at: 10), 1, tolerance: 1e-12)
        #expect(spring.progress(at: 0.01) > UnitSpring().progress(at: 0.01))
    }

    @Test("velocity is the derivative of progress")
    func velocity() {
        let spring = UnitSpring(mass: 1, stiffness: 200, damping: 12, initialVelocity: -2)
        let h = 1e-6
        for t in [0.05, 0.2, 0.8] {
            let difference = (spring.progress(at: t + h) - spring.progress(at: t - h)) / (2 * h)
            expectClose(spring.velocity(at: t), difference, tolerance: 1e-6)
        }
    }

    // Rows: Apple's CASpringAnimation.settlingDuration discussion (mass 1, stiffness 100).
    @Test("settling duration matches Apple's documented damping 5 value (about 2.85 s)")
    func settlingDamping5() {
        expectClose(UnitSpring(damping: 5).settlingDuration(), 2.85, tolerance: 0.005)
    }

    @Test("settling duration for damping 15 is just over 1 s (Apple)")
    func settlingDamping15() {
        let duration = UnitSpring(damping: 15).settlingDuration()
        #expect(duration > 1 && duration < 1.1, "got \(duration)")
    }

    @Test("a critically damped spring with a 0.2 s response settles at 0.3 s (walk rule)")
    func settlingCritical() {
        let spring = UnitSpring(SpringParameters(duration: 0.2, bounce: 0))
        #expect(!spring.solution.isUnderdamped)
        #expect(spring.settlingDuration() == 0.3)
    }

    @Test("once settled, stays within epsilon", arguments: [5.0, 10, 15, 20, 40, 100])
    func staysSettled(damping: Double) {
        let spring = UnitSpring(damping: damping, initialVelocity: 3)
        let settled = spring.settlingDuration()
        #expect(settled.isFinite && settled > 0)
        for step in 0...400 {
            let t = settled + Double(step) * 0.01
            #expect(abs(1 - spring.progress(at: t)) < 0.001, "damping \(damping) at \(t)")
        }
        #expect(!spring.isSettled(at: settled - 0.01) && spring.isSettled(at: settled))
    }

    @Test("an undamped spring never settles; the system spring settles in a few seconds")
    func settlingExtremes() {
        #expect(UnitSpring(damping: 0).settlingDuration() == .infinity)
        let system = UnitSpring(SpringParameters.systemDefault).settlingDuration()
        #expect(system > 2 && system < 5, "got \(system)")
    }

    @Test("a larger epsilon settles sooner")
    func epsilon() {
        let spring = UnitSpring(damping: 8)
        #expect(spring.settlingDuration(epsilon: 0.01) < spring.settlingDuration(epsilon: 0.001))
    }
}
