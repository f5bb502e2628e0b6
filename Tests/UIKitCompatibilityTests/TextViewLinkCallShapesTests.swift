import Testing
import UIKit

// A terms screen as iOS code writes it: a read-only text view with a link the delegate handles
// itself, custom link colors, a slanted note, and an editor that keeps the caret where it was.
final class TermsViewController: UIViewController, UITextViewDelegate {
    let termsView = UITextView()
    private(set) var tappedURLs: [URL] = []
    private(set) var selectionChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let text = NSMutableAttributedString(
            string: "Read the terms. Note: subject to change.",
            attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.label])
        let link = (text.string as NSString).range(of: "terms")
        text.addAttribute(.link, value: URL(string: "https://example.com/terms")!, range: link)
        text.addAttribute(.obliqueness, value: 0.2, range: (text.string as NSString).range(of: "Note:"))
        termsView.attributedText = text
        termsView.isEditable = false
        termsView.linkTextAttributes = [
            .foregroundColor: UIColor.systemBlue, .underlineStyle: NSUnderlineStyle.single.rawValue,
        ]
        termsView.delegate = self
        termsView.frame = CGRect(x: 0, y: 100, width: 390, height: 200)
        view.addSubview(termsView)
    }

    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool {
        if interaction == .invokeDefaultAction { tappedURLs.append(URL) }
        return false
    }

    func textViewDidChangeSelection(_ textView: UITextView) { selectionChanges += 1 }
}

@MainActor
@Suite("iOS-style client code: text view selection and links")
struct TextViewLinkCallShapesTests {
    @Test("A link the delegate handles; selection, typing attributes and scrolling in code")
    func terms() {
        let terms = TermsViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = terms
        window.makeKeyAndVisible()
        let textView = terms.termsView
        let attributes: [NSAttributedString.Key: Any] = textView.linkTextAttributes
        #expect(attributes[.foregroundColor] as? UIColor == .systemBlue)
        let start = "Read the ".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        window.tap(at: CGPoint(x: 5 + start + 10, y: 100 + 8 + 10))
        #expect(terms.tappedURLs == [URL(string: "https://example.com/terms")!])

        let range: NSRange = textView.selectedRange
        #expect(range.location == textView.attributedText.length)
        textView.selectedRange = NSRange(location: 0, length: 4)
        #expect(terms.selectionChanges == 1)
        var typing: [NSAttributedString.Key: Any] = textView.typingAttributes
        typing[.foregroundColor] = UIColor.red
        textView.typingAttributes = typing
        textView.scrollRangeToVisible(NSRange(location: 0, length: 4))
        #expect(textView.contentOffset == .zero)
    }
}

/// Caret helpers most editors carry, written against UITextInput's positions.
extension UITextView {
    func moveCaret(to offset: Int) {
        if let position = position(from: beginningOfDocument, offset: offset) {
            selectedTextRange = textRange(from: position, to: position)
        }
    }

    var caretOffset: Int? {
        guard let range = selectedTextRange else { return nil }
        return offset(from: beginningOfDocument, to: range.start)
    }

    var selectedText: String? { selectedTextRange.flatMap { text(in: $0) } }
}

@MainActor
@Suite("iOS-style client code: text input positions")
struct TextInputPositionCallShapesTests {
    @Test("Moving the caret and reading the selection through positions")
    func caret() {
        let textView = UITextView()
        textView.text = "Hello"
        textView.moveCaret(to: 2)
        #expect(textView.caretOffset == 2)
        let end: UITextPosition = textView.endOfDocument
        if let start = textView.position(from: end, offset: -3) {
            textView.selectedTextRange = textView.textRange(from: start, to: end)
        }
        #expect(textView.selectedText == "llo")
        #expect(textView.compare(textView.beginningOfDocument, to: end) == .orderedAscending)
    }
}

/// An older about screen: the iOS 7 link question, opening links itself.
final class LegacyAboutViewController: UIViewController, UITextViewDelegate {
    let aboutView = UITextView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
    private(set) var handled: [URL] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        aboutView.attributedText = NSAttributedString(
            string: "Website", attributes: [.link: "https://example.com", .font: UIFont.systemFont(ofSize: 17)])
        aboutView.isEditable = false
        aboutView.delegate = self
        view.addSubview(aboutView)
    }

    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool {
        handled.append(URL)
        return false
    }
}

@MainActor
@Suite("iOS-style client code: legacy link delegate")
struct LegacyLinkDelegateCallShapesTests {
    @Test("The iOS 7 link question is asked on a tap")
    func legacy() {
        let about = LegacyAboutViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = about
        window.makeKeyAndVisible()
        window.tap(at: CGPoint(x: 20, y: 100 + 8 + 10))
        #expect(about.handled == [URL(string: "https://example.com")!])
    }
}
