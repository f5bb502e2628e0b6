import Foundation
import InterludeRender
import Testing
@testable import InterludeUIKit

// UITextView (https://developer.apple.com/documentation/uikit/uitextview): a scrollable,
// multi-line text region; "When someone taps in an editable text view, it becomes the first
// responder and the system displays the keyboard". isEditable and isSelectable: "The default
// value ... is true". textContainerInset: "By default the value of this property is (8, 0, 8, 0)".
// NSTextContainer.lineFragmentPadding: "The default value is 5.0". UITextViewDelegate: should/did
// begin and end editing, textView(_:shouldChangeTextIn:replacementText:), textViewDidChange(_:)
// ("not called in response to programmatic changes"), textViewDidChangeSelection(_:); the
// notifications UITextView.textDidBeginEditingNotification, textDidChangeNotification and
// textDidEndEditingNotification.
@MainActor
private final class ViewLog: NSObject, UITextViewDelegate {
    var entries: [String] = []
    var allowsChange = true
    var allowsEnd = true
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        entries.append("shouldBegin")
        return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { entries.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        entries.append("shouldEnd")
        return allowsEnd
    }
    func textViewDidEndEditing(_ textView: UITextView) { entries.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        entries.append("shouldChange \(range.location),\(range.length) \(text.debugDescription)")
        return allowsChange
    }
    func textViewDidChange(_ textView: UITextView) { entries.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { entries.append("didChangeSelection") }
}

/// Counts one notification posted for `object`.
@MainActor
private final class PostCount {
    var count = 0
    private var token: NSObjectProtocol?
    init(_ name: NSNotification.Name, object: AnyObject) {
        token = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.count += 1 }
        }
    }
    isolated deinit { if let token { NotificationCenter.default.removeObserver(token) } }
}

