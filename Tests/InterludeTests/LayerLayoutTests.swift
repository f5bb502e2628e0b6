import InterludeTestSupport
import Testing
@testable import InterludeQuartzCore
@testable import InterludeUIKit

/// Core Animation's layer layout: setNeedsLayout() marks a layer, layoutIfNeeded() lays out what is
/// marked, layoutSublayers() asks the delegate's layoutSublayers(of:) by default
/// (https://developer.apple.com/documentation/quartzcore/calayer/layoutsublayers(),
/// https://developer.apple.com/documentation/quartzcore/calayer/setneedslayout(),
/// https://developer.apple.com/documentation/quartzcore/calayer/layoutifneeded(),
/// https://developer.apple.com/documentation/quartzcore/calayerdelegate/layoutsublayers(of:)).
@MainActor @Suite("Layer layout")
struct LayerLayoutTests {
    /// A layer that keeps its one sublayer inset by 10 points.
    final class InsetLayer: CALayer {
        var layouts = 0
        let inner = CALayer()

        required init() {
            super.init()
            addSublayer(inner)
        }

        required init(layer: Any) { super.init(layer: layer) }

        override func layoutSublayers() {
            super.layoutSublayers()
            layouts += 1
            inner.frame = bounds.insetBy(dx: 10, dy: 10)
        }
    }

    final class LayoutDelegate: NSObject, CALayerDelegate {
        var laidOut: [CALayer] = []
        func layoutSublayers(of layer: CALayer) { laidOut.append(layer) }
    }

    @Test("setNeedsLayout marks; layoutIfNeeded lays out once and clears the mark")
    func explicitLayout() {
        let layer = InsetLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        #expect(layer.needsLayout(), "a layer with no delegate is marked when its size changes")
        layer.layoutIfNeeded()
        #expect(layer.layouts == 1 && !layer.needsLayout())
        #expect(layer.inner.frame == CGRect(x: 10, y: 10, width: 80, height: 40))
        layer.layoutIfNeeded()
        #expect(layer.layouts == 1, "nothing marked: no layout")
        layer.position = CGPoint(x: 300, y: 300)
        #expect(!layer.needsLayout(), "moving is not resizing")
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(layer.layouts == 2)
    }

    @Test("A layer given the address of a marked layer that went away is not marked")
    func addressReuse() {
        // The case exists only when the allocator hands the freed address out again: run alone,
        // it does in nearly every round (and without the fix nearly every round failed); among
        // the whole suite's other work it may not, and the test then checks nothing new.
        for _ in 0..<200 {
            var gone: CALayer? = CALayer()
            gone!.setNeedsLayout()
            gone = nil
            #expect(!CALayer().needsLayout())
        }
    }

    @Test("The default layoutSublayers asks the delegate")
    func delegateLayout() {
        let delegate = LayoutDelegate()
        let layer = CALayer()
        layer.delegate = delegate
        layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(!layer.needsLayout(), "a delegate's layer (a view's) is laid out by its delegate's own cycle")
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(delegate.laidOut.count == 1 && delegate.laidOut[0] === layer)
    }

    @Test("Marked layers in a window lay out in the next clock step")
    func layoutInWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        let layer = InsetLayer()
        window.layer.addSublayer(layer)
        layer.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
        #expect(layer.layouts == 0)
        window.advance(by: 1.0 / 60)
        #expect(layer.layouts == 1)
        #expect(layer.inner.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        layer.bounds.size = CGSize(width: 60, height: 60)
        window.advance(by: 1.0 / 60)
        #expect(layer.layouts == 2 && layer.inner.frame.size == CGSize(width: 40, height: 40))
    }
}
