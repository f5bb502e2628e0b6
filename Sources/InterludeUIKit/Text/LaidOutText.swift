import Foundation

/// A text input's text as its view draws it: the same Pango layout, where its origin is in the
/// view, and how the text's UTF-16 offsets map to the layout's bytes (bullets stand for the
/// graphemes of secure text). UITextInput's geometry is measured here, so a caret or selection
/// lands on the glyph edges drawn.
@MainActor
struct LaidOutText {
    /// The width of the caret bar, in points: UIKit's insertion point on iOS is 2 points wide
    /// (Apple documents no number; Interlude's value, as UIKit draws it).
    static let caretWidth: CGFloat = 2

    let layout: TextEngine.Layout
    /// The layout's top-left corner in the view.
    let origin: CGPoint
    /// For each UTF-16 offset of the text (its length included), the layout's byte there; an
    /// offset inside a character maps to the character's start.
    private let bytes: [Int]

    /// `text` laid out in `layout` at `origin`; with `masked`, the layout shows one bullet per
    /// grapheme of `text`.
    init(text: String, layout: TextEngine.Layout, origin: CGPoint, masked: Bool = false) {
        self.layout = layout
        self.origin = origin
        var bytes = [Int](repeating: 0, count: (text as NSString).length + 1)
        var offset = 0, byte = 0
        if masked {
            let bullet = "•".utf8.count
            for character in text {
                let length = character.utf16.count
                for i in 0..<length { bytes[offset + i] = byte }
                offset += length
                byte += bullet
            }
        } else {
            for scalar in text.unicodeScalars {
                for i in 0..<scalar.utf16.count { bytes[offset + i] = byte }
                offset += scalar.utf16.count
                byte += scalar.utf8.count
            }
        }
        bytes[offset] = byte
        self.bytes = bytes
    }

    /// The number of UTF-16 offsets (the text's length).
    var length: Int { bytes.count - 1 }

    /// The layout's byte at a UTF-16 offset (clamped to the text).
    func byte(at offset: Int) -> Int { bytes[min(max(0, offset), length)] }

    /// The first UTF-16 offset at or after the layout's `byte`.
    func offset(at byte: Int) -> Int {
        var low = 0, high = length
        while low < high {
            let middle = (low + high) / 2
            if bytes[middle] < byte { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The caret at `offset`: the 2-point bar whose left edge is the glyph edge there, as tall as
    /// its line, in the view's coordinates.
    func caretRect(at offset: Int) -> CGRect {
        let at = byte(at: offset)
        let line = layout.lineRects(forBytes: at..<at).first ?? CGRect(x: 0, y: 0, width: 0, height: layout.size.height)
        return CGRect(x: origin.x + line.minX, y: origin.y + line.minY, width: Self.caretWidth, height: line.height)
    }

    /// One rectangle per line the characters of `range` are on, in the view's coordinates.
    func lineRects(for range: NSRange) -> [CGRect] {
        layout.lineRects(forBytes: byte(at: range.location)..<byte(at: NSMaxRange(range))).map {
            $0.offsetBy(dx: origin.x, dy: origin.y)
        }
    }

    /// The offset nearest `point` (in the view's coordinates).
    func closestOffset(to point: CGPoint) -> Int {
        offset(at: layout.closestByteIndex(to: CGPoint(x: point.x - origin.x, y: point.y - origin.y)))
    }

    /// The offset nearest `point` among those of `range`: on the line of the range nearest the
    /// point, then kept inside the range.
    func closestOffset(to point: CGPoint, within range: NSRange) -> Int {
        let lines = lineRects(for: range)
        let nearest = lines.min { distance(point.y, $0) < distance(point.y, $1) }
        let y = nearest.map { min(max(point.y, $0.minY), $0.maxY - 0.5) } ?? point.y
        return min(max(closestOffset(to: CGPoint(x: point.x, y: y)), range.location), NSMaxRange(range))
    }

    private func distance(_ y: CGFloat, _ rect: CGRect) -> CGFloat { y < rect.minY ? rect.minY - y : max(0, y - rect.maxY) }

    /// The UTF-16 offset of the first character drawn under `point`, nil where none is.
    func characterOffset(at point: CGPoint) -> Int? {
        layout.byteIndex(at: CGPoint(x: point.x - origin.x, y: point.y - origin.y)).map(offset(at:))
    }

    /// The UTF-16 ranges of the shown lines, top to bottom.
    var lineRanges: [NSRange] {
        layout.shownLineBytes.map {
            let start = offset(at: $0.lowerBound)
            return NSRange(location: start, length: offset(at: $0.upperBound) - start)
        }
    }

    /// The offset on the line `lines` below (above, when negative) the one of `offset`, nearest
    /// the caret's x there; nil past the first or last line.
    func offset(_ offset: Int, movedBy lines: Int) -> Int? {
        let caret = caretRect(at: offset)
        let rows = layout.lineRects(forBytes: 0..<byte(at: length)).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
        guard let row = rows.firstIndex(where: { caret.midY >= $0.minY && caret.midY < $0.maxY }) ?? rows.indices.last
        else { return lines == 0 ? offset : nil }
        let target = row + lines
        guard rows.indices.contains(target) else { return nil }
        return closestOffset(to: CGPoint(x: caret.minX, y: rows[target].midY))
    }
}
