import Testing
@testable import InterludeUIKit
import InterludeRender

/// `CALayer.contentsCenter` as Apple's documentation describes it: the centre rectangle of a 3 × 3
/// grid over the contents, in unit coordinates, defaulting to the unit rectangle; with a resizing
/// `contentsGravity` the centre stretches both ways, the top and bottom middles only horizontally,
/// the left and right middles only vertically, and the corners not at all; animatable.
/// https://developer.apple.com/documentation/quartzcore/calayer/contentscenter
@MainActor
@Suite("Contents centre (stretchable contents)")
struct ContentsCenterTests {
    /// A 4 × 4-pixel image: a one-pixel red frame around a 2 × 2 green centre.
    static let framed: CGImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            UIColor.green.setFill()
            ctx.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
        }
        return image.cgImage!
    }()

    /// A 40 × 40 layer at (30, 30) showing `framed` through nearest-pixel filters.
    private func framedLayer(_ configure: (CALayer) -> Void) -> UIWindow {
        let window = makeWhiteWindow()
        let layer = CALayer()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        layer.contents = Self.framed
        layer.magnificationFilter = .nearest
        configure(layer)
        CATransaction.flush()
        window.layer.addSublayer(layer)
        return window
    }

    private let red = RGBA(255, 0, 0), green = RGBA(0, 255, 0), white = RGBA(255, 255, 255)

    @Test("defaults to the unit rectangle, an animatable key path")
    func defaults() {
        #expect(CALayer().contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(LayerKeyPath("contentsCenter")?.name == "contentsCenter")
        let layer = CALayer()
        layer.setValue(CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5), forKey: "contentsCenter")
        #expect(layer.contentsCenter == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
    }

    @Test("by default the whole image stretches: each pixel becomes a 10-point square")
    func wholeImageStretches() {
        let frame = framedLayer { _ in }.renderFrame(scale: 1)
        expectPixel(frame, 39, 39, red, tolerance: 0)
        expectPixel(frame, 40, 40, green, tolerance: 0)
        expectPixel(frame, 59, 59, green, tolerance: 0)
        expectPixel(frame, 60, 60, red, tolerance: 0)
    }

    @Test("with the centre pixels as contentsCenter the red frame stays one point wide and the centre fills the rest")
    func frameKeepsItsWidth() {
        let frame = framedLayer { $0.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5) }.renderFrame(scale: 1)
        // Corners: one point, not stretched.
        for (x, y) in [(30, 30), (69, 30), (30, 69), (69, 69)] { expectPixel(frame, x, y, red, tolerance: 0) }
        // Edges: one point across, stretched along.
        for (x, y) in [(50, 30), (50, 69), (30, 50), (69, 50)] { expectPixel(frame, x, y, red, tolerance: 0) }
        // The centre: everything else.
        for (x, y) in [(31, 31), (68, 68), (39, 39), (60, 60), (50, 50)] { expectPixel(frame, x, y, green, tolerance: 0) }
        expectPixel(frame, 70, 50, white, tolerance: 0)
    }

    @Test("at 2× the corners are still one point: two device pixels")
    func cornersInPoints() {
        let frame = framedLayer { $0.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5) }.renderFrame(scale: 2)
        expectPixel(frame, 61, 61, red, tolerance: 0)
        expectPixel(frame, 62, 62, green, tolerance: 0)
    }

    @Test("a gravity that does not resize ignores contentsCenter")
    func nonResizingGravity() {
        let frame = framedLayer {
            $0.contentsGravity = .center
            $0.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        }.renderFrame(scale: 1)
        // The 4 × 4 image at its own size in the middle of the layer: (48, 48)–(52, 52).
        expectPixel(frame, 48, 48, red, tolerance: 0)
        expectPixel(frame, 49, 49, green, tolerance: 0)
        expectPixel(frame, 51, 50, red, tolerance: 0)
        expectPixel(frame, 45, 45, white, tolerance: 0)
    }
}
