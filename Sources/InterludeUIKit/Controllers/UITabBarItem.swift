/// What a tab bar shows for one controller.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The owning controller's title, used while the item has none of its own.
    var titleFromController: String?

    /// The bar showing the item, told when the item changes.
    weak var bar: UITabBar?

    /// A short text shown in a badge at the icon's top trailing corner; nil, the default, shows
    /// no badge.
    open var badgeValue: String? {
        didSet { barItemDidChange() }
    }

    /// The badge's fill; nil, the default, is the system red. An appearance's
    /// `badgeBackgroundColor` wins.
    open var badgeColor: UIColor? {
        didSet {
            appearancePropertyWasSet("badgeColor")
            barItemDidChange()
        }
    }

    /// The badge text attributes set per state.
    private var badgeTextAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the attributes of the badge's text in `state` (`.normal`, `.selected`, `.disabled`).
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        appearancePropertyWasSet("setBadgeTextAttributes:\(state.rawValue)")
        badgeTextAttributesByState[state.rawValue] = textAttributes
        barItemDidChange()
    }

    /// The attributes of the badge's text set for `state`.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        badgeTextAttributesByState[state.rawValue] ?? [:]
    }

    /// The bar's appearance while this item is selected; nil, the default, uses the bar's (a copy
    /// is kept).
    open var standardAppearance: UITabBarAppearance? {
        didSet {
            standardAppearance = standardAppearance.map { $0.copy() }
            barItemDidChange()
        }
    }

    /// The bar's scroll-edge appearance while this item is selected; nil, the default, uses the
    /// bar's.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance.map { $0.copy() }
            barItemDidChange()
        }
    }

    override func barItemDidChange() { bar?.appearanceDidChange() }

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// The built-in item this is, if it was made with ``init(tabBarSystemItem:tag:)``.
    public private(set) var systemItem: SystemItem?

    /// A built-in item with `tag`. Its title is the system's for `systemItem` and cannot be
    /// changed: the bar shows it whatever ``title`` is set to, as in UIKit
    /// (https://developer.apple.com/documentation/uikit/uitabbaritem/init(tabbarsystemitem:tag:)).
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        self.systemItem = systemItem
        self.tag = tag
    }

    /// The text the bar shows: the system item's, else the title.
    var shownTitle: String? { systemItem?.shownTitle ?? title }

    /// The image shown while the item is selected; nil, the default, shows ``UIBarItem/image``.
    open var selectedImage: UIImage? {
        didSet { barItemDidChange() }
    }

    /// Creates an item with a title, an image and the image for the selected state (tag 0).
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }

    /// The text under the item; defaults to the owning controller's title.
    open override var title: String? {
        get { super.title ?? titleFromController }
        set { super.title = newValue }
    }
}

extension UITabBarItem {
    /// The built-in tab bar items, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
            mostRecent, mostViewed

        /// The English title the bar shows for the item.
        var shownTitle: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }
}
