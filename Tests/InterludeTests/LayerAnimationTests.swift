import InterludeTestSupport
import Testing
@testable import InterludeUIKit

@MainActor @Suite("CALayer animations and media timing")
struct LayerAnimationTests {
    final class Recorder: NSObject, CAAnimationDelegate {
        var log: [String] = []
        func animationDidStart(_ anim: CAAnimation) { log.append("start \(CACurrentMediaTime())") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag) \(CACurrentMediaTime())") }
    }

    func layerInWindow() -> (UIWindow, CALayer) {
        let window = makeWindow()
        let layer = CALayer()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        CATransaction.flush()
        window.layer.addSublayer(layer)
        return (window, layer)
    }

    @Test(
        "from/to/by resolve as Core Animation documents",
        arguments: [
            // (from, to, by, underlying model value, expected value at 50 %)
            (Optional(0.0), Optional(10.0), Optional<Double>.none, 100.0, 5.0),
            (0.0, nil, 10.0, 100.0, 5.0),
            (nil, 10.0, 4.0, 100.0, 8.0),
            (0.0, nil, nil, 100.0, 50.0),
            (nil, 10.0, nil, 100.0, 55.0),
            (nil, nil, 10.0, 100.0, 105.0),
        ])
    func basicValues(from: Double?, to: Double?, by: Double?, model: Double, expected: Double) {
        let (window, layer) = layerInWindow()
        layer.modelState.cornerRadius = CGFloat(model)
        let animation = CABasicAnimation(keyPath: "cornerRadius")
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.duration = 1
        layer.add(animation, forKey: "r")
        window.advance(by: 0.5)
        expectClose(layer.presentation()!.cornerRadius, CGFloat(expected), tolerance: 1e-12)
    }

    @Test("the delegate hears start at the begin time and stop at the end; the copy is what runs")
    func delegateTiming() {
        let (window, layer) = layerInWindow()
        let recorder = Recorder()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 0.5
        animation.beginTime = 0.25
        animation.delegate = recorder
        layer.add(animation, forKey: "fade")
        animation.duration = 10
        #expect(layer.animation(forKey: "fade")!.duration == 0.5, "adding copies the animation")
        window.advance(to: 1)
        #expect(recorder.log == ["start 0.25", "stop true 0.75"])
        #expect(layer.animation(forKey: "fade") == nil)
    }

    @Test("removing an animation tells the delegate finished == false on the next step")
    func removalIsUnfinished() {
        let (window, layer) = layerInWindow()
        let recorder = Recorder()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.toValue = 0
        animation.duration = 1
        animation.delegate = recorder
        layer.add(animation, forKey: "fade")
        window.advance(to: 0.5)
        layer.removeAnimation(forKey: "fade")
        #expect(recorder.log.count == 1 && recorder.log[0].hasPrefix("start"), "nothing is delivered synchronously")
        window.advance(by: 1.0 / 60)
        #expect(recorder.log.last?.hasPrefix("stop false") == true)
    }

