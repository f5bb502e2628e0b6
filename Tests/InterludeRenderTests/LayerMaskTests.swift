import Testing
@testable import InterludeUIKit
import InterludeRender

/// Masks (https://developer.apple.com/documentation/quartzcore/calayer/mask and
/// .../uikit/uiview/mask): the mask's alpha decides how much of the layer — background, content
/// and sublayers — shows; opaque pixels let it through, transparent ones block it, and the
/// mask's colours do not matter. The mask is placed in the masked layer's bounds coordinates.
/// Geometry: a red 60 × 60 view at (20, 20) in a white 100 × 100 window.
@MainActor
@Suite("Layer and view masks")
struct LayerMaskTests {
    private func redBox() -> (UIWindow, UIView) {
        let window = makeWhiteWindow()
        let box = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        box.backgroundColor = .red
        window.addSubview(box)
        return (window, box)
    }

    @Test("a mask view shows the view only under its opaque pixels, placed in the view's coordinates")
    func viewMask() {
        let (window, box) = redBox()
        let mask = UIView(frame: CGRect(x: 30, y: 0, width: 30, height: 30))
        mask.backgroundColor = .blue
        box.mask = mask
        #expect(box.layer.mask === mask.layer)
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 65, 25, RGBA(255, 0, 0), tolerance: 0, "under the mask")
        expectPixel(frame, 25, 25, RGBA(255, 255, 255), tolerance: 0, "left of the mask")
        expectPixel(frame, 65, 65, RGBA(255, 255, 255), tolerance: 0, "below the mask")
        box.mask = nil
        #expect(box.layer.mask == nil)
        expectPixel(window.renderFrame(scale: 1), 25, 25, RGBA(255, 0, 0), tolerance: 0, "unmasked again")
    }

    @Test("a half-transparent mask lets half the layer through, sublayers included")
    func partialAlphaAndSublayers() {
        let (window, box) = redBox()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 60))
        child.backgroundColor = .blue
        box.addSubview(child)
        let mask = CALayer()
        mask.frame = box.bounds
        mask.backgroundColor = UIColor(white: 0, alpha: 0.5).cgColor
        box.layer.mask = mask
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 65, 50, RGBA(255, 128, 128), tolerance: 1, "red at half strength over white")
        expectPixel(frame, 25, 50, RGBA(128, 128, 255), tolerance: 1, "the sublayer is masked too")
    }

    @Test("a mask view's frame animates with the view's block animations")
    func animatedMask() {
        let (window, box) = redBox()
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 60))
        mask.backgroundColor = .black
        box.mask = mask
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { mask.frame.size.width = 60 }
        window.advance(to: 0.5)
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 40, 50, RGBA(255, 0, 0), tolerance: 0, "revealed half way")
        expectPixel(frame, 70, 50, RGBA(255, 255, 255), tolerance: 0, "not yet revealed")
    }
}
