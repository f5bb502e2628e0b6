import Foundation
import InterludeTestSupport
import Testing
@testable import InterludeUIKit
import InterludeRender

@MainActor
@Suite("Text")
struct TextTests {
    @Test("a label paints glyph pixels inside its bounds and none outside")
    func glyphsStayInsideLabel() {
        let window = makeWhiteWindow(width: 200, height: 100)
        let label = UILabel(frame: CGRect(x: 20, y: 30, width: 160, height: 40))
        label.text = "Interlude glyphs"
        label.font = .systemFont(ofSize: 24, weight: .bold)
        label.textColor = .black
        window.addSubview(label)
        let frame = window.renderFrame(scale: 2)
        var inside = 0, outside = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame.pixel(x: x, y: y).r < 250 {
                let inLabel = x >= 40 && x < 360 && y >= 60 && y < 140
                if inLabel { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 1_000, "only \(inside) glyph pixels inside the label")
        #expect(outside == 0, "\(outside) glyph pixels outside the label's bounds")
    }

    @Test("label size is the text's Pango extent rounded up, and line breaks do not depend on the scale")
    func sizeAndWrapping() {
        let label = UILabel(frame: .zero)
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello"
        label.font = .systemFont(ofSize: 17)
        let size = label.intrinsicContentSize
        #expect(size.width == size.width.rounded() && size.height == size.height.rounded())
        #expect(size.width > 30 && size.width < 60, "width \(size.width)")
        // Inter's line height is 1.21 em: 20.57 points at 17 pt, rounded up to 21.
        #expect(size.height == 21, "height \(size.height)")
        expectClose(Double(UIFont.systemFont(ofSize: 17).lineHeight), 20.57, tolerance: 0.05)

        label.numberOfLines = 0
        label.text = "one two three four five six seven eight nine ten"
        let wrapped = label.sizeThatFits(CGSize(width: 100, height: 0))
        #expect(wrapped.width <= 100 && wrapped.height >= 4 * 20, "wrapped size \(wrapped)")
        label.numberOfLines = 2
        let twoLines = label.sizeThatFits(CGSize(width: 100, height: 0))
        #expect(twoLines.height == 42, "two lines \(twoLines)")
    }

    @Test("UIFont resolves installed families and iOS names, and rejects unknown ones")
    func fontNames() {
        #expect(UIFont(name: "Helvetica-Bold", size: 12)?.familyName == "Inter")
        #expect(UIFont(name: "HelveticaNeue-Bold", size: 12)?.weight == .bold)
        #expect(UIFont(name: "Menlo", size: 12)?.familyName == "DejaVu Sans Mono")
        #expect(UIFont(name: "Inter-MediumItalic", size: 12).map { $0.isItalic && $0.weight == .medium } == true)
        #expect(UIFont(name: "NoSuchFamily", size: 12) == nil)
        #expect(UIFont.boldSystemFont(ofSize: 20).fontName == "Inter-Bold")
    }
}

@MainActor
@Suite("Images")
struct ImageTests {
    /// An 8 × 8 pure red JPEG (ffmpeg, quality 2).
    static let redJPEG = Data(
        base64Encoded:
            "/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgEBAQEBAUFBQUFBQYGBgYGBgYGBgYGBgYHBwcICAgHBwcGBgcHCAgICAkJCQgICAgJCQoKCgwMCwsODg4RERT/xABMAAEBAAAAAAAAAAAAAAAAAAAABgEBAQAAAAAAAAAAAAAAAAAABgcQAQAAAAAAAAAAAAAAAAAAAAARAQAAAAAAAAAAAAAAAAAAAAD/wAARCAAIAAgDASIAAhEAAxEA/9oADAMBAAIRAxEAPwCLAFF/f//Z"
    )!

    @Test("UIGraphicsImageRenderer draws at its scale; PNG data reads back to the same pixels")
    func rendererAndPNGRoundTrip() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 6), format: format).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 6))
            UIColor.blue.withAlphaComponent(0.5).setFill()
            UIBezierPath(rect: CGRect(x: 5, y: 0, width: 5, height: 6)).fill()
        }
        #expect(image.size == CGSize(width: 10, height: 6) && image.scale == 2)
        #expect(image.cgImage?.width == 20 && image.cgImage?.height == 12)
        let png = try #require(image.pngData())
        let decoded = try #require(UIImage(data: png, scale: 2))
        #expect(decoded.size == image.size)
        let frame = try #require(RenderedFrame(pngData: png))
        expectPixel(frame, 2, 2, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(frame, 15, 2, RGBA(0, 0, 255, 128))
    }

    @Test("JPEG and PNG decode; other bytes give nil")
    func decoding() throws {
        let jpeg = try #require(UIImage(data: Self.redJPEG))
        #expect(jpeg.size == CGSize(width: 8, height: 8))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2])) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0])) == nil)

        let window = makeWhiteWindow(width: 40, height: 40)
        let imageView = UIImageView(image: jpeg)
        imageView.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        window.addSubview(imageView)
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 20, 20, RGBA(254, 0, 0), tolerance: 3)
    }

    @Test("an image file's @2x suffix sets its scale, as in UIKit")
    func scaleFromFileName() throws {
        let folder = try makeTemporaryFolder(prefix: "interlude-image")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("dot@2x.jpg").path
        try Self.redJPEG.write(to: URL(fileURLWithPath: path))
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == 2 && image.size == CGSize(width: 4, height: 4))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
    }

    @Test("contentMode places the image: aspect fit letterboxes, center keeps the point size")
    func contentModes() {
        let wide = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        let window = makeWhiteWindow(width: 40, height: 40)
        let view = UIImageView(image: wide)
        view.frame = window.bounds
        view.contentMode = .scaleAspectFit
        window.addSubview(view)
        var frame = window.renderFrame(scale: 1)
        // Fit: 40 × 20 centred, rows 10..<30.
        expectPixel(frame, 20, 5, RGBA(255, 255, 255), tolerance: 0)
        expectPixel(frame, 20, 15, RGBA(255, 0, 0), tolerance: 0)
        view.contentMode = .center
        frame = window.renderFrame(scale: 1)
        // Centre: 20 × 10 at (10, 15).
        expectPixel(frame, 5, 20, RGBA(255, 255, 255), tolerance: 0)
        expectPixel(frame, 12, 20, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(frame, 20, 12, RGBA(255, 255, 255), tolerance: 0)
    }

    @Test("a view's draw(_:) content is drawn, and redrawn after setNeedsDisplay")
    func customDrawing() {
        final class Dot: UIView {
            var color = UIColor.green
            override func draw(_ rect: CGRect) {
                color.setFill()
                UIBezierPath(ovalIn: bounds).fill()
            }
        }
        let window = makeWhiteWindow(width: 40, height: 40)
        let dot = Dot(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        dot.backgroundColor = .clear
        window.addSubview(dot)
        expectPixel(window.renderFrame(scale: 1), 20, 20, RGBA(0, 255, 0), tolerance: 0)
        expectPixel(window.renderFrame(scale: 1), 1, 1, RGBA(255, 255, 255), tolerance: 0)
        dot.color = .blue
        expectPixel(window.renderFrame(scale: 1), 20, 20, RGBA(0, 255, 0), tolerance: 0, "cached until setNeedsDisplay")
        dot.setNeedsDisplay()
        expectPixel(window.renderFrame(scale: 1), 20, 20, RGBA(0, 0, 255), tolerance: 0)
    }
}
