import Foundation
import Testing
@testable import InterludeRender
@testable import InterludeUIKit

// UITextInput's geometry on UITextView, measured against the layout the text is drawn with (widths
// of the same characters in the same font, and rendered pixels). caretRect(for:)
// (https://developer.apple.com/documentation/uikit/uitextinput/caretrect(for:)): "a rectangle to
// draw the caret at a specified insertion point". firstRect(for:) (.../uitextinput/firstrect(for:)):
// "The 'first' in the name refers the rectangle enclosing the first line when the range
// encompasses multiple lines of text". selectionRects(for:) (.../uitextinput/selectionrects(for:))
// gives UITextSelectionRect objects with containsStart and containsEnd
// (.../uikit/uitextselectionrect). closestPosition(to:) (.../uitextinput/closestposition(to:)):
// "the position in a document that is closest to a specified point". characterRange(at:)
// (.../uitextinput/characterrange(at:)): "the character or range of characters that is at a
// specified point". iOS draws its insertion point 2 points wide in the tint color.
@MainActor
private final class EditLog: NSObject, UITextViewDelegate {
    var entries: [String] = []
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        entries.append("shouldChange")
        return true
    }
    func textViewDidChange(_ textView: UITextView) { entries.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) {
        entries.append("didChangeSelection \(textView.selectedRange.location),\(textView.selectedRange.length)")
    }
}

@MainActor
@Suite("UITextView text input geometry", .serialized)
struct TextViewGeometryTests {
    static let font = UIFont.systemFont(ofSize: 20)
    /// The text's left edge: the default inset (0) plus the container's 5-point padding.
    static let left: CGFloat = 5
    /// The text's top: the default 8-point inset.
    static let top: CGFloat = 8

    /// The width of `string` in the test font, as Pango measures it.
    private func width(_ string: String) -> CGFloat { string.size(withAttributes: [.font: Self.font]).width }

