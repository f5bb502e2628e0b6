import Foundation
import Testing
@testable import InterludeUIKit

// UITextInputStringTokenizer on text views and fields
// (https://developer.apple.com/documentation/uikit/uitextinputstringtokenizer, "a base
// implementation of the UITextInputTokenizer protocol"; .../uitextinputtokenizer/position(from:toboundary:indirection:):
// "the next boundary position of a text unit of the given granularity in the given direction, or
// nil if there is no such position"). Words, sentences and graphemes follow Unicode's
// segmentation rules (UAX #29); raw values are UIKit's (.../uikit/uitextgranularity,
// .../uikit/uitextlayoutdirection, .../uikit/uitextstoragedirection).
@MainActor
@Suite("UITextInputStringTokenizer")
struct TextInputTokenizerTests {
    //                         0         1         2
    //                         0123456789012345678901234 5
    static let text = "Hello, world. Bye now.\nNext"

    private func span(_ input: UITextView, _ range: UITextRange?) -> Range<Int>? {
        guard let range, let start = textOffset(input, range.start), let end = textOffset(input, range.end) else { return nil }
        return start..<end
    }

    @Test("Raw values and directions are UIKit's")
    func rawValues() {
        #expect(UITextGranularity.character.rawValue == 0 && UITextGranularity.document.rawValue == 5)
        #expect(UITextGranularity.line.rawValue == 4 && UITextGranularity.paragraph.rawValue == 3)
        #expect(UITextDirection.storage(.forward).rawValue == 0 && UITextDirection.storage(.backward).rawValue == 1)
        #expect(UITextDirection.layout(.right).rawValue == 2 && UITextDirection.layout(.down).rawValue == 5)
        #expect(NSWritingDirection.natural.rawValue == -1 && NSWritingDirection.rightToLeft.rawValue == 1)
    }

