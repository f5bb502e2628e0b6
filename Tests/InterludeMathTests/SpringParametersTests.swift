import Foundation
import InterludeMath
import InterludeTestSupport
import Testing

@Suite("SpringParameters")
struct SpringParametersTests {
    @Test("fits Framer's published pair: duration 3, ratio 0.25 → k 54.8336…, c 3.7025…")
    func framerPair() {
        let spring = SpringParameters.fitting(duration: 3, dampingRatio: 0.25)
        expectClose(spring.stiffness, 54.83363359078326, tolerance: 1e-9)
        expectClose(spring.damping, 3.702486785620688, tolerance: 1e-9)
        #expect(spring.mass == 1)
        expectClose(spring.dampingRatio, 0.25, tolerance: 1e-15)
    }

    // Rows: (duration, ratio, UIKit velocity); the fitted ω0 must put the envelope at ε = 0.001 at T.
    @Test(
        "fitted springs reach the 0.001 envelope exactly at the duration",
        arguments: [
            (0.5, 0.7, 0.0), (0.5, 0.7, 2.0), (0.35, 0.9, -1.0), (1.0, 1.0, 0.0), (0.4, 1.0, 3.0), (2.0, 0.1, 0.5),
            (0.3, 0.5, 4.0),
        ])
    func envelope(duration: Double, ratio: Double, velocity: Double) {
        let spring = SpringParameters.fitting(
            duration: duration, dampingRatio: ratio, initialVelocity: velocity, mass: 2)
        let omega = spring.undampedAngularFrequency
        let envelope: Double
        if ratio < 1 {
            let damped = omega * (1 - ratio * ratio).squareRoot()
            envelope = (ratio * omega - velocity) / damped * exp(-ratio * omega * duration)
        } else {
            envelope = exp(-omega * duration) * ((omega - velocity) * duration + 1)
        }
        expectClose(envelope, 0.001, tolerance: 1e-15, "ω0 = \(omega)")
        expectClose(spring.dampingRatio, ratio, tolerance: 1e-14)
        #expect(spring.mass == 2)
    }

    @Test("clamps the ratio to 0…1 and the duration to 0.01…10 s, as UIKit does")
    func clamping() {
        #expect(SpringParameters.fitting(duration: 20, dampingRatio: 0.5) == .fitting(duration: 10, dampingRatio: 0.5))
        #expect(SpringParameters.fitting(duration: 0, dampingRatio: 0.5) == .fitting(duration: 0.01, dampingRatio: 0.5))
        #expect(SpringParameters.fitting(duration: 1, dampingRatio: 1.5) == .fitting(duration: 1, dampingRatio: 1))
        let undamped = SpringParameters.fitting(duration: 1, dampingRatio: 0)
        #expect(undamped.stiffness.isFinite && undamped.stiffness > 0 && undamped.damping >= 0)
    }

    // Apple SwiftUI Spring overview: duration 0.5, bounce 0.3 → (1.0, 157.9, 17.6).
    @Test("duration 0.5, bounce 0.3 gives stiffness 157.91367 and damping 17.59292 (Apple)")
    func durationBounce() {
        let spring = SpringParameters(duration: 0.5, bounce: 0.3)
        expectClose(spring.stiffness, 157.91367, tolerance: 1e-5)
        expectClose(spring.damping, 17.59292, tolerance: 1e-5)
        #expect(spring.mass == 1)
    }

    // Apple SwiftUI Spring overview: mass 1, stiffness 100, damping 10 → (duration 0.63, bounce 0.5).
    @Test("mass 1, stiffness 100, damping 10 reads duration 0.6283185 and bounce 0.5 (Apple)")
    func readback() {
        let spring = SpringParameters(mass: 1, stiffness: 100, damping: 10)
        expectClose(spring.perceptualDuration, 0.6283185, tolerance: 1e-7)
        expectClose(spring.bounce, 0.5, tolerance: Tolerance.oneRounding)
    }

    // Rows: bounce → damping ratio as OpenSwiftUI and Respring compute it (both parity-tested against SwiftUI).
    @Test(
        "maps bounce to damping ratio as SwiftUI does",
        arguments: [(0.2, 0.8), (1.2, 0), (-0.2, 1.25), (-1.2, .nan), (-1, .nan), (0, 1), (1, 0), (0.3, 0.7)])
    func bounceToRatio(bounce: Double, ratio: Double) {
        expectClose(SpringParameters.dampingRatio(forBounce: bounce), ratio, tolerance: Tolerance.oneRounding)
    }

    @Test("maps damping ratio back to bounce", arguments: [(0.8, 0.2), (1.25, -0.2), (1, 0), (0, 1), (2, -0.5)])
    func ratioToBounce(ratio: Double, bounce: Double) {
        expectClose(SpringParameters.bounce(forDampingRatio: ratio), bounce, tolerance: Tolerance.oneRounding)
    }

    // Rows: Respring's SwiftUI parity cases (duration, bounce).
    @Test(
        "duration and bounce read back, and bounce ≤ −1 gives NaN damping",
        arguments: [(0.7, 0.2, 0.2), (0.3, 1.2, 1.0), (0.7, -0.2, -0.2), (0.7, -1.2, Double.nan), (0.5, 0, 0)])
    func durationBounceRoundTrip(duration: Double, bounce: Double, readBack: Double) {
        let spring = SpringParameters(duration: duration, bounce: bounce)
        expectClose(spring.stiffness, pow(2 * .pi / duration, 2), tolerance: 1e-10)
        expectClose(spring.perceptualDuration, duration, tolerance: 1e-14)
        expectClose(spring.bounce, readBack, tolerance: 1e-14)
        if bounce > -1 {
            expectClose(
                spring.damping, 4 * .pi * SpringParameters.dampingRatio(forBounce: bounce) / duration, tolerance: 1e-12)
        } else {
            #expect(spring.damping.isNaN)
        }
    }

    @Test("the system default is mass 3, stiffness 1000, damping 500, ratio 4.5644 (UIKit)")
    func systemDefault() {
        let system = SpringParameters.systemDefault
        #expect(system == SpringParameters(mass: 3, stiffness: 1000, damping: 500))
        expectClose(system.dampingRatio, 4.5644, tolerance: 5e-5)
    }

    @Test("mass scales stiffness and damping but not the ratio or duration")
    func mass() {
        let heavy = SpringParameters(duration: 0.4, bounce: 0.2, mass: 3)
        let light = SpringParameters(duration: 0.4, bounce: 0.2)
        expectClose(heavy.stiffness, 3 * light.stiffness, tolerance: 1e-11)
        expectClose(heavy.dampingRatio, light.dampingRatio, tolerance: 1e-15)
        expectClose(heavy.perceptualDuration, 0.4, tolerance: 1e-15)
    }
}
