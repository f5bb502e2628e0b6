import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Two windows, two clocks: whatever belongs to one window moves only with that window's clock.
///
/// UIKit has one time for everything: `CACurrentMediaTime()` "Returns the current absolute time, in
/// seconds" (https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()). Interlude
/// gives every window its own clock, so that each can be driven exactly; an object runs on the
/// clock of the window it belongs to (the window of the layers or views it animates, the window
/// whose step or touch added it), and `CACurrentMediaTime()` reads the key window's clock
/// (`makeKeyAndVisible()`: https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()),
/// or the clock of the window delivering a step or a touch while it does.
@MainActor @Suite("Two windows' clocks")
struct TwoWindowClockTests {
    final class Recorder: NSObject, CAAnimationDelegate {
        var log: [String] = []
        func animationDidStart(_ anim: CAAnimation) { log.append("start \(CACurrentMediaTime())") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag) \(CACurrentMediaTime())") }
    }

    /// The key window and another window (not key), each with a 100 × 100 view.
    func twoWindows() -> (key: UIWindow, keyView: UIView, other: UIWindow, otherView: UIView) {
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let key = makeWindow(width: 200, height: 200)
        let keyView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let otherView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        key.addSubview(keyView)
        other.addSubview(otherView)
        return (key, keyView, other, otherView)
    }

    /// A plain layer with actions off, 10 × 10.
    func plainLayer() -> CALayer {
        let layer = CALayer()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        CATransaction.flush()
        return layer
    }

