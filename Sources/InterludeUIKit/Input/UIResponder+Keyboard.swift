import Foundation

/// The on-screen keyboard's notifications and their user-info keys, as UIKit names them.
///
/// A window posts them when a text field becomes first responder with no keyboard shown
/// (`keyboardWillChangeFrame`, `keyboardWillShow`, then after the animation `keyboardDidChangeFrame`,
/// `keyboardDidShow` — UIKit's order) and when the last one resigns (the same with `Hide`). The
/// notification object is nil; the user info holds the frames as `NSValue` (`cgRectValue`) in the
/// screen's coordinates (an Interlude window is its screen), the duration 0.25 and the curve 7
/// that UIKit's keyboard reports (a curve outside `UIView.AnimationCurve`: `AnimationOptions`
/// built from it with `curve << 16` animate ease-in-ease-out here).
extension UIResponder {
    /// Posted before the keyboard appears.
    nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    /// Posted once the keyboard has appeared.
    nonisolated public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears.
    nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    /// Posted once the keyboard has disappeared.
    nonisolated public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (it appears or disappears).
    nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted once the keyboard's frame has changed.
    nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// User-info key of the keyboard's frame before the change (an `NSValue` holding a `CGRect`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// User-info key of the keyboard's frame after the change (an `NSValue` holding a `CGRect`).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// User-info key of the animation's duration in seconds (an `NSNumber`, 0.25).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// User-info key of the animation's curve (an `NSNumber`, 7).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// User-info key of whether the keyboard belongs to this app (an `NSNumber`, true).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    /// Seconds the keyboard takes to appear or disappear: 0.25, as UIKit reports it.
    static let keyboardAnimationDuration: TimeInterval = 0.25
    /// The animation curve UIKit's keyboard reports: 7.
    static let keyboardAnimationCurve: UInt = 7
    /// Keyboard height, in points, on screens at least 812 points tall (iPhones with a home
    /// indicator, portrait): 336, the English keyboard with its predictive bar as measured on
    /// 390 × 844 iPhones.
    static let tallScreenKeyboardHeight: CGFloat = 336
    /// Keyboard height, in points, on shorter screens: 260 (216 of keys, the classic portrait
    /// keyboard, plus the 44-point predictive bar).
    static let shortScreenKeyboardHeight: CGFloat = 260

    /// The shown keyboard's frame for `window`: the full width along its bottom edge.
    static func keyboardFrame(in window: UIWindow) -> CGRect {
        let screen = window.bounds.size
        let height = screen.height >= 812 ? tallScreenKeyboardHeight : shortScreenKeyboardHeight
        return CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
    }
}
