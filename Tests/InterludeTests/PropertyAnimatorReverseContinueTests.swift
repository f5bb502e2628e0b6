import Testing
@testable import InterludeUIKit

/// `continueAnimation(withTimingParameters:durationFactor:)` on a reversed animator: the new timing
/// runs from where the view is toward the start, exactly as it runs toward the end when not
/// reversed — so a spring's initial velocity applies at the moment of release, toward the target.
@MainActor
@Suite("UIViewPropertyAnimator: continuing reversed")
struct PropertyAnimatorReverseContinueTests {
    /// x of a box animated 0 → 100 over 1 s (linear), paused at 0.5, continued with a 0.9 spring of
    /// relative initial velocity `velocity`, at the given times after the continue.
    func positions(reversed: Bool, velocity: CGFloat, at times: [Double]) -> [CGFloat] {
        let window = makeWindow(root: UIViewController(), width: 200, height: 200)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(box)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.frame.origin.x = 100 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        window.advance(by: 0.1)
        animator.isReversed = reversed
        animator.continueAnimation(
            withTimingParameters: UISpringTimingParameters(dampingRatio: 0.9, initialVelocity: CGVector(dx: velocity, dy: 0)),
            durationFactor: 0)
        let start = window.clock.now
        return times.map { time in
            window.advance(to: start + time)
            return shownFrame(box).minX
        }
    }

    @Test("reversed, the motion toward 0 mirrors the forward motion toward 100 at every instant")
    func mirrorsForward() {
        let times = [0.001, 1.0 / 60, 0.1, 0.25, 0.4]
        let forward = positions(reversed: false, velocity: 2, at: times)
        let backward = positions(reversed: true, velocity: 2, at: times)
        for (f, b) in zip(forward, backward) { #expect(abs((100 - f) - b) < 1e-6) }
        // It is moving: by 0.25 s the spring (fitted to the remaining 0.5 s) is well on its way.
        #expect(backward[3] < 25)
    }

    @Test("reversed, the spring starts at its initial velocity toward the start: 2 × the 50 points left per second")
    func initialVelocity() {
        let dt = 0.0005
        let x = positions(reversed: true, velocity: 2, at: [dt, 2 * dt]).map { 50 - $0 }
        // x = v·t + a·t²/2 at the start of the spring ⇒ v = (4·x(t) − x(2t)) / 2t.
        let speed = (4 * x[0] - x[1]) / (2 * dt)
        #expect(abs(speed - 100) < 1)
    }
}
