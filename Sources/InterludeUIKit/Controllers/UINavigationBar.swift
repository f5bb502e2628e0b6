/// The bar at the top of a navigation controller: the top item's title (or title view), a back
/// button, and the top item's bar button items.
///
/// It is ``height`` points tall, placed right below the status bar (the navigation controller's
/// top safe-area inset), and its items follow the controller stack.
///
/// Bar button items (decisions of Interlude's, where UIKit's metrics are not documented): each is
/// a button sized to its title in the 17-point system font (semibold for `.done`) plus 8 points on
/// either side, at least 44 points wide (an image item is 44 points); the right items run leftwards
/// from 8 points inside the trailing edge, the left items rightwards from 8 points inside the
/// leading edge (or after the back button's area when they supplement it). A custom view keeps its
/// own size and is centred vertically. The title keeps its place in the middle. When the bar lays
/// out right to left the row is mirrored: the back button and the left items sit at the right
/// edge, the right items at the left edge, as UIKit's leading and trailing items do.
///
/// What the bar looks like comes from a ``UINavigationBarAppearance`` (see
/// `UINavigationBar+Appearance.swift`): the top item's or the bar's standard, compact or
/// scroll-edge appearance. The older properties (``barTintColor``, ``isTranslucent``,
/// ``titleTextAttributes``, background and shadow images) write into ``standardAppearance``.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The height of a standard bar, in points: the row of the title and the items (in a compact
    /// height the row is 32 points).
    public static let height: CGFloat = 44
    /// The height of the row in a compact height (iPhone in landscape), in points: 32, as the
    /// toolbar's (what iOS draws; Apple documents no number).
    static let compactHeight: CGFloat = 32
    /// The height of the row of the title and the items for the bar's vertical size class.
    var rowHeight: CGFloat { traitCollection.verticalSizeClass == .compact ? Self.compactHeight : Self.height }
    /// The height of the large title's area under that row, in points (Interlude's value, the
    /// 96-point bar iPhones show).
    static let largeTitleHeight: CGFloat = 52

    /// Whether the bar shows large titles for items whose `largeTitleDisplayMode` allows them.
    /// Defaults to false. A large title sits in a 52-point area under the standard row; as the
    /// top controller's content scroll view scrolls up the area shrinks with it and the standard
    /// title shows once it is gone (see `UINavigationBar+LargeTitle.swift`).
    open var prefersLargeTitles = false {
        didSet {
            guard prefersLargeTitles != oldValue else { return }
            largeTitleStateDidChange()
        }
    }

    /// The bar's style; `.black` draws it in the dark appearance (white title, dark material) and
    /// makes its navigation controller ask for light status bar content. Defaults to `.default`.
    open var barStyle = UIBarStyle.default {
        didSet {
            appearancePropertyWasSet("barStyle")
            overrideUserInterfaceStyle = barStyle == .default ? .unspecified : .dark
        }
    }

    /// Whether the bar's background lets what is under it show through: the standard appearance
    /// keeps its blur and the ``barTintColor`` at 94 % opacity. Defaults to true. An opaque bar
    /// has an opaque background (the bar tint or the system background) and stops the views of its
    /// navigation controller's children at its bottom edge unless they set
    /// `extendedLayoutIncludesOpaqueBars`.
    open var isTranslucent = true {
        didSet {
            appearancePropertyWasSet("isTranslucent")
            guard isTranslucent != oldValue else { return }
            applyLegacyBackground()
            owningNavigationController?.placeShownChildView()
        }
    }

    /// The color of the bar's background in ``standardAppearance``, made translucent unless
    /// ``isTranslucent`` is false
    /// (https://developer.apple.com/documentation/uikit/uinavigationbar/bartintcolor); nil, the
    /// default, keeps the system's background.
    open var barTintColor: UIColor? {
        didSet {
            appearancePropertyWasSet("barTintColor")
            applyLegacyBackground()
        }
    }

    /// What the bar looks like at its standard height (a copy is kept: change it and set it again).
    /// Defaults to the system's translucent background. A top item's own appearance wins.
    open var standardAppearance: UINavigationBarAppearance {
        get { standardAppearanceStorage }
        set {
            appearancePropertyWasSet("standardAppearance")
            standardAppearanceStorage = newValue.copy()
            appearanceDidChange()
        }
    }

    /// What the bar looks like in a compact height (iPhone in landscape); nil, the default, uses
    /// ``standardAppearance``.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet {
            appearancePropertyWasSet("compactAppearance")
            compactAppearance = compactAppearance.map { $0.copy() }
            appearanceDidChange()
        }
    }

    /// What the bar looks like while the edge of its content scroll view reaches it (or the top
    /// controller has none); nil, the default, is ``standardAppearance`` with a transparent
    /// background. Only a navigation controller's bar uses it
    /// (https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            appearancePropertyWasSet("scrollEdgeAppearance")
            scrollEdgeAppearance = scrollEdgeAppearance.map { $0.copy() }
            appearanceDidChange()
        }
    }

    /// The scroll-edge appearance in a compact height; nil, the default, uses
    /// ``scrollEdgeAppearance``.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            appearancePropertyWasSet("compactScrollEdgeAppearance")
            compactScrollEdgeAppearance = compactScrollEdgeAppearance.map { $0.copy() }
            appearanceDidChange()
        }
    }

    /// The navigation controller showing the bar, if any.
    weak var owningNavigationController: UINavigationController?

    /// The object asked before the bar pushes or pops an item and told after (held weakly; see
    /// ``pushItem(_:animated:)``). A navigation controller's bar cannot have one: setting it stops
    /// with UIKit's message.
    open weak var delegate: (any UINavigationBarDelegate)? {
        didSet {
            if delegate != nil, owningNavigationController != nil {
                programmerError("Cannot manually set the delegate on a UINavigationBar managed by a controller.")
            }
            askPosition()
        }
    }

    /// Where the bar sits (see `UINavigationBar+Positioning.swift`): `.topAttached` for a
    /// navigation controller's bar, else what the delegate said when the bar moved to a window
    /// (`.top` until it does).
    open var barPosition: UIBarPosition { owningNavigationController != nil ? .topAttached : positionFromDelegate }
    /// The position the delegate gave; `.top` until one does.
    var positionFromDelegate = UIBarPosition.top

    /// The items of the stack, bottom first; setting them is `setItems(_:animated:)` without animation.
    public var items: [UINavigationItem]? {
        get { stackedItems }
        set { setItems(newValue, animated: false) }
    }
    private var stackedItems: [UINavigationItem]?
    /// The item on top (its title is shown).
    public var topItem: UINavigationItem? { items?.last }
    /// The item below the top one (the back button leads to it).
    public var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// Called when the back button is tapped: pops the top item (a navigation controller pops its
    /// top controller instead).
    lazy var onBack: () -> Void = { [weak self] in self?.popItem(animated: true) }
    /// The button at the leading edge that pops to the back item; hidden when there is none.
    let backButton = UIButton(type: .system)
    /// The top item's title, centred.
    let titleLabel = UILabel(frame: .zero)
    /// The top item's prompt, above the standard row.
    let promptLabel = UILabel(frame: .zero)
    /// The large title's area under the standard row; it clips the title as it shrinks.
    let largeTitleArea = UIView(frame: .zero)
    /// The row of the top item's search bar (see `UINavigationBar+Search.swift`); it clips the
    /// search bar as it collapses.
    let searchArea = UIView(frame: .zero)
    /// The top item's large title.
    let largeTitleLabel = UILabel(frame: .zero)
    /// Width of the back button's touch area, in points.
    static let backButtonWidth: CGFloat = 100
    /// Gap between the bar's edges and the outermost items' touch areas, in points.
    static let itemEdgeInset: CGFloat = 8
    /// Room on either side of an item's title inside its touch area, in points.
    static let itemTitlePadding: CGFloat = 8
    /// The smallest touch area of an item, in points (the HIG's minimum hit target).
    static let minimumItemWidth: CGFloat = 44
    /// The views shown for the top item's bar button items, left ones then right ones.
    private(set) var itemViews: [(item: UIBarButtonItem, view: UIView)] = []
    /// The title view shown, if any.
    private weak var shownTitleView: UIView?
    /// How far the bar's background reaches above the bar (behind the status bar), in points.
    var backgroundExtent: CGFloat = 0 {
        didSet { if backgroundExtent != oldValue { setNeedsLayout() } }
    }
    /// The background drawn from the appearance shown, reaching up behind the status bar.
    let background = BarBackgroundView(shadowEdge: .bottom)
    /// Storage of ``standardAppearance``.
    var standardAppearanceStorage = UINavigationBarAppearance()
    /// Storage of the legacy ``titleTextAttributes``.
    var legacyTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// Storage of the legacy ``largeTitleTextAttributes``.
    var legacyLargeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The background images set per bar position and metrics.
    var legacyBackgroundImages: [UIBarMetrics: UIImage] = [:]
    /// Whether the content scroll view's top edge reaches the bar (see
    /// `UINavigationBar+Appearance.swift`).
    var isAtScrollEdge = true
    /// The scroll view whose edge the bar watches.
    weak var observedScrollView: UIScrollView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        backButton.addAction(UIAction { [weak self] _ in self?.onBack() }, for: .touchUpInside)
        backButton.isHidden = true
        addSubview(backButton)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        promptLabel.textAlignment = .center
        promptLabel.isUserInteractionEnabled = false
        addSubview(promptLabel)
        largeTitleArea.clipsToBounds = true
        largeTitleArea.isUserInteractionEnabled = false
        largeTitleArea.addSubview(largeTitleLabel)
        addSubview(largeTitleArea)
        searchArea.clipsToBounds = true
        addSubview(searchArea)
        applyAppearance()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateScrollEdgeState()
        let extent = shownBackgroundExtent
        background.frame = CGRect(x: 0, y: -extent, width: bounds.width, height: bounds.height + max(0, extent))
        let rowTop = promptHeight
        backButton.frame = CGRect(x: 0, y: rowTop, width: Self.backButtonWidth, height: rowHeight)
        backButton.isHidden = !showsBackButton
        let shown = shownAppearance
        let backAttributes = shown.backButtonAppearance.normal.titleTextAttributes
        // A custom back indicator replaces the drawn chevron ("‹").
        let custom = shown.hasCustomBackIndicator
        backButton.setImage(custom ? shown.backIndicatorImage : nil, for: .normal)
        // The chevron points back, toward the leading edge (rightwards right to left).
        let rightToLeft = arrangesRightToLeft
        backButton.setAttributedTitle(
            backButtonTitle.map {
                let title = custom ? $0 : rightToLeft ? $0 + " ›" : "‹ " + $0
                return NSAttributedString(string: title, attributes: backAttributes)
            },
            for: .normal)
        titleLabel.attributedText = topItem?.title.map {
            NSAttributedString(string: $0, attributes: Self.titleAttributes(shown.titleTextAttributes))
        }
        let adjustment = shown.titlePositionAdjustment
        // Not `insetBy`: a bar narrower than both insets would give the null rectangle.
        titleLabel.frame = CGRect(
            x: Self.backButtonWidth + adjustment.horizontal, y: rowTop + adjustment.vertical,
            width: max(0, bounds.width - 2 * Self.backButtonWidth), height: rowHeight)
        layoutTitleView()
        layoutPrompt()
        layoutLargeTitle(shown)
        layoutBarButtonItems()
        if rightToLeft { mirrorRow() }
        layoutSearchRow()
        // An active search that hides the bar leaves only the search bar's row: the rows above it
        // slide up out of the bar and fade.
        let collapsed = collapsesForSearch
        let rows =
            [backButton, titleLabel, promptLabel, largeTitleArea] + itemViews.map(\.view) + [shownTitleView].compactMap({ $0 })
        for view in rows {
            if collapsed { view.frame.origin.y -= promptHeight + rowHeight }
            if view !== titleLabel || collapsed { view.alpha = collapsed ? 0 : 1 }
        }
    }

    /// Nil: there are no archives (storyboards, nibs) to decode under Interlude.
    public required init?(coder: NSCoder) { return nil }

    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in stackedItems ?? [] where item.bar === self { item.bar = nil }
        stackedItems = items
        for item in items ?? [] { item.bar = self }
        applyAppearance()
    }

    /// Pushes `item` onto a standalone bar's stack, unless the ``delegate`` refuses it; its title
    /// shows, with a back button to the previous item
    /// (https://developer.apple.com/documentation/uikit/uinavigationbar/pushitem(_:animated:)). The
    /// delegate is told at once (the bar does not animate its items). On a navigation
    /// controller's bar, which follows the controller's stack, it stops with UIKit's message.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        if owningNavigationController != nil {
            programmerError("Cannot call pushNavigationItem:animated: directly on a UINavigationBar managed by a controller.")
        }
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        setItems((items ?? []) + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item off a standalone bar's stack (as its back button does) and returns it;
    /// nil when there is none or the ``delegate`` refuses. The previous item shows again. On a
    /// navigation controller's bar it stops with UIKit's message.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        if owningNavigationController != nil {
            programmerError("Cannot call popNavigationItemAnimated: directly on a UINavigationBar managed by a controller.")
        }
        guard let top = topItem, delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        setItems(Array((items ?? []).dropLast()), animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// The text of the back button: the back item's `backBarButtonItem` title, else its
    /// `backButtonTitle`, else its title, else "Back" (UIKit's order).
    public var backButtonTitle: String? {
        guard let backItem, topItem?.hidesBackButton != true else { return nil }
        return backItem.backBarButtonItem?.title ?? backItem.backButtonTitle ?? backItem.title ?? "Back"
    }

    /// Whether the back button shows: there is an item to go back to, the top item does not hide
    /// it, and its left items (if any) supplement it rather than replace it.
    var showsBackButton: Bool {
        guard backButtonTitle != nil, let top = topItem else { return false }
        return top.leftBarButtonItems?.isEmpty ?? true || top.leftItemsSupplementBackButton
    }

    /// Remakes the views of the top item's bar button items and title view and lays them out now
    /// (an item or its navigation item changed).
    func barButtonItemsChanged() {
        if window != nil {
            for item in (topItem?.leftBarButtonItems ?? []) + (topItem?.rightBarButtonItems ?? []) {
                item.applyAppearanceProxies(in: self)
            }
        }
        for (_, view) in itemViews where view.superview === self { view.removeFromSuperview() }
        itemViews = []
        let titleView = topItem?.titleView
        if let shown = shownTitleView, shown !== titleView, shown.superview === self { shown.removeFromSuperview() }
        shownTitleView = titleView
        titleLabel.isHidden = titleView != nil
        if let titleView, titleView.superview !== self { addSubview(titleView) }
        if let top = topItem {
            for item in (top.leftBarButtonItems ?? []) + (top.rightBarButtonItems ?? []) {
                item.bar = self
                item.shownView = nil
                guard !item.isHidden, !item.isSpace else { continue }
                let view = item.customView ?? makeButton(for: item)
                addSubview(view)
                itemViews.append((item, view))
                item.shownView = view
            }
        }
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// A change of the vertical size class changes the row's height (32 points in a compact
    /// height) and may change the appearance (the compact ones, the prompt metrics' images); a
    /// navigation controller places its bar again.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass else { return }
        applyAppearance()
        largeTitleStateDidChange()
    }

    override func didEnterWindow() {
        askPosition()
        barButtonItemsChanged()
    }

    /// The bar at its expanded height: a child's safe area does not follow a large title's collapse.
    override var obscuringBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width, height: expandedHeight) }

    // MARK: Items

    private func layoutTitleView() {
        guard let titleView = shownTitleView else { return }
        let size = CGSize(width: titleView.bounds.width, height: min(titleView.bounds.height, rowHeight))
        titleView.frame = CGRect(
            x: (bounds.width - size.width) / 2, y: promptHeight + (rowHeight - size.height) / 2, width: size.width,
            height: size.height)
    }

    /// Right to left, the row is the left-to-right one mirrored: the back button and the left
    /// items (the leading ones) at the right edge, the right items (the trailing ones) at the left.
    private func mirrorRow() {
        for view in [backButton, titleLabel] + itemViews.map(\.view) + [shownTitleView].compactMap({ $0 }) {
            view.frame.origin.x = bounds.width - view.frame.maxX
        }
    }

    private func layoutBarButtonItems() {
        guard let top = topItem else { return }
        var x = showsBackButton ? Self.backButtonWidth : Self.itemEdgeInset
        for item in top.leftBarButtonItems ?? [] where !item.isHidden {
            x += place(item, at: x, growingRight: true)
        }
        var trailing = bounds.width - Self.itemEdgeInset
        for item in top.rightBarButtonItems ?? [] where !item.isHidden {
            trailing -= place(item, at: trailing, growingRight: false)
        }
    }

    /// Puts `item`'s view with one edge at `x`; returns the width the item takes.
    private func place(_ item: UIBarButtonItem, at x: CGFloat, growingRight: Bool) -> CGFloat {
        if item.isSpace { return item.systemItem == .fixedSpace ? max(0, item.width) : 0 }
        guard let view = itemViews.first(where: { $0.item === item })?.view else { return 0 }
        let size =
            item.customView != nil
            ? CGSize(width: view.bounds.width, height: min(view.bounds.height, rowHeight))
            : CGSize(width: width(of: item, button: view), height: rowHeight)
        view.frame = CGRect(
            x: growingRight ? x : x - size.width, y: promptHeight + (rowHeight - size.height) / 2,
            width: size.width, height: size.height)
        return size.width
    }

    private func makeButton(for item: UIBarButtonItem) -> UIButton {
        item.makeBarButton(
            plain: shownAppearance.buttonAppearance, done: shownAppearance.doneButtonAppearance, height: rowHeight)
    }

    private func width(of item: UIBarButtonItem, button: UIView) -> CGFloat { item.barButtonWidth(of: button) }
}

extension UINavigationBar: BarButtonItemHost {}
