import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// The property animator while it calls its completions, adding completions and blocks, and four
/// decisions pinned by tests: a reversed inactive animator starts from the end; delay factors
/// multiply the total duration; a duration factor of 0 keeps the original pace; a running animator
/// made inside an animation block inherits that block's duration and curve.
@MainActor @Suite("UIViewPropertyAnimator: completion callouts, added completions and blocks, decisions")
struct PropertyAnimatorRowTests {
    let window = makeWindow()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    init() { window.addSubview(view) }

    var shownX: CGFloat { view.layer.presentation()!.position.x }

    func linearAnimator(_ duration: Double = 1) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: duration, curve: .linear) { self.view.center.x = 150 }
    }

    // MARK: Completion callouts

    // microsoft/fluentui-apple pull request #1385 (UIKit's animator reads isRunning true and the private
    // state 5 while it calls its completions).
    @Test("during its completions the animator reads state 5 and isRunning true, then inactive")
    func completionCalloutsAtNaturalEnd() {
        let animator = linearAnimator()
        var seen: [(Int, Bool)] = []
        animator.addCompletion { _ in seen.append((animator.state.rawValue, animator.isRunning)) }
        animator.addCompletion { _ in seen.append((animator.state.rawValue, animator.isRunning)) }
        animator.startAnimation()
        window.advance(to: 1)
        #expect(seen.map(\.0) == [5, 5] && seen.map(\.1) == [true, true])
        #expect(animator.state == .inactive && !animator.isRunning)
    }

    // microsoft/fluentui-apple pull request #1385 (UIKit's animator reads isRunning true and the private
    // state 5 while it calls its completions).
    @Test("the same in-between state when finishAnimation(at:) runs the completions")
    func completionCalloutsAfterFinish() {
        let animator = linearAnimator()
        var seen: (UIViewAnimatingState, Bool)?
        animator.addCompletion { _ in seen = (animator.state, animator.isRunning) }
        animator.startAnimation()
        window.advance(to: 0.5)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
        #expect(seen?.0 == .completing && seen?.1 == true)
        #expect(animator.state == .inactive && !animator.isRunning)
    }

    // microsoft/fluentui-apple pull request #1385 (UIKit's animator reads isRunning true and the private
    // state 5 while it calls its completions).
    @Test("a completion may reuse the animator; from then on it is inactive and starts as usual")
    func restartFromCompletion() {
        let animator = linearAnimator()
        var restarted = false
        animator.addCompletion { _ in
            animator.addAnimations { self.view.center.x = 50 }
            animator.startAnimation()
            restarted = animator.state == .active && animator.isRunning
        }
        animator.startAnimation()
        window.advance(to: 1)
        #expect(restarted)
        window.advance(to: 1.5)
        expectClose(shownX, 100, tolerance: 1e-9)
        window.advance(to: 2)
        #expect(animator.state == .inactive && view.center.x == 50)
    }

    // microsoft/fluentui-apple pull request #1385 (UIKit's animator reads isRunning true and the private
    // state 5 while it calls its completions).
    @Test("pausing during the completions is reported and ignored")
    func pauseDuringCompletions() {
        let animator = linearAnimator()
        animator.addCompletion { _ in animator.pauseAnimation() }
        let messages = capturingDiagnostics {
            animator.startAnimation()
            window.advance(to: 1)
        }
        #expect(messages.count == 1 && messages[0].contains("pauseAnimation"))
        #expect(animator.state == .inactive)
    }

    // MARK: Adding completions

    // UIViewPropertyAnimator.addCompletion(_:) — Apple documentation.
    @Test("addCompletion works while inactive, running, paused and stopped; all run, in order")
    func addCompletionInEveryState() {
        let animator = linearAnimator()
        var calls: [String] = []
        animator.addCompletion { calls.append("inactive \($0.rawValue)") }
        animator.startAnimation()
        animator.addCompletion { calls.append("running \($0.rawValue)") }
        window.advance(to: 0.25)
        animator.pauseAnimation()
        animator.addCompletion { calls.append("paused \($0.rawValue)") }
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        animator.addCompletion { calls.append("stopped \($0.rawValue)") }
        animator.finishAnimation(at: .current)
        #expect(calls == ["inactive 2", "running 2", "paused 2", "stopped 2"])
    }

    // MARK: Adding blocks

    // UIViewPropertyAnimator.addAnimations(_:) — Apple documentation.
    @Test("blocks added while inactive run over the full duration")
    func inactiveBlocksRunFullDuration() {
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear)
        animator.addAnimations { self.view.center.x = 150 }
        animator.addAnimations { self.view.alpha = 0 }
        animator.startAnimation()
        window.advance(to: 1)
        expectClose(shownX, 100, tolerance: 1e-9)
        expectClose(Double(view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
        window.advance(to: 2)
        #expect(animator.state == .inactive)
        // Inactive again: a new block runs over the full 2 s once more.
        animator.addAnimations { self.view.center.x = 50 }
        animator.startAnimation()
        window.advance(to: 3)
        expectClose(shownX, 100, tolerance: 1e-9)
        window.advance(to: 4)
        #expect(view.center.x == 50)
    }

    // MARK: Decisions

    @Test("reversed before it starts, the animator starts from the end values (also when paused)")
    func reversedInactiveStartsAtEnd() {
        let animator = linearAnimator()
        animator.isReversed = true
        animator.startAnimation()
        #expect(shownX == 150, "at t = 0 the end value shows")
        window.advance(to: 1)
        #expect(view.center.x == 50)

        let paused = linearAnimator()
        paused.isReversed = true
        paused.pauseAnimation()
        #expect(shownX == 150)
        paused.stopAnimation(true)
    }

    @Test("delayFactor multiplies the total duration: 0.25 of 2 s waits 0.5 s, then animates 1.5 s")
    func delayFactorOfTotal() {
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear)
        animator.addAnimations({ self.view.center.x = 150 }, delayFactor: 0.25)
        animator.startAnimation()
        window.advance(to: 0.5)
        #expect(shownX == 50)
        window.advance(to: 1.25)
        expectClose(shownX, 100, tolerance: 1e-9)
        window.advance(to: 2)
        #expect(view.center.x == 150)
    }

    @Test("durationFactor 0 keeps the original pace; 1 stretches the rest over the whole duration")
    func durationFactorZero() {
        let animator = linearAnimator(2)
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        window.advance(to: 0.5)
        expectClose(shownX, 125, tolerance: 1e-9)
        window.advance(to: 1)
        #expect(animator.state == .inactive && view.center.x == 150)

        let stretched = UIViewPropertyAnimator(duration: 2, curve: .linear) { self.view.center.x = 50 }
        stretched.fractionComplete = 0.5
        stretched.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        window.advance(to: 2)
        expectClose(shownX, 75, tolerance: 1e-9, "the remaining half over 2 s: a quarter done after 1 s")
        window.advance(to: 3)
        #expect(stretched.state == .inactive)
    }

    // UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:) — Apple documentation.
    @Test("made inside an animation block, a running animator takes its duration and curve and is not interruptible")
    func nestedInheritsDurationAndCurve() {
        var nested: UIViewPropertyAnimator?
        UIView.animate(
            withDuration: 2, delay: 0, options: .curveLinear,
            animations: {
                nested = UIViewPropertyAnimator.runningPropertyAnimator(
                    withDuration: 0.5, delay: 0,
                    animations: {
                        self.view.center.x = 150
                    })
            })
        let animator = nested!
        #expect(animator.duration == 2 && !animator.isInterruptible)
        window.advance(to: 1)
        expectClose(shownX, 100, tolerance: 1e-9, "linear over 2 s, inherited")
        window.advance(to: 2)
        #expect(animator.state == .inactive)
    }

    // UIViewPropertyAnimator.runningPropertyAnimator(…) and UIView.AnimationOptions — Apple documentation.
    @Test(".overrideInheritedDuration and .overrideInheritedCurve keep the animator's own")
    func nestedOverrides() {
        var nested: UIViewPropertyAnimator?
        UIView.animate(
            withDuration: 2, delay: 0, options: .curveLinear,
            animations: {
                nested = UIViewPropertyAnimator.runningPropertyAnimator(
                    withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve],
                    animations: { self.view.center.x = 150 })
            })
        #expect(nested!.duration == 0.5)
        window.advance(to: 0.25)
        expectClose(shownX, CGFloat(50 + 100 * easeInEaseOut.solve(0.5)), tolerance: 1e-6)
        window.advance(to: 0.5)
        #expect(nested!.state == .inactive)
        let standalone = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0, animations: {})
        #expect(standalone.isInterruptible)
        window.advance(to: 1)
    }
}
