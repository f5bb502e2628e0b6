import Foundation

/// A window's keyboard input: its first responder and the on-screen keyboard it shows.
///
/// The keyboard shows while the first responder takes text (a `UITextField`) and hides when no
/// such responder is first, with UIKit's notifications (see `UIResponder+Keyboard.swift`). Moving
/// first-responder status from one text field to another keeps it shown, without notifications.
@MainActor
final class WindowTextInput {
    /// The responder that receives keyboard input, held weakly.
    weak var firstResponder: UIResponder?
    /// Whether the keyboard is shown (or showing).
    private(set) var isKeyboardShown = false
    /// Set while first-responder status moves from one responder to another: the keyboard waits
    /// for the move to end.
    private var switchDepth = 0
    /// Set while a responder must resign whatever it says (`endEditing(true)`, leaving the window).
    private(set) var isForcingResignation = false
    /// The pending "did" notifications of the keyboard's animation.
    private var animationEnd: ClockTimer?

    init() {}

    /// Runs `body` (which resigns the old first responder) with the keyboard waiting.
    func switchingResponders<T>(_ body: () -> T) -> T {
        switchDepth += 1
        defer { switchDepth -= 1 }
        return body()
    }

    /// Runs `body` with resignation forced: responders may not refuse.
    func forcingResignation(_ body: () -> Void) {
        let old = isForcingResignation
        isForcingResignation = true
        defer { isForcingResignation = old }
        body()
    }

    /// Shows or hides the keyboard to match the first responder, posting UIKit's notifications:
    /// `keyboardWillChangeFrame` and `keyboardWillShow`/`Hide` now, `keyboardDidChangeFrame` and
    /// `keyboardDidShow`/`Hide` when the 0.25 s animation has run on `window`'s clock.
    func updateKeyboard(in window: UIWindow) {
        guard switchDepth == 0 else { return }
        let wantsKeyboard = firstResponder is KeyboardInputResponder
        guard wantsKeyboard != isKeyboardShown else { return }
        isKeyboardShown = wantsKeyboard
        let shown = UIResponder.keyboardFrame(in: window), hidden = shown.offsetBy(dx: 0, dy: shown.height)
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: wantsKeyboard ? hidden : shown),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: wantsKeyboard ? shown : hidden),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: UIResponder.keyboardAnimationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: UIResponder.keyboardAnimationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
        center.post(
            name: wantsKeyboard ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
            object: nil, userInfo: userInfo)
        if wantsKeyboard {
            // `hidesBarsWhenKeyboardAppears`: the navigation controllers on screen in this window.
            for case let navigation as UINavigationController in window.rootViewController?.controllerTree ?? []
            where navigation.viewIfLoaded?.window === window {
                navigation.keyboardWillAppear()
            }
        }
        animationEnd?.invalidate()
        let fireTime = window.clock.now + UIResponder.keyboardAnimationDuration
        animationEnd = ClockTimer(clock: window.clock, fireTime: fireTime) { [weak self] in
            self?.animationEnd = nil
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: userInfo)
            center.post(
                name: wantsKeyboard ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                object: nil, userInfo: userInfo)
        }
    }
}

/// Responders that take text from the keyboard: while one is first responder the keyboard shows.
@MainActor
protocol KeyboardInputResponder: UIResponder {}
