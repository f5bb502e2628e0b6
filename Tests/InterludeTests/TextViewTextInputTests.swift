import Foundation
import Testing
@testable import InterludeUIKit

// UITextInput's positions and ranges on UITextView. position(from:offset:)
// (https://developer.apple.com/documentation/uikit/uitextinput/position(from:offset:)): "Return nil
// if the computed text position is less than 0 or greater than the length of the backing string."
// selectedTextRange (https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange):
// "If the text range has a length, it indicates the currently selected text. If it has zero length,
// it indicates the caret (insertion point)." UITextRange.isEmpty: whether the range is zero-length.
@MainActor
@Suite("UITextView text input positions")
struct TextViewTextInputTests {
    @Test("Beginning and end of the document; positions by offset, nil outside the text")
    func positions() throws {
        let textView = UITextView()
        textView.text = "Hello 👋"
        // UTF-16: the emoji is two units.
        #expect(textView.offset(from: textView.beginningOfDocument, to: textView.endOfDocument) == 8)
        let third = try #require(textView.position(from: textView.beginningOfDocument, offset: 3))
        #expect(textView.offset(from: textView.beginningOfDocument, to: third) == 3)
        #expect(textView.offset(from: third, to: textView.beginningOfDocument) == -3)
        #expect(textView.position(from: third, offset: -3) != nil)
        #expect(textView.position(from: third, offset: -4) == nil)
        #expect(textView.position(from: third, offset: 5) != nil)
        #expect(textView.position(from: third, offset: 6) == nil)
        #expect(textView.compare(third, to: textView.endOfDocument) == .orderedAscending)
        #expect(textView.compare(textView.endOfDocument, to: third) == .orderedDescending)
        #expect(textView.compare(third, to: try #require(textView.position(from: third, offset: 0))) == .orderedSame)
    }

    @Test("Ranges between positions, and their text")
    func ranges() throws {
        let textView = UITextView()
        textView.text = "Hello world"
        let start = try #require(textView.position(from: textView.beginningOfDocument, offset: 6))
        let range = try #require(textView.textRange(from: start, to: textView.endOfDocument))
        #expect(textView.text(in: range) == "world" && !range.isEmpty)
        // Either order gives the same range.
        let reversed = try #require(textView.textRange(from: textView.endOfDocument, to: start))
        #expect(textView.text(in: reversed) == "world")
        #expect(textView.offset(from: reversed.start, to: reversed.end) == 5)
        let empty = try #require(textView.textRange(from: start, to: start))
        #expect(empty.isEmpty && textView.text(in: empty) == "")
        // A range made before the text got shorter reaches outside it.
        textView.text = "Hi"
        #expect(textView.text(in: range) == nil)
    }

    @Test("The selected text range is selectedRange; setting it selects")
    func selectedTextRange() throws {
        let textView = UITextView()
        textView.text = "Hello"
        var selected = try #require(textView.selectedTextRange)
        #expect(selected.isEmpty && textView.offset(from: textView.beginningOfDocument, to: selected.start) == 5)
        let one = try #require(textView.position(from: textView.beginningOfDocument, offset: 1))
        let four = try #require(textView.position(from: textView.beginningOfDocument, offset: 4))
        textView.selectedTextRange = textView.textRange(from: one, to: four)
        #expect(textView.selectedRange == NSRange(location: 1, length: 3))
        selected = try #require(textView.selectedTextRange)
        #expect(textView.text(in: selected) == "ell")
        textView.selectedTextRange = nil
        #expect(textView.selectedRange == NSRange(location: 1, length: 3))
    }
}
