import Foundation

/// UITextInput's geometry over a document of leading one-place items (a search field's tokens,
/// each drawn in a frame) followed by a text laid out as its view draws it: carets, selection
/// rectangles, hit testing and vertical movement, shared by text views and text fields. Positions
/// and ranges another text input made give `.zero`, nil or nothing.
@MainActor
struct TextInputGeometry {
    let document: IndexedTextDocument
    /// The characters, as the document counts them after the items.
    let string: String
    let text: LaidOutText
    /// The frames of the leading items, in the view.
    var items: [CGRect] = []

    private var leading: Int { items.count }

    /// The caret at `position`: before an item, against its left edge; in the text, the 2-point
    /// bar at the glyph edge, as tall as the line.
    func caretRect(for position: UITextPosition) -> CGRect {
        guard let offset = offset(of: position) else { return .zero }
        let textCaret = text.caretRect(at: max(0, offset - leading))
        guard offset < leading else { return textCaret }
        return CGRect(x: items[offset].minX, y: textCaret.minY, width: textCaret.width, height: textCaret.height)
    }

    /// One rectangle per line of `range` (the items it covers make one), the first holding its
    /// start and the last its end; an empty range gives the zero-wide rectangle of its caret line.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        let rects = lineRects(for: range)
        return rects.enumerated().map { index, rect in
            LineSelectionRect(rect: rect, containsStart: index == 0, containsEnd: index == rects.count - 1)
        }
    }

    /// The rectangle of `range`'s first line (`.zero` for a range another input made).
    func firstRect(for range: UITextRange) -> CGRect { lineRects(for: range).first ?? .zero }

    func lineRects(for range: UITextRange) -> [CGRect] {
        guard let range = document.offsets(of: range) else { return [] }
        var rects: [CGRect] = []
        if range.location < leading {
            let covered = items[range.location..<min(NSMaxRange(range), leading)]
            let caret = text.caretRect(at: 0)
            if let first = covered.first, let last = covered.last {
                rects.append(CGRect(x: first.minX, y: caret.minY, width: last.maxX - first.minX, height: caret.height))
            }
        }
        if NSMaxRange(range) >= leading, range.length == 0 || NSMaxRange(range) > leading {
            let start = max(range.location, leading) - leading
            rects += text.lineRects(for: NSRange(location: start, length: NSMaxRange(range) - leading - start))
        }
        return rects
    }

    /// The position nearest `point`: the nearer edge of an item under it or beside it, else the
    /// nearest in the text.
    func closestPosition(to point: CGPoint) -> UITextPosition? {
        IndexedTextPosition(closestOffset(to: point))
    }

    private func closestOffset(to point: CGPoint) -> Int {
        if let last = items.last, point.x < last.maxX {
            let edges = items.map(\.minX) + [text.caretRect(at: 0).minX]
            return edges.indices.min { abs(edges[$0] - point.x) < abs(edges[$1] - point.x) } ?? 0
        }
        return leading + text.closestOffset(to: point)
    }

    /// The position of `range` nearest `point`: on the nearest of the range's lines, then kept
    /// inside the range.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let range = document.offsets(of: range) else { return nil }
        let offset: Int
        if NSMaxRange(range) > leading {
            let start = max(range.location, leading) - leading
            offset =
                leading
                + text.closestOffset(to: point, within: NSRange(location: start, length: NSMaxRange(range) - leading - start))
        } else {
            offset = closestOffset(to: point)
        }
        return IndexedTextPosition(min(max(offset, range.location), NSMaxRange(range)))
    }

    /// The character (a whole grapheme) or item drawn under `point`; nil where there is none.
    func characterRange(at point: CGPoint) -> UITextRange? {
        if let item = items.firstIndex(where: { $0.contains(point) }) {
            return IndexedTextRange(NSRange(location: item, length: 1))
        }
        guard let offset = text.characterOffset(at: point), offset < (string as NSString).length else { return nil }
        let character = (string as NSString).rangeOfComposedCharacterSequence(at: offset)
        return IndexedTextRange(NSRange(location: leading + character.location, length: character.length))
    }

    /// The position `offset` places right (left when negative) of `position`, or `offset` lines
    /// down (up) at the caret's x; nil outside the document or past its first or last line.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        switch direction {
        case .right: return document.position(from: position, offset: offset)
        case .left: return document.position(from: position, offset: -offset)
        case .up, .down:
            guard let start = self.offset(of: position) else { return nil }
            let lines = direction == .down ? offset : -offset
            guard let moved = text.offset(max(0, start - leading), movedBy: lines) else { return nil }
            return IndexedTextPosition(lines == 0 ? start : leading + moved)
        }
    }

    /// The laid-out lines as document ranges (the first holds the items).
    var lineUnits: [NSRange] {
        var lines = text.lineRanges.map { NSRange(location: leading + $0.location, length: $0.length) }
        if leading > 0, let first = lines.first { lines[0] = NSRange(location: 0, length: NSMaxRange(first)) }
        return lines
    }

    private func offset(of position: UITextPosition) -> Int? {
        guard let offset = (position as? IndexedTextPosition)?.offset, offset >= 0, offset <= document.length else {
            return nil
        }
        return offset
    }
}

// Drawing the selection: the caret over the text, the highlight under it.
extension TextInputGeometry {
    /// How opaque the selection highlight is: the tint color at 20% (Interlude's value; Apple
    /// documents none).
    static let highlightAlpha: CGFloat = 0.2

    /// Fills the lines of a non-empty `selection` (document offsets) in `tint` at
    /// ``highlightAlpha``, in the current context.
    func drawSelectionHighlight(_ selection: NSRange, tint: UIColor) {
        guard selection.length > 0, let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(tint.withAlphaComponent(Self.highlightAlpha).cgColor)
        for rect in lineRects(for: IndexedTextRange(selection)) { context.fill(rect) }
    }

    /// Fills the caret of an empty `selection` in `tint`, in the current context. The caret is
    /// steady: Interlude draws no blink (a blink would need the window's clock to redraw the
    /// view twice a second for as long as it edits).
    func drawCaret(_ selection: NSRange, tint: UIColor) {
        guard selection.length == 0, let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(tint.cgColor)
        context.fill(caretRect(for: IndexedTextPosition(selection.location)))
    }
}
