/// A search criterion shown in a ``UISearchTextField`` before its text: a capsule with text and an
/// optional icon, UIKit's `UISearchToken`. In editing it acts as one character: the caret cannot
/// stand before it, and deleting backward over it removes it
/// (https://developer.apple.com/documentation/uikit/uisearchtoken).
@preconcurrency @MainActor
open class UISearchToken: NSObject {
    /// The icon drawn before the text; nil draws only the text.
    let icon: UIImage?
    /// The text drawn in the capsule.
    let text: String

    /// What the token stands for in the app's model; nil by default.
    open var representedObject: Any?

    private init(token icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
        super.init()
    }

    /// A token showing `text`, after `icon` when there is one.
    public convenience init(icon: UIImage?, text: String) {
        self.init(token: icon, text: text)
    }

    open override var description: String { "<UISearchToken: \(text)>" }
}
