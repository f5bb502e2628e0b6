/// A menu: a titled group of actions and submenus, UIKit's `UIMenu`.
///
/// Menus show when a button with a ``UIButton/menu`` is pressed or a view's
/// ``UIContextMenuInteraction`` is long-pressed: a list of the children drawn in the window (see
/// `MenuOverlayView`). A child menu with `.displayInline` shows its children in a section of the
/// list; another child menu shows as a row that opens it.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A name that identifies a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows, UIKit's bit values.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show in a section of the parent menu instead of in a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's title is drawn as destructive (in red).
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is on (kept; Interlude changes no state on its own).
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The identifier; a fresh unique one unless given.
    public let identifier: Identifier
    /// The options. Defaults to none.
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]

    private static var identifierCounter = 0

    /// A menu of `children`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        if let identifier {
            self.identifier = identifier
        } else {
            Self.identifierCounter += 1
            self.identifier = Identifier("interlude.menu.\(Self.identifierCounter)")
        }
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// A copy of the menu with `newChildren` in place of its children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
