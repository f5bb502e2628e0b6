import Dispatch
import InterludeTestSupport
import Testing
@testable import InterludeUIKit

// Swift 6 language mode. In Apple's SDK, Core Animation's animations, timing functions and
// `CACurrentMediaTime()` carry no actor isolation (https://developer.apple.com/documentation/quartzcore/caanimation:
// `class CAAnimation`; https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime:
// `func CACurrentMediaTime() -> CFTimeInterval`), so apps build animations in nonisolated helpers
// and on background tasks, then add them on the main actor.

/// A bounce built outside any actor, as animation factories are written.
nonisolated func makeBounce() -> CAAnimation {
    let rise = CABasicAnimation(keyPath: "position.y")
    rise.byValue = -40
    rise.timingFunction = CAMediaTimingFunction(name: .easeOut)
    rise.duration = 0.25
    let fall = CASpringAnimation(keyPath: "position.y")
    fall.fromValue = 60
    fall.toValue = 100
    fall.beginTime = 0.25
    fall.duration = 0.75
    let bounce = CAAnimationGroup()
    bounce.animations = [rise, fall]
    bounce.duration = 1
    bounce.setValue("bounce", forKey: "name")
    return bounce
}

/// A transition configured on the concurrent pool, handed to the caller.
@concurrent nonisolated func makeSwap() async -> sending CATransition {
    let swap = CATransition()
    swap.type = .push
    swap.subtype = .fromRight
    swap.duration = 0.5
    swap.timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0, 0, 1)
    return swap
}

@MainActor @Suite("Animations built off the main actor")
struct NonisolatedAnimationTests {
    final class Tags: NSObject, CAAnimationDelegate {
        var stopped: [String] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            stopped.append("\(anim.value(forKey: "name") ?? "?") \(flag)")
        }
    }

    @Test("A nonisolated factory's animation runs on a layer like any other")
    func factory() {
        let window = makeWindow()
        let layer = CALayer()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 50, y: 100)
        window.layer.addSublayer(layer)
        let tags = Tags()
        let bounce = makeBounce()
        bounce.delegate = tags
        layer.add(bounce, forKey: "bounce")
        window.advance(by: 0.25)
        // The rise ends 40 pt up (by −40 from the model's 100).
        expectClose(layer.presentation()!.position.y, 60, tolerance: 1e-9)
        window.advance(by: 0.75)
        #expect(tags.stopped == ["bounce true"])
    }

    @Test("A transition made on the concurrent pool is added on the main actor")
    func concurrentPool() async {
        let window = makeWindow()
        let layer = CALayer()
        window.layer.addSublayer(layer)
        let swap = await makeSwap()
        layer.add(swap, forKey: nil)
        #expect((layer.animation(forKey: kCATransition) as? CATransition)?.subtype == .fromRight)
        #expect(layer.animation(forKey: kCATransition)?.duration == 0.5)
    }

    @Test("Timing functions are Sendable values shared between tasks")
    func sharedTimingFunction() async {
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        let fromTask = await Task.detached { curve }.value
        #expect(fromTask == CAMediaTimingFunction(name: .easeInEaseOut))
    }

    @Test("CACurrentMediaTime() reads the key window's clock from any thread")
    func mediaTimeFromAnyThread() {
        // Read on another thread while the main actor waits (no suspension: no other test's
        // window can become the current one in between).
        func readOffMainThread() -> CFTimeInterval { DispatchQueue.global().sync { CACurrentMediaTime() } }
        let window = makeWindow()
        window.advance(by: 0.5)
        #expect(CACurrentMediaTime() == 0.5)
        #expect(readOffMainThread() == 0.5)
        let other = makeWindow()
        #expect(readOffMainThread() == 0, "a new window's clock becomes the current one")
        other.advance(by: 0.25)
        #expect(readOffMainThread() == 0.25)
        window.advance(by: 0.5)
        #expect(readOffMainThread() == 0.25, "advancing a window that is not key leaves the key window's time")
        window.makeKeyAndVisible()
        #expect(readOffMainThread() == 1, "making a window key makes its clock the current one")
    }
}
