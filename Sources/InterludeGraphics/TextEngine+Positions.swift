import CPangoCairo
import Foundation

// Where positions between characters are drawn in a laid-out text, and which position a point is
// nearest: what a text input's caret, selection and hit testing are computed from, so they land
// on the glyph edges the same layout draws. Positions are UTF-8 byte offsets into the whole text;
// points are in points from the text's origin.
extension TextEngine.Layout {
    /// One rectangle per shown line that `bytes` touches, top to bottom: from the leading edge of
    /// the range's first character on that line to the trailing edge of its last, from the line's
    /// top to its bottom. For an empty range, the one zero-wide rectangle of the caret there (where
    /// a line wraps, the caret is at the start of the next). Empty when no shown line holds it.
    package func lineRects(forBytes bytes: Range<Int>) -> [CGRect] {
        var rects: [CGRect] = []
        forEachShownLine { shown in
            let line = shown.bytes
            let holds =
                bytes.isEmpty
                ? line.contains(bytes.lowerBound) || bytes.lowerBound == line.upperBound
                : bytes.lowerBound < line.upperBound && bytes.upperBound > line.lowerBound
            guard holds else { return bytes.lowerBound >= line.lowerBound || rects.isEmpty }
            // Edges of characters, so that right-to-left runs measure as well: the leading edge of
            // the range's first character (or, for a caret after a line's first character, the
            // trailing edge of the one before it) and the trailing edge of its last.
            let lower = max(bytes.lowerBound, line.lowerBound), upper = min(bytes.upperBound, line.upperBound)
            let x0 =
                bytes.isEmpty && lower > line.lowerBound
                ? x(of: characterStart(before: lower, in: shown), trailing: true, in: shown)
                : x(of: lower, trailing: false, in: shown)
            let x1 = upper > lower ? x(of: characterStart(before: upper, in: shown), trailing: true, in: shown) : x0
            let rect = CGRect(x: min(x0, x1), y: shown.top, width: abs(x1 - x0), height: shown.bottom - shown.top)
            // A later line that holds the caret (the next after a wrap) takes it.
            rects = bytes.isEmpty ? [rect] : rects + [rect]
            return true
        }
        return rects
    }

    /// The shown lines' characters (UTF-8 bytes of the whole text), top to bottom; a line's range
    /// stops before the paragraph separator that ends it.
    package var shownLineBytes: [Range<Int>] {
        var lines: [Range<Int>] = []
        forEachShownLine { shown in
            lines.append(shown.bytes)
            return true
        }
        return lines
    }

    /// The position (a byte offset between characters) nearest `point`: on the shown line whose
    /// top and bottom enclose it (the first line above the text, the last below it), the closer
    /// edge of the character under it (the line's first or last position beside it). On a line
    /// that wraps, the position after its last character is the next line's first, so a point
    /// past the end of a wrapped line gives the position before its last character (Pango's rule).
    package func closestByteIndex(to point: CGPoint) -> Int {
        var best: ShownLine?
        forEachShownLine { shown in
            if best == nil || point.y >= shown.top { best = shown }
            return point.y >= shown.bottom
        }
        guard let line = best else { return 0 }
        var index: Int32 = 0, trailing: Int32 = 0
        let x = ((point.x - line.left) * CGFloat(INTERLUDE_PANGO_SCALE)).rounded(.down)
        _ = pango_layout_line_x_to_index(line.line, Int32(clamping: Int(max(-1e9, min(1e9, x)))), &index, &trailing)
        var byte = line.layoutStart + Int(index)
        // `trailing` counts the characters (code points) of the grapheme whose far edge is nearer.
        if trailing > 0, let text = line.layoutText {
            for _ in 0..<trailing {
                byte += 1
                while byte < line.bytes.upperBound, UInt8(bitPattern: text[byte - line.layoutStart]) & 0xc0 == 0x80 {
                    byte += 1
                }
            }
        }
        return byte
    }

    /// The start of the character before `index` on `shown`'s line.
    private func characterStart(before index: Int, in shown: ShownLine) -> Int {
        let text = shown.layoutText
        var start = index - 1
        while start > shown.bytes.lowerBound, let text, UInt8(bitPattern: text[start - shown.layoutStart]) & 0xc0 == 0x80 {
            start -= 1
        }
        return start
    }

    /// Where the leading (or trailing) edge of the character at `index` is drawn on `shown`'s line.
    private func x(of index: Int, trailing: Bool, in shown: ShownLine) -> CGFloat {
        var position: Int32 = 0
        let clamped = min(max(index, shown.bytes.lowerBound), shown.bytes.upperBound) - shown.layoutStart
        pango_layout_line_index_to_x(shown.line, Int32(clamped), trailing ? 1 : 0, &position)
        return shown.left + CGFloat(position) / CGFloat(INTERLUDE_PANGO_SCALE)
    }
}