    @Test("Words: forward boundaries are word ends, backward ones word starts")
    func words() throws {
        let textView = UITextView()
        textView.text = Self.text
        let tokenizer = textView.tokenizer
        #expect(tokenizer.isPosition(try textPosition(textView, 5), atBoundary: .word, inDirection: .storage(.forward)))
        #expect(!tokenizer.isPosition(try textPosition(textView, 5), atBoundary: .word, inDirection: .storage(.backward)))
        #expect(tokenizer.isPosition(try textPosition(textView, 7), atBoundary: .word, inDirection: .storage(.backward)))
        #expect(!tokenizer.isPosition(try textPosition(textView, 2), atBoundary: .word, inDirection: .storage(.forward)))
        let from2 = tokenizer.position(from: try textPosition(textView, 2), toBoundary: .word, inDirection: .storage(.forward))
        #expect(textOffset(textView, from2) == 5)
        let from5 = tokenizer.position(from: try textPosition(textView, 5), toBoundary: .word, inDirection: .layout(.right))
        #expect(textOffset(textView, from5) == 12)
        let back = tokenizer.position(from: try textPosition(textView, 9), toBoundary: .word, inDirection: .storage(.backward))
        #expect(textOffset(textView, back) == 7)
        let left = tokenizer.position(from: try textPosition(textView, 7), toBoundary: .word, inDirection: .layout(.left))
        #expect(textOffset(textView, left) == 0)
        #expect(tokenizer.position(from: textView.endOfDocument, toBoundary: .word, inDirection: .storage(.forward)) == nil)
        // A position another text input made is in no unit.
        #expect(!tokenizer.isPosition(UITextPosition(), atBoundary: .document, inDirection: .storage(.backward)))
        let word = tokenizer.rangeEnclosingPosition(try textPosition(textView, 8), with: .word, inDirection: .storage(.forward))
        #expect(span(textView, word) == 7..<12)
        // At a word's end, backward encloses it, forward finds none (a space follows).
        #expect(
            span(
                textView,
                tokenizer.rangeEnclosingPosition(try textPosition(textView, 12), with: .word, inDirection: .storage(.backward)))
                == 7..<12)
        #expect(
            tokenizer.rangeEnclosingPosition(try textPosition(textView, 12), with: .word, inDirection: .storage(.forward)) == nil)
        #expect(!tokenizer.isPosition(try textPosition(textView, 6), withinTextUnit: .word, inDirection: .storage(.forward)))
        #expect(tokenizer.isPosition(try textPosition(textView, 7), withinTextUnit: .word, inDirection: .storage(.forward)))
        #expect(!tokenizer.isPosition(try textPosition(textView, 7), withinTextUnit: .word, inDirection: .storage(.backward)))
    }

    @Test("Sentences, paragraphs and the document")
    func largerUnits() throws {
        let textView = UITextView()
        textView.text = Self.text
        let tokenizer = textView.tokenizer
        let sentence = tokenizer.rangeEnclosingPosition(
            try textPosition(textView, 2), with: .sentence, inDirection: .storage(.forward))
        #expect(textView.text(in: try #require(sentence))?.hasPrefix("Hello, world.") == true)
        // The sentence ends after its full stop; the space before the next is in neither.
        #expect(span(textView, sentence) == 0..<13)
        let next = tokenizer.position(from: try textPosition(textView, 2), toBoundary: .sentence, inDirection: .storage(.forward))
        #expect(textOffset(textView, next) == 13)
        let paragraph = tokenizer.rangeEnclosingPosition(
            try textPosition(textView, 24), with: .paragraph, inDirection: .storage(.forward))
        #expect(span(textView, paragraph) == 23..<27)
        let first = tokenizer.rangeEnclosingPosition(
            try textPosition(textView, 3), with: .paragraph, inDirection: .storage(.forward))
        #expect(span(textView, first) == 0..<22)
        #expect(tokenizer.isPosition(try textPosition(textView, 22), atBoundary: .paragraph, inDirection: .storage(.forward)))
        let end = tokenizer.position(from: textView.beginningOfDocument, toBoundary: .document, inDirection: .storage(.forward))
        #expect(textOffset(textView, end) == 27)
        #expect(tokenizer.isPosition(textView.beginningOfDocument, atBoundary: .document, inDirection: .storage(.backward)))
        #expect(!tokenizer.isPosition(textView.beginningOfDocument, atBoundary: .document, inDirection: .storage(.forward)))
    }

    @Test("Characters are graphemes; lines are the lines laid out")
    func charactersAndLines() throws {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        textView.text = "a👍🏽b"
        var tokenizer = textView.tokenizer
        let after = tokenizer.position(
            from: try textPosition(textView, 1), toBoundary: .character, inDirection: .storage(.forward))
        #expect(textOffset(textView, after) == 5)
        #expect(!tokenizer.isPosition(try textPosition(textView, 3), atBoundary: .character, inDirection: .storage(.forward)))
        // A container just too narrow for "ab cd": "ab " on the first line, "cd" on the second.
        let font = UIFont.systemFont(ofSize: 20)
        let narrow = UITextView(
            frame: CGRect(x: 0, y: 0, width: "ab cd".size(withAttributes: [.font: font]).width - 1 + 10, height: 200))
        narrow.font = font
        narrow.text = "ab cd"
        tokenizer = narrow.tokenizer
        let line = tokenizer.rangeEnclosingPosition(try textPosition(narrow, 1), with: .line, inDirection: .storage(.forward))
        #expect(span(narrow, line) == 0..<3)
        #expect(tokenizer.isPosition(try textPosition(narrow, 3), atBoundary: .line, inDirection: .storage(.backward)))
        let paragraph = tokenizer.rangeEnclosingPosition(
            try textPosition(narrow, 1), with: .paragraph, inDirection: .storage(.forward))
        #expect(span(narrow, paragraph) == 0..<5)
    }

    @Test("A text field's tokenizer sees a search field's tokens as one place each")
    func searchFieldTokens() throws {
        let field = UISearchTextField(frame: CGRect(x: 0, y: 0, width: 300, height: 36))
        field.text = "ab cd"
        field.tokens = [UISearchToken(icon: nil, text: "T")]
        let tokenizer = field.tokenizer
        let start = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        let word = tokenizer.position(from: start, toBoundary: .word, inDirection: .storage(.forward))
        #expect(word.map { field.offset(from: field.beginningOfDocument, to: $0) } == 3)
        #expect(tokenizer.isPosition(field.beginningOfDocument, atBoundary: .character, inDirection: .storage(.backward)))
    }
}