    func fade(duration: Double, delegate: CAAnimationDelegate?) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = duration
        animation.delegate = delegate
        return animation
    }

    @Test("CACurrentMediaTime() reads the key window's clock, and the delivering window's during its steps")
    func mediaTimeFollowsTheKeyWindow() {
        let (key, _, other, _) = twoWindows()
        key.advance(by: 1)
        var readDuringStep: Double?
        let link = CADisplayLink { _ in readDuringStep = CACurrentMediaTime() }
        link.add(to: other.clock)
        other.advance(by: 0.25)
        #expect(readDuringStep == 0.25, "during the other window's step, its clock")
        #expect(CACurrentMediaTime() == 1, "advancing a window that is not key leaves the key window's time")
        other.makeKeyAndVisible()
        #expect(CACurrentMediaTime() == 0.25)
        #expect(MediaClock.current === other.clock)
        link.invalidate()
    }

    @Test("a layer's animation starts, runs and stops only with its own window's clock")
    func layerAnimationStaysOnItsWindow() {
        let (key, _, other, _) = twoWindows()
        let layer = plainLayer()
        other.layer.addSublayer(layer)
        let recorder = Recorder()
        layer.add(fade(duration: 1, delegate: recorder), forKey: "fade")
        key.advance(by: 2)
        #expect(recorder.log.isEmpty)
        #expect(layer.presentation()!.opacity == 0, "still at the other window's time 0")
        other.advance(by: 0.5)
        #expect(layer.presentation()!.opacity == 0.5)
        other.advance(by: 0.5)
        #expect(recorder.log == ["start 0.016666666666666666", "stop true 1.0"])
        key.advance(by: 1)
        #expect(recorder.log.count == 2)
    }

    @Test("a layer's animations move to the clock of the window it joins, and stay with it when it leaves")
    func animationsFollowTheLayerIntoAWindow() {
        let (key, _, other, _) = twoWindows()
        let container = plainLayer()
        let layer = plainLayer()
        container.addSublayer(layer)
        let recorder = Recorder()
        layer.add(fade(duration: 1, delegate: recorder), forKey: "fade")
        other.layer.addSublayer(container)
        key.advance(by: 2)
        #expect(recorder.log.isEmpty, "the key window's steps no longer deliver its events")
        other.advance(by: 0.5)
        container.removeFromSuperlayer()
        key.advance(by: 1)
        #expect(recorder.log == ["start 0.016666666666666666"])
        other.advance(by: 0.5)
        #expect(recorder.log == ["start 0.016666666666666666", "stop true 1.0"])
    }

    @Test("a view moved into another window takes its animations along")
    func viewAnimationsFollowTheView() {
        let (key, keyView, other, otherView) = twoWindows()
        let moving = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        keyView.addSubview(moving)
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { moving.alpha = 0 }, completion: { finished.append($0) })
        otherView.addSubview(moving)
        key.advance(by: 2)
        #expect(finished.isEmpty)
        other.advance(by: 1)
        #expect(finished == [true])
    }

    @Test("a property animator's timeline moves only with its views' window")
    func propertyAnimatorStaysOnItsWindow() {
        let (key, _, other, otherView) = twoWindows()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { otherView.alpha = 0 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        key.advance(by: 2)
        #expect(animator.fractionComplete == 0)
        #expect(animator.state == .active)
        #expect(ended.isEmpty)
        other.advance(by: 0.25)
        expectClose(animator.fractionComplete, 0.25)
        expectClose(CGFloat(otherView.layer.presentation()!.opacity), 0.75, tolerance: 1e-6)
        other.advance(by: 0.75)
        #expect(ended == [.end])
    }

    @Test("animation-block completions run with the animated views' window")
    func blockCompletionsStayOnTheirWindow() {
        let (key, _, other, otherView) = twoWindows()
        var log: [String] = []
        UIView.animate(withDuration: 1, animations: { otherView.alpha = 0 }, completion: { log.append("animated \($0)") })
        // Nothing animatable changes: the completion waits for the next step of the window that changed.
        UIView.animate(
            withDuration: 1, animations: { otherView.layer.masksToBounds = true },
            completion: { log.append("unanimated \($0)") })
        key.advance(by: 2)
        #expect(log.isEmpty)
        other.advance(by: 0)
        #expect(log == ["unanimated true"])
        other.advance(by: 1)
        #expect(log == ["unanimated true", "animated true"])
    }

    @Test("transaction completions run with the window of their animations, or of their changes")
    func transactionCompletionsStayOnTheirWindow() {
        let (key, _, other, _) = twoWindows()
        let layer = plainLayer()
        other.layer.addSublayer(layer)
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { log.append("animated at \(CACurrentMediaTime())") }
        layer.opacity = 0.5
        CATransaction.commit()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.cornerRadius = 3
        CATransaction.setCompletionBlock { log.append("unanimated at \(CACurrentMediaTime())") }
        CATransaction.commit()
        key.advance(by: 2)
        #expect(log.isEmpty)
        other.advance(by: 1)
        #expect(log == ["unanimated at 0.016666666666666666", "animated at 0.5"])
    }

    @Test("a display link fires with the window it was added in")
    func displayLinksStayOnTheirWindow() throws {
        let (key, _, other, otherView) = twoWindows()
        var otherStamps: [Double] = []
        var keyStamps: [Double] = []
        let otherLink = CADisplayLink { otherStamps.append($0.timestamp) }
        let keyLink = CADisplayLink { keyStamps.append($0.timestamp) }
        // Added by a completion the other window runs: that window's link.
        UIView.animate(
            withDuration: 0.5, animations: { otherView.alpha = 0.5 },
            completion: { _ in otherLink.add(to: .main, forMode: .common) })
        // Added outside any window's step: the key window's link.
        keyLink.add(to: .main, forMode: .common)
        other.advance(by: 0.5)
        key.advance(by: 1)
        #expect(otherStamps.isEmpty)
        #expect(keyStamps.count == 60)
        other.advance(by: 2.0 / 60)
        #expect(keyStamps.count == 60)
        try #require(otherStamps.count == 2)
        expectClose(otherStamps[0], 0.5 + 1.0 / 60)
        expectClose(otherStamps[1], 0.5 + 2.0 / 60)
        otherLink.invalidate()
        keyLink.invalidate()
    }
}
