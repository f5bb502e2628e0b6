import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A clock step in which no animation can start or end skips the walk over the animated layers;
/// whatever moves an animation's start or end (layer timing, the attached animation's own timing,
/// a new animation) makes the next step walk again, so events arrive at the same steps as always.
@MainActor @Suite("Clock steps with nothing due")
struct QuietClockStepTests {
    final class Recorder: NSObject, CAAnimationDelegate {
        var log: [String] = []
        func animationDidStart(_ anim: CAAnimation) { log.append("start \(CACurrentMediaTime())") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag) \(CACurrentMediaTime())") }
    }

    func fadingLayer(duration: Double, recorder: Recorder) -> (UIWindow, CALayer) {
        let window = makeWindow()
        let layer = CALayer()
        window.layer.addSublayer(layer)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = duration
        fade.delegate = recorder
        layer.add(fade, forKey: "fade")
        return (window, layer)
    }

    @Test("a layer sped up mid-animation ends it at the next step")
    func layerSpeedChange() {
        let recorder = Recorder()
        let (window, layer) = fadingLayer(duration: 10, recorder: recorder)
        window.advance(by: 1)
        layer.speed = 10
        window.advance(by: 1.0 / 60)
        #expect(recorder.log == ["start 0.016666666666666666", "stop true \(1 + 1.0 / 60)"])
    }

    @Test("an attached animation moved earlier ends when its new end comes")
    func animationBeginTimeChange() {
        let recorder = Recorder()
        let (window, layer) = fadingLayer(duration: 10, recorder: recorder)
        window.advance(by: 1)
        layer.animation(forKey: "fade")!.beginTime -= 8
        window.advance(by: 2)
        #expect(recorder.log == ["start 0.016666666666666666", "stop true 2.0"])
    }

    @Test("a superlayer slowed to a stop holds the animation; sped up again, it ends on time")
    func frozenSuperlayer() {
        let recorder = Recorder()
        let window = makeWindow()
        let container = CALayer()
        window.layer.addSublayer(container)
        let layer = CALayer()
        container.addSublayer(layer)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 2
        fade.delegate = recorder
        layer.add(fade, forKey: "fade")
        window.advance(by: 1)
        // Pausing and resuming as Technical Q&A QA1673 shows
        // (https://developer.apple.com/library/archive/qa/qa1673/_index.html).
        let pausedTime = container.convertTime(window.clock.now, from: nil)
        container.speed = 0
        container.timeOffset = pausedTime
        window.advance(by: 5)
        #expect(recorder.log == ["start 0.016666666666666666"])
        container.speed = 1
        container.timeOffset = 0
        container.beginTime = 0
        container.beginTime = container.convertTime(window.clock.now, from: nil) - pausedTime
        window.advance(by: 1)
        #expect(recorder.log == ["start 0.016666666666666666", "stop true 7.0"])
    }
}
