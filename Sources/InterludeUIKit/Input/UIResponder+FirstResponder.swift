/// First-responder status, per window as in UIKit.
///
/// A responder becomes first responder when it can (``UIResponder/canBecomeFirstResponder``), is
/// in a window (a view, or a view controller whose view is), and the window's current first
/// responder agrees to resign. The window keeps the first responder weakly. While a text field is
/// first responder the window shows the keyboard (see `WindowTextInput`).
extension UIResponder {
    /// The window whose first responder this responder can be: a view's window, a view
    /// controller's view's window.
    var windowForFirstResponder: UIWindow? {
        switch self {
        case let view as UIView: return view.window
        case let controller as UIViewController: return controller.viewIfLoaded?.window
        default: return nil
        }
    }

    /// The default `becomeFirstResponder()`.
    func becomeFirstResponderInWindow() -> Bool {
        guard let window = windowForFirstResponder else { return false }
        let input = window.textInput
        if input.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = input.firstResponder {
            let resigned = input.switchingResponders { current.canResignFirstResponder && current.resignFirstResponder() }
            guard resigned, input.firstResponder == nil else { return false }
        }
        input.firstResponder = self
        if !(self is KeyboardInputResponder) { input.updateKeyboard(in: window) }
        return true
    }

    /// The default `resignFirstResponder()`.
    func resignFirstResponderInWindow() -> Bool {
        guard let window = windowForFirstResponder ?? UIWindow.allWindows.first(where: { $0.textInput.firstResponder === self })
        else { return true }
        let input = window.textInput
        guard input.firstResponder === self else { return true }
        input.firstResponder = nil
        if !(self is KeyboardInputResponder) { input.updateKeyboard(in: window) }
        return true
    }
}

extension UIView {
    /// Makes the first responder among this view and its subviews resign; true when it did (or
    /// none of them is first responder). With `force` the responder is not asked: it resigns even
    /// if ``UIResponder/canResignFirstResponder`` or its delegate would refuse.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.textInput.firstResponder as? UIView, responder.isDescendant(of: self)
        else { return true }
        if force {
            window.textInput.forcingResignation { _ = responder.resignFirstResponder() }
            return !responder.isFirstResponder
        }
        return responder.canResignFirstResponder && responder.resignFirstResponder()
    }
}
