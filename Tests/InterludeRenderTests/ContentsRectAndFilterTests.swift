import Testing
@testable import InterludeUIKit
import InterludeRender

/// `CALayer.contentsRect` (Apple's documentation: the part of the contents used, in the unit
/// coordinate space, defaulting to (0, 0, 1, 1); pixels asked for outside the unit rectangle
/// extend the image's edge pixels; animatable) and `minificationFilter`/`magnificationFilter`
/// (both default to `.linear`; `.nearest` takes the nearest pixel).
@MainActor
@Suite("Contents rectangle and scaling filters")
struct ContentsRectAndFilterTests {
    /// A 2 × 2-pixel image: red, green on top; blue, white below.
    static let quad: CGImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { ctx in
            for (color, x, y) in [(UIColor.red, 0, 0), (.green, 1, 0), (.blue, 0, 1), (.white, 1, 1)] {
                color.setFill()
                ctx.fill(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return image.cgImage!
    }()

    /// A 40 × 40 layer at (30, 30) showing `quad`.
    private func quadLayer(filter: CALayerContentsFilter = .linear) -> (UIWindow, CALayer) {
        let window = makeWhiteWindow()
        let layer = CALayer()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        layer.contents = Self.quad
        layer.magnificationFilter = filter
        CATransaction.flush()
        window.layer.addSublayer(layer)
        return (window, layer)
    }

    @Test("the defaults: the unit rectangle and linear filters; contentsRect is an animatable key path")
    func defaults() {
        let layer = CALayer()
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.minificationFilter == .linear && layer.magnificationFilter == .linear)
        #expect(LayerKeyPath("contentsRect")?.name == "contentsRect")
    }

    @Test("nearest magnification gives each image pixel a hard 20-point square")
    func nearestQuadrants() {
        let (window, _) = quadLayer(filter: .nearest)
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 30, 30, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(frame, 49, 49, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(frame, 50, 30, RGBA(0, 255, 0), tolerance: 0)
        expectPixel(frame, 30, 69, RGBA(0, 0, 255), tolerance: 0)
        expectPixel(frame, 69, 69, RGBA(255, 255, 255), tolerance: 0)
    }

    @Test("linear magnification blends the four pixels near the centre")
    func linearBlend() {
        let (window, _) = quadLayer()
        let frame = window.renderFrame(scale: 1)
        // Pixel (49, 49) samples image point (0.975, 0.975): 0.475 of the way from the first pixel
        // centre to the second on each axis. Red = red + white weights = 0.525² + 0.475² = 0.501;
        // green and blue = 0.475 · 0.525 + 0.475² = 0.475. Cairo's bilinear weights have 7 bits.
        expectPixel(frame, 49, 49, RGBA(128, 121, 121), tolerance: 2)
        // Near the edge the image's own edge pixels extend outwards: pure red at the corner.
        expectPixel(frame, 30, 30, RGBA(255, 0, 0), tolerance: 0)
    }

    @Test("setting contentsRect on a standalone layer animates it implicitly, from the whole image")
    func implicitAnimation() {
        let (window, layer) = quadLayer(filter: .nearest)
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
        expectPixel(window.renderFrame(scale: 1), 35, 35, RGBA(255, 0, 0), tolerance: 0, "at the start: the whole image")
        window.advance(by: 0.25)
        expectPixel(window.renderFrame(scale: 1), 35, 35, RGBA(0, 255, 0), tolerance: 0, "after 0.25 s: the new rectangle")
    }

    @Test("contentsRect shows one pixel of the image, fitted to the whole layer")
    func subRectangle() {
        let (window, layer) = quadLayer(filter: .nearest)
        CATransaction.setDisableActions(true)
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
        let frame = window.renderFrame(scale: 1)
        for (x, y) in [(30, 30), (69, 30), (30, 69), (69, 69), (50, 50)] {
            expectPixel(frame, x, y, RGBA(0, 255, 0), tolerance: 0)
        }
    }

    @Test("outside the unit rectangle the edge pixels extend: the right half of (0.5, 0, 1, 1) repeats the right column")
    func extendsEdges() {
        let (window, layer) = quadLayer(filter: .nearest)
        CATransaction.setDisableActions(true)
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 1, height: 1)
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 35, 35, RGBA(0, 255, 0), tolerance: 0)
        expectPixel(frame, 65, 35, RGBA(0, 255, 0), tolerance: 0)
        expectPixel(frame, 65, 65, RGBA(255, 255, 255), tolerance: 0)
    }

    @Test("a sprite-sheet keyframe animation of contentsRect renders the frame at each time")
    func spriteAnimation() {
        let (window, layer) = quadLayer(filter: .nearest)
        let animation = CAKeyframeAnimation(keyPath: "contentsRect")
        animation.values = [
            CGRect(x: 0, y: 0, width: 0.5, height: 0.5), CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5),
            CGRect(x: 0, y: 0.5, width: 0.5, height: 0.5),
        ]
        animation.calculationMode = .discrete
        animation.duration = 0.3
        layer.add(animation, forKey: "sprite")
        window.advance(by: 0.05)
        expectPixel(window.renderFrame(scale: 1), 50, 50, RGBA(255, 0, 0), tolerance: 0)
        window.advance(to: 0.15)
        #expect(layer.presentation()?.contentsRect == CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5))
        expectPixel(window.renderFrame(scale: 1), 50, 50, RGBA(0, 255, 0), tolerance: 0)
        window.advance(to: 0.25)
        expectPixel(window.renderFrame(scale: 1), 50, 50, RGBA(0, 0, 255), tolerance: 0)
        window.advance(to: 0.5)
        let after = window.renderFrame(scale: 1)
        expectPixel(after, 35, 35, RGBA(255, 0, 0), tolerance: 0, "after the end: the whole image again")
        expectPixel(after, 65, 65, RGBA(255, 255, 255), tolerance: 0, "after the end: the whole image again")
    }

    @Test("minifying three columns (black, white, black) into one pixel: nearest picks white, linear averages")
    func minification() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let stripes = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3), format: format).image { ctx in
            UIColor.black.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 3))
        }.cgImage!
        func render(_ filter: CALayerContentsFilter) -> RGBA {
            let window = makeWhiteWindow(width: 3, height: 3)
            let layer = CALayer()
            CATransaction.setDisableActions(true)
            layer.frame = CGRect(x: 1, y: 1, width: 1, height: 1)
            layer.contents = stripes
            layer.minificationFilter = filter
            CATransaction.flush()
            window.layer.addSublayer(layer)
            return RGBA(window.renderFrame(scale: 1).pixel(x: 1, y: 1))
        }
        #expect(render(.nearest) == RGBA(255, 255, 255))
        // The average of the three columns is 85; Cairo's minifying filter weighs the centre column a
        // little more than a plain box would.
        let linear = render(.linear)
        #expect(linear.r == linear.g && linear.g == linear.b && abs(linear.r - 85) <= 20, "\(linear)")
        #expect(render(.trilinear) == linear)
    }
}
