import Foundation
import Testing
@testable import InterludeUIKit

// UIKit's text field and first-responder rules
// (https://developer.apple.com/documentation/uikit/uitextfielddelegate — should/did begin and end,
// shouldChangeCharactersIn, shouldReturn; .../uiresponder/becomefirstresponder() and
// resignfirstresponder(); .../uiview/endediting(_:) — force resigns without asking) and keyboard
// notifications (.../uiresponder/keyboardwillshownotification and the user-info keys: frames as
// NSValue in screen coordinates). Duration 0.25 and curve 7 are what iOS posts (public logs of
// UIKeyboardWillChangeFrameNotification, e.g. stackoverflow.com/questions/19482573); the order
// willChangeFrame, willShow, didChangeFrame, didShow likewise.
@MainActor
private final class FieldLog: NSObject, UITextFieldDelegate {
    let name: String
    var allowsEnd = true
    var allowsChange = true
    var changes: [(NSRange, String)] = []

    init(_ name: String) { self.name = name }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        FieldLog.shared.append("\(name).shouldBegin")
        return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { FieldLog.shared.append("\(name).didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        FieldLog.shared.append("\(name).shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) { FieldLog.shared.append("\(name).didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        changes.append((range, string))
        return allowsChange
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        FieldLog.shared.append("\(name).shouldReturn")
        return true
    }

    static var shared: [String] = []
}

/// Records keyboard notifications with their user info.
@MainActor
private final class KeyboardLog {
    var entries: [(name: String, begin: CGRect?, end: CGRect?, duration: Double?, curve: UInt?)] = []
    private var tokens: [NSObjectProtocol] = []

    init() {
        let names: [(NSNotification.Name, String)] = [
            (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
            (UIResponder.keyboardWillShowNotification, "willShow"),
            (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
            (UIResponder.keyboardDidShowNotification, "didShow"),
            (UIResponder.keyboardWillHideNotification, "willHide"),
            (UIResponder.keyboardDidHideNotification, "didHide"),
        ]
        for (name, label) in names {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    let info = note.userInfo
                    let entry = (
                        label, (info?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
                        (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                        info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                        info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
                    )
                    MainActor.assumeIsolated { self?.entries.append(entry) }
                })
        }
    }

    var names: [String] { entries.map(\.name) }

    isolated deinit { for token in tokens { NotificationCenter.default.removeObserver(token) } }
}

/// Records the objects of one notification.
@MainActor
private final class ObjectLog {
    var objects: [ObjectIdentifier] = []
    private var token: NSObjectProtocol?

    init(_ name: NSNotification.Name) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
            let id = note.object.map { ObjectIdentifier($0 as AnyObject) }
            MainActor.assumeIsolated { if let id { self?.objects.append(id) } }
        }
    }

    isolated deinit { if let token { NotificationCenter.default.removeObserver(token) } }
}

@MainActor
@Suite("UITextField, first responders and the keyboard", .serialized)
struct TextFieldTests {
    private func makeForm() -> (UIWindow, UITextField, UITextField) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let first = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 40))
        let second = UITextField(frame: CGRect(x: 20, y: 160, width: 350, height: 40))
        window.addSubview(first)
        window.addSubview(second)
        FieldLog.shared = []
        return (window, first, second)
    }

    @Test("defaults: empty text, no placeholder or border, 17-point system font, an enabled element")
    func defaults() {
        let field = UITextField()
        #expect(field.text == "")
        field.text = nil
        #expect(field.text == "")
        #expect(field.placeholder == nil && field.borderStyle == .none && field.textAlignment == .natural)
        #expect(field.font?.pointSize == 17)
        #expect(field.textColor == .label)
        #expect(field.canBecomeFirstResponder && !field.isEditing && !field.isFirstResponder)
        #expect(field.isAccessibilityElement)
        #expect(field.contentMode == .redraw)
        #expect(UITextField.BorderStyle.roundedRect.rawValue == 3)
        #expect(!field.becomeFirstResponder(), "no window, no first responder")
    }

    @Test("becoming first responder: delegate, event, notification, then the keyboard shows on the 844-point screen")
    func beginEditing() {
        let (window, field, _) = makeForm()
        let delegate = FieldLog("A")
        field.delegate = delegate
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("editingDidBegin") }, for: .editingDidBegin)
        let began = ObjectLog(UITextField.textDidBeginEditingNotification)
        let keyboard = KeyboardLog()
        #expect(field.becomeFirstResponder())
        #expect(FieldLog.shared == ["A.shouldBegin", "A.didBegin"])
        #expect(events == ["editingDidBegin"])
        #expect(began.objects == [ObjectIdentifier(field)])
        #expect(field.isFirstResponder && field.isEditing)
        #expect(keyboard.names == ["willChangeFrame", "willShow"])
        let shown = CGRect(x: 0, y: 508, width: 390, height: 336)
        #expect(keyboard.entries[1].begin == CGRect(x: 0, y: 844, width: 390, height: 336))
        #expect(keyboard.entries[1].end == shown)
        #expect(keyboard.entries[1].duration == 0.25 && keyboard.entries[1].curve == 7)
        window.advance(by: 0.2)
        #expect(keyboard.names.count == 2)
        window.advance(by: 0.05)
        #expect(keyboard.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        #expect(field.becomeFirstResponder())
        #expect(FieldLog.shared.count == 2, "already first responder: nothing asked again")
        withExtendedLifetime(delegate) {}
    }

    @Test("moving to another field: its shouldBegin, the old one's shouldEnd and didEnd, its didBegin; the keyboard stays")
    func switchFields() {
        let (window, first, second) = makeForm()
        defer { withExtendedLifetime(window) {} }
        let a = FieldLog("A"), b = FieldLog("B")
        first.delegate = a
        second.delegate = b
        first.becomeFirstResponder()
        let keyboard = KeyboardLog()
        FieldLog.shared = []
        #expect(second.becomeFirstResponder())
        #expect(FieldLog.shared == ["B.shouldBegin", "A.shouldEnd", "A.didEnd", "B.didBegin"])
        #expect(keyboard.names.isEmpty)
        #expect(!first.isFirstResponder && second.isFirstResponder)
        a.allowsEnd = false
        b.allowsEnd = false
        FieldLog.shared = []
        #expect(!first.becomeFirstResponder())
        #expect(FieldLog.shared == ["A.shouldBegin", "B.shouldEnd"])
        #expect(second.isFirstResponder)
    }

    @Test("endEditing asks unless forced; resigning the last field hides the keyboard with swapped frames")
    func endEditing() {
        let (window, field, _) = makeForm()
        let delegate = FieldLog("A")
        delegate.allowsEnd = false
        field.delegate = delegate
        field.becomeFirstResponder()
        window.advance(by: 0.3)
        let keyboard = KeyboardLog()
        #expect(!window.endEditing(false))
        #expect(field.isFirstResponder)
        FieldLog.shared = []
        #expect(window.endEditing(true))
        #expect(FieldLog.shared == ["A.didEnd"], "forced: not asked")
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(keyboard.names == ["willChangeFrame", "willHide"])
        #expect(keyboard.entries[1].begin == CGRect(x: 0, y: 508, width: 390, height: 336))
        #expect(keyboard.entries[1].end == CGRect(x: 0, y: 844, width: 390, height: 336))
        window.advance(by: 0.25)
        #expect(keyboard.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        #expect(window.endEditing(false), "nothing left to resign")
    }

    @Test("typing asks the delegate with UTF-16 ranges, sends editingChanged and posts textDidChange")
    func typing() {
        let (window, field, _) = makeForm()
        defer { withExtendedLifetime(window) {} }
        let delegate = FieldLog("A")
        field.delegate = delegate
        var changed = 0
        field.addAction(UIAction { _ in changed += 1 }, for: .editingChanged)
        let notes = ObjectLog(UITextField.textDidChangeNotification)
        field.insertText("x")
        #expect(field.text == "" && changed == 0, "not editing: ignored")
        field.becomeFirstResponder()
        field.insertText("hé")
        field.insertText("🙂")
        field.deleteBackward()
        field.insertText("!")
        #expect(field.text == "hé!")
        #expect(
            delegate.changes.map(\.0) == [
                NSRange(location: 0, length: 0), NSRange(location: 2, length: 0), NSRange(location: 2, length: 2),
                NSRange(location: 2, length: 0),
            ])
        #expect(delegate.changes.map(\.1) == ["hé", "🙂", "", "!"])
        #expect(changed == 4 && notes.objects.count == 4)
        #expect(field.hasText)
        delegate.allowsChange = false
        field.insertText("?")
        #expect(field.text == "hé!" && changed == 4)
        var exits = 0
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        FieldLog.shared = []
        field.insertText("\n")
        #expect(FieldLog.shared == ["A.shouldReturn"] && exits == 1 && field.text == "hé!")
        field.text = "set in code"
        #expect(changed == 4 && notes.objects.count == 4)
    }

    @Test("a tap on a field starts editing; a field leaving its window resigns and the keyboard hides")
    func tapAndRemoval() {
        let (window, field, _) = makeForm()
        window.tap(at: CGPoint(x: 100, y: 120))
        #expect(field.isFirstResponder)
        let keyboard = KeyboardLog()
        field.removeFromSuperview()
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(keyboard.names == ["willChangeFrame", "willHide"])
    }

    @Test("a plain responder can become first responder only when it says so; a window's first responder is per window")
    func plainResponders() {
        final class Focusable: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let (window, field, _) = makeForm()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let focusable = Focusable()
        other.addSubview(focusable)
        field.becomeFirstResponder()
        #expect(focusable.becomeFirstResponder())
        #expect(field.isFirstResponder && focusable.isFirstResponder, "one first responder per window")
        let plain = UIView()
        window.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
        let keyboard = KeyboardLog()
        let sibling = Focusable()
        window.addSubview(sibling)
        #expect(sibling.becomeFirstResponder())
        #expect(!field.isFirstResponder)
        #expect(keyboard.names == ["willChangeFrame", "willHide"], "a responder that takes no text hides the keyboard")
    }

    @Test("a keyboard on a 667-point screen is 260 points tall")
    func shortScreen() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(field)
        let keyboard = KeyboardLog()
        field.becomeFirstResponder()
        #expect(keyboard.entries.last?.end == CGRect(x: 0, y: 407, width: 375, height: 260))
    }
}
