import Foundation
import Testing
@testable import InterludeGraphics
@testable import InterludeUIKit

/// Images in styled text: `NSTextAttachment` on the attachment character, drawn inline in its
/// bounds and taking room in the line.
@MainActor
@Suite("Text attachments")
struct TextAttachmentTests {
    private let font = UIFont.systemFont(ofSize: 20)

    /// A `side`-point red square at 1×.
    private func redSquare(_ side: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    /// "A" then `attachment`, in the 20-point font.
    private func text(_ attachment: NSTextAttachment) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "A", attributes: [.font: font])
        result.append(NSAttributedString(attachment: attachment))
        return result
    }

    /// The red pixels' bounding box of `text` drawn at (10, 10) on white, 200 × 100 at 1×.
    private func redBox(_ text: NSAttributedString) -> CGRect? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100), format: format).image { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 200, height: 100))
            text.draw(at: CGPoint(x: 10, y: 10))
        }.cgImage!
        image.surface.flush()
        var box: CGRect?
        for y in 0..<image.height {
            let row = UnsafeRawPointer(image.surface.data + y * image.surface.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<image.width {
                let p = row[x]
                let (r, g, b) = ((p >> 16) & 0xff, (p >> 8) & 0xff, p & 0xff)
                guard r > 200, g < 60, b < 60 else { continue }
                box = (box ?? CGRect(x: x, y: y, width: 1, height: 1)).union(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return box
    }

    // NSAttributedString(attachment:): a string of the attachment character with the attachment attribute.
    @Test("init(attachment:) makes one attachment character carrying the attachment")
    func attachmentString() {
        let attachment = NSTextAttachment(image: redSquare(10))
        let string = NSAttributedString(attachment: attachment)
        #expect(string.length == 1 && string.string.unicodeScalars.first?.value == 0xFFFC)
        #expect(NSTextAttachment.character == 0xFFFC)
        #expect(string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        #expect(NSAttributedString.Key.attachment.rawValue == "NSAttachment")
        // NSTextAttachment.bounds: "The default value is CGRectZero."
        #expect(attachment.bounds == .zero && NSTextAttachment().image == nil)
    }

    // NSTextAttachment.bounds: "The bounds rectangle origin is at the current glyph location on the text baseline."
    @Test("An attachment is drawn in its bounds from its place on the baseline, y up, and its width is its advance")
    func boundsOnBaseline() throws {
        let attachment = NSTextAttachment(image: redSquare(10))
        attachment.bounds = CGRect(x: 0, y: -5, width: 30, height: 30)
        let string = text(attachment)
        let letter = NSAttributedString(string: "A", attributes: [.font: font]).size().width
        #expect(abs(string.size().width - (letter + 30)) < 0.01)
        // The line's ascent is the font's or the attachment's height above the baseline, whichever is more.
        let ascent = -string.boundingRect(with: CGSize(width: 500, height: 500), options: [], context: nil).minY
        #expect(abs(ascent - max(font.ascender, 25)) < 0.5)
        let box = try #require(redBox(string))
        #expect(abs(box.minX - (10 + letter)) <= 1 && abs(box.width - 30) <= 1)
        #expect(abs(box.maxY - (10 + ascent + 5)) <= 1 && abs(box.height - 30) <= 1)
    }

    @Test("Zero bounds draw the image at its size standing on the baseline")
    func zeroBounds() throws {
        let string = text(NSTextAttachment(image: redSquare(12)))
        let ascent = -string.boundingRect(with: CGSize(width: 500, height: 500), options: [], context: nil).minY
        let box = try #require(redBox(string))
        #expect(abs(box.width - 12) <= 1 && abs(box.height - 12) <= 1)
        #expect(abs(box.maxY - (10 + ascent)) <= 1)
    }

    @Test("An attachment with image data in its contents draws that image")
    func contentsData() throws {
        let data = try #require(redSquare(8).pngData())
        let attachment = NSTextAttachment(data: data, ofType: "public.png")
        #expect(attachment.contents == data && attachment.fileType == "public.png" && attachment.image == nil)
        let box = try #require(redBox(text(attachment)))
        #expect(abs(box.width - 8) <= 1)
    }

    @Test("A label draws and measures its attachments")
    func label() {
        let attachment = NSTextAttachment(image: redSquare(10))
        attachment.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
        let label = UILabel()
        label.attributedText = text(attachment)
        let plain = UILabel()
        plain.attributedText = NSAttributedString(string: "A", attributes: [.font: font])
        #expect(label.intrinsicContentSize.width - plain.intrinsicContentSize.width >= 39)
    }
}
