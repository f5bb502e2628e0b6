import Foundation
import Testing
@testable import InterludeGraphics
@testable import InterludeUIKit

/// Outlined (stroked) characters and character shadows: `NSAttributedString.Key.strokeWidth`,
/// `.strokeColor`, `.shadow` with `NSShadow`.
@MainActor
@Suite("Text outlines and shadows")
struct TextOutlineAndShadowTests {
    private let font = UIFont.systemFont(ofSize: 60)

    /// Draws `text` at (10, 10) on white, 200 × 120 points at 1×.
    private func render(_ text: NSAttributedString) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 200, height: 120), format: format).image { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 200, height: 120))
            text.draw(at: CGPoint(x: 10, y: 10))
        }.cgImage!
    }

    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        image.surface.flush()
        let p = UnsafeRawPointer(image.surface.data + y * image.surface.stride).assumingMemoryBound(to: UInt32.self)[x]
        return (Int(p >> 16 & 0xff), Int(p >> 8 & 0xff), Int(p & 0xff))
    }

    private func isBlack(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.r < 0x40 && p.g < 0x40 && p.b < 0x40 }
    private func isRed(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.r > 0xc0 && p.g < 0x40 && p.b < 0x40 }
    private func isWhite(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.r > 0xf0 && p.g > 0xf0 && p.b > 0xf0 }

    /// The rows holding a pixel that `test` accepts.
    private func rows(_ image: CGImage, _ test: ((r: Int, g: Int, b: Int)) -> Bool) -> [Int] {
        (0..<image.height).filter { y in (0..<image.width).contains { x in test(pixel(image, x, y)) } }
    }

    /// The columns of the left stem of a black "H" on the row through its middle.
    private func leftStem(_ image: CGImage, row: Int) -> ClosedRange<Int> {
        let first = (0..<image.width).first { isBlack(pixel(image, $0, row)) }!
        let last = (first..<image.width).first { !isBlack(pixel(image, $0 + 1, row)) }!
        return first...last
    }

    /// The rows of the text's own (black) ink when drawn without attributes.
    private func plainTextRows() -> [Int] { rows(render(text([:])), isBlack) }

    private func text(_ attributes: [NSAttributedString.Key: Any]) -> NSAttributedString {
        var all: [NSAttributedString.Key: Any] = [.font: font]
        all.merge(attributes) { $1 }
        return NSAttributedString(string: "H", attributes: all)
    }

    // Names as UIKit's NSAttributedString.h spells them.
    @Test("Attribute names are UIKit's")
    func rawValues() {
        #expect(NSAttributedString.Key.strokeWidth.rawValue == "NSStrokeWidth")
        #expect(NSAttributedString.Key.strokeColor.rawValue == "NSStrokeColor")
        #expect(NSAttributedString.Key.shadow.rawValue == "NSShadow")
    }

    // NSShadow init()'s page: zero offset, zero blur radius, the default color; NSShadow.h: the
    // default color is black with an alpha of 1/3.
    @Test("A new NSShadow: zero offset and blur, black at alpha 1/3; copies are equal and independent")
    func shadowDefaults() throws {
        let shadow = NSShadow()
        #expect(shadow.shadowOffset == .zero && shadow.shadowBlurRadius == 0)
        let color = try #require(shadow.shadowColor as? UIColor)
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, alpha: CGFloat = -1
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &alpha))
        #expect(r == 0 && g == 0 && b == 0 && abs(alpha - 1.0 / 3.0) < 1e-6)
        shadow.shadowOffset = CGSize(width: 2, height: 3)
        shadow.shadowColor = UIColor.red
        let copy = try #require(shadow.copy() as? NSShadow)
        #expect(copy.isEqual(shadow) && copy.shadowOffset == CGSize(width: 2, height: 3))
        copy.shadowBlurRadius = 4
        #expect(shadow.shadowBlurRadius == 0 && !copy.isEqual(shadow))
    }

    // NSShadow's page: positive offsets extend down and to the right.
    @Test("A shadow is the characters in its color, its offset away (positive down), under them")
    func shadowOffset() {
        let plain = render(text([:]))
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 30)
        shadow.shadowColor = UIColor.red
        let shadowed = render(text([.shadow: shadow]))
        let ink = rows(plain, isBlack), red = rows(shadowed, isRed)
        #expect(!ink.isEmpty && rows(plain, isRed).isEmpty)
        // The shadow's rows are the text's, 30 points down (where the text does not cover them).
        #expect(red.last == ink.last.map { $0 + 30 })
        #expect(red.first.map { $0 > ink.first! } == true)
        // The text itself is drawn over its shadow, unchanged.
        #expect(rows(shadowed, isBlack) == ink)
        shadow.shadowOffset = CGSize(width: 0, height: -5)
        #expect(rows(render(text([.shadow: shadow])), isRed).first == ink.first.map { $0 - 5 })
    }

    @Test("A blurred shadow spreads beyond the sharp one; the default color is a light grey")
    func shadowBlurAndColor() {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 30)
        let sharp = render(text([.shadow: shadow]))
        // Black at alpha 1/3 over white: about 2/3 white.
        let grey = rows(sharp) { abs($0.r - 170) < 8 && $0.r == $0.g && $0.g == $0.b }
        #expect(!grey.isEmpty)
        shadow.shadowBlurRadius = 8
        let blurred = render(text([.shadow: shadow]))
        let marked = rows(blurred) { $0.r < 0xff }, sharpMarked = rows(sharp) { $0.r < 0xff }
        #expect(marked.last! > sharpMarked.last! + 2)
        // Spread out, the shadow is nowhere as dark as the sharp one below the text.
        let below = plainTextRows().last! + 1
        #expect(!rows(sharp) { $0.r < 175 }.filter { $0 >= below }.isEmpty)
        #expect(rows(blurred) { $0.r < 175 }.filter { $0 >= below }.isEmpty)
    }

    // strokeWidth's page: a percentage of the font's point size; positive strokes alone,
    // negative strokes and fills.
    @Test("A positive stroke width outlines the characters without filling them")
    func hollow() {
        let plain = render(text([:]))
        let row = rows(plain, isBlack).reduce(0, +) / rows(plain, isBlack).count
        let stem = leftStem(plain, row: row)
        let middle = (stem.lowerBound + stem.upperBound) / 2
        let outlined = render(text([.strokeWidth: 3, .strokeColor: UIColor.red]))
        #expect(isWhite(pixel(outlined, middle, row)))
        #expect((stem.lowerBound - 2...stem.lowerBound + 1).contains { isRed(pixel(outlined, $0, row)) })
        #expect(rows(outlined, isBlack).isEmpty)
        // Without a stroke color the outline is in the text's color.
        let own = render(text([.strokeWidth: NSNumber(value: 3), .foregroundColor: UIColor.red]))
        #expect(isWhite(pixel(own, middle, row)) && !rows(own, isRed).isEmpty)
    }

    @Test("A negative stroke width outlines and fills; its width is in percent of the point size")
    func filledAndWidth() {
        let plain = render(text([:]))
        let row = rows(plain, isBlack).reduce(0, +) / rows(plain, isBlack).count
        let stem = leftStem(plain, row: row)
        let middle = (stem.lowerBound + stem.upperBound) / 2
        let filled = render(text([.strokeWidth: -3, .strokeColor: UIColor.red]))
        #expect(isBlack(pixel(filled, middle, row)))
        #expect((stem.lowerBound - 2...stem.lowerBound + 1).contains { isRed(pixel(filled, $0, row)) })
        // 10 % of 60 points is a 6-point line, half of it outside the outline.
        let wide = render(text([.strokeWidth: -10, .strokeColor: UIColor.red]))
        let redColumns = (0..<wide.width).filter { isRed(pixel(wide, $0, row)) }
        #expect(redColumns.first.map { abs($0 - (stem.lowerBound - 3)) <= 1 } == true)
        #expect(rows(render(text([.strokeWidth: 0, .strokeColor: UIColor.red])), isRed).isEmpty)
    }

    // Apple's pages describe neither attribute as changing the text's measured size; Interlude
    // keeps it (the outline and shadow may draw outside it).
    @Test("Outlines and shadows do not change the measured size")
    func measuring() {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 5, height: 5)
        shadow.shadowBlurRadius = 4
        let plain = text([:]).size()
        #expect(text([.strokeWidth: 5]).size() == plain)
        #expect(text([.strokeWidth: -5, .shadow: shadow]).size() == plain)
        let bounds = text([.shadow: shadow]).boundingRect(
            with: CGSize(width: 300, height: 300), options: .usesLineFragmentOrigin, context: nil)
        #expect(bounds.size == plain)
    }

    // NSShadow conforms to NSSecureCoding (NSShadow.h): an archived shadow comes back equal.
    @Test("A shadow archives securely and unarchives equal; without a color set it keeps the default")
    func secureCoding() throws {
        #expect(NSShadow.supportsSecureCoding)
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 2, height: -3)
        shadow.shadowBlurRadius = 4.5
        shadow.shadowColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.75)
        let data = try NSKeyedArchiver.archivedData(withRootObject: shadow, requiringSecureCoding: true)
        let decoded = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: NSShadow.self, from: data))
        #expect(decoded == shadow)
        #expect(decoded.shadowOffset == CGSize(width: 2, height: -3) && decoded.shadowBlurRadius == 4.5)
        let plain = try NSKeyedArchiver.archivedData(withRootObject: NSShadow(), requiringSecureCoding: true)
        let plainDecoded = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: NSShadow.self, from: plain))
        #expect(plainDecoded == NSShadow() && (plainDecoded.shadowColor as? UIColor) == UIColor(white: 0, alpha: 1.0 / 3.0))
    }
}
