import UIKit
import Testing

// A note editor as iOS code writes it: a text view with no padding that grows with its text, a
// delegate that limits the length and counts characters, and the change notification.
final class NoteViewController: UIViewController, UITextViewDelegate {
    let noteView = UITextView()
    let maximumLength = 20
    private(set) var counter = ""
    private(set) var notifications = 0
    private var observer: NSObjectProtocol?

    deinit { if let observer { NotificationCenter.default.removeObserver(observer) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        noteView.font = .preferredFont(forTextStyle: .body)
        noteView.adjustsFontForContentSizeCategory = true
        noteView.textColor = .label
        noteView.textAlignment = .left
        noteView.textContainerInset = .zero
        noteView.textContainer.lineFragmentPadding = 0
        noteView.isScrollEnabled = false
        noteView.keyboardType = .default
        noteView.returnKeyType = .done
        noteView.delegate = self
        noteView.frame = CGRect(x: 20, y: 100, width: 300, height: 100)
        view.addSubview(noteView)
        observer = NotificationCenter.default.addObserver(
            forName: UITextView.textDidChangeNotification, object: noteView, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.notifications += 1 }
        }
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let current = textView.text as NSString
        return current.replacingCharacters(in: range, with: text).count <= maximumLength
    }

    func textViewDidChange(_ textView: UITextView) { counter = "\(textView.text.count)/\(maximumLength)" }
}

@MainActor
@Suite("iOS-style client code: text views")
struct TextViewCallShapesTests {
    @Test("A length-limited note that grows with its text")
    func note() {
        let note = NoteViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = note
        window.makeKeyAndVisible()
        window.tap(at: CGPoint(x: 100, y: 120))
        #expect(note.noteView.isFirstResponder)
        note.noteView.insertText("Buy milk")
        note.noteView.insertText(" and a very long list of other things")
        #expect(note.noteView.text == "Buy milk" && note.counter == "8/20" && note.notifications == 1)
        let size: CGSize = note.noteView.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        #expect(size.width == 300 && size.height > 0)
        let inset: UIEdgeInsets = note.noteView.textContainerInset
        #expect(inset == .zero && note.noteView.intrinsicContentSize.height == size.height)
        let styled: NSAttributedString = note.noteView.attributedText
        #expect(styled.string == "Buy milk")
        #expect(note.noteView.resignFirstResponder())
    }
}
