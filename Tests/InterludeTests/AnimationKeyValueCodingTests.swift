import InterludeTestSupport
import Testing
@testable import InterludeUIKit

// Core Animation's key-value coding extensions: "Core Animation Programming Guide", Key-Value
// Coding Extensions ("CAAnimation and CALayer classes are key-value coding compliant container
// classes, which means that you can set values for arbitrary keys"), and `CALayer.add(_:forKey:)`
// (https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:): the animation "is
// copied by the render tree, not referenced").
@MainActor @Suite("CAAnimation as a key-value coding container")
struct AnimationKeyValueCodingTests {
    final class StopLog: NSObject, CAAnimationDelegate {
        var tags: [String?] = []
        var stopped: [CAAnimation] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            tags.append(anim.value(forKey: "id") as? String)
            stopped.append(anim)
        }
    }

    @Test("A tag set before adding reaches animationDidStop on the layer's copy; later tags do not")
    func tagSurvivesTheCopy() {
        let window = makeWindow()
        let layer = CALayer()
        window.layer.addSublayer(layer)
        let log = StopLog()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.toValue = 0
        animation.duration = 0.5
        animation.delegate = log
        animation.setValue("fadeOut", forKey: "id")
        animation.setValue(3, forKey: "attempt")
        layer.add(animation, forKey: "fade")
        animation.setValue("changed", forKey: "id")
        let running = layer.animation(forKey: "fade")!
        #expect(running !== animation)
        #expect(running.value(forKey: "id") as? String == "fadeOut")
        #expect(running.value(forKey: "attempt") as? Int == 3)
        window.advance(by: 0.5)
        #expect(log.tags == ["fadeOut"])
        #expect(log.stopped.first === running, "the delegate receives the copy the layer ran")
    }

    @Test("Unknown keys read nil; storing nil removes a value")
    func storage() {
        let animation = CAKeyframeAnimation(keyPath: "position")
        #expect(animation.value(forKey: "missing") == nil)
        animation.setValue(CGPoint(x: 1, y: 2), forKey: "origin")
        #expect(animation.value(forKey: "origin") as? CGPoint == CGPoint(x: 1, y: 2))
        #expect(animation.value(forKeyPath: "origin.y") as? CGFloat == 2)
        animation.setValue(nil, forKey: "origin")
        #expect(animation.value(forKey: "origin") == nil)
    }

    @Test("Property names read and write the properties themselves")
    func properties() {
        let spring = CASpringAnimation(keyPath: "position")
        spring.setValue(0.75, forKey: "duration")
        spring.setValue(NSNumber(value: 2), forKey: "repeatCount")
        spring.setValue(true, forKey: "autoreverses")
        spring.setValue("forwards", forKey: "fillMode")
        spring.setValue(false, forKey: "removedOnCompletion")
        spring.setValue(CGPoint(x: 10, y: 20), forKey: "toValue")
        spring.setValue(50, forKey: "stiffness")
        spring.setValue("transform.scale", forKey: "keyPath")
        #expect(spring.duration == 0.75)
        #expect(spring.repeatCount == 2)
        #expect(spring.autoreverses)
        #expect(spring.fillMode == .forwards)
        #expect(!spring.isRemovedOnCompletion)
        #expect(spring.toValue as? CGPoint == CGPoint(x: 10, y: 20))
        #expect(spring.stiffness == 50)
        #expect(spring.keyPath == "transform.scale")
        #expect(spring.value(forKey: "duration") as? CFTimeInterval == 0.75)
        #expect(spring.value(forKey: "fillMode") as? CAMediaTimingFillMode == .forwards)
        #expect(spring.value(forKey: "mass") as? CGFloat == 1)
        #expect(spring.value(forKeyPath: "toValue.x") as? CGFloat == 10)
        spring.setValue(15, forKeyPath: "toValue.x")
        #expect(spring.toValue as? CGPoint == CGPoint(x: 15, y: 20))

        let keyframes = CAKeyframeAnimation()
        keyframes.setValue("paced", forKey: "calculationMode")
        keyframes.setValue([0, 1] as [NSNumber], forKey: "keyTimes")
        #expect(keyframes.calculationMode == .paced)
        #expect(keyframes.keyTimes == [0, 1])
        let group = CAAnimationGroup()
        group.setValue([spring, keyframes], forKey: "animations")
        #expect(group.animations?.count == 2)
    }

    @Test("A value that does not fit a property is reported and leaves the animation unchanged")
    func misfit() {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.duration = 2
        let messages = capturingDiagnostics { animation.setValue("long", forKey: "duration") }
        #expect(animation.duration == 2)
        #expect(
            messages == ["CAAnimation.setValue(_:forKey:): long is not a value for 'duration'; the animation was left unchanged"])
    }
}
