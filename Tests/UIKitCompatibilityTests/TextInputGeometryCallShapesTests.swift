import UIKit
import Testing

// How iOS code uses UITextInput's geometry and tokenizer: a text view subclass with a wider caret
// (a common override), a popover anchored at the selection's first rectangle, word lookup under a
// tap, and autocorrection through replace(_:withText:).
final class WideCaretTextView: UITextView {
    override func caretRect(for position: UITextPosition) -> CGRect {
        var rect = super.caretRect(for: position)
        rect.size.width = 3
        return rect
    }
}

@MainActor
func wordUnderPoint(in input: UIResponder & UITextInput, at point: CGPoint) -> String? {
    guard let position = input.closestPosition(to: point),
        let range = input.tokenizer.rangeEnclosingPosition(position, with: .word, inDirection: .storage(.forward))
            ?? input.tokenizer.rangeEnclosingPosition(
                position, with: .word, inDirection: UITextDirection(rawValue: UITextStorageDirection.backward.rawValue))
    else { return nil }
    return input.text(in: range)
}

@MainActor
func selectionAnchor(in textView: UITextView) -> CGRect {
    guard let range = textView.selectedTextRange else { return .null }
    if range.isEmpty { return textView.caretRect(for: range.start) }
    let rects = textView.selectionRects(for: range).filter { !$0.rect.isEmpty }
    let start = rects.first(where: { $0.containsStart })?.rect ?? textView.firstRect(for: range)
    return textView.convert(start, to: nil)
}

@MainActor
@Suite("UITextInput geometry call shapes")
struct TextInputGeometryCallShapesTests {
    @Test("A caret override, a selection anchor, a word under a point and a replacement")
    func callShapes() throws {
        let textView = WideCaretTextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.text = "Teh quick fox"
        #expect(textView.caretRect(for: textView.beginningOfDocument).width == 3)
        let start = textView.beginningOfDocument
        let end = try #require(textView.position(from: start, offset: 3))
        textView.selectedTextRange = textView.textRange(from: start, to: end)
        #expect(selectionAnchor(in: textView).width > 0)
        let caret = textView.caretRect(for: start)
        #expect(wordUnderPoint(in: textView, at: CGPoint(x: caret.midX + 4, y: caret.midY)) == "Teh")
        if let typo = textView.tokenizer.rangeEnclosingPosition(start, with: .word, inDirection: .storage(.forward)) {
            textView.replace(typo, withText: "The")
        }
        #expect(textView.text == "The quick fox")
        let right: UITextPosition? = textView.position(from: start, in: .right, offset: 4)
        #expect(right.map { textView.offset(from: start, to: $0) } == 4)

        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "abc"
        let caretInField = field.caretRect(for: field.beginningOfDocument)
        let hit: UITextRange? = field.characterRange(at: CGPoint(x: caretInField.minX + 3, y: caretInField.midY))
        #expect(hit.flatMap { field.text(in: $0) } == "a")
        let whole = try #require(field.textRange(from: field.beginningOfDocument, to: field.endOfDocument))
        let rects: [UITextSelectionRect] = field.selectionRects(for: whole)
        #expect(rects.count == 1 && rects[0].containsStart && rects[0].containsEnd && !rects[0].isVertical)
        #expect(field.closestPosition(to: .zero, within: whole) != nil)
    }
}
