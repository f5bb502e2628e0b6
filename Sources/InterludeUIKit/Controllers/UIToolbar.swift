/// A bar of bar button items, usually at the bottom of the screen, UIKit's `UIToolbar`.
///
/// The items sit leading to trailing (left to right, or right to left when the bar lays out
/// right to left) in the top ``height`` points (a navigation controller's toolbar
/// runs its background on below them, over the home indicator): flexible spaces share the width
/// the other items leave, fixed spaces take their `width`, and title and image items are drawn as
/// the navigation bar draws them (Interlude's metrics, see `UINavigationBar`), from 8 points
/// inside the leading edge. A custom view keeps its own size and is centred vertically. What the
/// bar looks like comes from a ``UIToolbarAppearance`` (see `UIToolbar+Appearance.swift`); the
/// older ``barTintColor`` and ``isTranslucent`` write into ``standardAppearance``.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The height of the row of items, in points: 44, a toolbar's height on iPhone in portrait
    /// (in a compact height the row is 32 points).
    public static let height: CGFloat = 44
    /// The height of the row of items in a compact height (iPhone in landscape), in points: 32,
    /// what iOS draws (Apple documents no number).
    static let compactHeight: CGFloat = 32
    /// The height of the row of items for the bar's vertical size class.
    var rowHeight: CGFloat { traitCollection.verticalSizeClass == .compact ? Self.compactHeight : Self.height }

    /// The items shown, leading first; setting them is `setItems(_:animated:)` without animation.
    open var items: [UIBarButtonItem]? {
        get { shownItems }
        set { setItems(newValue, animated: false) }
    }
    private var shownItems: [UIBarButtonItem]?

    /// The bar's style; `.black` draws it in the dark appearance. Defaults to `.default`.
    open var barStyle = UIBarStyle.default {
        didSet {
            appearancePropertyWasSet("barStyle")
            overrideUserInterfaceStyle = barStyle == .default ? .unspecified : .dark
        }
    }

    /// Whether the background lets what is under it show through (the standard appearance keeps
    /// its blur, the ``barTintColor`` at 94 %). Defaults to true. A navigation controller's
    /// children stop at an opaque toolbar unless they set `extendedLayoutIncludesOpaqueBars`.
    open var isTranslucent = true {
        didSet {
            appearancePropertyWasSet("isTranslucent")
            guard isTranslucent != oldValue else { return }
            applyLegacyBackground()
            owningNavigationController?.placeShownChildView()
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

    /// What the bar looks like at its standard height (a copy is kept: change it and set it again).
    /// Defaults to the system's translucent background.
    open var standardAppearance: UIToolbarAppearance {
        get { standardAppearanceStorage }
        set {
            appearancePropertyWasSet("standardAppearance")
            standardAppearanceStorage = newValue.copy()
            appearanceDidChange()
        }
    }

    /// What the bar looks like in a compact height; nil, the default, uses ``standardAppearance``.
    open var compactAppearance: UIToolbarAppearance? {
        didSet {
            appearancePropertyWasSet("compactAppearance")
            compactAppearance = compactAppearance.map { $0.copy() }
            appearanceDidChange()
        }
    }

    /// What the bar looks like while the bottom edge of the top controller's content scroll view
    /// reaches it (or it has none); nil, the default, is ``standardAppearance`` with a transparent
    /// background. Only a navigation controller's toolbar uses it
    /// (https://developer.apple.com/documentation/uikit/uitoolbar/scrolledgeappearance).
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        didSet {
            appearancePropertyWasSet("scrollEdgeAppearance")
            scrollEdgeAppearance = scrollEdgeAppearance.map { $0.copy() }
            appearanceDidChange()
        }
    }

    /// The scroll-edge appearance in a compact height; nil, the default, uses
    /// ``scrollEdgeAppearance``
    /// (https://developer.apple.com/documentation/uikit/uitoolbar/compactscrolledgeappearance).
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        didSet {
            appearancePropertyWasSet("compactScrollEdgeAppearance")
            compactScrollEdgeAppearance = compactScrollEdgeAppearance.map { $0.copy() }
            appearanceDidChange()
        }
    }

    /// The object asked for the bar's position when the bar moves to a window (see
    /// `UIToolbar+Positioning.swift`).
    open weak var delegate: (any UIToolbarDelegate)? { didSet { askPosition() } }
    /// Where the toolbar sits, from its delegate; `.bottom` without one.
    open var barPosition: UIBarPosition { positionFromDelegate }
    /// The position the delegate gave; `.bottom` until one does.
    var positionFromDelegate = UIBarPosition.bottom

    /// The navigation controller showing the bar, if any (its scroll-edge appearance applies then).
    weak var owningNavigationController: UINavigationController? {
        didSet { if owningNavigationController !== oldValue { applyAppearance() } }
    }
    /// The views shown for the items that are not spaces, in order.
    private(set) var itemViews: [(item: UIBarButtonItem, view: UIView)] = []
    /// The background drawn from the appearance shown, reaching the bar's bottom.
    let background = BarBackgroundView(shadowEdge: .top)
    /// Storage of ``standardAppearance``.
    var standardAppearanceStorage = UIToolbarAppearance()
    /// Whether the content scroll view's bottom edge reaches the bar (see
    /// `UIToolbar+Appearance.swift`).
    var isAtScrollEdge = true
    /// The scroll view whose bottom edge the bar watches.
    weak var observedScrollView: UIScrollView?
    /// The older background images, per position and metrics, and shadow images, per position
    /// (see `UIToolbar+LegacyImages.swift`).
    var legacyBackgroundImages: [LegacyImageKey: UIImage] = [:]
    var legacyShadowImages: [UIBarPosition: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        applyAppearance()
    }

    /// Nil: there are no archives (storyboards, nibs) to decode under Interlude.
    public required init?(coder: NSCoder) { return nil }

    /// Replaces the items; `animated` (and in a window), the old items cross-fade into the new
    /// ones over 0.25 seconds on the window's clock (see `BarItemChange`).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        BarItemChange.perform(in: self, animated: animated) { self.replaceItems(items) }
    }

    private func replaceItems(_ items: [UIBarButtonItem]?) {
        for item in shownItems ?? [] where item.bar === self { item.bar = nil }
        shownItems = items
        barButtonItemsChanged()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateScrollEdgeState()
        background.frame = bounds
        layoutItems()
    }

    override func didEnterWindow() {
        askPosition()
        barButtonItemsChanged()
    }

    /// A change of the vertical size class changes the row's height and may change the
    /// appearance (the compact ones); a navigation controller places its toolbar again.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass else { return }
        applyAppearance()
        owningNavigationController?.viewIfLoaded?.setNeedsLayout()
    }

    /// Places the items: the width left by the others goes to the flexible spaces in equal shares.
    private func layoutItems() {
        let shown = (items ?? []).filter { !$0.isHidden }
        let rowHeight = min(bounds.height, rowHeight)
        var sizes: [ObjectIdentifier: CGSize] = [:]
        var used: CGFloat = 0
        var flexibleCount = 0
        for item in shown {
            if item.systemItem == .flexibleSpace {
                flexibleCount += 1
                continue
            }
            let size: CGSize
            if item.systemItem == .fixedSpace {
                size = CGSize(width: max(0, item.width), height: 0)
            } else if let view = view(for: item) {
                size =
                    item.customView != nil
                    ? CGSize(width: view.bounds.width, height: min(view.bounds.height, rowHeight))
                    : CGSize(width: item.barButtonWidth(of: view), height: rowHeight)
            } else {
                size = .zero
            }
            sizes[ObjectIdentifier(item)] = size
            used += size.width
        }
        let free = max(0, bounds.width - 2 * Self.itemEdgeInset - used)
        let flexibleWidth = flexibleCount > 0 ? free / CGFloat(flexibleCount) : 0
        // The first item leads: right to left, the row runs from the right edge.
        let rightToLeft = arrangesRightToLeft
        var x = Self.itemEdgeInset
        for item in shown {
            guard let size = sizes[ObjectIdentifier(item)] else {
                x += flexibleWidth
                continue
            }
            view(for: item)?.frame = CGRect(
                x: rightToLeft ? bounds.width - x - size.width : x, y: (rowHeight - size.height) / 2, width: size.width,
                height: size.height)
            x += size.width
        }
    }

    private func view(for item: UIBarButtonItem) -> UIView? {
        itemViews.first { $0.item === item }?.view
    }

    /// Gap between the bar's edges and the outermost items, in points (the navigation bar's).
    static let itemEdgeInset = UINavigationBar.itemEdgeInset
}

extension UIToolbar: BarButtonItemHost {
    /// Remakes the items' views in the shown appearance and lays them out now.
    func barButtonItemsChanged() {
        if window != nil {
            for item in items ?? [] { item.applyAppearanceProxies(in: self) }
        }
        for (_, view) in itemViews where view.superview === self { view.removeFromSuperview() }
        itemViews = []
        let shown = shownAppearance
        for item in items ?? [] {
            item.bar = self
            item.shownView = nil
            guard !item.isHidden, !item.isSpace else { continue }
            let view =
                item.customView
                ?? item.makeBarButton(
                    plain: shown.buttonAppearance, done: shown.doneButtonAppearance, height: rowHeight)
            addSubview(view)
            itemViews.append((item, view))
            item.shownView = view
        }
        setNeedsLayout()
        layoutIfNeeded()
    }
}
