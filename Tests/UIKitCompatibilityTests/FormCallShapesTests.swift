import UIKit
import Testing

// A sign-in form as iOS code writes it: text fields with a delegate that moves to the next field
// on return, a slider, a tap that ends editing, and a bottom constraint-free layout that follows
// the keyboard notifications.
final class SignInViewController: UIViewController, UITextFieldDelegate {
    let emailField = UITextField()
    let passwordField = UITextField()
    let volume = UISlider()
    let footer = UIView()
    private(set) var submitted = false
    private(set) var keyboardHeight: CGFloat = 0
    private var keyboardObservers: [NSObjectProtocol] = []

    deinit {
        for observer in keyboardObservers { NotificationCenter.default.removeObserver(observer) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        emailField.keyboardType = .emailAddress
        emailField.returnKeyType = .next
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.delegate = self
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .done
        passwordField.delegate = self
        emailField.frame = CGRect(x: 20, y: 100, width: 350, height: 44)
        passwordField.frame = CGRect(x: 20, y: 160, width: 350, height: 44)
        volume.frame = CGRect(x: 20, y: 220, width: 350, height: 44)
        volume.minimumValue = 0
        volume.maximumValue = 10
        volume.addTarget(self, action: SignInViewController.volumeChanged, for: .valueChanged)
        footer.frame = CGRect(x: 0, y: view.bounds.height - 60, width: view.bounds.width, height: 60)
        [emailField, passwordField, volume, footer].forEach(view.addSubview)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: SignInViewController.dismissKeyboard))
        // Keyboard notifications are posted on the main thread: a nil queue runs the blocks there
        // at once, which `assumeIsolated` states. (A `.main` queue does the same on iOS; under
        // Swift Testing on Linux the main queue is drained off the main thread, and Foundation
        // would wait for the block on the queue it is running on.)
        keyboardObservers = [
            NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
            ) { [weak self] notification in
                MainActor.assumeIsolated { self?.keyboardWillShow(notification) }
            },
            NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
            ) { [weak self] notification in
                MainActor.assumeIsolated { self?.keyboardWillHide(notification) }
            },
        ]
    }

    private(set) var volumeChanges = 0
    func volumeChanged(_ slider: UISlider) { volumeChanges += 1 }

    func dismissKeyboard() { view.endEditing(true) }

    func keyboardWillShow(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
            let frame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
            let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval,
            let curve = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
        else { return }
        keyboardHeight = view.convert(frame, from: nil).intersection(view.bounds).height
        UIView.animate(
            withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
            animations: { self.footer.frame.origin.y = self.view.bounds.height - self.keyboardHeight - 60 })
    }

    func keyboardWillHide(_ notification: Notification) {
        keyboardHeight = 0
        footer.frame.origin.y = view.bounds.height - 60
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            submitted = true
        }
        return true
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = (textField.text ?? "") as NSString
        return current.replacingCharacters(in: range, with: string).count <= 64
    }
}

@MainActor
@Suite("iOS-style client code: a form with the keyboard")
struct FormCallShapesTests {
    @Test("typing, return to the next field, the footer follows the keyboard, a tap ends editing")
    func signIn() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = SignInViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.tap(at: CGPoint(x: 100, y: 122))
        #expect(controller.emailField.isFirstResponder)
        #expect(abs(controller.keyboardHeight - 336) < 1e-9)
        window.advance(by: 0.25)
        #expect(abs(controller.footer.frame.origin.y - (844 - 336 - 60)) < 1e-9)
        controller.emailField.insertText("me@example.com")
        controller.emailField.insertText("\n")
        #expect(controller.passwordField.isFirstResponder)
        controller.passwordField.insertText("secret")
        controller.passwordField.deleteBackward()
        #expect(controller.passwordField.text == "secre")
        window.tap(at: CGPoint(x: 200, y: 600))
        #expect(!controller.passwordField.isFirstResponder)
        #expect(controller.keyboardHeight == 0)
        controller.passwordField.becomeFirstResponder()
        controller.passwordField.insertText("\n")
        #expect(controller.submitted)
        window.drag(from: CGPoint(x: 34, y: 242), to: CGPoint(x: 195, y: 242), duration: 0.1)
        #expect(controller.volumeChanges > 0 && controller.volume.value > 0)
    }
}
