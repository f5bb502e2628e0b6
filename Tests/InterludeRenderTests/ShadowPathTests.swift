import Testing
@testable import InterludeUIKit
import InterludeRender

/// `CALayer.shadowPath` (Apple's documentation, "shadowPath": the path replaces the layer's
/// composited alpha as the shadow's shape, filled with the nonzero winding rule and the shadow
/// color, opacity and blur radius; nil, the default, uses the layer's own shape).
@MainActor
@Suite("Shadow paths")
struct ShadowPathTests {
    /// A 40 × 40 blue card at (30, 30) with a hard (radius 0), fully opaque shadow and no offset:
    /// its own shadow would hide exactly under it.
    private func card(background: UIColor? = .blue) -> (UIWindow, UIView) {
        let window = makeWhiteWindow()
        let card = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        card.backgroundColor = background
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = .zero
        window.addSubview(card)
        return (window, card)
    }

    @Test("the shadow takes the path's shape, in the layer's coordinates, instead of the layer's")
    func pathReplacesShape() {
        let (window, card) = card()
        // A strip below the card: layer y 40…50 is window y 70…80.
        card.layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 40, width: 40, height: 10), transform: nil)
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 50, 75, RGBA(0, 0, 0), tolerance: 0, "under the path")
        expectPixel(frame, 50, 81, RGBA(255, 255, 255), tolerance: 0, "past the path")
        expectPixel(frame, 50, 50, RGBA(0, 0, 255), tolerance: 0, "the card itself")
        expectPixel(frame, 75, 50, RGBA(255, 255, 255), tolerance: 0, "beside the card: no shadow of its own shape")
    }

    @Test("the path is filled with the nonzero rule: an ellipse leaves its bounding box's corners clear")
    func ellipse() {
        let (window, card) = card(background: nil)
        card.layer.shadowOffset = CGSize(width: 0, height: 0)
        card.layer.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 50, 50, RGBA(0, 0, 0), tolerance: 0, "centre")
        expectPixel(frame, 31, 31, RGBA(255, 255, 255), tolerance: 0, "corner of the box, outside the circle")
        expectPixel(frame, 31, 50, RGBA(0, 0, 0), tolerance: 0, "left edge of the circle")
    }

    @Test("a layer with neither content nor background casts the path's shadow, offset and blurred")
    func blurredOffsetShadow() {
        let (window, card) = card(background: nil)
        card.layer.shadowOffset = CGSize(width: 10, height: 0)
        card.layer.shadowOpacity = 0.5
        card.layer.shadowPath = CGPath(rect: card.bounds, transform: nil)
        let frame = window.renderFrame(scale: 1)
        // Black at 50 % over white, offset 10 points to the right: window x 40…80.
        expectPixel(frame, 60, 50, RGBA(128, 128, 128), "inside")
        expectPixel(frame, 35, 50, RGBA(255, 255, 255), tolerance: 0, "left of the offset shadow")
        expectPixel(frame, 79, 50, RGBA(128, 128, 128), "right edge")
        expectPixel(frame, 80, 50, RGBA(255, 255, 255), tolerance: 0, "past the right edge")
        card.layer.shadowRadius = 4
        let blurred = window.renderFrame(scale: 1)
        // Half strength at the edge (x = 80 is the edge; pixel 79's centre is half a point inside).
        let edge = Int(blurred.pixel(x: 80, y: 50).r)
        #expect(abs(edge - 198) <= 12, "edge pixel \(edge), expected about 255 − 127.5 × 0.45 ≈ 198")
        expectPixel(blurred, 60, 50, RGBA(128, 128, 128), "deep inside: unchanged by the blur")
    }

    @Test("setting a new path, or clearing it, redraws the shadow; the path is copied when set")
    func changesRedraw() {
        let (window, card) = card()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 40, width: 40, height: 10))
        card.layer.shadowPath = path
        path.addRect(CGRect(x: 40, y: 0, width: 10, height: 40))
        var frame = window.renderFrame(scale: 1)
        expectPixel(frame, 50, 75, RGBA(0, 0, 0), tolerance: 0)
        expectPixel(frame, 75, 50, RGBA(255, 255, 255), tolerance: 0, "a later change to the mutable path is not seen")
        card.layer.shadowPath = path
        frame = window.renderFrame(scale: 1)
        expectPixel(frame, 75, 50, RGBA(0, 0, 0), tolerance: 0, "set again: the new shape")
        card.layer.shadowPath = nil
        frame = window.renderFrame(scale: 1)
        expectPixel(frame, 50, 75, RGBA(255, 255, 255), tolerance: 0, "no path: the card's own shape, hidden under it")
        expectPixel(frame, 75, 50, RGBA(255, 255, 255), tolerance: 0)
    }
}
