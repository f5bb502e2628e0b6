extension UIScrollView {
    /// How a drag in a scroll view dismisses the keyboard
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum).
    ///
    /// Dismissing the keyboard ends editing: the first responder inside the scroll view's window
    /// resigns (forced, as the keyboard going away does on iOS), which hides Interlude's keyboard
    /// and posts its notifications.
    public enum KeyboardDismissMode: Int, Sendable {
        /// A drag does not dismiss the keyboard. The default.
        case none
        /// The keyboard is dismissed when a drag begins.
        case onDrag
        /// The keyboard is dismissed when a drag ends with the finger inside the keyboard's frame,
        /// moving down; a drag that ends above it, or moving up again, keeps it. (On iOS the
        /// keyboard also follows the finger while it is inside; Interlude's keyboard stays put.)
        case interactive
        /// As `.onDrag`, with the keyboard's accessory view.
        case onDragWithAccessory
        /// As `.interactive`, with the keyboard's accessory view.
        case interactiveWithAccessory
    }

    /// A drag began: `.onDrag` dismisses the keyboard.
    func dismissKeyboardAtDragBegin() {
        guard keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory else { return }
        dismissKeyboard()
    }

    /// A drag ended: `.interactive` dismisses the keyboard when the finger lifted inside the
    /// keyboard's frame moving down.
    func dismissKeyboardAtDragEnd(fingerInWindow: CGPoint, fingerVelocity: CGPoint) {
        guard keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory,
            let window, window.textInput.isKeyboardShown
        else { return }
        let keyboard = UIResponder.keyboardFrame(in: window)
        if keyboard.contains(fingerInWindow) && fingerVelocity.y > 0 { dismissKeyboard() }
    }

    private func dismissKeyboard() {
        guard let window else { return }
        window.endEditing(true)
    }
}
