import Foundation
import Testing
@testable import InterludeGraphics
@testable import InterludeUIKit

// UITextView's selection and typing attributes. selectedRange
// (https://developer.apple.com/documentation/uikit/uitextview/selectedrange): "The current selection
// range of the text view"; a zero length is an insertion point. textViewDidChangeSelection(_:)
// (https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidchangeselection(_:)):
// "Tells the delegate when the text selection changes" — unlike textViewDidChange, not limited to
// the user's changes. typingAttributes
// (https://developer.apple.com/documentation/uikit/uitextview/typingattributes): "the attribute keys
// (and corresponding values) to apply to newly typed text. When the text view's selection changes,
// the contents of the dictionary are cleared automatically." scrollRangeToVisible(_:)
// (https://developer.apple.com/documentation/uikit/uitextview/scrollrangetovisible(_:)): "Scrolls
// the text view until the text in the specified range is visible."
@MainActor
private final class SelectionLog: NSObject, UITextViewDelegate {
    var entries: [String] = []
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        entries.append("shouldChange \(range.location),\(range.length) \(text.debugDescription)")
        return true
    }
    func textViewDidChange(_ textView: UITextView) { entries.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) {
        entries.append("didChangeSelection \(textView.selectedRange.location),\(textView.selectedRange.length)")
    }
}