    @Test("fill modes: backwards shows the from value during the delay, forwards holds the end")
    func fillModes() {
        let (window, layer) = layerInWindow()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0.2
        animation.toValue = 0.6
        animation.duration = 1
        animation.beginTime = 1
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "fade")
        window.advance(to: 0.5)
        expectClose(Double(layer.presentation()!.opacity), 0.2, tolerance: 1e-6)
        window.advance(to: 3)
        expectClose(Double(layer.presentation()!.opacity), 0.6, tolerance: 1e-6)
        #expect(layer.animation(forKey: "fade") != nil)
    }

    @Test("repeatCount 2.5 with autoreverse ends mid-way up the third leg; probes at each turn")
    func repeatAndAutoreverse() {
        let (window, layer) = layerInWindow()
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = 1
        animation.autoreverses = true
        animation.repeatCount = 1.25
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "x")
        let probes: [(Double, CGFloat)] = [(0.5, 50), (1.0, 100), (1.5, 50), (2.0, 0), (2.25, 25), (3, 50)]
        for (t, x) in probes {
            window.advance(to: t)
            expectClose(layer.presentation()!.position.x, x, tolerance: 1e-9, "t = \(t)")
        }
    }

    @Test("speed 0 and timeOffset on a container freeze and scrub its whole subtree")
    func containerScrub() {
        let (window, container) = layerInWindow()
        let child = CALayer()
        container.addSublayer(child)
        container.speed = 0
        container.timeOffset = 0
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 200
        animation.duration = 2
        child.add(animation, forKey: "x")
        window.advance(to: 5)
        #expect(child.presentation()!.position.x == 0, "frozen while speed is 0")
        container.timeOffset = 0.5
        expectClose(child.presentation()!.position.x, 50)
        container.timeOffset = 1.5
        expectClose(child.presentation()!.position.x, 150)
        #expect(child.convertTime(1, from: nil) == 1.5)
    }

    @Test("keyframes: linear key times, discrete steps, paced by distance")
    func keyframeModes() {
        let (window, layer) = layerInWindow()
        let linear = CAKeyframeAnimation(keyPath: "position.x")
        linear.values = [0, 100, 400]
        linear.keyTimes = [0, 0.5, 1]
        linear.duration = 1
        layer.add(linear, forKey: "x")
        let discrete = CAKeyframeAnimation(keyPath: "opacity")
        discrete.values = [0.0, 0.5, 1.0]
        discrete.calculationMode = .discrete
        discrete.duration = 1
        layer.add(discrete, forKey: "o")
        let paced = CAKeyframeAnimation(keyPath: "position.y")
        paced.values = [0, 100, 400]
        paced.calculationMode = .paced
        paced.duration = 1
        layer.add(paced, forKey: "y")
        window.advance(to: 0.75)
        let shown = layer.presentation()!
        expectClose(shown.position.x, 250)
        expectClose(Double(shown.opacity), 1.0)
        expectClose(shown.position.y, 300, tolerance: 1e-9)
    }

    @Test("a spring animation follows the closed-form spring and reports its settling duration")
    func springAnimation() {
        let (window, layer) = layerInWindow()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = 5
        spring.duration = spring.settlingDuration
        expectClose(spring.settlingDuration, 2.85, tolerance: 0.01) // Apple's doc: damping 5 ≈ 2.85 s
        layer.add(spring, forKey: "x")
        window.advance(to: 0.3)
        let unit = UnitSpring(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0)
        expectClose(layer.presentation()!.position.x, CGFloat(100 * unit.progress(at: 0.3)), tolerance: 1e-9)
    }

    @Test("implicit animations: a standalone layer in a window animates 0.25 s; disableActions stops it")
    func implicitAnimations() {
        let (window, layer) = layerInWindow()
        layer.opacity = 0
        #expect(layer.animationKeys() == ["opacity"])
        window.advance(to: 0.125)
        let shown = Double(layer.presentation()!.opacity)
        expectClose(shown, 1 - CubicBezier.caDefault.solve(0.5), tolerance: 1e-6)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.cornerRadius = 4
        CATransaction.commit()
        #expect(layer.animation(forKey: "cornerRadius") == nil)
    }

    @Test("a transaction's completion runs when its last animation stops")
    func transactionCompletion() {
        let (window, layer) = layerInWindow()
        var completedAt: Double?
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { completedAt = CACurrentMediaTime() }
        layer.opacity = 0.5
        CATransaction.commit()
        window.advance(to: 1)
        #expect(completedAt == 0.5)
    }

    @Test("an animation whose values do not fit its key path is reported and not added")
    func badValues() {
        let (_, layer) = layerInWindow()
        let animation = CABasicAnimation(keyPath: "position")
        animation.toValue = "not a point"
        let messages = capturingDiagnostics { layer.add(animation, forKey: "p") }
        #expect(layer.animationKeys() == nil)
        #expect(messages.first?.contains("CALayer.add(_:forKey:)") == true)
        let nan = capturingDiagnostics { layer.position = CGPoint(x: CGFloat.nan, y: 0) }
        #expect(layer.position == CGPoint(x: 5, y: 5) && nan.count == 1)
    }
}
