/// An item of a menu, UIKit's `UIMenuElement`: the base of `UIAction` and `UIMenu`, with its title
/// and image.
///
/// Menus draw an element's title and image, its attributes (destructive in red, disabled dimmed
/// and not selectable, hidden left out) and an action's state (a check mark for `.on`); controls
/// use the title and image too (a button created with a primary action takes them).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The title shown for the element.
    open var title: String { menuTitle }
    /// The image shown beside the title; nil by default.
    open var image: UIImage? { menuImage }
    /// A line of text under the title; nil by default.
    open var subtitle: String?

    var menuTitle: String
    var menuImage: UIImage?

    init(title: String, image: UIImage?) {
        menuTitle = title
        menuImage = image
    }

    /// How an element is shown, UIKit's bit values.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed; it cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown as destructive (in red).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays up after the element is chosen.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a check mark, UIKit's raw values.
    public enum State: Int, Sendable {
        /// A dash: some of what the element stands for is on.
        case mixed = -1
        /// No check mark. The default.
        case off = 0
        /// A check mark.
        case on = 1
    }
}
