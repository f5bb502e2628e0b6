import Testing
@testable import InterludeUIKit
import InterludeRender

/// `CALayer.isDoubleSided`: defaults to true; when false, the layer is not drawn while it faces
/// away from the viewer (Apple's documentation), and its sublayers, drawn in its plane, go with it.
/// https://developer.apple.com/documentation/quartzcore/calayer/isdoublesided
@MainActor
@Suite("One-sided layers")
struct DoubleSidedTests {
    /// A red 40 × 40 layer at (30, 30) in a white window, with `transform` and a blue 10 × 10 sublayer
    /// in its top-left corner.
    private func card(_ transform: CATransform3D, doubleSided: Bool) -> RenderedFrame {
        let window = makeWhiteWindow()
        let layer = CALayer(), sublayer = CALayer()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        layer.backgroundColor = UIColor.red.cgColor
        layer.transform = transform
        layer.isDoubleSided = doubleSided
        sublayer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        sublayer.backgroundColor = UIColor.blue.cgColor
        layer.addSublayer(sublayer)
        CATransaction.flush()
        window.layer.addSublayer(layer)
        return window.renderFrame(scale: 1)
    }

    private let red = RGBA(255, 0, 0), blue = RGBA(0, 0, 255), white = RGBA(255, 255, 255)

    @Test("defaults to true; the key-value coding key is doubleSided")
    func defaults() {
        let layer = CALayer()
        #expect(layer.isDoubleSided)
        layer.setValue(false, forKey: "doubleSided")
        #expect(!layer.isDoubleSided && layer.value(forKey: "doubleSided") as? Bool == false)
    }

    @Test("turned half a turn about y, a double-sided layer shows its back: mirrored, sublayer on the right")
    func doubleSidedShowsBack() {
        let frame = card(CATransform3DMakeRotation(.pi, 0, 1, 0), doubleSided: true)
        expectPixel(frame, 65, 35, blue, tolerance: 0)
        expectPixel(frame, 35, 35, red, tolerance: 0)
    }

    @Test("turned half a turn about y or x, a one-sided layer and its sublayers are not drawn")
    func oneSidedHidesBack() {
        for axis in [(0.0, 1.0), (1.0, 0.0)] {
            let frame = card(CATransform3DMakeRotation(.pi, axis.0, axis.1, 0), doubleSided: false)
            for (x, y) in [(35, 35), (65, 35), (50, 50), (35, 65), (65, 65)] { expectPixel(frame, x, y, white, tolerance: 0) }
        }
    }

    @Test("a one-sided layer turned less than a quarter, or about z, still shows its front")
    func oneSidedFront() {
        let tilted = card(CATransform3DMakeRotation(.pi / 3, 0, 1, 0), doubleSided: false)
        expectPixel(tilted, 50, 50, red, tolerance: 0)
        let spun = card(CATransform3DMakeRotation(.pi, 0, 0, 1), doubleSided: false)
        expectPixel(spun, 65, 65, blue, tolerance: 0)
        expectPixel(spun, 35, 35, red, tolerance: 0)
    }

    @Test("in perspective the turn decides: 80° about y shows the front, 100° hides it")
    func perspective() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let front = card(CATransform3DRotate(perspective, 80 * .pi / 180, 0, 1, 0), doubleSided: false)
        expectPixel(front, 50, 50, red, tolerance: 0)
        let back = card(CATransform3DRotate(perspective, 100 * .pi / 180, 0, 1, 0), doubleSided: false)
        expectPixel(back, 50, 50, white, tolerance: 0)
        let shown = card(CATransform3DRotate(perspective, 100 * .pi / 180, 0, 1, 0), doubleSided: true)
        expectPixel(shown, 50, 50, red, tolerance: 0)
    }
}
