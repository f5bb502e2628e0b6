import QuartzCore
import Testing
import UIKit

// Core Animation's declarations as Swift sees Apple's SDK (Swift 5 mode, `import UIKit` and
// `import QuartzCore`): this file must compile. Sources — Apple's documentation pages of each
// declaration: CALayer `open var frame`, `func action(forKey:) -> (any CAAction)?`,
// `class func defaultAction(forKey:)`, `func add(_:forKey:)`; UIView `class var layerClass: AnyClass`;
// NSValue `init(cgPoint:)`, `init(cgSize:)`, `init(cgRect:)`, `init(cgVector:)`,
// `init(cgAffineTransform:)`, `init(caTransform3D:)` and their `…Value` properties;
// CABasicAnimation `var fromValue: Any?`; the string constants CAMediaTimingFunctionName,
// CAMediaTimingFillMode, CAAnimationCalculationMode, CAAnimationRotationMode, CATransitionType,
// CATransitionSubtype, CALayerContentsGravity, CALayerContentsFilter, CAShapeLayerLineCap,
// CAShapeLayerLineJoin, CAShapeLayerFillRule, CAGradientLayerType; CATransaction
// `class func setCompletionBlock(_ block: (() -> Void)?)`, `class func setValue(_:forKey:)` with
// kCATransactionAnimationDuration, kCATransactionDisableActions,
// kCATransactionAnimationTimingFunction, kCATransactionCompletionBlock
// (https://developer.apple.com/documentation/quartzcore/catransaction: "the transaction
// properties … can be set with setValue(_:forKey:)"); `class func lock()`, `class func unlock()`
// ("a recursive spin-lock", per the lock() page).

/// A layer subclass as libraries write them: observes its geometry, vetoes and supplies actions,
/// logs the animations added to it.
final class BadgeLayer: CALayer {
    var frameChanges = 0
    var boundsChanges = 0
    var addedKeys: [String?] = []

    override var frame: CGRect { didSet { frameChanges += 1 } }
    override var bounds: CGRect { didSet { boundsChanges += 1 } }

    override func action(forKey event: String) -> CAAction? {
        if event == "opacity" { return NSNull() }
        return super.action(forKey: event)
    }

    override class func defaultAction(forKey event: String) -> CAAction? {
        guard event == "cornerRadius" else { return super.defaultAction(forKey: event) }
        let slow = CABasicAnimation(keyPath: event)
        slow.duration = 2
        return slow
    }

    override func add(_ anim: CAAnimation, forKey key: String?) {
        addedKeys.append(key)
        super.add(anim, forKey: key)
    }
}

/// A view backed by a shape layer through `layerClass: AnyClass`.
final class RingView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var ring: CAShapeLayer { layer as! CAShapeLayer }
}

/// Every constant family, spelled as Apple's Swift spells it.
func spelledConstants(shape: CAShapeLayer, gradient: CAGradientLayer, keyframes: CAKeyframeAnimation) {
    let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
    keyframes.timingFunctions = names.map { CAMediaTimingFunction(name: $0) }
    let fills: [CAMediaTimingFillMode] = [.forwards, .backwards, .both, .removed]
    keyframes.fillMode = fills[0]
    let modes: [CAAnimationCalculationMode] = [.linear, .discrete, .paced]
    keyframes.calculationMode = modes[2]
    keyframes.rotationMode = .rotateAutoReverse
    keyframes.rotationMode = .rotateAuto
    let types: [CATransitionType] = [.fade, .moveIn, .push, .reveal]
    let subtypes: [CATransitionSubtype] = [.fromLeft, .fromRight, .fromTop, .fromBottom]
    let transition = CATransition()
    (transition.type, transition.subtype) = (types[2], subtypes[1])
    let gravities: [CALayerContentsGravity] = [
        .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight,
        .resize, .resizeAspect, .resizeAspectFill,
    ]
    shape.contentsGravity = gravities[11]
    shape.minificationFilter = .trilinear
    shape.magnificationFilter = .nearest
    let caps: [CAShapeLayerLineCap] = [.butt, .round, .square]
    let joins: [CAShapeLayerLineJoin] = [.miter, .round, .bevel]
    (shape.lineCap, shape.lineJoin, shape.fillRule) = (caps[1], joins[2], .evenOdd)
    let gradientTypes: [CAGradientLayerType] = [.axial, .radial]
    gradient.type = gradientTypes[1]
    gradient.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// Transactions as iOS code writes them.
func transactionShapes(layer: CALayer) {
    CATransaction.begin()
    CATransaction.setAnimationDuration(0.3)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.2, 1))
    CATransaction.setCompletionBlock(nil)
    CATransaction.setCompletionBlock { layer.opacity = 1 }
    let done: () -> Void = { layer.opacity = 1 }
    CATransaction.setCompletionBlock(done)
    CATransaction.setValue(true, forKey: kCATransactionDisableActions)
    CATransaction.setValue(0.5, forKey: kCATransactionAnimationDuration)
    CATransaction.setValue(CAMediaTimingFunction(name: .easeOut), forKey: kCATransactionAnimationTimingFunction)
    CATransaction.setValue(nil, forKey: kCATransactionCompletionBlock)
    _ = CATransaction.value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval
    _ = CATransaction.completionBlock()
    CATransaction.commit()
    CATransaction.flush()
}