@MainActor
@Suite("UITextView", .serialized)
struct TextViewTests {
    private func makeTextView(width: CGFloat = 200, height: CGFloat = 100) -> (UIWindow, UITextView, ViewLog) {
        let window = makeWindow()
        window.backgroundColor = .white
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: width, height: height))
        let log = ViewLog()
        textView.delegate = log
        window.addSubview(textView)
        window.layoutIfNeeded()
        return (window, textView, log)
    }

    /// The height of `text` in `font` wrapped `width` points wide, as the text engine lays it out.
    private func textHeight(_ text: String, _ font: UIFont, width: CGFloat) -> CGFloat {
        TextEngine.current.layout(
            text, font: font.face, width: width, maxLines: 0, lineBreakMode: .byWordWrapping, alignment: .natural
        )
        .size.height
    }

    @Test("Defaults: empty, editable and selectable, inset (8, 0, 8, 0), padding 5, no font or color set")
    func defaults() {
        let textView = UITextView()
        #expect(textView.text == "" && !textView.hasText && textView.font == nil && textView.textColor == nil)
        #expect(textView.isEditable && textView.isSelectable && textView.isScrollEnabled)
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5 && textView.textAlignment == .natural)
        textView.text = nil
        #expect(textView.text == "")
        textView.attributedText = NSAttributedString(string: "Hello", attributes: [.foregroundColor: UIColor.red])
        #expect(textView.text == "Hello")
    }

    @Test("The content grows with the text, so it scrolls; sizeThatFits measures it")
    func contentSize() {
        let (window, textView, _) = makeTextView()
        let font = UIFont.systemFont(ofSize: 17)
        textView.font = font
        let text = (1...12).map { "Line \($0) of the note" }.joined(separator: "\n")
        textView.text = text
        // The container is 200 − 0 − 0 wide; lines wrap 5 points in from each side.
        let expected = (textHeight(text, font, width: 190) + 16).rounded(.up)
        #expect(textView.contentSize == CGSize(width: 200, height: expected))
        #expect(expected > 200)
        #expect(textView.sizeThatFits(CGSize(width: 200, height: 0)) == CGSize(width: 200, height: expected))
        window.drag(from: CGPoint(x: 100, y: 190), to: CGPoint(x: 100, y: 130), duration: 0.5)
        window.advance(by: 3)
        #expect(textView.contentOffset.y > 0)
        textView.textContainerInset = UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10)
        #expect(textView.contentSize.height == (textHeight(text, font, width: 170) + 40).rounded(.up))
        textView.isScrollEnabled = false
        #expect(textView.intrinsicContentSize.height == textView.contentSize.height)
    }

    @Test("Editing: the delegate hears begin, each change, and end in UIKit's order; code changes tell nobody")
    func editing() {
        let (window, textView, log) = makeTextView()
        let changes = PostCount(UITextView.textDidChangeNotification, object: textView)
        let begins = PostCount(UITextView.textDidBeginEditingNotification, object: textView)
        let ends = PostCount(UITextView.textDidEndEditingNotification, object: textView)
        let keyboard = PostCount(UIResponder.keyboardWillShowNotification, object: NSNull())
        _ = keyboard
        textView.insertText("ignored")
        #expect(textView.text == "")
        #expect(textView.becomeFirstResponder() && textView.isFirstResponder && window.textInput.isKeyboardShown)
        textView.insertText("Hi")
        textView.insertText("\n")
        textView.deleteBackward()
        #expect(textView.text == "Hi")
        #expect(
            log.entries == [
                "shouldBegin", "didBegin", "shouldChange 0,0 \"Hi\"", "didChangeSelection", "didChange",
                "shouldChange 2,0 \"\\n\"", "didChangeSelection", "didChange", "shouldChange 2,1 \"\"",
                "didChangeSelection", "didChange",
            ])
        #expect(changes.count == 3 && begins.count == 1)
        log.entries = []
        log.allowsChange = false
        textView.insertText("!")
        #expect(textView.text == "Hi" && log.entries == ["shouldChange 2,0 \"!\""])
        log.entries = []
        textView.text = "Set in code"
        #expect(log.entries.isEmpty && changes.count == 3)
        log.allowsEnd = false
        #expect(!textView.resignFirstResponder() && textView.isFirstResponder)
        log.allowsEnd = true
        #expect(textView.resignFirstResponder() && !textView.isFirstResponder)
        #expect(log.entries == ["shouldEnd", "shouldEnd", "didEnd"] && ends.count == 1)
    }

    @Test("A tap begins editing an editable, selectable text view; not a read-only one")
    func tapping() {
        let (window, textView, log) = makeTextView()
        textView.isEditable = false
        window.tap(at: CGPoint(x: 100, y: 150))
        #expect(!textView.isFirstResponder && !textView.becomeFirstResponder())
        textView.isEditable = true
        textView.isSelectable = false
        window.tap(at: CGPoint(x: 100, y: 150))
        #expect(!textView.isFirstResponder)
        textView.isSelectable = true
        window.tap(at: CGPoint(x: 100, y: 150))
        #expect(textView.isFirstResponder && log.entries == ["shouldBegin", "didBegin"])
        textView.isEditable = false
        #expect(!textView.isFirstResponder)
    }

    @Test("Typing past the bottom scrolls the caret into view")
    func typingScrolls() {
        let (window, textView, _) = makeTextView(height: 60)
        #expect(textView.becomeFirstResponder() && window.textInput.isKeyboardShown)
        for line in 1...6 { textView.insertText("Line \(line)\n") }
        #expect(textView.contentSize.height > 60)
        #expect(textView.contentOffset.y == textView.contentSize.height - 60)
    }

    @Test("Drawn: the text starts at the inset plus the padding and scrolls with the content")
    func drawing() {
        let (window, textView, _) = makeTextView()
        textView.font = .systemFont(ofSize: 20)
        textView.textColor = .red
        textView.text = "MMMM MMMM MMMM MMMM MMMM MMMM MMMM MMMM MMMM MMMM"
        func redRows(_ frame: RenderedFrame, x: Range<Int>) -> [Int] {
            (100..<200).filter { y in x.contains { frame.pixel(x: $0, y: y).r > 200 && frame.pixel(x: $0, y: y).g < 100 } }
        }
        var frame = window.renderFrame(scale: 1)
        let rows = redRows(frame, x: 0..<200)
        // Nothing above the 8-point inset, nothing left of the 5-point padding.
        #expect((rows.first ?? 0) >= 108)
        #expect(redRows(frame, x: 0..<5).isEmpty && !redRows(frame, x: 5..<20).isEmpty)
        textView.contentOffset = CGPoint(x: 0, y: 10)
        frame = window.renderFrame(scale: 1)
        #expect(redRows(frame, x: 0..<200).first == (rows.first ?? 0) - 10)
    }
}
