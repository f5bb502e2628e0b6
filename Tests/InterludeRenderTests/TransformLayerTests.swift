import Foundation
import Testing
@testable import InterludeUIKit
import InterludeRender

/// `CATransformLayer` as QuartzCore's `CATransformLayer.h` describes it: it does not flatten its
/// sublayers into its plane; only its sublayers are rendered (no background, contents or border);
/// mask, `masksToBounds` and shadows are ignored; its opacity applies to each sublayer
/// individually (it forms no compositing group).
/// https://developer.apple.com/documentation/quartzcore/catransformlayer
@MainActor
@Suite("CATransformLayer")
struct TransformLayerTests {
    private let white = RGBA(255, 255, 255), red = RGBA(255, 0, 0), blue = RGBA(0, 0, 255)

    /// A 100 × 100 container of `type` filling a white window, holding an 80-point-wide red child.
    private func scene(_ container: CALayer, _ configure: (CALayer, CALayer) -> Void = { _, _ in }) -> UIWindow {
        let window = makeWhiteWindow()
        CATransaction.setDisableActions(true)
        container.frame = window.bounds
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        child.backgroundColor = UIColor.red.cgColor
        container.addSublayer(child)
        configure(container, child)
        CATransaction.flush()
        window.layer.addSublayer(container)
        return window
    }

    private func turns(_ container: CALayer, _ child: CALayer) {
        container.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        child.transform = CATransform3DMakeRotation(-.pi / 3, 0, 1, 0)
    }

    @Test("turns about y add up through a transform layer; a plain layer flattens the child first")
    func noFlattening() {
        // Through a transform layer: 60° then −60°, the child faces the viewer at full width.
        var frame = scene(CATransformLayer(), turns).renderFrame(scale: 1)
        expectPixel(frame, 15, 50, red, tolerance: 0)
        expectPixel(frame, 85, 50, red, tolerance: 0)
        // Flattened: 80 × cos 60° in the parent's plane, then × cos 60° again: 20 points wide.
        frame = scene(CALayer(), turns).renderFrame(scale: 1)
        expectPixel(frame, 15, 50, white, tolerance: 0)
        expectPixel(frame, 50, 50, red, tolerance: 0)
        expectPixel(frame, 65, 50, white, tolerance: 0)
    }

    @Test("a transform layer's own background, border and shadow are not drawn")
    func drawsOnlySublayers() {
        let window = scene(CATransformLayer()) { container, child in
            container.backgroundColor = UIColor.blue.cgColor
            container.borderWidth = 4
            container.shadowOpacity = 1
            child.removeFromSuperlayer()
        }
        let frame = window.renderFrame(scale: 1)
        for (x, y) in [(1, 1), (50, 50), (98, 50)] { expectPixel(frame, x, y, white, tolerance: 0, "(\(x), \(y))") }
    }

    @Test("masksToBounds and mask are ignored")
    func noClipping() {
        let window = scene(CATransformLayer()) { container, child in
            container.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            container.masksToBounds = true
            container.mask = CALayer()
            child.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        }
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 70, 70, red, tolerance: 0)
    }

    @Test("opacity applies to each sublayer on its own: overlaps show through")
    func opacityPerSublayer() {
        let window = scene(CATransformLayer()) { container, _ in
            let second = CALayer()
            second.frame = CGRect(x: 50, y: 10, width: 40, height: 80)
            second.backgroundColor = UIColor.blue.cgColor
            container.addSublayer(second)
            container.opacity = 0.5
        }
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 30, 50, RGBA(255, 128, 128), tolerance: 1)
        // Blue at half over red at half over white (a group would give (128, 128, 255)).
        expectPixel(frame, 70, 50, RGBA(128, 64, 191), tolerance: 1)
    }

    @Test("sublayers are drawn back to front by depth: turned around, the nearer one is the other")
    func depthOrder() {
        let window = scene(CATransformLayer()) { container, child in
            child.zPosition = 10
            let behind = CALayer()
            behind.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
            behind.backgroundColor = UIColor.blue.cgColor
            container.addSublayer(behind)
            container.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        }
        let frame = window.renderFrame(scale: 1)
        // The red child, at z = 10, is behind the blue one once the container is turned half round.
        expectPixel(frame, 50, 50, blue, tolerance: 0)
        expectPixel(frame, 15, 50, red, tolerance: 0)
    }

    @Test("a replicator with preservesDepth keeps its copies' depth and draws only them")
    func replicatorPreservingDepth() {
        let replicator = CAReplicatorLayer()
        let window = scene(replicator) { container, child in
            let replicator = container as! CAReplicatorLayer
            replicator.preservesDepth = true
            replicator.backgroundColor = UIColor.blue.cgColor
            replicator.instanceCount = 1
            turns(container, child)
        }
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 15, 50, red, tolerance: 0)
        expectPixel(frame, 5, 50, white, tolerance: 0)
    }
}
