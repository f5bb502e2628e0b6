/// The bar at the bottom of a tab bar controller: one item per controller.
///
/// Each item is drawn as UIKit lays it out (sizes Interlude's where UIKit documents none, see
/// `TabBarItemView`): stacked — the icon over a 10-point title — on iPhone in portrait, inline —
/// the icon beside the title — in a compact height or on iPad, with a badge at the icon's top
/// trailing corner. What the bar looks like comes from a ``UITabBarAppearance`` (see
/// `UITabBar+Appearance.swift`); the older properties write into ``standardAppearance``.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of a standard bar, in points.
    public static let height: CGFloat = 49

    /// How items share the bar's width, UIKit's `UITabBar.ItemPositioning` (raw values as UIKit's).
    public enum ItemPositioning: Int, Sendable {
        /// Fill on iPhone, centred on iPad.
        case automatic
        /// The items share the whole width.
        case fill
        /// The items sit in the middle at ``UITabBar/itemWidth`` with ``UITabBar/itemSpacing``.
        case centered
    }

    /// The items shown, left to right; setting them is `setItems(_:animated:)` without animation.
    open var items: [UITabBarItem]? {
        get { shownItems }
        set { setItems(newValue, animated: false) }
    }
    private var shownItems: [UITabBarItem]?
    /// The highlighted item.
    open var selectedItem: UITabBarItem? {
        didSet {
            updateScrollEdgeState()
            applyAppearance()
        }
    }

    /// What the bar looks like (a copy is kept). Defaults to the system's translucent background.
    open var standardAppearance: UITabBarAppearance {
        get { standardAppearanceStorage }
        set {
            appearancePropertyWasSet("standardAppearance")
            standardAppearanceStorage = newValue.copy()
            appearanceDidChange()
        }
    }

    /// What the bar looks like while the bottom edge of the selected controller's content scroll
    /// view reaches it (or it has none); nil, the default, is ``standardAppearance`` with a
    /// transparent background. Only a tab bar controller's bar uses it
    /// (https://developer.apple.com/documentation/uikit/uitabbar/scrolledgeappearance).
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet {
            appearancePropertyWasSet("scrollEdgeAppearance")
            scrollEdgeAppearance = scrollEdgeAppearance.map { $0.copy() }
            appearanceDidChange()
        }
    }

    /// The bar's style; `.black` draws it in the dark appearance. Defaults to `.default`.
    open var barStyle = UIBarStyle.default {
        didSet {
            appearancePropertyWasSet("barStyle")
            overrideUserInterfaceStyle = barStyle == .default ? .unspecified : .dark
        }
    }

    /// Whether the background lets what is under it show through (the standard appearance keeps
    /// its blur, the ``barTintColor`` at 94 %). Defaults to true.
    open var isTranslucent = true {
        didSet {
            appearancePropertyWasSet("isTranslucent")
            if isTranslucent != oldValue { applyLegacyBackground() }
        }
    }

    /// The background color, written into ``standardAppearance``; nil, the default, keeps the
    /// system's background.
    open var barTintColor: UIColor? {
        didSet {
            appearancePropertyWasSet("barTintColor")
            applyLegacyBackground()
        }
    }

    /// The color of items that are not selected; nil, the default, is the system gray.
    open var unselectedItemTintColor: UIColor? {
        didSet {
            appearancePropertyWasSet("unselectedItemTintColor")
            itemsNeedDisplay()
        }
    }

    /// The background image, written into ``standardAppearance``.
    open var backgroundImage: UIImage? {
        get { standardAppearanceStorage.backgroundImage }
        set {
            appearancePropertyWasSet("backgroundImage")
            standardAppearanceStorage.backgroundImage = newValue
            appearanceDidChange()
        }
    }

    /// The image drawn as the shadow, written into ``standardAppearance``; nil is the hairline.
    open var shadowImage: UIImage? {
        get { standardAppearanceStorage.shadowImage }
        set {
            appearancePropertyWasSet("shadowImage")
            standardAppearanceStorage.shadowImage = newValue
            appearanceDidChange()
        }
    }

    /// The image drawn behind the selected item, written into ``standardAppearance``.
    open var selectionIndicatorImage: UIImage? {
        get { standardAppearanceStorage.selectionIndicatorImage }
        set {
            appearancePropertyWasSet("selectionIndicatorImage")
            standardAppearanceStorage.selectionIndicatorImage = newValue
            appearanceDidChange()
        }
    }

    /// How items share the width, written into ``standardAppearance``. Defaults to `.automatic`.
    open var itemPositioning: ItemPositioning {
        get { standardAppearanceStorage.stackedItemPositioning }
        set {
            appearancePropertyWasSet("itemPositioning")
            standardAppearanceStorage.stackedItemPositioning = newValue
            appearanceDidChange()
        }
    }

    /// The width of centred items; 0, the default, is the system's.
    open var itemWidth: CGFloat {
        get { standardAppearanceStorage.stackedItemWidth }
        set {
            appearancePropertyWasSet("itemWidth")
            standardAppearanceStorage.stackedItemWidth = newValue
            appearanceDidChange()
        }
    }

    /// The space between centred items; 0, the default, is the system's.
    open var itemSpacing: CGFloat {
        get { standardAppearanceStorage.stackedItemSpacing }
        set {
            appearancePropertyWasSet("itemSpacing")
            standardAppearanceStorage.stackedItemSpacing = newValue
            appearanceDidChange()
        }
    }

    /// Called with the index of a tapped item.
    var onSelect: (Int) -> Void = { _ in }
    /// One view per item, left to right.
    private(set) var itemViews: [TabBarItemView] = []
    /// The tab bar controller showing the bar, if any.
    weak var owningTabBarController: UITabBarController?
    /// Storage of ``standardAppearance``.
    var standardAppearanceStorage = UITabBarAppearance()
    /// The background drawn from the appearance shown.
    let background = BarBackgroundView(shadowEdge: .top)
    /// Whether the selected controller's content reaches the bar (see `UITabBar+Appearance.swift`).
    var isAtScrollEdge = true
    /// The scroll view whose bottom edge the bar watches.
    weak var observedScrollView: UIScrollView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        applyAppearance()
    }

    /// Nil: there are no archives (storyboards, nibs) to decode under Interlude.
    public required init?(coder: NSCoder) { return nil }

    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in shownItems ?? [] where item.bar === self { item.bar = nil }
        shownItems = items
        for view in itemViews { view.removeFromSuperview() }
        itemViews = (items ?? []).enumerated().map { index, item in
            item.bar = self
            let view = TabBarItemView(item: item)
            view.addAction(UIAction { [weak self] _ in self?.onSelect(index) }, for: .touchUpInside)
            addSubview(view)
            return view
        }
        itemsNeedDisplay()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateScrollEdgeState()
        background.frame = bounds
        for (index, view) in itemViews.enumerated() { view.frame = frameOfItem(at: index) }
    }

    /// Gives the items their appearance proxies' values.
    override func didEnterWindow() { itemsNeedDisplay() }

    /// Called when the tint changes: the selected item follows it.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        itemsNeedDisplay()
    }

    /// The rectangle of item `index` in the bar's coordinates: the width shared equally (or the
    /// centred items' width and spacing), the top ``height`` points (the bar's background runs on
    /// below them, over the home indicator). The first item leads: it is the rightmost when the
    /// bar lays out right to left.
    func frameOfItem(at index: Int) -> CGRect {
        let frame = leftToRightFrameOfItem(at: index)
        guard arrangesRightToLeft else { return frame }
        return CGRect(x: bounds.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    private func leftToRightFrameOfItem(at index: Int) -> CGRect {
        let count = max(1, items?.count ?? 1)
        let height = min(bounds.height, Self.height)
        let appearance = shownAppearance
        let centred =
            appearance.stackedItemPositioning == .centered
            || (appearance.stackedItemPositioning == .automatic && traitCollection.userInterfaceIdiom == .pad)
        guard centred else {
            let width = bounds.width / CGFloat(count)
            return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: height)
        }
        let width = appearance.stackedItemWidth > 0 ? appearance.stackedItemWidth : Self.centredItemWidth
        let spacing = appearance.stackedItemSpacing > 0 ? appearance.stackedItemSpacing : Self.centredItemSpacing
        let total = CGFloat(count) * width + CGFloat(count - 1) * spacing
        let x = (bounds.width - total) / 2 + CGFloat(index) * (width + spacing)
        return CGRect(x: x, y: 0, width: width, height: height)
    }

    /// The width of a centred item when the appearance sets none (Interlude's).
    static let centredItemWidth: CGFloat = 76
    /// The space between centred items when the appearance sets none (Interlude's).
    static let centredItemSpacing: CGFloat = 34
}
