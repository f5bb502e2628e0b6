import InterludeTestSupport
import Testing
@testable import InterludeUIKit

@MainActor @Suite("UIViewPropertyAnimator")
struct PropertyAnimatorTests {
    let window = makeWindow()
    let view: UIView

    init() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
    }

    var shownX: CGFloat { view.layer.presentation()!.position.x }

    func linearAnimator(_ duration: Double = 1) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: duration, curve: .linear) { self.view.center.x = 150 }
    }

    // UIViewPropertyAnimator (each property's page gives its default) and UIViewAnimatingPosition (raw values) — Apple documentation.
    @Test("defaults after init")
    func defaults() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn)
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning && !animator.isReversed)
        #expect(animator.fractionComplete == 0 && animator.delay == 0)
        #expect(animator.isInterruptible && animator.isUserInteractionEnabled && !animator.isManualHitTestingEnabled)
        #expect(animator.scrubsLinearly && !animator.pausesOnCompletion)
        #expect(UIViewAnimatingPosition.end.rawValue == 0 && UIViewAnimatingPosition.start.rawValue == 1)
    }

    // UIViewAnimating.startAnimation(), isRunning, state; UIViewAnimatingPosition.end — Apple documentation.
    @Test("startAnimation makes it active and running; it ends inactive with .end")
    func startRunsToEnd() {
        let animator = linearAnimator()
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        window.advance(to: 0.25)
        expectClose(shownX, 75)
        expectClose(animator.fractionComplete, 0.25)
        window.advance(to: 1)
        #expect(positions == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(shownX == 150)
    }

    // UIViewAnimating.pauseAnimation() — Apple documentation.
    @Test("pauseAnimation from inactive is active and paused; pausing again does nothing")
    func pauseFromInactive() {
        let animator = linearAnimator()
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        window.advance(by: 0.5)
        #expect(shownX == 50)
        animator.stopAnimation(true)
    }

    // UIViewAnimating.fractionComplete ("changing the value … on an inactive animator moves it to the active state"),
    // UIViewPropertyAnimator.scrubsLinearly — Apple documentation.
    @Test("scrubbing an inactive animator pauses it; resuming continues from the fraction")
    func scrubThenResume() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { self.view.center.x = 150 }
        animator.fractionComplete = 0.5
        #expect(animator.state == .active && !animator.isRunning)
        expectClose(shownX, 100, tolerance: 1e-9, "scrubsLinearly: the view follows the fraction linearly")
        animator.startAnimation()
        expectClose(shownX, 100, tolerance: 1e-9, "no jump on resume")
        window.advance(to: 0.5)
        #expect(animator.state == .inactive)
        #expect(shownX == 150)
    }

    // UIViewPropertyAnimator.scrubsLinearly — Apple documentation.
    @Test("with scrubsLinearly off the scrub follows the timing curve")
    func scrubAlongCurve() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { self.view.center.x = 150 }
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        expectClose(shownX, CGFloat(50 + 100 * CubicBezier.easeIn.solve(0.5)), tolerance: 1e-9)
        animator.stopAnimation(true)
    }

    // UIViewAnimating.fractionComplete ("you can update the value … only while the animator is paused") — Apple documentation.
    @Test("setting fractionComplete while running is a no-op")
    func scrubWhileRunning() {
        let animator = linearAnimator()
        animator.startAnimation()
        window.advance(to: 0.25)
        animator.fractionComplete = 0.9
        expectClose(animator.fractionComplete, 0.25)
        window.advance(to: 1)
    }

    // UIViewAnimating.stopAnimation(_:), UIViewPropertyAnimator.addCompletion(_:) — Apple documentation.
    @Test("stopAnimation(true) freezes values, becomes inactive and never runs completions")
    func stopWithoutFinishing() {
        let animator = linearAnimator()
        var ran = false
        animator.addCompletion { _ in ran = true }
        animator.startAnimation()
        window.advance(to: 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(view.center.x == 100 && shownX == 100)
        window.advance(to: 2)
        #expect(!ran)
    }

    // UIViewAnimating.stopAnimation(_:) and finishAnimation(at:) — Apple documentation.
    @Test("stopAnimation(false) then finishAnimation(at:) sets end, start or current values")
    func stopThenFinish() {
        for (position, expected) in [(UIViewAnimatingPosition.end, 150.0), (.start, 50.0), (.current, 100.0)] {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
            var received: UIViewAnimatingPosition?
            animator.addCompletion { received = $0 }
            animator.startAnimation()
            window.advance(by: 0.5)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped && received == nil)
            #expect(view.center.x == 100)
            animator.finishAnimation(at: position)
            #expect(animator.state == .inactive && received == position)
            #expect(view.center.x == CGFloat(expected))
            #expect(view.layer.presentation()!.position.x == CGFloat(expected))
        }
    }

    // UIViewAnimating.isReversed, UIViewAnimatingPosition.start — Apple documentation.
    @Test("reversed before start, it plays from the end back to the start and finishes at .start")
    func reversedBeforeStart() {
        let animator = linearAnimator()
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.isReversed = true
        animator.startAnimation()
        window.advance(to: 0.25)
        expectClose(shownX, 125)
        window.advance(to: 1)
        #expect(positions == [.start])
        #expect(view.center.x == 50, "finishing at .start restores the original value")
    }

    // UIViewAnimating.isReversed — Apple documentation.
    @Test("reversing while running turns around at once; the seed's cancel by reversing")
    func reverseWhileRunning() {
        let animator = linearAnimator()
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        window.advance(to: 0.4)
        animator.isReversed = true
        window.advance(to: 0.5)
        expectClose(shownX, 80, tolerance: 1e-9)
        window.advance(to: 0.8)
        #expect(positions == [.start])
        #expect(view.center.x == 50)
    }

    // UIViewPropertyAnimator.pausesOnCompletion — Apple documentation.
    @Test("pausesOnCompletion stays active and paused at the end, with no completion")
    func pausesOnCompletion() {
        let animator = linearAnimator()
        animator.pausesOnCompletion = true
        var ran = false
        animator.addCompletion { _ in ran = true }
        animator.startAnimation()
        window.advance(to: 1.5)
        #expect(animator.state == .active && !animator.isRunning && !ran)
        #expect(animator.fractionComplete == 1)
        animator.stopAnimation(true)
    }

    // UIViewPropertyAnimator.addAnimations(_:) (its example: halfway through 2 s, the block runs for 1 s) — Apple documentation.
    @Test("a block added halfway through a 2 s animator runs for the remaining 1 s")
    func addAnimationsWhileRunning() {
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { self.view.center.x = 150 }
        animator.startAnimation()
        window.advance(to: 1)
        animator.addAnimations { self.view.alpha = 0 }
        window.advance(to: 1.5)
        expectClose(Double(view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
        window.advance(to: 2)
        #expect(view.alpha == 0 && animator.state == .inactive)
    }

    // UIViewPropertyAnimator.addAnimations(_:delayFactor:) (its example: 0.25 into 2 s, factor 0.25 → 1 s) — Apple documentation.
    @Test("delayFactor × duration is the delay; the block animates over what remains")
    func delayFactor() {
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear)
        animator.addAnimations({ self.view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        window.advance(to: 0.9)
        #expect(view.layer.presentation()!.opacity == 1)
        window.advance(to: 1.5)
        expectClose(Double(view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
        window.advance(to: 2)

        let second = UIViewPropertyAnimator(duration: 2, curve: .linear) { self.view.center.x = 150 }
        second.startAnimation()
        window.advance(to: 2.5)
        second.addAnimations({ self.view.alpha = 1 }, delayFactor: 0.25)
        window.advance(to: 3.0)
        #expect(view.layer.presentation()!.opacity == 0, "0.5 s delay")
        window.advance(to: 3.5)
        expectClose(Double(view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6, "then 1 s to the end")
        window.advance(to: 4)
    }

    // UIViewPropertyAnimator.addAnimations(_:) and startAnimation() (UIKit's UIViewPropertyAnimator.h: an
    // animator without blocks is in a transient paused state until one is added).
    @Test("started with no blocks it waits; blocks added later start at once")
    func emptyStart() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.startAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.addAnimations { self.view.center.x = 150 }
        #expect(animator.isRunning)
        window.advance(by: 0.5)
        expectClose(shownX, 100)
        window.advance(by: 0.5)
        #expect(animator.state == .inactive)
    }

    // UIViewAnimating.startAnimation(afterDelay:), UIViewPropertyAnimator.delay — Apple documentation.
    @Test("startAnimation(afterDelay:) sets delay and holds the start value until then")
    func startAfterDelay() {
        let animator = linearAnimator()
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.delay == 0.5 && animator.isRunning)
        window.advance(to: 0.5)
        #expect(shownX == 50)
        window.advance(to: 1.0)
        expectClose(shownX, 100, tolerance: 1e-9)
        window.advance(to: 1.5)
        #expect(animator.state == .inactive)
    }

    // UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:) — Apple documentation.
    @Test("continueAnimation with a new duration factor finishes in factor × duration")
    func continueWithFactor() {
        let animator = linearAnimator(2)
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 0.25)
        #expect(animator.isRunning)
        window.advance(by: 0.25)
        expectClose(shownX, 125, tolerance: 1e-6)
        window.advance(by: 0.25)
        #expect(animator.state == .inactive && view.center.x == 150)
    }

    // UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:) — Apple documentation.
    @Test("runningPropertyAnimator starts at once with ease-in-out by default")
    func runningAnimator() {
        var done: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0,
            animations: {
                self.view.center.x = 150
            }, completion: { done = $0 })
        #expect(animator.isRunning)
        window.advance(to: 0.3)
        expectClose(shownX, CGFloat(50 + 100 * easeInEaseOut.solve(0.3)), tolerance: 1e-6)
        window.advance(to: 1)
        #expect(done == .end)
    }

    @Test("timing parameters: built-in curves read back zero control points; the default spring ratio is 4.56")
    func timingParameters() {
        let builtin = UICubicTimingParameters(animationCurve: .easeOut)
        #expect(builtin.controlPoint1 == .zero && builtin.controlPoint2 == .zero)
        #expect(builtin.timingCurveType == .builtin)
        let standard = UICubicTimingParameters()
        #expect(standard.controlPoint1 == CGPoint(x: 0.25, y: 0.1) && standard.controlPoint2 == CGPoint(x: 0.25, y: 1))
        expectClose(UISpringTimingParameters().dampingRatio, 4.5644, tolerance: 1e-4)
        let physical = UIViewPropertyAnimator(
            duration: 1, timingParameters: UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero))
        #expect(physical.duration != 1, "a physical spring ignores the animator's duration")
        let messages = capturingDiagnostics {
            _ = UISpringTimingParameters(mass: 0, stiffness: -1, damping: 1, initialVelocity: .zero)
        }
        #expect(messages.first?.contains("UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)") == true)
    }

    @Test("a spring animator with a velocity vector moves each axis with its own velocity")
    func springPerAxisVelocity() {
        let spring = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 5, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: spring)
        animator.addAnimations { self.view.center = CGPoint(x: 150, y: 150) }
        animator.startAnimation()
        window.advance(to: 0.1)
        let shown = view.layer.presentation()!.position
        #expect(shown.x - 50 > shown.y - 50, "x starts faster")
        window.advance(to: 1)
        #expect(view.layer.presentation()!.position == CGPoint(x: 150, y: 150))
    }

    @Test("fractionComplete outside 0…1 is clamped; NaN is reported")
    func fractionClamped() {
        let animator = linearAnimator()
        animator.fractionComplete = 1.5
        #expect(animator.fractionComplete == 1)
        animator.fractionComplete = -1
        #expect(animator.fractionComplete == 0)
        let messages = capturingDiagnostics { animator.fractionComplete = .nan }
        #expect(messages.count == 1 && animator.fractionComplete == 0)
        animator.stopAnimation(true)
    }

    @Test("keyframes inside an animator are scrubbed by fractionComplete")
    func interactiveKeyframes() {
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeIn)
        animator.addAnimations {
            UIView.animateKeyframes(
                withDuration: 0.5, delay: 0.0,
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 1.0) {
                        self.view.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                        self.view.transform = self.view.transform.rotated(by: -.pi / 8)
                    }
                })
        }
        animator.fractionComplete = 0.25
        var t = view.layer.presentation()!.affineTransform()
        expectClose(hypot(t.a, t.b), 1.25, tolerance: 1e-9)
        expectClose(atan2(t.b, t.a), 0, tolerance: 1e-9)
        animator.fractionComplete = 1
        t = view.layer.presentation()!.affineTransform()
        expectClose(atan2(t.b, t.a), -.pi / 8, tolerance: 1e-9)
        animator.stopAnimation(true)
    }
}