@MainActor
@Suite("iOS-style client code: Core Animation signatures")
struct CoreAnimationSignatureTests {
    private func window() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        return window
    }

    @Test("Overridden frame, bounds, action(forKey:), defaultAction(forKey:) and add(_:forKey:) are called")
    func layerOverrides() {
        let window = window()
        let badge = BadgeLayer()
        window.layer.addSublayer(badge)
        badge.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(badge.frameChanges == 1 && badge.boundsChanges == 1, "setting the frame sets the bounds")
        badge.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(badge.frameChanges == 1 && badge.boundsChanges == 2)
        badge.opacity = 0.5
        #expect(badge.animation(forKey: "opacity") == nil, "the override vetoed the implicit animation")
        badge.cornerRadius = 4
        #expect(badge.animation(forKey: "cornerRadius")?.duration == 2, "the class default came from the override")
        badge.add(CABasicAnimation(keyPath: "zPosition"), forKey: "lift")
        #expect(badge.addedKeys.contains("lift") && badge.addedKeys.contains("cornerRadius"))
    }

    @Test("layerClass is AnyClass: the view is backed by a shape layer")
    func layerClass() {
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        ring.ring.path = UIBezierPath(ovalIn: ring.bounds).cgPath
        #expect(RingView.layerClass == CAShapeLayer.self)
        #expect(ring.layer is CAShapeLayer && ring.ring.path != nil)
    }

    @Test("NSValue boxes of points, sizes, rectangles and transforms animate, and unbox")
    func boxedValues() {
        let window = window()
        let layer = CALayer()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        window.layer.addSublayer(layer)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 50))
        move.duration = 1
        let grow = CABasicAnimation(keyPath: "bounds.size")
        grow.toValue = NSValue(cgSize: CGSize(width: 30, height: 30))
        grow.duration = 1
        let spin = CAKeyframeAnimation(keyPath: "transform")
        spin.values = [
            NSValue(caTransform3D: CATransform3DIdentity),
            NSValue(cgAffineTransform: CGAffineTransform(scaleX: 3, y: 3)),
        ]
        spin.duration = 1
        layer.add(move, forKey: "move")
        layer.add(grow, forKey: "grow")
        layer.add(spin, forKey: "spin")
        window.advance(by: 0.5)
        let shown = layer.presentation()!
        #expect(shown.position == CGPoint(x: 50, y: 25))
        #expect(shown.bounds.size == CGSize(width: 20, height: 20))
        #expect(shown.transform.m11 == 2)
        #expect((move.toValue as? NSValue)?.cgPointValue == CGPoint(x: 100, y: 50))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgVector: CGVector(dx: 3, dy: 4)).cgVectorValue == CGVector(dx: 3, dy: 4))
        #expect(NSValue(caTransform3D: CATransform3DMakeScale(2, 3, 4)).caTransform3DValue.m22 == 3)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgSizeValue == .zero, "another type reads as zero")
    }

    @Test("Transaction keys set the transaction's settings")
    func transactionKeys() {
        let window = window()
        let layer = CALayer()
        window.layer.addSublayer(layer)
        window.advance(by: 0)
        CATransaction.begin()
        CATransaction.setValue(0.8, forKey: kCATransactionAnimationDuration)
        #expect(CATransaction.animationDuration() == 0.8)
        #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval == 0.8)
        layer.opacity = 0.5
        #expect(layer.animation(forKey: "opacity")?.duration == 0.8)
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        #expect(CATransaction.disableActions())
        layer.cornerRadius = 3
        #expect(layer.animation(forKey: "cornerRadius") == nil)
        var completed = false
        CATransaction.setValue({ completed = true } as () -> Void, forKey: kCATransactionCompletionBlock)
        CATransaction.commit()
        window.advance(by: 0.8)
        #expect(completed)
        spelledConstants(shape: CAShapeLayer(), gradient: CAGradientLayer(), keyframes: CAKeyframeAnimation())
        transactionShapes(layer: layer)
    }

    @Test("CATransaction.lock() is recursive, and once unlocked another thread takes it")
    func transactionLock() {
        CATransaction.lock()
        CATransaction.lock()
        CATransaction.unlock()
        CATransaction.unlock()
        let otherThread = DispatchGroup()
        otherThread.enter()
        DispatchQueue.global().async {
            CATransaction.lock()
            CATransaction.unlock()
            otherThread.leave()
        }
        #expect(otherThread.wait(timeout: .now() + 10) == .success)
    }
}

/// A ProMotion-aware link, as iOS 15 code asks for its rate (Apple's `CAFrameRateRange`
/// `init(minimum:maximum:preferred:)`, `preferred` defaulting to nil).
func promotionLink(_ link: CADisplayLink) {
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
    if link.preferredFrameRateRange.isEqual(to: .default) { link.preferredFramesPerSecond = 60 }
    let any = CAFrameRateRange(minimum: 30, maximum: 60)
    _ = any.preferred ?? any.maximum
}
