import InterludeTestSupport
import Testing
@testable import InterludeQuartzCore
@testable import InterludeUIKit

/// CAKeyframeAnimation's cubic calculation modes
/// (https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/cubic,
/// …/cubicpaced, …/cakeyframeanimation/tensionvalues, continuityvalues, biasvalues) and
/// CAValueFunction on a property animation
/// (https://developer.apple.com/documentation/quartzcore/cavaluefunction,
/// https://developer.apple.com/documentation/quartzcore/capropertyanimation/valuefunction).
@MainActor @Suite("Cubic keyframes and value functions")
struct KeyframeCubicAndValueFunctionTests {
    private func layerInWindow() -> (UIWindow, CALayer) {
        let window = makeWindow()
        let layer = CALayer()
        window.layer.addSublayer(layer)
        return (window, layer)
    }

    /// Values 0, 10, 30 on evenly spaced key times: halfway through the first segment the
    /// Catmull–Rom spline (the first keyframe repeated before it) has tangents 5 and 15, so
    /// 0.5 × 0 + 0.125 × 5 + 0.5 × 10 − 0.125 × 15 = 3.75 (linear: 5).
    @Test("cubic: a Catmull–Rom curve through the values; tension 1 flattens the tangents")
    func cubic() {
        let (window, layer) = layerInWindow()
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 10, 30]
        animation.calculationMode = .cubic
        animation.duration = 1
        layer.add(animation, forKey: "curve")
        window.advance(by: 0.25)
        expectClose(Double(layer.presentation()!.position.x), 3.75, tolerance: 1e-9)
        window.advance(by: 0.25)
        expectClose(Double(layer.presentation()!.position.x), 10, tolerance: 1e-9)

        let (window2, layer2) = layerInWindow()
        let tight = CAKeyframeAnimation(keyPath: "position.x")
        tight.values = [0, 10, 30]
        tight.calculationMode = .cubic
        tight.tensionValues = [1, 1, 1]
        tight.duration = 1
        layer2.add(tight, forKey: "curve")
        window2.advance(by: 0.25)
        expectClose(Double(layer2.presentation()!.position.x), 5, tolerance: 1e-9)
    }

    /// cubicPaced spaces the key times by the distances 10 and 20: 0, 1/3, 1.
    @Test("cubicPaced: the same curve with key times spaced by distance")
    func cubicPaced() {
        let (window, layer) = layerInWindow()
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 10, 30]
        animation.keyTimes = [0, 0.9, 1]
        animation.calculationMode = .cubicPaced
        animation.duration = 1
        layer.add(animation, forKey: "curve")
        window.advance(by: 1.0 / 6)
        expectClose(Double(layer.presentation()!.position.x), 3.75, tolerance: 1e-9)
    }

    @Test("valueFunction rotateZ: 0 → 2π turns a full turn through the numbers")
    func rotateZ() throws {
        let (window, layer) = layerInWindow()
        let animation = CABasicAnimation(keyPath: "transform")
        animation.valueFunction = CAValueFunction(name: .rotateZ)
        animation.fromValue = 0
        animation.toValue = 2 * Double.pi
        animation.duration = 1
        layer.add(animation, forKey: "spin")
        window.advance(by: 0.25)
        let quarter = layer.presentation()!.transform
        expectClose(Double(quarter.m11), 0, tolerance: 1e-9)
        expectClose(Double(quarter.m12), 1, tolerance: 1e-9)
        window.advance(by: 0.5)
        let threeQuarters = layer.presentation()!.transform
        expectClose(Double(threeQuarters.m12), -1, tolerance: 1e-9)
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "spin")) == nil)
    }

    @Test("valueFunction scale takes three numbers; translateX keyframes go through numbers")
    func scaleAndKeyframes() {
        let (window, layer) = layerInWindow()
        let grow = CABasicAnimation(keyPath: "transform")
        grow.valueFunction = CAValueFunction(name: .scale)
        grow.fromValue = [1, 1, 1]
        grow.toValue = [3, 2, 1]
        grow.duration = 1
        layer.add(grow, forKey: "grow")
        window.advance(by: 0.5)
        let half = layer.presentation()!.transform
        #expect(half.m11 == 2 && half.m22 == 1.5 && half.m33 == 1)

        let (window2, layer2) = layerInWindow()
        let slide = CAKeyframeAnimation(keyPath: "transform")
        slide.valueFunction = CAValueFunction(name: .translateX)
        slide.values = [0, 100, 50]
        slide.duration = 1
        layer2.add(slide, forKey: "slide")
        window2.advance(by: 0.25)
        #expect(layer2.presentation()!.transform.m41 == 50)
        window2.advance(by: 0.5)
        #expect(layer2.presentation()!.transform.m41 == 75)
    }

    @Test("A value function on a key path that is not a transform is refused")
    func refusedOnScalar() {
        let (_, layer) = layerInWindow()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.valueFunction = CAValueFunction(name: .rotateZ)
        animation.toValue = 1
        let messages = capturingDiagnostics { layer.add(animation, forKey: "wrong") }
        #expect(layer.animation(forKey: "wrong") == nil)
        #expect(messages.count == 1 && messages[0].contains("a valueFunction makes a transform"))
    }
}
