import Foundation
import Testing
@testable import InterludeUIKit
import InterludeRender

/// Template images, tint-colored copies and resizable images, in rendered frames.
@MainActor
@Suite("Image rendering modes and resizable images")
struct ImageDrawingModesTests {
    /// A 10 × 10 point image at 1× scale: the left half opaque `left`, the right half transparent.
    static func halfImage(_ left: UIColor = .black) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { ctx in
            left.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }
    }

    /// A 4 × 4 point image at 1×: a red frame one point wide around a 2 × 2 middle whose top-left
    /// and bottom-right points are blue and the others white.
    static func framedChecker() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
            ctx.fill(CGRect(x: 2, y: 2, width: 1, height: 1))
        }
    }

    @Test("Rendering modes: automatic by default, withRenderingMode copies, template is what views tint")
    func renderingModes() {
        let image = Self.halfImage()
        #expect(image.renderingMode == .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.cgImage === image.cgImage)
        #expect(template.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2 && UIImage.ResizingMode.stretch.rawValue == 1)
    }

    @Test("An image view draws a template image in its tint, and again when the tint or the appearance changes")
    func templateInImageView() {
        let window = makeWhiteWindow(width: 10, height: 10)
        let view = UIImageView(image: Self.halfImage().withRenderingMode(.alwaysTemplate))
        window.addSubview(view)
        var frame = window.renderFrame(scale: 1)
        expectPixel(frame, 2, 5, RGBA(0, 122, 255), "the default tint, system blue")
        expectPixel(frame, 7, 5, RGBA(255, 255, 255), "transparent where the image is")
        view.tintColor = .systemRed
        frame = window.renderFrame(scale: 1)
        expectPixel(frame, 2, 5, RGBA(255, 59, 48))
        window.overrideUserInterfaceStyle = .dark
        frame = window.renderFrame(scale: 1)
        expectPixel(frame, 2, 5, RGBA(255, 69, 58), "system red's dark variant")
        // Original images keep their colors.
        view.image = Self.halfImage()
        expectPixel(window.renderFrame(scale: 1), 2, 5, RGBA(0, 0, 0))
    }

    @Test("withTintColor paints the image's opaque pixels and keeps the rendering mode")
    func withTintColor() {
        let tinted = Self.halfImage().withRenderingMode(.alwaysTemplate).withTintColor(.green)
        #expect(tinted.renderingMode == .alwaysTemplate)
        #expect(Self.halfImage().withTintColor(.green, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
        let window = makeWhiteWindow(width: 10, height: 10)
        let view = UIImageView(image: Self.halfImage().withTintColor(.green))
        window.addSubview(view)
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 2, 5, RGBA(0, 255, 0))
        expectPixel(frame, 7, 5, RGBA(255, 255, 255))
    }

    @Test("A stretching resizable image keeps its caps and stretches the middle in an image view")
    func stretchInImageView() {
        // 12 × 12 at 1×: a red frame 4 points wide around a blue 4 × 4 middle.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let framed = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12), format: format).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 4, y: 4, width: 4, height: 4))
        }
        let caps = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        let image = framed.resizableImage(withCapInsets: caps, resizingMode: .stretch)
        #expect(image.capInsets == caps && image.resizingMode == .stretch)
        let window = makeWhiteWindow(width: 40, height: 40)
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.image = image
        window.addSubview(view)
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 2, 20, RGBA(255, 0, 0), "the left cap stays four points wide")
        expectPixel(frame, 38, 38, RGBA(255, 0, 0), "the bottom-right corner")
        // Stretched whole, these would be red (they lie in the image's frame at a 10/3 scale).
        expectPixel(frame, 10, 20, RGBA(0, 0, 255), "the middle fills from the cap on")
        expectPixel(frame, 30, 10, RGBA(0, 0, 255))
    }

    @Test("A tiling resizable image repeats its middle at its size, in an image view and in draw(in:)")
    func tiling() {
        let image = Self.framedChecker().resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        #expect(image.resizingMode == .tile, "the one-argument form tiles")
        let window = makeWhiteWindow(width: 20, height: 20)
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.image = image
        window.addSubview(view)
        var frame = window.renderFrame(scale: 1)
        for (x, y, color) in [
            (1, 1, RGBA(0, 0, 255)), (2, 1, RGBA(255, 255, 255)), (3, 1, RGBA(0, 0, 255)), (4, 2, RGBA(0, 0, 255)),
            (0, 5, RGBA(255, 0, 0)),
        ] {
            expectPixel(frame, x, y, color, "image view")
        }
        // The view draws the tiles again at a new size.
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        frame = window.renderFrame(scale: 1)
        expectPixel(frame, 9, 5, RGBA(255, 0, 0), "the right cap at the new size")
        expectPixel(frame, 15, 5, RGBA(255, 255, 255), "nothing past the view")

        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let pixels = UIImageView(image: drawn)
        window.addSubview(pixels)
        frame = window.renderFrame(scale: 1)
        for (x, y, color) in [
            (1, 1, RGBA(0, 0, 255)), (2, 1, RGBA(255, 255, 255)), (5, 5, RGBA(0, 0, 255)), (19, 10, RGBA(255, 0, 0)),
        ] {
            expectPixel(frame, x, y, color, "draw(in:)")
        }
    }

    @Test("A system button draws its image in its tint color")
    func systemButtonImage() {
        let window = makeWhiteWindow(width: 60, height: 40)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        button.setImage(Self.halfImage(), for: .normal)
        window.addSubview(button)
        // The 10-point image is centred: (25, 15) to (35, 25); its left half is opaque.
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 27, 20, RGBA(0, 122, 255))
        expectPixel(frame, 33, 20, RGBA(255, 255, 255))
    }
}
