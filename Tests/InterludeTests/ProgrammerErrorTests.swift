import Testing
import Interlude

/// Where UIKit raises an exception, Interlude stops the process with UIKit's message.
@Suite("Programmer errors stop with UIKit's message")
struct ProgrammerErrorTests {
    @Test("C10: finishAnimation(at:) on an animator that is not stopped")
    func finishWhenNotStopped() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
                animator.finishAnimation(at: .end)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("finishAnimationAtPosition: should only be called on a stopped animator!"))
    }

    @Test("C12: stopAnimation on an inactive animator")
    func stopWhenInactive() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { UIViewPropertyAnimator(duration: 1, curve: .linear).stopAnimation(true) }
        }
    }

    @Test("C11: startAnimation on a stopped animator")
    func startWhenStopped() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let view = UIView(frame: .zero)
                window.addSubview(view)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.startAnimation()
                animator.stopAnimation(false)
                animator.startAnimation()
            }
        }
    }

    @Test("C13: releasing a paused animator")
    func releasePaused() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                var animator: UIViewPropertyAnimator? = UIViewPropertyAnimator(duration: 1, curve: .linear)
                animator?.pauseAnimation()
                animator = nil
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("It is an error to release a paused or stopped property animator."))
    }

    @Test("C14: setting isInterruptible on an active animator")
    func interruptibleWhileActive() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
                animator.pauseAnimation()
                animator.isInterruptible = false
            }
        }
    }

    @Test("C20: continueAnimation on a running animator")
    func continueWhileRunning() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let view = UIView(frame: .zero)
                window.addSubview(view)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.startAnimation()
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            }
        }
    }
}

/// C18: finishAnimation(at:) raises while the animator is calling its completions.
@Suite("Programmer errors during completion callouts")
struct CompletionCalloutProgrammerErrorTests {
    @Test("C18: finishAnimation(at:) from inside a completion")
    func finishDuringCompletions() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let view = UIView(frame: .zero)
                window.addSubview(view)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.addCompletion { _ in animator.finishAnimation(at: .end) }
                animator.startAnimation()
                window.advance(by: 1)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("finishAnimationAtPosition: cannot be called while the animator is calling its completions"))
    }
}
