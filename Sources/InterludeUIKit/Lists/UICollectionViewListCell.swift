/// A collection view cell for lists, UIKit's `UICollectionViewListCell`: list content by default
/// (``defaultContentConfiguration()``), ``accessories`` at its edges and an indentation.
///
/// Layout (Interlude's metrics and order): leading accessories from the leading edge (past the
/// indentation when ``indentsAccessories``), 16 points in and 16 apart; trailing ones ending 16
/// points from the trailing edge; both in the array's order; the content view between them.
/// Accessories `.whenEditing` show while the cell's ``configurationState`` is editing: while its
/// collection view ``UICollectionView/isEditing`` and the item may be edited.
///
/// In a list section (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`) the cell takes
/// the list's look, from the layout attributes the collection view applies when it dequeues and
/// places the cell (as UIKit 14 passes the list's appearance): default configurations for the
/// appearance and its role (a row, or a header when it is a header-styled first item or a
/// supplementary header), the list's background configuration unless one was set, hairline
/// separators (see `UICollectionViewListCell+Separators.swift`) and an inset-grouped section's
/// rounded corners.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, shown at each edge in the array's order (the reordering grip outermost).
    /// Defaults to none.
    open var accessories: [UICellAccessory] = [] { didSet { rebuildAccessories() } }
    /// How many ``indentationWidth``s the content (and, with ``indentsAccessories``, the
    /// accessories) move in. Defaults to 0.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation level, in points. Defaults to 10 (UIKit's table constants: 10
    /// in lists, 20 in sidebars).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether the leading accessories move in with the indentation. Defaults to true.
    open var indentsAccessories = true { didSet { setNeedsLayout() } }

    /// What a tap on an outline disclosure without its own action does: set by the data source
    /// that owns the item's section snapshot (toggling the item's expansion there). Nil: nothing.
    var outlineDisclosureAction: (@MainActor (UICollectionViewListCell) -> Void)?
    /// Whether the cell's item is expanded in its outline (set by that data source).
    var isOutlineExpanded = false {
        didSet {
            if isOutlineExpanded != oldValue { setNeedsUpdateConfiguration() }
        }
    }
    private var accessoryViews: [CellAccessoryView] = []
    /// What the cell's list section says of it; nil outside list sections.
    var listStyle: ListElementStyle? {
        didSet {
            guard listStyle != oldValue else { return }
            if listStyle?.contentStyle != oldValue?.contentStyle || listStyle?.backgroundStyle != oldValue?.backgroundStyle {
                showListBackground()
                setNeedsUpdateConfiguration()
            }
            applyListCorners()
            setNeedsLayout()
        }
    }
    /// How far a swipe moved the content and accessories, in points (see
    /// `UICollectionView+SwipeActions.swift`); crossing zero updates the state's `isSwiped`.
    var swipeOffset: CGFloat = 0 {
        didSet { if (swipeOffset != 0) != (oldValue != 0) { setNeedsUpdateConfiguration() } }
    }
    /// The swipe actions revealed, while swiped.
    var swipeActionsView: SwipeActionsView?
    /// Whether the cell shows its list's background configuration: until one is set.
    private var showsListBackground = true
    /// The separators along the top and bottom edges (see `UICollectionViewListCell+Separators.swift`).
    let topSeparator = UIView(frame: .zero), bottomSeparator = UIView(frame: .zero)
    /// The separator guide and its low-priority leading constraint, made on first use.
    var separatorGuide: (guide: UILayoutGuide, leading: NSLayoutConstraint)?

    /// The leading and trailing edges of the cell's automatic separators (iOS 14): by default at
    /// the list content's text; constrain its `leadingAnchor` (at a priority above 250) to move
    /// them. Its top and bottom are the cell's
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/separatorlayoutguide).
    public var separatorLayoutGuide: UILayoutGuide { separatorGuide?.guide ?? makeSeparatorGuide() }

    /// The cell state with the outline's expansion and whether the cell is swiped open.
    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isExpanded = isOutlineExpanded
        state.isSwiped = swipeOffset != 0
        return state
    }

    /// The background configuration; in a list section, the list's until one is set.
    open override var backgroundConfiguration: UIBackgroundConfiguration? {
        get { super.backgroundConfiguration }
        set {
            showsListBackground = false
            super.backgroundConfiguration = newValue
        }
    }

    /// A view behind the content; setting one ends the list's background configuration (UIKit:
    /// a background view and a background configuration exclude each other).
    open override var backgroundView: UIView? {
        didSet {
            guard backgroundView != nil, showsListBackground else { return }
            showsListBackground = false
            if super.backgroundConfiguration != nil { super.backgroundConfiguration = nil }
        }
    }

    /// The list content for the cell's list section updated for the cell's state: `cell()`
    /// (`sidebarCell()` in sidebars) for a row; `plainHeader()`, `groupedHeader()` or
    /// `sidebarHeader()` for a header; `plainFooter()` or `groupedFooter()` for a footer; `cell()`
    /// outside lists.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        let style = listStyle?.contentStyle ?? .cell
        return style.configuration.updated(for: configurationState)
    }

    /// The background for the cell's list section updated for the cell's state:
    /// `listPlainCell()`, `listGroupedCell()` or `listSidebarCell()` for a row, the list's header
    /// or footer background for those; `listPlainCell()` outside lists.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        let style = listStyle?.backgroundStyle ?? .plainCell
        return style.configuration.updated(for: configurationState)
    }

    /// Takes the list's look from the attributes of a list section.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if let style = layoutAttributes.listStyle { listStyle = style }
    }

    /// Shows the list's background configuration unless one was set.
    private func showListBackground() {
        guard showsListBackground, listStyle != nil else { return }
        super.backgroundConfiguration = defaultBackgroundConfiguration()
    }

    /// Rounds the corners an inset-grouped section rounds on this row.
    private func applyListCorners() {
        let corners = listStyle?.roundedCorners ?? []
        layer.cornerRadius = corners.isEmpty ? 0 : ListMetrics.insetGroupedCornerRadius
        layer.maskedCorners = corners
        clipsToBounds = !corners.isEmpty
    }

    private func rebuildAccessories() {
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map { accessory in
            let view = CellAccessoryView(accessory)
            if let handler = accessory.actionHandler {
                view.addAction(UIAction { _ in handler() }, for: .touchUpInside)
            } else if case .outlineDisclosure = accessory.kind {
                view.isUserInteractionEnabled = true
                view.addAction(
                    UIAction { [weak self] _ in if let self { self.outlineDisclosureAction?(self) } }, for: .touchUpInside)
            }
            addSubview(view)
            return view
        }
        setNeedsLayout()
    }

    /// The spacing at the edges and between accessories, in points (UIKit's cell content padding).
    static let accessoryPadding: CGFloat = 16

    /// Places the accessories shown for the editing state and the content view between them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let editing = configurationState.isEditing
        let indentation = CGFloat(max(0, indentationLevel)) * indentationWidth
        var leading: [CellAccessoryView] = [], trailing: [CellAccessoryView] = []
        for view in accessoryViews {
            let shown = view.accessory.isDisplayed(editing: editing)
            view.alpha = shown ? 1 : 0
            view.isOn = view.accessory.isMultiselect ? isSelected : isOutlineExpanded
            view.isHeaderStyle = (contentConfiguration as? UIListContentConfiguration)?.style.isHeaderOrFooter ?? false
            guard shown else { continue }
            if case .custom(_, let isLeading, let position) = view.accessory.kind {
                let side = isLeading ? leading : trailing
                let index = min(max(0, position(side.map(\.accessory))), side.count)
                if isLeading { leading.insert(view, at: index) } else { trailing.insert(view, at: index) }
            } else if view.accessory.isLeading {
                leading.append(view)
            } else {
                trailing.append(view)
            }
        }
        let padding = Self.accessoryPadding, height = bounds.height, rtl = arrangesRightToLeft
        func place(_ view: CellAccessoryView, x: CGFloat) {
            let width = view.layoutWidth
            let frame = CGRect(x: x, y: 0, width: width, height: height)
            view.frame = rtl ? CGRect(x: bounds.width - frame.maxX, y: 0, width: width, height: height) : frame
        }
        var x = (indentsAccessories ? indentation : 0)
        for view in leading {
            place(view, x: x + padding)
            x += padding + view.layoutWidth
        }
        let contentStart = max(x, indentation)
        // Trailing accessories show in the array's order, the reordering grip outermost.
        trailing = trailing.filter { !$0.accessory.isReorder } + trailing.filter(\.accessory.isReorder)
        var end = bounds.width
        for view in trailing.reversed() {
            end -= padding + view.layoutWidth
            place(view, x: end)
        }
        let contentFrame = CGRect(x: contentStart, y: 0, width: max(0, end - contentStart), height: height)
        contentView.frame =
            rtl ? CGRect(x: bounds.width - contentFrame.maxX, y: 0, width: contentFrame.width, height: height) : contentFrame
        // A swipe moves the content and the accessories shown; its buttons fill the strip left.
        contentView.frame.origin.x += swipeOffset
        for view in leading + trailing { view.frame.origin.x += swipeOffset }
        layoutSwipeActions(height: height)
        layoutSeparators()
    }
}

extension UICellAccessory {
    var isMultiselect: Bool {
        if case .multiselect = kind { return true }
        return false
    }

    var isReorder: Bool {
        if case .reorder = kind { return true }
        return false
    }
}
