/// Text input from a keyboard, UIKit's `UIKeyInput`: what the keyboard calls on the first responder.
///
/// There is no keyboard under Interlude: scripts type by calling ``insertText(_:)`` and
/// ``deleteBackward()`` on the first responder, as the keyboard would.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text.
    var hasText: Bool { get }
    /// Inserts `text` where the caret is (at the end). A text field treats "\n" as the return key.
    func insertText(_ text: String)
    /// Deletes the character before the caret (the last one).
    func deleteBackward()
}

/// How the keyboard presents itself for a text input, UIKit's `UITextInputTraits`. Interlude has
/// no keyboard: the traits are stored, and secure entry shows bullets.
@preconcurrency @MainActor
public protocol UITextInputTraits: NSObjectProtocol {}

/// Kinds of keyboard, UIKit's raw values.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard for the current input method.
    case `default` = 0
    /// Printable ASCII characters.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// For entering URLs.
    case URL = 3
    /// Digits 0–9.
    case numberPad = 4
    /// For entering telephone numbers.
    case phonePad = 5
    /// For entering a name or phone number.
    case namePhonePad = 6
    /// For entering email addresses.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// For entering Twitter handles.
    case twitter = 9
    /// For web searches.
    case webSearch = 10
    /// Digits 0–9 on an ASCII keyboard.
    case asciiCapableNumberPad = 11
}

/// Titles of the return key, UIKit's raw values.
public enum UIReturnKeyType: Int, Sendable {
    /// "Return".
    case `default` = 0
    /// "Go".
    case go = 1
    /// "Google".
    case google = 2
    /// "Join".
    case join = 3
    /// "Next".
    case next = 4
    /// "Route".
    case route = 5
    /// "Search".
    case search = 6
    /// "Send".
    case send = 7
    /// "Yahoo".
    case yahoo = 8
    /// "Done".
    case done = 9
    /// "Emergency Call".
    case emergencyCall = 10
    /// "Continue".
    case `continue` = 11
}

/// Automatic capitalization, UIKit's raw values.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// No automatic capitalization.
    case none = 0
    /// Every word.
    case words = 1
    /// The first letter of each sentence.
    case sentences = 2
    /// Every character.
    case allCharacters = 3
}

/// Automatic correction, UIKit's raw values.
public enum UITextAutocorrectionType: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
