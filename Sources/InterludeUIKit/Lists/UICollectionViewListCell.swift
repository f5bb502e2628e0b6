/// A collection view cell for lists, UIKit's `UICollectionViewListCell`: list content by default
/// (``defaultContentConfiguration()``), ``accessories`` at its edges and an indentation.
///
/// Layout (Interlude's metrics and order): leading accessories from the leading edge (past the
/// indentation when ``indentsAccessories``), 16 points in and 16 apart; trailing ones ending 16
/// points from the trailing edge; both in the array's order; the content view between them. Accessories `.whenEditing` show while the
/// cell's ``configurationState`` is editing, which a list cell is only when its list says so
/// (Interlude's collection views have no editing mode yet, so that is never).
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
    /// Whether the cell's list is editing (set by the list; nothing sets it yet).
    var isListEditing = false {
        didSet {
            if isListEditing != oldValue {
                setNeedsUpdateConfiguration()
                setNeedsLayout()
            }
        }
    }
    private var accessoryViews: [CellAccessoryView] = []

    /// The cell state with the list's editing and the outline's expansion.
    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isEditing = isListEditing
        state.isExpanded = isOutlineExpanded
        return state
    }

    /// ``UIListContentConfiguration/cell()`` updated for the cell's state (a list of Interlude's
    /// has no appearance to pass on: the plain list's cell).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        UIListContentConfiguration.cell().updated(for: configurationState)
    }

    /// ``UIBackgroundConfiguration/listPlainCell()`` updated for the cell's state (a list of
    /// Interlude's has no appearance to pass on).
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration.listPlainCell().updated(for: configurationState)
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
