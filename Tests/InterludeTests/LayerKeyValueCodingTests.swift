import Testing
import InterludeTestSupport
@testable import InterludeQuartzCore
@testable import InterludeUIKit

/// Key-value coding on layers as the "Core Animation Programming Guide" (Key-Value Coding
/// Extensions) describes it: layers are key-value coding compliant containers (any key can be
/// set and read back), `defaultValue(forKey:)` gives values for keys never set, and key paths reach
/// into CGPoint (x, y), CGSize (width, height), CGRect (origin, size and their fields) and
/// CATransform3D fields: `rotation.x/y/z` in radians (`rotation` is `rotation.z`), `scale.x/y/z`,
/// `scale` ("average of all three scale factors"), `translation.x/y/z`, and `translation` (a CGSize).
@MainActor @Suite("Key-value coding on layers")
struct LayerKeyValueCodingTests {
    /// A layer outside any window: property changes are not animated.
    private func layer(_ frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 50)) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        return layer
    }

    @Test("properties read back as their Swift types")
    func readsProperties() {
        let layer = self.layer()
        #expect(layer.value(forKey: "opacity") as? Float == 1)
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 50, y: 25))
        #expect(layer.value(forKey: "bounds") as? CGRect == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(layer.value(forKey: "cornerRadius") as? CGFloat == 0)
        #expect(layer.value(forKey: "hidden") as? Bool == false)
        #expect(layer.value(forKey: "masksToBounds") as? Bool == false)
        #expect(layer.value(forKey: "backgroundColor") == nil)
        #expect(layer.value(forKey: "shadowOffset") as? CGSize == CGSize(width: 0, height: -3))
        #expect(layer.value(forKey: "frame") as? CGRect == layer.frame)
        #expect(layer.value(forKey: "transform") as? CATransform3D == CATransform3DIdentity)
    }

    @Test("setting a property goes through its setter: any numeric type, clamping as the property does")
    func setsProperties() {
        let layer = self.layer()
        layer.setValue(0.25, forKey: "opacity")
        #expect(layer.opacity == 0.25)
        layer.setValue(NSNumber(value: 7), forKey: "cornerRadius")
        #expect(layer.cornerRadius == 7)
        layer.setValue(3, forKey: "borderWidth")
        #expect(layer.borderWidth == 3)
        layer.setValue(2.5, forKey: "opacity")
        #expect(layer.opacity == 1, "clamped to 0…1 as by the setter")
        layer.setValue(CGPoint(x: 1, y: 2), forKey: "position")
        #expect(layer.position == CGPoint(x: 1, y: 2))
        layer.setValue(true, forKey: "masksToBounds")
        #expect(layer.masksToBounds)
        layer.setValue(CGColor(gray: 0.5, alpha: 1), forKey: "backgroundColor")
        #expect(layer.backgroundColor == CGColor(gray: 0.5, alpha: 1))
        layer.setValue(nil, forKey: "backgroundColor")
        #expect(layer.backgroundColor == nil)
    }

    @Test("a value that does not fit a property is reported and leaves the layer unchanged")
    func rejectsWrongTypes() {
        let layer = self.layer()
        let messages = capturingDiagnostics {
            layer.setValue("red", forKey: "opacity")
            layer.setValue(CGSize(width: 1, height: 1), forKeyPath: "position.z")
        }
        #expect(layer.opacity == 1)
        #expect(
            messages == [
                "CALayer.setValue(_:forKey:): red is not a value for 'opacity'; the layer was left unchanged",
                "CALayer.setValue(_:forKeyPath:): 'position.z' names no field; the layer was left unchanged",
            ])
    }

    @Test("a change through key-value coding animates implicitly, as the setter does, on a standalone layer in a window")
    func implicitAnimation() {
        let window = makeWindow()
        let layer = self.layer()
        CATransaction.setDisableActions(true)
        window.layer.addSublayer(layer)
        CATransaction.flush()
        layer.setValue(0, forKey: "opacity")
        window.advance(by: 0.125)
        let halfway = layer.presentation()!.opacity
        #expect(halfway > 0 && halfway < 1, "\(halfway)")
        window.advance(by: 0.125)
        #expect(layer.presentation()!.opacity == 0)
    }

    @Test("any other key is stored and read back; nil removes it; presentation copies carry it")
    func container() {
        let layer = self.layer()
        #expect(layer.value(forKey: "someKey") == nil)
        layer.setValue(50, forKey: "someKey")
        #expect(layer.value(forKey: "someKey") as? Int == 50)
        #expect(layer.presentation()?.value(forKey: "someKey") as? Int == 50)
        layer.setValue(nil, forKey: "someKey")
        #expect(layer.value(forKey: "someKey") == nil)
        let child = CALayer()
        child.opacity = 0.5
        layer.setValue(child, forKey: "child")
        #expect(layer.value(forKeyPath: "child.opacity") as? Float == 0.5)
        layer.setValue(0.25, forKeyPath: "child.opacity")
        #expect(child.opacity == 0.25)
    }

    @Test("defaultValue(forKey:) gives property defaults and can be overridden for other keys")
    func defaults() {
        final class Defaulting: CALayer {
            override class func defaultValue(forKey key: String) -> Any? {
                key == "answer" ? 42 : super.defaultValue(forKey: key)
            }
        }
        #expect(CALayer.defaultValue(forKey: "opacity") as? Float == 1)
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CALayer.defaultValue(forKey: "someKey") == nil)
        let layer = Defaulting()
        #expect(layer.value(forKey: "answer") as? Int == 42)
        layer.setValue(7, forKey: "answer")
        #expect(layer.value(forKey: "answer") as? Int == 7)
    }

    @Test("key paths read and write fields of points, sizes and rectangles")
    func structureFields() {
        let layer = self.layer(CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(layer.value(forKeyPath: "position.x") as? CGFloat == 60)
        #expect(layer.value(forKeyPath: "bounds.size.width") as? CGFloat == 100)
        #expect(layer.value(forKeyPath: "bounds.size") as? CGSize == CGSize(width: 100, height: 50))
        #expect(layer.value(forKeyPath: "frame.origin.y") as? CGFloat == 20)
        #expect(layer.value(forKeyPath: "shadowOffset.height") as? CGFloat == -3)
        #expect(layer.value(forKeyPath: "opacity") as? Float == 1)
        layer.setValue(80, forKeyPath: "position.x")
        #expect(layer.position == CGPoint(x: 80, y: 45))
        layer.setValue(40, forKeyPath: "bounds.size.width")
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 50))
        layer.setValue(CGPoint(x: 5, y: 5), forKeyPath: "bounds.origin")
        #expect(layer.bounds.origin == CGPoint(x: 5, y: 5))
    }

    @Test("transform.scale reads the average of the three scale factors; setting it scales all three")
    func transformScale() {
        let layer = self.layer()
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        expectClose(layer.value(forKeyPath: "transform.scale") as! CGFloat, 5.0 / 3, tolerance: 1e-12)
        expectClose(layer.value(forKeyPath: "transform.scale.x") as! CGFloat, 2, tolerance: 1e-12)
        expectClose(layer.value(forKeyPath: "transform.scale.z") as! CGFloat, 1, tolerance: 1e-12)
        layer.setValue(3, forKeyPath: "transform.scale")
        expectTransform(layer.transform, CATransform3DMakeScale(3, 3, 3))
        expectClose(layer.value(forKeyPath: "transform.scale") as! CGFloat, 3, tolerance: 1e-12)
        layer.setValue(0.5, forKeyPath: "transform.scale.y")
        expectTransform(layer.transform, CATransform3DMakeScale(3, 0.5, 3))
    }

    @Test("setting transform.rotation.z replaces the rotation and keeps scale and translation")
    func transformRotation() {
        let layer = self.layer()
        let scale = CATransform3DMakeScale(2, 2, 1), move = CATransform3DMakeTranslation(10, 20, 0)
        layer.transform = CATransform3DConcat(CATransform3DConcat(scale, CATransform3DMakeRotation(0.5, 0, 0, 1)), move)
        expectClose(layer.value(forKeyPath: "transform.rotation.z") as! CGFloat, 0.5, tolerance: 1e-12)
        expectClose(layer.value(forKeyPath: "transform.rotation") as! CGFloat, 0.5, tolerance: 1e-12)
        expectClose(layer.value(forKeyPath: "transform.rotation.x") as! CGFloat, 0, tolerance: 1e-12)
        layer.setValue(1.0, forKeyPath: "transform.rotation.z")
        expectTransform(
            layer.transform, CATransform3DConcat(CATransform3DConcat(scale, CATransform3DMakeRotation(1, 0, 0, 1)), move))
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation")
        expectClose(layer.value(forKeyPath: "transform.rotation.z") as! CGFloat, .pi / 2, tolerance: 1e-12)
    }

    @Test("translation fields read and set the transform's translation")
    func transformTranslation() {
        let layer = self.layer()
        layer.transform = CATransform3DMakeTranslation(10, 20, 0)
        #expect(layer.value(forKeyPath: "transform.translation") as? CGSize == CGSize(width: 10, height: 20))
        layer.setValue(15, forKeyPath: "transform.translation.x")
        #expect(layer.value(forKeyPath: "transform.translation.x") as? CGFloat == 15)
        layer.setValue(CGSize(width: -1, height: -2), forKeyPath: "transform.translation")
        expectTransform(layer.transform, CATransform3DMakeTranslation(-1, -2, 0))
        layer.setValue(30, forKeyPath: "transform.translation.z")
        expectTransform(layer.transform, CATransform3DMakeTranslation(-1, -2, 30))
    }

    @Test("3-D rotations read as angles about x, then y, then z, and are replaced one at a time")
    func rotations3D() {
        let layer = self.layer()
        layer.transform = CATransform3DMakeRotation(0.3, 0, 1, 0)
        expectClose(layer.value(forKeyPath: "transform.rotation.y") as! CGFloat, 0.3, tolerance: 1e-12)
        expectClose(layer.value(forKeyPath: "transform.rotation.x") as! CGFloat, 0, tolerance: 1e-12)
        expectClose(layer.value(forKeyPath: "transform.rotation.z") as! CGFloat, 0, tolerance: 1e-12)
        layer.setValue(0.2, forKeyPath: "transform.rotation.x")
        expectTransform(
            layer.transform, CATransform3DConcat(CATransform3DMakeRotation(0.2, 1, 0, 0), CATransform3DMakeRotation(0.3, 0, 1, 0))
        )
        layer.sublayerTransform = CATransform3DMakeScale(4, 4, 4)
        expectClose(layer.value(forKeyPath: "sublayerTransform.scale") as! CGFloat, 4, tolerance: 1e-12)
    }

    @Test("a presentation layer reads the values on screen")
    func presentationValues() {
        let window = makeWindow()
        let layer = self.layer()
        window.layer.addSublayer(layer)
        let animation = CABasicAnimation(keyPath: "transform.scale")
        animation.fromValue = 1
        animation.toValue = 3
        animation.duration = 1
        layer.add(animation, forKey: "grow")
        window.advance(to: 0.5)
        // The animated function multiplies the model's identity: a uniform scale of 2.
        expectClose(layer.presentation()!.value(forKeyPath: "transform.scale") as! CGFloat, 2, tolerance: 1e-12)
        expectClose(layer.value(forKeyPath: "transform.scale") as! CGFloat, 1, tolerance: 1e-12)
    }

    @Test("shape and gradient layers add their own properties; a plain layer stores those keys")
    func subclassProperties() {
        let shape = CAShapeLayer()
        #expect(shape.value(forKey: "strokeEnd") as? CGFloat == 1)
        shape.setValue(0.5, forKey: "strokeEnd")
        #expect(shape.strokeEnd == 0.5)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        shape.setValue(path, forKey: "path")
        #expect(shape.value(forKey: "path") as? CGPath == path)
        shape.setValue("round", forKey: "lineCap")
        #expect(shape.lineCap == .round)
        let gradient = CAGradientLayer()
        gradient.setValue(0.25, forKeyPath: "startPoint.x")
        #expect(gradient.startPoint == CGPoint(x: 0.25, y: 0))
        gradient.setValue([0, 1], forKey: "locations")
        #expect(gradient.locations == [0, 1])
        let plain = CALayer()
        plain.setValue(0.5, forKey: "strokeEnd")
        #expect(plain.value(forKey: "strokeEnd") as? Double == 0.5, "stored as given: no such property")
    }

    private func expectTransform(
        _ actual: CATransform3D, _ expected: CATransform3D, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let a = [
            actual.m11, actual.m12, actual.m13, actual.m14, actual.m21, actual.m22, actual.m23, actual.m24,
            actual.m31, actual.m32, actual.m33, actual.m34, actual.m41, actual.m42, actual.m43, actual.m44,
        ]
        let e = [
            expected.m11, expected.m12, expected.m13, expected.m14, expected.m21, expected.m22, expected.m23, expected.m24,
            expected.m31, expected.m32, expected.m33, expected.m34, expected.m41, expected.m42, expected.m43, expected.m44,
        ]
        #expect(zip(a, e).allSatisfy { abs($0 - $1) <= 1e-12 }, "\(a) ≠ \(e)", sourceLocation: sourceLocation)
    }

    /// https://developer.apple.com/documentation/quartzcore/calayer/shouldrasterize and
    /// …/rasterizationscale: off and 1 by default; kept (rasterizing is a cache of the same pixels).
    @Test("shouldRasterize and rasterizationScale: defaults, key-value coding, copied into the presentation")
    func rasterization() throws {
        let layer = self.layer()
        #expect(layer.shouldRasterize == false)
        #expect(layer.rasterizationScale == 1)
        layer.setValue(true, forKey: "shouldRasterize")
        layer.setValue(3, forKey: "rasterizationScale")
        #expect(layer.shouldRasterize)
        #expect(layer.rasterizationScale == 3)
        #expect(layer.value(forKey: "shouldRasterize") as? Bool == true)
        #expect(layer.value(forKey: "rasterizationScale") as? CGFloat == 3)
        let copy = CALayer(layer: layer)
        #expect(copy.shouldRasterize && copy.rasterizationScale == 3)
    }
}
