/// Directions and units a text input measures in: UIKit's `UITextStorageDirection`,
/// `UITextLayoutDirection`, `UITextDirection` and `UITextGranularity`, with UIKit's raw values
/// (https://developer.apple.com/documentation/uikit/uitextdirection).

/// A direction in the stored text.
public enum UITextStorageDirection: Int, Sendable {
    /// Toward the end of the text.
    case forward = 0
    /// Toward the start of the text.
    case backward = 1
}

/// A direction on screen.
public enum UITextLayoutDirection: Int, Sendable {
    /// To the right.
    case right = 2
    /// To the left.
    case left = 3
    /// Up, a line at a time.
    case up = 4
    /// Down, a line at a time.
    case down = 5
}

/// A storage or a layout direction, as the tokenizer takes them: `.storage(.forward)`,
/// `.layout(.right)`.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A direction in the stored text.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// A direction on screen.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// Whether the direction goes toward the end of the text. Interlude lays text out left to
    /// right, so right and down go forward, left and up backward.
    var isForward: Bool {
        switch rawValue {
        case UITextStorageDirection.forward.rawValue, UITextLayoutDirection.right.rawValue,
            UITextLayoutDirection.down.rawValue:
            true
        default: false
        }
    }
}

/// The unit of text a tokenizer steps by.
public enum UITextGranularity: Int, Sendable {
    /// A character (a grapheme: what one press of delete removes).
    case character = 0
    /// A word.
    case word = 1
    /// A sentence.
    case sentence = 2
    /// A paragraph (up to a line break).
    case paragraph = 3
    /// A line as laid out on screen.
    case line = 4
    /// The whole document.
    case document = 5
}
