import Foundation
import Testing
@testable import InterludeRender
@testable import InterludeUIKit

// UITextInput's geometry, replacement and taps on UITextField, measured against the line the field
// draws (https://developer.apple.com/documentation/uikit/uitextinput/caretrect(for:),
// .../uitextinput/selectionrects(for:), .../uitextinput/closestposition(to:)). The text is one line
// centred vertically in textRect(forBounds:); secure text draws a bullet per character.
@MainActor
private final class FieldLog: NSObject, UITextFieldDelegate {
    var entries: [String] = []
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        entries.append("shouldChange")
        return true
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { entries.append("didChangeSelection") }
}

@MainActor
@Suite("UITextField text input geometry", .serialized)
struct TextFieldGeometryTests {
    static let font = UIFont.systemFont(ofSize: 17)

    private func width(_ string: String) -> CGFloat { string.size(withAttributes: [.font: Self.font]).width }

    private func makeField(_ text: String) -> (UIWindow, UITextField) {
        let window = makeWindow()
        window.backgroundColor = .white
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.font = Self.font
        field.tintColor = .blue
        field.text = text
        window.addSubview(field)
        window.layoutIfNeeded()
        return (window, field)
    }

    @Test("The caret sits at the glyph edge on the line centred in the text rectangle")
    func caretRect() throws {
        let (window, field) = makeField("MMMM")
        defer { withExtendedLifetime(window) {} }
        let caret = field.caretRect(for: try textPosition(field, 2))
        #expect(abs(caret.minX - width("MM")) < 0.01 && caret.width == 2)
        #expect(abs(caret.midY - 17) < 0.01 && caret.height > 17)
        // A border insets the text rectangle, and the caret with it.
        field.borderStyle = .roundedRect
        #expect(abs(field.caretRect(for: try textPosition(field, 2)).minX - (7 + width("MM"))) < 0.01)
        // Secure text: the caret follows the bullets, one per character.
        field.borderStyle = .none
        field.isSecureTextEntry = true
        field.text = "ab👋"
        #expect(abs(field.caretRect(for: field.endOfDocument).minX - width("•••")) < 0.01)
        #expect(abs(field.caretRect(for: try textPosition(field, 2)).minX - width("••")) < 0.01)
    }

    @Test("Closest position, character range and selection rectangle on the field's line")
    func hitTesting() throws {
        let (window, field) = makeField("MMMM")
        defer { withExtendedLifetime(window) {} }
        #expect(textOffset(field, field.closestPosition(to: CGPoint(x: width("MM") + 1, y: 17))) == 2)
        #expect(textOffset(field, field.closestPosition(to: CGPoint(x: 190, y: 2))) == 4)
        let hit = field.characterRange(at: CGPoint(x: width("M") + 3, y: 17))
        #expect(textOffset(field, hit?.start) == 1 && textOffset(field, hit?.end) == 2)
        let range = try #require(field.textRange(from: try textPosition(field, 1), to: try textPosition(field, 3)))
        let rects = field.selectionRects(for: range)
        try #require(rects.count == 1)
        #expect(abs(rects[0].rect.minX - width("M")) < 0.01 && abs(rects[0].rect.maxX - width("MMM")) < 0.01)
        #expect(rects[0].containsStart && rects[0].containsEnd && field.firstRect(for: range) == rects[0].rect)
        // One line: no position above or below it.
        #expect(field.position(from: try textPosition(field, 1), in: .down, offset: 1) == nil)
    }

    @Test("replace(_:withText:) skips the delegate's question and sends editingChanged")
    func replace() throws {
        let (window, field) = makeField("Hello world")
        defer { withExtendedLifetime(window) {} }
        let log = FieldLog()
        field.delegate = log
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        let range = try #require(field.textRange(from: try textPosition(field, 6), to: field.endOfDocument))
        field.replace(range, withText: "you")
        #expect(field.text == "Hello you" && textOffset(field, field.selectedTextRange?.start) == 9)
        #expect(log.entries == ["didChangeSelection"] && changes == 1)
    }

    @Test("While editing, the caret is drawn in the tint color; a tap moves it to the closest position")
    func drawingAndTaps() throws {
        let (window, field) = makeField("MMMM")
        func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b > 200 && p.r < 60 && p.g < 60 }
        var frame = window.renderFrame(scale: 1)
        #expect((0..<200).allSatisfy { !isBlue(frame.pixel(x: $0, y: 17)) })
        window.tap(at: CGPoint(x: 100, y: 17))
        #expect(field.isEditing && textOffset(field, field.selectedTextRange?.start) == 4)
        let caret = field.caretRect(for: field.endOfDocument)
        frame = window.renderFrame(scale: 1)
        let blue = (0..<200).filter { isBlue(frame.pixel(x: $0, y: 17)) }
        #expect(!blue.isEmpty && blue.allSatisfy { CGFloat($0) >= caret.minX.rounded(.down) && CGFloat($0) < caret.maxX })
        window.tap(at: CGPoint(x: width("M") + 1, y: 17))
        #expect(textOffset(field, field.selectedTextRange?.start) == 1 && field.selectedTextRange?.isEmpty == true)
    }

    @Test("A search field's token is one place: the caret before it is at its left edge, a point on it hits it")
    func tokens() throws {
        let window = makeWindow()
        let field = UISearchTextField(frame: CGRect(x: 0, y: 0, width: 300, height: 36))
        window.addSubview(field)
        field.text = "abc"
        field.tokens = [UISearchToken(icon: nil, text: "Token")]
        window.layoutIfNeeded()
        let frame = try #require(field.tokenFrames.first)
        #expect(field.caretRect(for: field.beginningOfDocument).minX == frame.minX)
        let hit = field.characterRange(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(textOffset(field, hit?.start) == 0 && textOffset(field, hit?.end) == 1)
        #expect(textOffset(field, field.closestPosition(to: CGPoint(x: frame.minX + 1, y: frame.midY))) == 0)
        #expect(field.caretRect(for: try textPosition(field, 1)).minX > frame.maxX)
    }
}
