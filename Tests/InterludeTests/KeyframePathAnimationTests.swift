import Testing
import InterludeTestSupport
@testable import InterludeQuartzCore
@testable import InterludeUIKit

/// `CAKeyframeAnimation.path` as Apple's documentation describes it: for a point property the path
/// gives the values and `values` are ignored; the end point of each line or curve is a keyframe
/// and the points between are interpolated; moves do not define keyframes; how the animation
/// proceeds depends on `calculationMode` (`.linear` by default: each keyframe interval its own
/// share of time; `.paced`: an even pace); `rotationMode` `.rotateAuto` turns the layer to the
/// tangent (raw value "auto").
@MainActor @Suite("Keyframe animation along a path")
struct KeyframePathAnimationTests {
    /// (0, 0) → (100, 0) → (100, 50): two lines, 100 and 50 points long.
    private var corner: CGPath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 50))
        return path
    }

    private func layerInWindow() -> (UIWindow, CALayer) {
        let window = makeWindow()
        let layer = CALayer()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        CATransaction.flush()
        window.layer.addSublayer(layer)
        return (window, layer)
    }

    /// Adds `animation` (1 s, linear pacing) and returns the presented position at each time.
    private func sample(_ animation: CAKeyframeAnimation, at times: [Double]) -> [CGPoint] {
        let (window, layer) = layerInWindow()
        animation.duration = 1
        layer.add(animation, forKey: "move")
        return times.map { time in
            window.advance(to: time)
            return layer.presentation()!.position
        }
    }

    @Test("linear: each line takes an equal share of the duration, whatever its length; values are ignored")
    func linearSegments() {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = corner
        animation.values = [CGPoint(x: 500, y: 500), CGPoint(x: 600, y: 600)]
        let points = sample(animation, at: [0.25, 0.5, 0.75, 0.9])
        #expect(points == [CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 25), CGPoint(x: 100, y: 40)])
    }

    @Test("paced: the whole path at one speed, 150 points in 1 s")
    func paced() {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = corner
        animation.calculationMode = .paced
        let points = sample(animation, at: [0.5, 0.8])
        expectClose(points[0], CGPoint(x: 75, y: 0), tolerance: 1e-9)
        expectClose(points[1], CGPoint(x: 100, y: 20), tolerance: 1e-9)
    }

    @Test("key times give each keyframe its time, the path's start included")
    func keyTimes() {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = corner
        animation.keyTimes = [0, 0.8, 1]
        let points = sample(animation, at: [0.4, 0.9])
        expectClose(points[0], CGPoint(x: 50, y: 0), tolerance: 1e-9)
        expectClose(points[1], CGPoint(x: 100, y: 25), tolerance: 1e-9)
    }

    @Test("a curve is followed, not cut: halfway along a quarter circle is at 45°")
    func curve() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        let point = sample(animation, at: [0.5])[0]
        let diagonal = 100 / 2.0.squareRoot()
        expectClose(point, CGPoint(x: diagonal, y: diagonal), tolerance: 0.05)
    }

    @Test("a move is a jump that takes no time")
    func moveIsAJump() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 0, y: 100))
        path.addLine(to: CGPoint(x: 10, y: 100))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        let points = sample(animation, at: [0.25, 0.75])
        #expect(points == [CGPoint(x: 5, y: 0), CGPoint(x: 5, y: 100)])
    }

    @Test("rotateAuto turns the layer to the tangent; rotateAutoReverse half a turn further")
    func rotation() {
        for (mode, extra) in [(CAAnimationRotationMode.rotateAuto, 0.0), (.rotateAutoReverse, Double.pi)] {
            let (window, layer) = layerInWindow()
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.path = corner
            animation.rotationMode = mode
            animation.duration = 1
            layer.add(animation, forKey: "move")
            window.advance(to: 0.25)
            let along = layer.presentation()!.transform
            // Heading along +x: a rotation by `extra` (m11 = cos, m12 = sin, as CATransform3DMakeRotation).
            expectClose(Double(along.m11), cos(extra), tolerance: 1e-9, "\(mode.rawValue)")
            expectClose(Double(along.m12), sin(extra), tolerance: 1e-9, "\(mode.rawValue)")
            window.advance(to: 0.75)
            let down = layer.presentation()!.transform
            // Heading down the screen (+y): a quarter turn clockwise on screen, m12 = sin(π/2 + extra).
            expectClose(Double(down.m11), cos(.pi / 2 + extra), tolerance: 1e-9, "\(mode.rawValue)")
            expectClose(Double(down.m12), sin(.pi / 2 + extra), tolerance: 1e-9, "\(mode.rawValue)")
        }
        #expect(CAAnimationRotationMode.rotateAuto.rawValue == "auto")
        #expect(CAAnimationRotationMode.rotateAutoReverse.rawValue == "autoReverse")
    }

    @Test("without a rotation mode the layer keeps its transform")
    func noRotation() {
        let (window, layer) = layerInWindow()
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = corner
        animation.duration = 1
        layer.add(animation, forKey: "move")
        window.advance(to: 0.75)
        #expect(CATransform3DIsIdentity(layer.presentation()!.transform))
    }

    @Test("a path for a property that is not a point is reported in public terms and not added")
    func pathOnScalar() {
        let (_, layer) = layerInWindow()
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.path = corner
        let messages = capturingDiagnostics { layer.add(animation, forKey: "fade") }
        #expect(
            messages == [
                "CALayer.add(_:forKey:): a path animates a point key path ('position', 'anchorPoint'), not 'opacity'; the animation was not added"
            ])
        #expect(layer.animationKeys() == nil)
    }

    @Test("an unsupported key path is reported by its name, never by an internal type")
    func unsupportedKeyPath() {
        let (_, layer) = layerInWindow()
        let messages = capturingDiagnostics { layer.add(CABasicAnimation(keyPath: "position.z"), forKey: nil) }
        #expect(messages == ["CALayer.add(_:forKey:): 'position.z' is not an animatable key path; the animation was not added"])
        #expect(!messages.joined().contains("LayerKeyPath"))
        // A plain key may be one of a subclass's own (Core Animation's dynamic properties); a dotted
        // path that names no property is refused.
        let dotted = capturingDiagnostics { layer.add(CABasicAnimation(keyPath: "progress.value"), forKey: nil) }
        #expect(dotted == ["CALayer.add(_:forKey:): 'progress.value' is not an animatable key path; the animation was not added"])
        #expect(capturingDiagnostics { layer.add(CABasicAnimation(keyPath: "progress"), forKey: nil) }.isEmpty)
    }
}
