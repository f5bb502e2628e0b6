import Foundation
import Testing
@testable import InterludeGraphics
@testable import InterludeUIKit

/// Slanted glyphs: `NSAttributedString.Key.obliqueness`. Apple's page
/// (https://developer.apple.com/documentation/foundation/nsattributedstring/key/obliqueness): "a
/// floating point value indicating skew to be applied to glyphs. The default value is 0,
/// indicating no skew." The skew is about the baseline: a point of a glyph `h` above it moves
/// `obliqueness × h` to the right; the advances stay.
@MainActor
@Suite("Text obliqueness")
struct TextObliquenessTests {
    private let font = UIFont.systemFont(ofSize: 60)

    /// Draws "H" with `attributes` at (10, 10) on white, 200 × 120 points at 1×.
    private func render(_ attributes: [NSAttributedString.Key: Any]) -> CGImage {
        var all: [NSAttributedString.Key: Any] = [.font: font]
        all.merge(attributes) { $1 }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 200, height: 120), format: format).image { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 200, height: 120))
            NSAttributedString(string: "H", attributes: all).draw(at: CGPoint(x: 10, y: 10))
        }.cgImage!
    }

    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        image.surface.flush()
        let p = UnsafeRawPointer(image.surface.data + y * image.surface.stride).assumingMemoryBound(to: UInt32.self)[x]
        return (Int(p >> 16 & 0xff), Int(p >> 8 & 0xff), Int(p & 0xff))
    }

    /// Whether the pixel is ink (darker than mid-gray on any channel pair, so red counts too).
    private func isInk(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.g < 0x80 && p.b < 0x80 }

    /// Where the ink of a row starts, with subpixel precision from the coverage of the edge pixel.
    private func leftEdge(_ image: CGImage, row: Int) -> Double {
        let first = (0..<image.width).first { pixel(image, $0, row).g < 0xf8 }!
        // The edge pixel's coverage: how much of it is ink.
        let coverage = Double(255 - pixel(image, first, row).g) / 255
        return Double(first + 1) - coverage
    }

    /// The rows of the plain "H"'s ink: its top and its bottom (the baseline is just below).
    private func inkRows(_ image: CGImage) -> ClosedRange<Int> {
        let rows = (0..<image.height).filter { y in (0..<image.width).contains { isInk(pixel(image, $0, y)) } }
        return rows.first!...rows.last!
    }

    @Test("Attribute name is UIKit's")
    func rawValue() {
        #expect(NSAttributedString.Key.obliqueness.rawValue == "NSObliqueness")
    }

    @Test("A positive obliqueness leans the glyph right about its baseline by the value times the height")
    func leansRight() {
        let plain = render([:])
        let slanted = render([.obliqueness: 0.25])
        let rows = inkRows(plain)
        let baseline = Double(rows.upperBound + 1)
        for row in stride(from: rows.lowerBound + 2, through: rows.upperBound - 2, by: 6) {
            // The row's centre is (baseline − row − 0.5) points above the baseline.
            let expected = 0.25 * (baseline - Double(row) - 0.5)
            let shift = leftEdge(slanted, row: row) - leftEdge(plain, row: row)
            #expect(abs(shift - expected) < 0.75, "row \(row): shift \(shift), expected \(expected)")
        }
        // Near the top the glyph has moved by more than the stem is wide: Pango's upright glyph is
        // not drawn as well.
        let top = rows.lowerBound + 1
        let plainStart = Int(leftEdge(plain, row: top).rounded(.up))
        #expect((plainStart..<plainStart + 4).allSatisfy { pixel(slanted, $0, top).g > 0xf0 })
    }

    @Test("A negative obliqueness leans left; the advance does not change")
    func leansLeft() {
        let plain = render([:])
        let slanted = render([.obliqueness: -0.25])
        let rows = inkRows(plain)
        let baseline = Double(rows.upperBound + 1)
        let row = rows.lowerBound + 4
        let shift = leftEdge(slanted, row: row) - leftEdge(plain, row: row)
        #expect(abs(shift + 0.25 * (baseline - Double(row) - 0.5)) < 0.75)
        let size = NSAttributedString(string: "H", attributes: [.font: font, .obliqueness: 0.5]).size()
        #expect(size == NSAttributedString(string: "H", attributes: [.font: font]).size())
    }

    @Test("Slanted glyphs keep their color and their outline")
    func colorAndOutline() {
        let red = render([.obliqueness: 0.25, .foregroundColor: UIColor.red])
        let rows = inkRows(render([:]))
        let row = (rows.lowerBound + rows.upperBound) / 2
        let edge = Int(leftEdge(red, row: row).rounded(.up)) + 1
        let p = pixel(red, edge, row)
        #expect(p.r > 0xc0 && p.g < 0x40 && p.b < 0x40)
        // Hollow (a positive stroke width): the outline is slanted too, the inside stays white.
        let hollow = render([.obliqueness: 0.25, .strokeWidth: 6])
        let slantedPlain = render([.obliqueness: 0.25])
        // The outline (3.6 points wide, half outside) starts about 1.8 points left of the glyph.
        #expect(abs(leftEdge(hollow, row: row) - (leftEdge(slantedPlain, row: row) - 1.8)) < 1)
        // Across the stem: outline, then the white inside, then outline.
        let first = Int(leftEdge(hollow, row: row).rounded(.down))
        let inside = (first..<first + 15).first { pixel(hollow, $0, row).g > 0xf0 }
        #expect(inside != nil && (inside.map { $0 > first + 2 } ?? false))
        #expect(inside.map { x in (x..<x + 10).contains { isInk(pixel(hollow, $0, row)) } } ?? false)
    }
}
