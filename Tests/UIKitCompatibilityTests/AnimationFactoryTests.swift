import Dispatch
import QuartzCore
import Testing
import UIKit

// Swift 5 code as iOS libraries write it: an animation factory on a plain NSObject (no actor)
// that tags its animations, a view controller as the animations' delegate reading the tag back in
// `animationDidStop(_:finished:)` (which receives the copy the layer ran), an animation prepared on
// a background queue, and `CACurrentMediaTime()` for timestamps. Core Animation's animations and
// `CACurrentMediaTime()` carry no actor isolation in Apple's SDK
// (https://developer.apple.com/documentation/quartzcore/caanimation).
final class PulseFactory: NSObject {
    func pulse(tag: String) -> CAAnimation {
        let pulse = CAKeyframeAnimation(keyPath: "transform.scale")
        pulse.values = [1, 1.2, 1]
        pulse.keyTimes = [0, 0.5, 1]
        pulse.duration = 0.6
        pulse.timingFunctions = [CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeIn)]
        pulse.setValue(tag, forKey: "tag")
        pulse.setValue(CACurrentMediaTime(), forKey: "createdAt")
        return pulse
    }
}

final class PulsingViewController: UIViewController, CAAnimationDelegate {
    var finishedTags: [String] = []
    let factory = PulseFactory()

    func pulse(_ animation: CAAnimation) {
        animation.delegate = self
        view.layer.add(animation, forKey: "pulse")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag, let tag = anim.value(forKey: "tag") as? String { finishedTags.append(tag) }
        view.alpha = 0.5
    }
}

@MainActor
@Suite("iOS-style client code: animation factories and tagged animations")
struct AnimationFactoryTests {
    @Test("A tagged animation from a factory reaches its delegate; one built on a background queue runs too")
    func taggedPulse() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = PulsingViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.advance(by: 0.25)
        controller.pulse(controller.factory.pulse(tag: "first"))
        let prepared = DispatchQueue.global().sync { controller.factory.pulse(tag: "second") }
        #expect(prepared.value(forKey: "createdAt") as? CFTimeInterval == 0.25)
        window.advance(by: 0.3)
        #expect(controller.view.layer.presentation()!.value(forKeyPath: "transform.scale") as? CGFloat == 1.2)
        window.advance(by: 0.3)
        #expect(controller.finishedTags == ["first"])
        controller.pulse(prepared)
        window.advance(by: 0.6)
        #expect(controller.finishedTags == ["first", "second"])
        #expect(controller.view.alpha == 0.5)
    }
}
