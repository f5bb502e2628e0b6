import Foundation
import Testing
import InterludeUIKit
import InterludeRender

@MainActor
@Suite("A rendered frame as PNG")
struct RenderedFramePNGTests {
    @Test("a rendered frame read back from its PNG has the same pixels")
    func renderedRoundTrip() throws {
        let window = makeWhiteWindow(width: 40, height: 30)
        let card = UIView(frame: CGRect(x: 5.5, y: 4, width: 20, height: 12))
        card.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        card.layer.cornerRadius = 5
        window.addSubview(card)
        let frame = window.renderFrame(scale: 2)
        let decoded = try #require(RenderedFrame(pngData: frame.pngData()))
        #expect(decoded.width == 80 && decoded.height == 60)
        #expect(
            (0..<60).allSatisfy { y in
                (0..<80).allSatisfy { x in decoded.premultipliedWord(x: x, y: y) == frame.premultipliedWord(x: x, y: y) }
            })
    }

    @Test("translucent pixels are stored straight and read back premultiplied")
    func translucent() throws {
        // Red at alpha 128 (r 64 premultiplied) is stored as r = (64 · 255 + 64) / 128 = 128 and
        // read back as 128 · 128 / 255 = 64; a transparent pixel stays 0.
        let words: [UInt32] = [0x8040_0000, 0x0000_0000, 0xFF10_2030]
        let frame = RenderedFrame(
            width: 3, height: 1, bytesPerRow: 12, pixels: words.withUnsafeBytes { Array($0) }, scale: 1, time: 0)
        let decoded = try #require(RenderedFrame(pngData: frame.pngData()))
        #expect((0..<3).map { decoded.premultipliedWord(x: $0, y: 0) } == words)
        #expect(decoded.pixel(x: 0, y: 0) == (r: 128, g: 0, b: 0, a: 128))
    }
}
