import Foundation
import Testing
@testable import InterludeUIKit

// UITextField's UITextInput positions and selection
// (https://developer.apple.com/documentation/uikit/uitextinput): positions count UTF-16 places from
// `beginningOfDocument`; `position(from:offset:)` is nil outside the text; typing replaces
// `selectedTextRange` (an empty range is the insertion point) and deleting backward removes the
// selection or the character before the caret; setting the selection tells the delegate's
// `textFieldDidChangeSelection(_:)` (.../uitextfielddelegate/textfielddidchangeselection(_:)).
@MainActor
private final class SelectionLog: NSObject, UITextFieldDelegate {
    var selectionChanges = 0
    var ranges: [NSRange] = []
    func textFieldDidChangeSelection(_ textField: UITextField) { selectionChanges += 1 }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        ranges.append(range)
        return true
    }
}

@MainActor
@Suite("Text field positions and selection")
struct TextFieldSelectionTests {
    @Test("the caret starts at the end; typing at a moved caret inserts there and asks with that range")
    func typingAtTheCaret() {
        let window = makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        window.addSubview(field)
        let log = SelectionLog()
        field.delegate = log
        field.text = "helo"
        field.becomeFirstResponder()
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 4)
        let third = field.position(from: field.beginningOfDocument, offset: 3)!
        field.selectedTextRange = field.textRange(from: third, to: third)
        #expect(log.selectionChanges == 1)
        field.insertText("l")
        #expect(field.text == "hello")
        #expect(log.ranges.last == NSRange(location: 3, length: 0))
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 4)
        // Select "ll" and delete it.
        let second = field.position(from: field.beginningOfDocument, offset: 2)!
        field.selectedTextRange = field.textRange(from: second, to: field.position(from: second, offset: 2)!)
        #expect(field.text(in: field.selectedTextRange!) == "ll")
        field.deleteBackward()
        #expect(field.text == "heo")
        #expect(log.ranges.last == NSRange(location: 2, length: 2))
        field.deleteBackward()
        #expect(field.text == "ho")
    }

    @Test("deleting backward removes a whole grapheme before the caret")
    func graphemes() {
        let window = makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        window.addSubview(field)
        field.text = "a👍🏽b"
        field.becomeFirstResponder()
        let beforeB = field.position(from: field.endOfDocument, offset: -1)!
        field.selectedTextRange = field.textRange(from: beforeB, to: beforeB)
        field.deleteBackward()
        #expect(field.text == "ab")
    }

    @Test("positions outside the text are nil; ranges of another input change nothing")
    func bounds() {
        let field = UITextField(frame: .zero)
        let other = UITextField(frame: .zero)
        field.text = "abc"
        other.text = "abcdef"
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        #expect(field.position(from: field.beginningOfDocument, offset: -1) == nil)
        #expect(field.compare(field.beginningOfDocument, to: field.endOfDocument) == .orderedAscending)
        let outside = other.textRange(from: other.beginningOfDocument, to: other.endOfDocument)!
        field.selectedTextRange = outside
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 3)
        #expect(field.text(in: outside) == nil)
    }
}
