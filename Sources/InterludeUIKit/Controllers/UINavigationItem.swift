/// What a navigation bar shows while a controller is on top: a title (or a title view), the back
/// button's text, and the bar button items on either side.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    private var _title: String?
    /// The controller the item belongs to; its `title` stands in when the item has none.
    weak var owner: UIViewController?
    /// The bar showing the item, told when the item changes.
    weak var bar: UINavigationBar?

    /// Creates an item with a title.
    public init(title: String) {
        _title = title.isEmpty ? nil : title
    }

    /// The title shown in the middle of the bar; defaults to the owning controller's title.
    open var title: String? {
        get { _title ?? owner?.title }
        set {
            _title = newValue
            itemDidChange()
        }
    }

    /// A view shown in the middle of the bar instead of the title, centred at its own size.
    /// Defaults to nil.
    open var titleView: UIView? {
        didSet { itemDidChange() }
    }

    /// The text of the back button that leads back to this item's controller; defaults to the title.
    open var backButtonTitle: String? {
        didSet { itemDidChange() }
    }

    /// The item whose title the back button shows while this item's controller is the one to go
    /// back to; its title wins over ``backButtonTitle``. Defaults to nil.
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { itemDidChange() }
    }

    /// Whether the bar hides the back button while this item is on top. Defaults to false.
    open var hidesBackButton = false {
        didSet { itemDidChange() }
    }

    /// Whether the left items sit after the back button (true) or replace it (false, the default).
    open var leftItemsSupplementBackButton = false {
        didSet { itemDidChange() }
    }

    /// The items at the leading edge, leading first. Setting them replaces the back button unless
    /// ``leftItemsSupplementBackButton``.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { itemDidChange() }
    }

    /// The items at the trailing edge, trailing first (the first is the rightmost), as in UIKit.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { itemDidChange() }
    }

    /// The first of ``leftBarButtonItems``; setting it makes it the only one.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first (rightmost) of ``rightBarButtonItems``; setting it makes it the only one.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// A line of text shown above the title, in a 30-point row the bar grows by; nil, the default,
    /// shows none.
    open var prompt: String? {
        didSet {
            bar?.largeTitleStateDidChange()
            // The prompt metrics' background image shows only with a prompt.
            if bar?.topItem === self { bar?.appearanceDidChange() }
        }
    }

    /// Whether the bar shows this item's title large (when the bar ``UINavigationBar/prefersLargeTitles``).
    /// Defaults to `.automatic`: as the item before it in the stack, large for the first.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic {
        didSet { bar?.largeTitleStateDidChange() }
    }

    /// The search controller whose search bar the navigation bar shows under the title (and
    /// under the large title) while this item is on top; the bar grows by the search bar's row.
    /// Defaults to nil. The item keeps it.
    open var searchController: UISearchController? {
        didSet {
            guard searchController !== oldValue else { return }
            if oldValue?.hostingNavigationItem === self { oldValue?.hostingNavigationItem = nil }
            searchController?.hostingNavigationItem = self
            searchController?.connectSearchBar()
            bar?.searchControllerDidChange(from: oldValue)
        }
    }

    /// Whether the search bar's row collapses as the content scrolls up (before the large
    /// title does), coming back as it returns to the top. Defaults to true.
    open var hidesSearchBarWhenScrolling = true {
        didSet { bar?.largeTitleStateDidChange() }
    }

    /// The bar's appearance at standard height while this item is on top; nil, the default, uses
    /// the bar's (a copy is kept).
    open var standardAppearance: UINavigationBarAppearance? {
        didSet {
            standardAppearance = standardAppearance.map { $0.copy() }
            itemDidChange()
        }
    }

    /// The bar's appearance in a compact height while this item is on top; nil, the default,
    /// uses the bar's.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet {
            compactAppearance = compactAppearance.map { $0.copy() }
            itemDidChange()
        }
    }

    /// The bar's appearance at the scroll edge while this item is on top; nil, the default, uses
    /// the bar's (https://developer.apple.com/documentation/uikit/uinavigationitem/scrolledgeappearance).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance.map { $0.copy() }
            itemDidChange()
        }
    }

    /// The bar's appearance at the scroll edge in a compact height while this item is on top;
    /// nil, the default, uses the bar's.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            compactScrollEdgeAppearance = compactScrollEdgeAppearance.map { $0.copy() }
            itemDidChange()
        }
    }

    /// Sets ``leftBarButtonItem``; `animated`, while the item is the top item of a bar in a window,
    /// the bar's old items cross-fade into the new ones (see ``setLeftBarButtonItems(_:animated:)``).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        changeShownItems(animated: animated) { self.leftBarButtonItem = item }
    }

    /// Sets ``rightBarButtonItem``; `animated`, while the item is the top item of a bar in a
    /// window, the bar's old items cross-fade into the new ones.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        changeShownItems(animated: animated) { self.rightBarButtonItem = item }
    }

    /// Sets ``leftBarButtonItems``. `animated`, while the item is the top item of a bar in a
    /// window (Apple: "to animate the transition to the custom bar items when this item is the top
    /// item"), a picture of the bar as it was fades out over the new items in 0.25 seconds, as a
    /// toolbar's `setItems(_:animated:)` does; otherwise the change is immediate.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        changeShownItems(animated: animated) { self.leftBarButtonItems = items }
    }

    /// Sets ``rightBarButtonItems``; animated as ``setLeftBarButtonItems(_:animated:)``.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        changeShownItems(animated: animated) { self.rightBarButtonItems = items }
    }

    /// Sets ``hidesBackButton``; `animated`, while the item is the top item of a bar in a window,
    /// the back button fades out or in over 0.25 seconds with the rest of the bar's items.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        changeShownItems(animated: animated) { self.hidesBackButton = hidesBackButton }
    }

    /// Makes `change`, cross-faded on the bar when `animated` and the item is its top item (an
    /// item below the top is not shown, so its change shows nothing to animate).
    private func changeShownItems(animated: Bool, _ change: @escaping () -> Void) {
        guard let bar, bar.topItem === self else { return change() }
        BarItemChange.perform(in: bar, animated: animated, change)
    }

    /// Whether an item's title shows large, UIKit's raw values.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item before it in the stack (large for the first item).
        case automatic
        /// Always large.
        case always
        /// Never large.
        case never
    }

    /// Tells the bar showing the item to show the change.
    private func itemDidChange() { bar?.appearanceDidChange() }
}
