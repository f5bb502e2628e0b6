import Foundation
import Testing
@testable import InterludeUIKit
import InterludeRender

/// `CAReplicatorLayer` as QuartzCore's `CAReplicatorLayer.h` and Apple's pages
/// (https://developer.apple.com/documentation/quartzcore/careplicatorlayer) describe it:
/// `instanceCount` copies including the source (default 1); copy k is copy k − 1 under
/// `instanceTransform`, "applied relative to the center of the replicator layer"; the first copy is
/// multiplied by `instanceColor` (default opaque white) and each next copy's colour adds the
/// offsets; `instanceDelay` offsets each copy's animations by that many seconds (the
/// `instanceDelay` page: 0 means the copies' animations are synchronized).
@MainActor
@Suite("CAReplicatorLayer")
struct ReplicatorLayerTests {
    private let white = RGBA(255, 255, 255), red = RGBA(255, 0, 0)

    /// A 100 × 100 replicator filling a white window, holding a 20 × 20 square of `color` at (0, 40).
    private func replicator(
        square color: UIColor = .red, _ configure: (CAReplicatorLayer, CALayer) -> Void
    ) -> (UIWindow, CAReplicatorLayer, CALayer) {
        let window = makeWhiteWindow()
        CATransaction.setDisableActions(true)
        let replicator = CAReplicatorLayer()
        replicator.frame = window.bounds
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 40, width: 20, height: 20)
        square.backgroundColor = color.cgColor
        replicator.addSublayer(square)
        configure(replicator, square)
        CATransaction.flush()
        window.layer.addSublayer(replicator)
        return (window, replicator, square)
    }

    @Test("defaults: one copy, no delay, identity transform, opaque white, zero offsets, flattening")
    func defaults() {
        let layer = CAReplicatorLayer()
        #expect(layer.instanceCount == 1 && layer.instanceDelay == 0 && !layer.preservesDepth)
        #expect(CATransform3DIsIdentity(layer.instanceTransform))
        #expect(layer.instanceColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(layer.instanceRedOffset == 0 && layer.instanceGreenOffset == 0)
        #expect(layer.instanceBlueOffset == 0 && layer.instanceAlphaOffset == 0)
        #expect(layer.value(forKey: "instanceCount") as? Int == 1)
        layer.setValue(4, forKey: "instanceCount")
        #expect(layer.instanceCount == 4)
        layer.setValue(true, forKey: "preservesDepth")
        #expect(layer.preservesDepth && layer.value(forKey: "preservesDepth") as? Bool == true)
    }

    @Test("instanceCount copies, each moved by instanceTransform from the one before")
    func translatedCopies() {
        let (window, _, _) = replicator { replicator, _ in
            replicator.instanceCount = 3
            replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        }
        let frame = window.renderFrame(scale: 1)
        for x in [10, 40, 70] { expectPixel(frame, x, 50, red, tolerance: 0, "copy at \(x)") }
        for x in [25, 55, 90] { expectPixel(frame, x, 50, white, tolerance: 0, "gap at \(x)") }
    }

    @Test("the transform turns each copy about the replicator's centre")
    func rotatedAboutCentre() {
        let (window, _, square) = replicator { replicator, square in
            square.frame = CGRect(x: 45, y: 5, width: 10, height: 10)
            replicator.instanceCount = 4
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        }
        _ = square
        let frame = window.renderFrame(scale: 1)
        // (50, 10) turned by quarter turns about (50, 50): right, bottom, left (clockwise on screen).
        for (x, y) in [(50, 10), (90, 50), (50, 90), (10, 50)] { expectPixel(frame, x, y, red, tolerance: 0, "(\(x), \(y))") }
        expectPixel(frame, 50, 50, white, tolerance: 0)
    }

    @Test("an instanceCount of 0 draws none of the sublayers, but the replicator's own background")
    func zeroCopies() {
        let (window, _, _) = replicator { replicator, _ in
            replicator.instanceCount = 0
            replicator.backgroundColor = UIColor.blue.cgColor
        }
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 10, 50, RGBA(0, 0, 255), tolerance: 0)
    }

    @Test("copy k is multiplied by instanceColor plus k offsets, each component kept within 0…1")
    func colorOffsets() {
        let (window, _, _) = replicator(square: .white) { replicator, _ in
            replicator.backgroundColor = UIColor.black.cgColor
            replicator.instanceCount = 4
            replicator.instanceTransform = CATransform3DMakeTranslation(25, 0, 0)
            replicator.instanceGreenOffset = -0.5
            replicator.instanceBlueOffset = -0.5
        }
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 10, 50, RGBA(255, 255, 255), tolerance: 0)
        expectPixel(frame, 35, 50, RGBA(255, 128, 128), tolerance: 1)
        expectPixel(frame, 60, 50, RGBA(255, 0, 0), tolerance: 0)
        // 1 − 1.5 is held at 0.
        expectPixel(frame, 85, 50, RGBA(255, 0, 0), tolerance: 0)
    }

    @Test("instanceColor multiplies the first copy, alpha included")
    func instanceColor() {
        let (window, _, _) = replicator(square: .white) { replicator, _ in
            replicator.instanceCount = 2
            replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
            replicator.instanceColor = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            replicator.instanceAlphaOffset = 0.5
        }
        let frame = window.renderFrame(scale: 1)
        // Blue at half alpha over white, then opaque blue.
        expectPixel(frame, 10, 50, RGBA(128, 128, 255), tolerance: 1)
        expectPixel(frame, 40, 50, RGBA(0, 0, 255), tolerance: 0)
    }

    @Test("copy k shows its animations k × instanceDelay seconds behind the source")
    func instanceDelay() {
        let (window, _, square) = replicator { replicator, _ in
            replicator.instanceCount = 3
            replicator.instanceTransform = CATransform3DMakeTranslation(0, 30, 0)
            replicator.instanceDelay = 0.25
        }
        square.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        CATransaction.flush()
        let slide = CABasicAnimation(keyPath: "position.x")
        (slide.fromValue, slide.toValue, slide.duration) = (10 as CGFloat, 90 as CGFloat, 1)
        square.add(slide, forKey: "slide")
        window.advance(by: 0.5)
        let frame = window.renderFrame(scale: 1)
        // Copy 0 at 0.5 s: x = 50; copy 1 at 0.25 s: x = 30; copy 2 at 0 s: x = 10.
        for (k, x) in [(0, 50), (1, 30), (2, 10)] {
            expectPixel(frame, x, 10 + 30 * k, red, tolerance: 0, "copy \(k) centre")
            expectPixel(frame, x + 12, 10 + 30 * k, white, tolerance: 0, "copy \(k) right of it")
        }
    }

    @Test("a replicator's opacity fades its copies as one group; masksToBounds clips them")
    func opacityAndClipping() {
        let (window, _, _) = replicator { replicator, _ in
            replicator.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
            replicator.masksToBounds = true
            replicator.instanceCount = 3
            replicator.instanceTransform = CATransform3DMakeTranslation(15, 0, 0)
            replicator.opacity = 0.5
        }
        let frame = window.renderFrame(scale: 1)
        // Overlapping copies at 15…20: one group at half opacity, not two layers of it.
        expectPixel(frame, 17, 50, RGBA(255, 128, 128), tolerance: 1)
        expectPixel(frame, 45, 50, RGBA(255, 128, 128), tolerance: 1)
        // The third copy runs to x = 50, the replicator's edge; nothing past it.
        expectPixel(frame, 52, 50, white, tolerance: 0)
    }

    @Test("the same tree and time give the same bytes")
    func deterministic() {
        let (window, _, _) = replicator { replicator, _ in
            replicator.instanceCount = 5
            replicator.instanceTransform = CATransform3DMakeRotation(0.3, 0, 0, 1)
            replicator.instanceRedOffset = -0.2
        }
        #expect(window.renderFrame(scale: 2).pixels == window.renderFrame(scale: 2).pixels)
    }

    @Test("an animation of instanceTransform moves the copies with its presented value")
    func animatedInstanceTransform() {
        let (window, replicator, _) = replicator { replicator, _ in
            replicator.instanceCount = 2
            replicator.instanceTransform = CATransform3DMakeTranslation(60, 0, 0)
        }
        let slide = CABasicAnimation(keyPath: "instanceTransform")
        slide.fromValue = CATransform3DMakeTranslation(20, 0, 0)
        slide.toValue = CATransform3DMakeTranslation(60, 0, 0)
        slide.duration = 1
        replicator.add(slide, forKey: "spread")
        window.advance(by: 0.5)
        var frame = window.renderFrame(scale: 1)
        // Halfway: the second copy 40 points right of the first (x 40…60).
        expectPixel(frame, 50, 50, red, tolerance: 0)
        expectPixel(frame, 70, 50, white, tolerance: 0)
        window.advance(by: 1)
        frame = window.renderFrame(scale: 1)
        expectPixel(frame, 50, 50, white, tolerance: 0)
        expectPixel(frame, 70, 50, red, tolerance: 0)
    }

    @Test("in a window, a first change of instanceTransform animates implicitly from the default")
    func implicitAnimationFromDefault() {
        let (window, replicator, _) = replicator { replicator, _ in replicator.instanceCount = 2 }
        CATransaction.setDisableActions(false)
        replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        CATransaction.flush()
        #expect(replicator.animation(forKey: "instanceTransform") != nil)
        window.advance(by: 0.125)
        let shown = replicator.presentation()?.instanceTransform.m41 ?? -1
        #expect(shown > 0 && shown < 40, "halfway through the 0.25 s implicit animation: \(shown)")
        window.advance(by: 1)
        #expect(replicator.presentation()?.instanceTransform.m41 == 40)
    }
}
