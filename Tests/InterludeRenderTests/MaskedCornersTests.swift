import Testing
@testable import InterludeUIKit
import InterludeRender

/// `CALayer.maskedCorners` (Apple's CALayer.h: which of the four corners `cornerRadius` rounds,
/// all four by default; `kCALayerMinXMinYCorner = 1 << 0` … `kCALayerMaxXMaxYCorner = 1 << 3`).
/// Geometry: a 60 × 60 layer at (20, 20) with radius 20; the pixel at (21, 21) has its centre
/// 26.2 points from the top-left arc's centre (40, 40), so it is outside a rounded corner.
@MainActor
@Suite("Masked corners")
struct MaskedCornersTests {
    @Test("the corner bits are Core Animation's and the default is all four corners")
    func bitsAndDefault() {
        #expect(CACornerMask.layerMinXMinYCorner.rawValue == 1)
        #expect(CACornerMask.layerMaxXMinYCorner.rawValue == 2)
        #expect(CACornerMask.layerMinXMaxYCorner.rawValue == 4)
        #expect(CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
        #expect(CALayer().maskedCorners.rawValue == 15)
    }

    private func box(corners: CACornerMask) -> (UIWindow, UIView) {
        let window = makeWhiteWindow()
        let box = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        box.layer.cornerRadius = 20
        box.layer.maskedCorners = corners
        window.addSubview(box)
        return (window, box)
    }

    @Test("the background is rounded only at the masked corners (minimum y is the top)")
    func background() {
        let (window, box) = box(corners: [.layerMinXMinYCorner, .layerMaxXMaxYCorner])
        box.backgroundColor = .red
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 21, 21, RGBA(255, 255, 255), tolerance: 0, "top left: rounded")
        expectPixel(frame, 78, 78, RGBA(255, 255, 255), tolerance: 0, "bottom right: rounded")
        expectPixel(frame, 78, 21, RGBA(255, 0, 0), tolerance: 0, "top right: square")
        expectPixel(frame, 21, 78, RGBA(255, 0, 0), tolerance: 0, "bottom left: square")
        expectPixel(frame, 50, 50, RGBA(255, 0, 0), tolerance: 0)
    }

    @Test("the border follows the same corners")
    func border() {
        let (window, box) = box(corners: [.layerMaxXMinYCorner])
        box.layer.borderWidth = 4
        box.layer.borderColor = UIColor.blue.cgColor
        let frame = window.renderFrame(scale: 1)
        // A square corner's border fills the corner pixel; a rounded one leaves it white.
        expectPixel(frame, 20, 20, RGBA(0, 0, 255), tolerance: 0, "top left: square")
        expectPixel(frame, 20, 79, RGBA(0, 0, 255), tolerance: 0, "bottom left: square")
        expectPixel(frame, 79, 79, RGBA(0, 0, 255), tolerance: 0, "bottom right: square")
        expectPixel(frame, 79, 20, RGBA(255, 255, 255), tolerance: 0, "top right: rounded")
        expectPixel(frame, 50, 21, RGBA(0, 0, 255), tolerance: 0, "top edge")
    }

    @Test("masksToBounds clips sublayers to the same corners")
    func clip() {
        let (window, box) = box(corners: [.layerMinXMaxYCorner])
        box.clipsToBounds = true
        let child = UIView(frame: CGRect(x: -20, y: -20, width: 100, height: 100))
        child.backgroundColor = .green
        box.addSubview(child)
        let frame = window.renderFrame(scale: 1)
        let green = RGBA(0, 255, 0)
        expectPixel(frame, 21, 78, RGBA(255, 255, 255), tolerance: 0, "bottom left: rounded")
        expectPixel(frame, 21, 21, green, tolerance: 0, "top left: square")
        expectPixel(frame, 78, 21, green, tolerance: 0, "top right: square")
        expectPixel(frame, 78, 78, green, tolerance: 0, "bottom right: square")
        expectPixel(frame, 10, 50, RGBA(255, 255, 255), tolerance: 0, "outside the bounds")
    }

    @Test("no masked corners draws a square layer whatever the radius")
    func noCorners() {
        let (window, box) = box(corners: [])
        box.backgroundColor = .red
        let frame = window.renderFrame(scale: 1)
        for (x, y) in [(20, 20), (79, 20), (20, 79), (79, 79)] { expectPixel(frame, x, y, RGBA(255, 0, 0), tolerance: 0) }
    }
}
