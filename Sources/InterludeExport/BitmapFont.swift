/// A 5×7 pixel font for the digits and the few signs frame labels need ("#12  0.200 s").
///
/// Labels on contact sheets are drawn with it rather than with Pango so that they are identical at
/// every scale and on every machine, cost nothing, and the exporter does not depend on the
/// renderer's text stack. Each glyph is 7 rows of 5 bits (most significant bit = leftmost pixel),
/// drawn on a 6-pixel advance; `scale` repeats every pixel `scale`×`scale` times.
package enum BitmapFont {
    static let glyphWidth = 5
    package static let glyphHeight = 7
    static let advance = 6

    private static let glyphs: [Character: [UInt8]] = [
        "0": [0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110],
        "1": [0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
        "2": [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111],
        "3": [0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110],
        "4": [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010],
        "5": [0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110],
        "6": [0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110],
        "7": [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000],
        "8": [0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110],
        "9": [0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100],
        ".": [0b00000, 0b00000, 0b00000, 0b00000, 0b00000, 0b01100, 0b01100],
        "#": [0b01010, 0b01010, 0b11111, 0b01010, 0b11111, 0b01010, 0b01010],
        "s": [0b00000, 0b00000, 0b01110, 0b10000, 0b01110, 0b00001, 0b11110],
        "-": [0b00000, 0b00000, 0b00000, 0b11111, 0b00000, 0b00000, 0b00000],
        ":": [0b00000, 0b01100, 0b01100, 0b00000, 0b01100, 0b01100, 0b00000],
        " ": [0, 0, 0, 0, 0, 0, 0],
    ]

    /// Width in pixels of `text` at `scale` (no trailing gap after the last glyph).
    package static func width(of text: String, scale: Int) -> Int {
        text.isEmpty ? 0 : (text.count * advance - (advance - glyphWidth)) * scale
    }

    /// Draws `text` with its top-left corner at (`x`, `y`) into an opaque ARGB32 buffer, clipped to it.
    /// Characters the font lacks are drawn as blanks.
    package static func draw(
        _ text: String, x: Int, y: Int, scale: Int, color: UInt32,
        into pixels: inout [UInt8], width: Int, height: Int, bytesPerRow: Int
    ) {
        pixels.withUnsafeMutableBytes { buffer in
            for (n, character) in text.enumerated() {
                guard let rows = glyphs[character] else { continue }
                let left = x + n * advance * scale
                for (row, bits) in rows.enumerated() {
                    for column in 0..<glyphWidth where bits & (1 << (glyphWidth - 1 - column)) != 0 {
                        for dy in 0..<scale {
                            let py = y + row * scale + dy
                            guard py >= 0, py < height else { continue }
                            for dx in 0..<scale {
                                let px = left + column * scale + dx
                                guard px >= 0, px < width else { continue }
                                buffer.storeBytes(of: color, toByteOffset: py * bytesPerRow + px * 4, as: UInt32.self)
                            }
                        }
                    }
                }
            }
        }
    }
}
