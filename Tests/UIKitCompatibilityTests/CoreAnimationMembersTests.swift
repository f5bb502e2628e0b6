import QuartzCore
import Testing
import UIKit

// Core Animation members as iOS code uses them (Swift 5 mode, `import UIKit`). Apple's pages:
// CALayer.cornerCurve (https://developer.apple.com/documentation/quartzcore/calayer/cornercurve),
// hitTest(_:), contains(_:), layoutSublayers(), setNeedsLayout(), CALayerDelegate
// layoutSublayers(of:), CAValueFunction, CAKeyframeAnimation.calculationMode .cubic with
// tensionValues, and key-value coding on layers returning values that cast to NSValue
// ("Core Animation Programming Guide", Key-Value Coding Extensions: structures are wrapped in NSValue).

/// A ring that answers hits only on its band, as custom controls override `contains(_:)`.
final class RingLayer: CAShapeLayer {
    override func contains(_ p: CGPoint) -> Bool {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let distance = hypot(p.x - center.x, p.y - center.y)
        return distance <= bounds.width / 2 && distance >= bounds.width / 2 - 10
    }
}

/// A view whose layer's delegate lays out a badge layer, as libraries do for plain layers.
final class BadgeHost: NSObject, CALayerDelegate {
    let badge = CALayer()
    func layoutSublayers(of layer: CALayer) {
        badge.frame = CGRect(x: layer.bounds.width - 20, y: 0, width: 20, height: 20)
    }
}

@MainActor
@Suite("iOS-style client code: Core Animation members")
struct CoreAnimationMembersTests {
    @Test("cornerCurve is kept (continuous corners are drawn circular)")
    func cornerCurve() {
        let layer = CALayer()
        #expect(layer.cornerCurve == .circular)
        layer.cornerCurve = .continuous
        layer.cornerRadius = 12
        #expect(layer.cornerCurve == .continuous)
        #expect(layer.value(forKey: "cornerCurve") as? CALayerCornerCurve == .continuous)
    }

    @Test("Geometry read by key-value coding casts to NSValue, and NSValue back to the structure")
    func valuesCastToNSValue() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        let position = try #require(layer.value(forKeyPath: "position") as? NSValue)
        #expect(position.cgPointValue == CGPoint(x: 60, y: 45))
        let bounds = try #require(layer.value(forKey: "bounds") as? NSValue)
        #expect(bounds.cgRectValue == CGRect(x: 0, y: 0, width: 100, height: 50))
        let transform = try #require(layer.value(forKey: "transform") as? NSValue)
        #expect(CATransform3DIsIdentity(transform.caTransform3DValue))
        let boxed: Any = NSValue(cgPoint: CGPoint(x: 1, y: 2))
        #expect(boxed as? CGPoint == CGPoint(x: 1, y: 2))
        #expect(boxed as? CGRect == nil)
        #expect(layer.value(forKeyPath: "position") as? CGPoint == CGPoint(x: 60, y: 45))
    }

    @Test("hitTest(_:) asks contains(_:) of each layer")
    func hitTestUsesContains() {
        let container = CALayer()
        container.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let ring = RingLayer()
        ring.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        container.addSublayer(ring)
        #expect(container.hitTest(CGPoint(x: 55, y: 100)) === ring)
        #expect(container.hitTest(CGPoint(x: 100, y: 100)) === container, "the hole is not the ring")
    }

    @Test("setNeedsLayout and layoutIfNeeded call the delegate's layoutSublayers(of:)")
    func delegateLayout() {
        let host = BadgeHost()
        let layer = CALayer()
        layer.delegate = host
        layer.addSublayer(host.badge)
        layer.bounds = CGRect(x: 0, y: 0, width: 120, height: 40)
        layer.setNeedsLayout()
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(host.badge.frame == CGRect(x: 100, y: 0, width: 20, height: 20))
    }

    @Test("A spin with a value function and a cubic wobble are added and run")
    func valueFunctionAndCubic() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let spinner = CALayer()
        window.layer.addSublayer(spinner)
        let spin = CABasicAnimation(keyPath: "transform")
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        spin.fromValue = 0
        spin.toValue = CGFloat.pi * 2
        spin.duration = 1
        spin.repeatCount = .infinity
        spinner.add(spin, forKey: "spin")
        let wobble = CAKeyframeAnimation(keyPath: "position.y")
        wobble.values = [0, 20, -20, 0]
        wobble.calculationMode = .cubic
        wobble.tensionValues = [0, 0.5, 0.5, 0]
        wobble.duration = 1
        spinner.add(wobble, forKey: "wobble")
        window.advance(by: 0.5)
        let transform = spinner.presentation()!.transform
        #expect(abs(transform.m11 + 1) < 1e-9, "half a turn")
        #expect(spinner.animation(forKey: "wobble") != nil)
    }

    @Test("filters, backgroundFilters and compositingFilter take Any values (kept; not drawn on iOS)")
    func layerFilters() {
        let layer = CALayer()
        layer.filters = nil
        layer.backgroundFilters = []
        layer.compositingFilter = "multiplyBlendMode"
        let filters: [Any]? = layer.filters
        let composite: Any? = layer.compositingFilter
        #expect(filters == nil && layer.backgroundFilters?.isEmpty == true && composite as? String == "multiplyBlendMode")
    }
}