@MainActor
@Suite("UITextView selection", .serialized)
struct TextViewSelectionTests {
    private func makeTextView(height: CGFloat = 100) -> (UIWindow, UITextView, SelectionLog) {
        let window = makeWindow()
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: height))
        let log = SelectionLog()
        textView.delegate = log
        window.addSubview(textView)
        window.layoutIfNeeded()
        return (window, textView, log)
    }

    private func color(_ attributes: [NSAttributedString.Key: Any]) -> UIColor? {
        attributes[.foregroundColor] as? UIColor
    }

    @Test("The caret starts at 0 and goes to the end when text is set; ranges past the text are cut back")
    func selectedRange() {
        let (_, textView, log) = makeTextView()
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
        textView.text = "Hello"
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))
        textView.attributedText = NSAttributedString(string: "Hi")
        #expect(textView.selectedRange == NSRange(location: 2, length: 0))
        // Setting text or attributed text in code tells nobody.
        #expect(log.entries.isEmpty)
        textView.text = "Hello"
        textView.selectedRange = NSRange(location: 1, length: 3)
        #expect(textView.selectedRange == NSRange(location: 1, length: 3))
        textView.selectedRange = NSRange(location: 2, length: 100)
        #expect(textView.selectedRange == NSRange(location: 2, length: 3))
        textView.selectedRange = NSRange(location: 9, length: 1)
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))
        // The same range again is no change.
        textView.selectedRange = NSRange(location: 5, length: 0)
        #expect(log.entries == ["didChangeSelection 1,3", "didChangeSelection 2,3", "didChangeSelection 5,0"])
    }

    @Test("Typing replaces the selection and leaves the caret after the new text; delete takes the selection or a grapheme")
    func typingAtTheSelection() {
        let (window, textView, log) = makeTextView()
        defer { withExtendedLifetime(window) {} }
        textView.text = "Helo"
        textView.selectedRange = NSRange(location: 3, length: 0)
        #expect(textView.becomeFirstResponder())
        log.entries = []
        textView.insertText("l")
        #expect(textView.text == "Hello" && textView.selectedRange == NSRange(location: 4, length: 0))
        #expect(log.entries == ["shouldChange 3,0 \"l\"", "didChangeSelection 4,0", "didChange"])
        textView.selectedRange = NSRange(location: 0, length: 5)
        textView.insertText("Bye")
        #expect(textView.text == "Bye" && textView.selectedRange == NSRange(location: 3, length: 0))
        textView.selectedRange = NSRange(location: 1, length: 1)
        textView.deleteBackward()
        #expect(textView.text == "Be" && textView.selectedRange == NSRange(location: 1, length: 0))
        textView.deleteBackward()
        #expect(textView.text == "e" && textView.selectedRange == NSRange(location: 0, length: 0))
        log.entries = []
        textView.deleteBackward()
        #expect(textView.text == "e" && log.entries.isEmpty)
        // A whole grapheme (a letter and its combining accent, two UTF-16 units) goes at once.
        textView.text = "ae\u{301}b"
        textView.selectedRange = NSRange(location: 3, length: 0)
        textView.deleteBackward()
        #expect(textView.text == "ab" && textView.selectedRange == NSRange(location: 1, length: 0))
    }

    @Test("Typing attributes: those at the caret until set; new text takes them; a new selection clears them")
    func typingAttributes() {
        let (window, textView, _) = makeTextView()
        defer { withExtendedLifetime(window) {} }
        let font = UIFont.systemFont(ofSize: 14)
        let text = NSMutableAttributedString(string: "a", attributes: [.font: font, .foregroundColor: UIColor.red])
        // (Runs with different keys: Foundation on Linux halts comparing some attribute values.)
        text.append(NSAttributedString(string: "b", attributes: [.foregroundColor: UIColor.blue]))
        textView.attributedText = text
        // The caret at the end: the last character's.
        #expect(color(textView.typingAttributes) == .blue)
        textView.selectedRange = NSRange(location: 1, length: 0)
        #expect(color(textView.typingAttributes) == .red)
        // At the start: the first character's.
        textView.selectedRange = NSRange(location: 0, length: 0)
        #expect(color(textView.typingAttributes) == .red)
        textView.typingAttributes = [.font: font, .foregroundColor: UIColor.green]
        #expect(color(textView.typingAttributes) == .green)
        textView.selectedRange = NSRange(location: 2, length: 0)
        #expect(color(textView.typingAttributes) == .blue)
        textView.typingAttributes = [.font: font, .foregroundColor: UIColor.green]
        #expect(textView.becomeFirstResponder())
        textView.insertText("c")
        let typed = textView.attributedText!
        #expect(typed.string == "abc")
        #expect(typed.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor == .green)
        // The caret moved: the typing attributes are those before it again, the typed character's.
        #expect(color(textView.typingAttributes) == .green)
        // An empty text view types in its font and text color.
        let plain = UITextView()
        plain.textColor = .orange
        #expect(color(plain.typingAttributes) == .orange)
        #expect((plain.typingAttributes[.font] as? UIFont)?.pointSize == UITextView.defaultFontSize)
    }

    @Test("Typing attributes set on plain text style what is typed")
    func typingAttributesOnPlainText() {
        let (window, textView, _) = makeTextView()
        defer { withExtendedLifetime(window) {} }
        textView.text = "ab"
        textView.typingAttributes = [.foregroundColor: UIColor.red]
        #expect(textView.becomeFirstResponder())
        textView.insertText("c")
        #expect(textView.attributedText.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor == .red)
        #expect(textView.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .label)
    }

    @Test("scrollRangeToVisible scrolls the least distance that shows the range's lines")
    func scrollRangeToVisible() throws {
        let (_, textView, _) = makeTextView(height: 60)
        let font = UIFont.systemFont(ofSize: 17)
        textView.font = font
        let lines = (1...20).map { "Line \($0)" }
        let text = lines.joined(separator: "\n")
        textView.text = text
        textView.contentOffset = .zero
        // Line 12: its rect, as the text engine lays it out 190 points wide, under the 8-point inset.
        let start = (lines.prefix(11).joined(separator: "\n") + "\n").utf16.count
        let range = NSRange(location: start, length: lines[11].utf16.count)
        let layout = TextEngine.current.layout(
            text, font: font.face, width: 190, maxLines: 0, lineBreakMode: .byWordWrapping, alignment: .natural)
        // ASCII: UTF-16 offsets are UTF-8 offsets.
        let bytes = start..<start + range.length
        let rect = try #require(layout.rect(forBytes: bytes))
        #expect(abs(rect.height - font.lineHeight) < 1 && rect.minX == 0)
        textView.scrollRangeToVisible(range)
        // Below the bounds: scrolled until the line's bottom is the bounds' bottom.
        #expect(abs(textView.contentOffset.y - (8 + rect.maxY - 60)) < 0.001)
        // Above: until its top is the bounds' top.
        textView.contentOffset = CGPoint(x: 0, y: textView.contentSize.height - 60)
        textView.scrollRangeToVisible(range)
        #expect(abs(textView.contentOffset.y - (8 + rect.minY)) < 0.001)
        // Visible already: no scrolling.
        textView.scrollRangeToVisible(NSRange(location: start + 1, length: 2))
        #expect(abs(textView.contentOffset.y - (8 + rect.minY)) < 0.001)
        // Ranges past the end show the end.
        textView.scrollRangeToVisible(NSRange(location: 10_000, length: 5))
        #expect(textView.contentOffset.y >= textView.contentSize.height - 60 - 8 - 1)
    }

    @Test("The rectangles scrolled to span right-to-left text as well as left-to-right")
    func rectanglesOfBothDirections() throws {
        let font = UIFont.systemFont(ofSize: 20)
        for text in ["abc", "\u{05E9}\u{05DC}\u{05D5}\u{05DD}"] {
            let layout = TextEngine.current.layout(
                text, font: font.face, width: nil, maxLines: 0, lineBreakMode: .byWordWrapping, alignment: .left)
            let width = layout.size.width
            let whole = try #require(layout.rect(forBytes: 0..<text.utf8.count))
            #expect(abs(whole.minX) < 0.01 && abs(whole.width - width) < 0.01, "\(text)")
            // The caret at the end is at the end of the reading order: the right for "abc", the
            // left for Hebrew; at the start, the other side.
            let end = try #require(layout.rect(forBytes: text.utf8.count..<text.utf8.count))
            let start = try #require(layout.rect(forBytes: 0..<0))
            #expect(end.width == 0 && start.width == 0)
            let rightToLeft = text != "abc"
            #expect(abs(end.minX - (rightToLeft ? 0 : width)) < 0.01 && abs(start.minX - (rightToLeft ? width : 0)) < 0.01)
        }
    }

    @Test("Typing in the middle scrolls the caret into view")
    func typingScrollsToTheCaret() {
        let (window, textView, _) = makeTextView(height: 60)
        defer { withExtendedLifetime(window) {} }
        textView.font = .systemFont(ofSize: 17)
        textView.text = (1...20).map { "Line \($0)" }.joined(separator: "\n")
        textView.selectedRange = NSRange(location: 0, length: 0)
        textView.contentOffset = CGPoint(x: 0, y: textView.contentSize.height - 60)
        #expect(textView.becomeFirstResponder())
        textView.insertText("A")
        // The first line is in view again: the caret's line starts 8 points down.
        #expect(textView.contentOffset.y <= 8)
    }
}