    private func makeTextView(_ text: String, width: CGFloat = 300) -> (UIWindow, UITextView) {
        let window = makeWindow()
        window.backgroundColor = .white
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: width, height: 200))
        textView.font = Self.font
        textView.textColor = .red
        textView.tintColor = .blue
        textView.text = text
        window.addSubview(textView)
        window.layoutIfNeeded()
        return (window, textView)
    }

    private func range(_ input: UITextView, _ start: Int, _ end: Int) throws -> UITextRange {
        try #require(input.textRange(from: try textPosition(input, start), to: try textPosition(input, end)))
    }

    @Test("The caret is a 2-point bar at the glyph edge, as tall as the line")
    func caretRect() throws {
        let (window, textView) = makeTextView("MMMM\nMM")
        defer { withExtendedLifetime(window) {} }
        let first = textView.caretRect(for: try textPosition(textView, 2))
        #expect(abs(first.minX - (Self.left + width("MM"))) < 0.01)
        #expect(first.minY == Self.top && first.width == 2 && first.height > 20)
        // After the line break: the second line, at its start.
        let second = textView.caretRect(for: try textPosition(textView, 5))
        #expect(second.minX == Self.left && second.minY == first.maxY && second.height == first.height)
        #expect(abs(textView.caretRect(for: textView.endOfDocument).minX - (Self.left + width("MM"))) < 0.01)
        // An empty text view: at the container's start.
        textView.text = ""
        let empty = textView.caretRect(for: textView.beginningOfDocument)
        #expect(empty.origin == CGPoint(x: Self.left, y: Self.top) && empty.height > 20)
        // A position another text input made means nothing here.
        #expect(textView.caretRect(for: UITextPosition()) == .zero)
    }

    @Test("Offsets are UTF-16: a caret after an emoji sits after its glyph")
    func utf16() throws {
        let (window, textView) = makeTextView("a👋b")
        defer { withExtendedLifetime(window) {} }
        let caret = textView.caretRect(for: try textPosition(textView, 3))
        #expect(abs(caret.minX - (Self.left + width("a👋"))) < 0.01)
        let middle = CGPoint(x: Self.left + width("a") + width("👋") / 2 - 1, y: caret.midY)
        #expect(textOffset(textView, textView.characterRange(at: middle)?.start) == 1)
        #expect(textOffset(textView, textView.characterRange(at: middle)?.end) == 3)
        let justAfter = CGPoint(x: Self.left + width("a👋") + 1, y: caret.midY)
        #expect(textOffset(textView, textView.closestPosition(to: justAfter)) == 3)
    }

    @Test("Selection rectangles: one per line, from glyph edge to glyph edge; the first holds the start, the last the end")
    func selectionRects() throws {
        let (window, textView) = makeTextView("MMMM\nMM")
        defer { withExtendedLifetime(window) {} }
        let rects = textView.selectionRects(for: try range(textView, 2, 6))
        try #require(rects.count == 2)
        #expect(abs(rects[0].rect.minX - (Self.left + width("MM"))) < 0.01)
        #expect(abs(rects[0].rect.maxX - (Self.left + width("MMMM"))) < 0.01)
        #expect(rects[0].rect.minY == Self.top && rects[1].rect.minY == rects[0].rect.maxY)
        #expect(rects[1].rect.minX == Self.left && abs(rects[1].rect.width - width("M")) < 0.01)
        #expect(rects.map(\.containsStart) == [true, false] && rects.map(\.containsEnd) == [false, true])
        #expect(rects.allSatisfy { !$0.isVertical })
        #expect(textView.firstRect(for: try range(textView, 2, 6)) == rects[0].rect)
        // One line: one rectangle holding both ends.
        let one = textView.selectionRects(for: try range(textView, 0, 1))
        #expect(one.count == 1 && one[0].containsStart && one[0].containsEnd)
    }

    @Test("The closest position is the nearer glyph edge on the line at the point's height")
    func closestPosition() throws {
        let (window, textView) = makeTextView("MMMM\nMM")
        defer { withExtendedLifetime(window) {} }
        let line1 = textView.caretRect(for: textView.beginningOfDocument).midY
        let line2 = textView.caretRect(for: textView.endOfDocument).midY
        #expect(textOffset(textView, textView.closestPosition(to: CGPoint(x: Self.left + width("MM") + 1, y: line1))) == 2)
        #expect(textOffset(textView, textView.closestPosition(to: CGPoint(x: Self.left + width("MM") - 1, y: line1))) == 2)
        #expect(textOffset(textView, textView.closestPosition(to: CGPoint(x: Self.left + width("M") + 2, y: line1))) == 1)
        // Past the line's end: its end, before the line break.
        #expect(textOffset(textView, textView.closestPosition(to: CGPoint(x: 280, y: line1))) == 4)
        #expect(textOffset(textView, textView.closestPosition(to: CGPoint(x: Self.left + width("M") + 1, y: line2))) == 6)
        // Above the text: the first line; below it: the last.
        #expect(textOffset(textView, textView.closestPosition(to: CGPoint(x: Self.left + width("MMM") + 1, y: -40))) == 3)
        #expect(textOffset(textView, textView.closestPosition(to: CGPoint(x: 280, y: 190))) == 7)
        // Within a range: on the range's nearest line, kept inside it.
        let within = textView.closestPosition(
            to: CGPoint(x: Self.left + width("M") + 1, y: line2), within: try range(textView, 0, 3))
        #expect(textOffset(textView, within) == 1)
        let clamped = textView.closestPosition(to: CGPoint(x: 280, y: line1), within: try range(textView, 0, 3))
        #expect(textOffset(textView, clamped) == 3)
    }

    @Test("The character range at a point is the character drawn there; nil beside the text")
    func characterRange() throws {
        let (window, textView) = makeTextView("MMMM\nMM")
        defer { withExtendedLifetime(window) {} }
        let line1 = textView.caretRect(for: textView.beginningOfDocument).midY
        let hit = textView.characterRange(at: CGPoint(x: Self.left + width("MM") + 3, y: line1))
        #expect(textOffset(textView, hit?.start) == 2 && textOffset(textView, hit?.end) == 3)
        #expect(textView.characterRange(at: CGPoint(x: Self.left + width("MMMM") + 20, y: line1)) == nil)
    }

    @Test("Positions by layout direction: characters right and left, lines down and up at the caret's x")
    func positionInDirection() throws {
        let (window, textView) = makeTextView("MMMM\nMM")
        defer { withExtendedLifetime(window) {} }
        let one = try textPosition(textView, 1)
        #expect(textOffset(textView, textView.position(from: one, in: .right, offset: 2)) == 3)
        #expect(textOffset(textView, textView.position(from: one, in: .left, offset: 1)) == 0)
        #expect(textView.position(from: one, in: .left, offset: 2) == nil)
        #expect(textOffset(textView, textView.position(from: one, in: .down, offset: 1)) == 6)
        #expect(textOffset(textView, textView.position(from: try textPosition(textView, 6), in: .up, offset: 1)) == 1)
        #expect(textView.position(from: try textPosition(textView, 6), in: .down, offset: 1) == nil)
        #expect(textView.position(from: one, in: .up, offset: 1) == nil)
    }

    @Test("replace(_:withText:) replaces without asking the delegate, then tells it as typing does")
    func replace() throws {
        let (window, textView) = makeTextView("Hello world")
        defer { withExtendedLifetime(window) {} }
        let log = EditLog()
        textView.delegate = log
        textView.replace(try range(textView, 6, 11), withText: "there!")
        #expect(textView.text == "Hello there!" && textView.selectedRange == NSRange(location: 12, length: 0))
        #expect(log.entries == ["didChangeSelection 12,0", "didChange"])
        textView.replace(IndexedTextRange(NSRange(location: 20, length: 1)), withText: "x")
        #expect(textView.text == "Hello there!" && log.entries.count == 2)
    }

    @Test("Drawn while editing: the caret in the tint color at its rectangle, the selection in the tint color at 20%")
    func drawing() throws {
        let (window, textView) = makeTextView("MMMM")
        textView.selectedRange = NSRange(location: 2, length: 0)
        func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b > 200 && p.r < 60 && p.g < 60 }
        func isHighlight(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
            p.b > 240 && (190...215).contains(p.r) && (190...215).contains(p.g)
        }
        let caret = textView.caretRect(for: try textPosition(textView, 2))
        let row = 100 + Int(caret.minY) + 2
        var frame = window.renderFrame(scale: 1)
        // Not editing: no caret.
        #expect((0..<300).allSatisfy { !isBlue(frame.pixel(x: $0, y: row)) })
        #expect(textView.becomeFirstResponder())
        frame = window.renderFrame(scale: 1)
        let blue = (0..<300).filter { isBlue(frame.pixel(x: $0, y: row)) }
        #expect(!blue.isEmpty && blue.allSatisfy { CGFloat($0) >= caret.minX.rounded(.down) && CGFloat($0) < caret.maxX })
        // A selection: the highlight under it, no caret.
        textView.selectedRange = NSRange(location: 1, length: 2)
        frame = window.renderFrame(scale: 1)
        let highlighted = (0..<300).filter { isHighlight(frame.pixel(x: $0, y: row)) }
        let start = Self.left + width("M"), end = Self.left + width("MMM")
        // Columns wholly inside the rectangle are highlighted; a column it covers in part may be.
        let first = try #require(highlighted.first), last = try #require(highlighted.last)
        #expect(CGFloat(first) >= start.rounded(.down) && CGFloat(first) <= start.rounded(.up))
        #expect(CGFloat(last) >= end.rounded(.down) - 1 && CGFloat(last) <= end.rounded(.down))
        #expect(highlighted.count == last - first + 1)
        #expect((0..<300).allSatisfy { !isBlue(frame.pixel(x: $0, y: row)) })
        textView.resignFirstResponder()
        frame = window.renderFrame(scale: 1)
        #expect((0..<300).allSatisfy { !isHighlight(frame.pixel(x: $0, y: row)) })
    }

    @Test("A tap in a text view that is editing moves the caret to the closest position")
    func tapMovesCaret() throws {
        let (window, textView) = makeTextView("MMMM\nMM")
        let log = EditLog()
        textView.delegate = log
        let line1 = textView.caretRect(for: textView.beginningOfDocument).midY
        // The first tap begins editing; the caret stays where it was.
        window.tap(at: CGPoint(x: Self.left + width("M") + 1, y: 100 + line1))
        #expect(textView.isFirstResponder && textView.selectedRange == NSRange(location: 7, length: 0))
        window.tap(at: CGPoint(x: Self.left + width("M") + 1, y: 100 + line1))
        #expect(textView.selectedRange == NSRange(location: 1, length: 0))
        #expect(log.entries == ["didChangeSelection 1,0"])
    }
}
