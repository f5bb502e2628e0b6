/// A standard or custom view at the leading or trailing edge of a list cell, UIKit's
/// `UICellAccessory` (shown by ``UICollectionViewListCell/accessories``).
///
/// Each accessory shows always, only while editing or only while not editing (its
/// ``displayedState``; deletion, insertion, reordering and multiselection default to while
/// editing). Placement is UIKit's: deletion, insertion and multiselection lead, the others trail,
/// a custom view where its configuration says. Glyph sizes and colors are Interlude's (iOS draws SF
/// Symbols): see `CellAccessoryView`.
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Hashable, Sendable {
        /// Whether editing or not.
        case always
        /// Only while the cell is editing.
        case whenEditing
        /// Only while the cell is not editing.
        case whenNotEditing
    }

    /// Whether the accessory sits at the leading edge.
    var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect: true
        case .custom(_, let leading, _): leading
        default: false
        }
    }

    /// Whether the accessory shows for a cell that is (or is not) `editing`.
    func isDisplayed(editing: Bool) -> Bool {
        switch displayedState {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    /// The width an accessory reserves.
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width.
        case actual
        /// The system's standard width (Interlude: the accessory's own width).
        case standard
        /// A width in points, at least the accessory's own.
        case custom(CGFloat)
    }

    /// How an outline disclosure looks (UIKit's `OutlineDisclosureStyle`).
    public enum OutlineDisclosureStyle: Hashable, Sendable {
        /// A header's look for a cell with a header content configuration, else a cell's.
        case automatic
        /// A section header's: the chevron in the tint color.
        case header
        /// A cell's: the chevron in `tertiaryLabel`.
        case cell
    }

    /// The edge a custom view sits at, and its index among the accessories already placed at
    /// that edge (by default after them, nearest the edge for trailing ones).
    public enum Placement {
        /// At the leading edge.
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// At the trailing edge.
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })
    }

    /// Picks an index among the accessories at an edge.
    public typealias Position = ([UICellAccessory]) -> Int

    /// What the accessory is.
    enum Kind {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure(OutlineDisclosureStyle)
        case label(String, UIFont?), detail, custom(UIView, leading: Bool, position: Position)
    }

    let kind: Kind
    /// Run when a deletion, insertion, detail or outline disclosure accessory is tapped.
    let actionHandler: (@MainActor () -> Void)?
    /// When the accessory shows.
    public let displayedState: DisplayedState
    /// Whether the accessory is hidden (it keeps its room). Defaults to false.
    public var isHidden = false
    /// The width the accessory takes. Defaults to `.standard`.
    public var reservedLayoutWidth = LayoutDimension.standard
    /// The glyph's color; nil uses the accessory's own (Interlude's colors, see `CellAccessoryView`).
    public var tintColor: UIColor?
    /// The fill behind a deletion, insertion or multiselection glyph; nil uses its own.
    var backgroundColor: UIColor?

    init(
        _ kind: Kind, displayed: DisplayedState, isHidden: Bool?, width: LayoutDimension?, tint: UIColor?,
        background: UIColor? = nil, action: (@MainActor () -> Void)? = nil
    ) {
        self.kind = kind
        displayedState = displayed
        self.isHidden = isHidden ?? false
        reservedLayoutWidth = width ?? .standard
        tintColor = tint
        backgroundColor = background
        actionHandler = action
    }
}
