import Foundation
import Testing
@testable import InterludeUIKit

// UISearchTextField's tokens (https://developer.apple.com/documentation/uikit/uisearchtextfield,
// .../uisearchtoken): tokens come before the text and "act like a single character in standard
// text interactions such as deleting, selecting"; the field "does not support placing an insertion
// point before a token; attempting to do so will select the token instead"; `textualRange` is the
// field's range without its tokens; `allowsDeletingTokens` defaults to true, and when false the
// user cannot delete tokens (code still can).
@MainActor
@Suite("Search tokens")
struct SearchTokenTests {
    /// The window the fields are in, kept for the test's duration (a window nobody holds goes away).
    private let window = makeWindow()

    private func makeField(text: String = "", tokens: [String] = []) -> (UIWindow, UISearchTextField) {
        window.backgroundColor = .white
        let field = UISearchTextField(frame: CGRect(x: 10, y: 10, width: 300, height: 36))
        field.text = text
        field.tokens = tokens.map { UISearchToken(icon: nil, text: $0) }
        window.addSubview(field)
        return (window, field)
    }

    @Test("tokens are places before the text; textualRange, text(in:) and tokens(in:) see each part")
    func positions() {
        let (_, field) = makeField(text: "rose", tokens: ["Red", "Flowers"])
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 6)
        #expect(field.offset(from: field.beginningOfDocument, to: field.textualRange.start) == 2)
        #expect(field.text(in: field.textualRange) == "rose")
        let whole = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)!
        #expect(field.text(in: whole) == "rose")
        #expect(field.tokens(in: whole).map(\.text) == ["Red", "Flowers"])
        let second = field.positionOfToken(at: 1)
        #expect(field.offset(from: field.beginningOfDocument, to: second) == 1)
        let secondOnly = field.textRange(from: second, to: field.position(from: second, offset: 1)!)!
        #expect(field.tokens(in: secondOnly).map(\.text) == ["Flowers"])
    }

    @Test("insertToken, removeToken and replaceTextualPortion change the tokens in place")
    func editingTokens() {
        let (_, field) = makeField(text: "red rose", tokens: ["Flowers"])
        field.insertToken(UISearchToken(icon: nil, text: "Garden"), at: 0)
        #expect(field.tokens.map(\.text) == ["Garden", "Flowers"])
        // "red " becomes a token after the others.
        let start = field.textualRange.start
        let red = field.textRange(from: start, to: field.position(from: start, offset: 4)!)!
        let token = UISearchToken(icon: nil, text: "Red")
        token.representedObject = "color:red"
        field.replaceTextualPortion(of: red, with: token, at: 2)
        #expect(field.text == "rose")
        #expect(field.tokens.map(\.text) == ["Garden", "Flowers", "Red"])
        #expect(field.tokens[2].representedObject as? String == "color:red")
        field.removeToken(at: 1)
        #expect(field.tokens.map(\.text) == ["Garden", "Red"])
    }

    @Test("deleting backward removes a character, then each token as one character, unless deleting tokens is off")
    func deletingBackward() {
        let (_, field) = makeField(tokens: ["Red", "Flowers"])
        field.becomeFirstResponder()
        field.insertText("a")
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        field.deleteBackward()
        #expect(field.text == "" && field.tokens.count == 2)
        field.deleteBackward()
        #expect(field.tokens.map(\.text) == ["Red"])
        #expect(changes == 2)
        field.allowsDeletingTokens = false
        field.deleteBackward()
        #expect(field.tokens.map(\.text) == ["Red"])
        #expect(changes == 2)
    }

    @Test("a caret placed before a token selects the token; typing over it replaces it")
    func caretBeforeTokenSelectsIt() {
        let (_, field) = makeField(text: "x", tokens: ["Red", "Flowers"])
        field.becomeFirstResponder()
        let second = field.positionOfToken(at: 1)
        field.selectedTextRange = field.textRange(from: second, to: second)
        let selected = field.selectedTextRange!
        #expect(field.offset(from: field.beginningOfDocument, to: selected.start) == 1)
        #expect(field.offset(from: selected.start, to: selected.end) == 1)
        field.insertText("b")
        #expect(field.tokens.map(\.text) == ["Red"])
        #expect(field.text == "bx")
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 2)
    }

    @Test("an index outside the tokens stops with a range exception")
    func badIndex() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let field = UISearchTextField(frame: .zero)
                field.removeToken(at: 0)
            }
        }
    }

    @Test("capsules are drawn in the token background before the text, and the text starts after them")
    func drawing() {
        let (window, field) = makeField(text: "rose", tokens: ["Red"])
        field.tokenBackgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let plainStart = UISearchTextField(frame: field.frame).textRect(forBounds: field.bounds).minX
        let textStart = field.textRect(forBounds: field.bounds).minX
        #expect(textStart > plainStart + 20)
        let frame = window.renderFrame(scale: 1)
        // Inside the capsule, left of its text: pure token background.
        let capsule = frame.pixel(x: 10 + Int(plainStart) + 2, y: 28)
        #expect(capsule == (255, 0, 0, 255))
        field.tokenBackgroundColor = nil
        #expect(field.tokenBackgroundColor == .tertiarySystemFill)
    }
}
