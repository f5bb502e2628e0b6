/// The state of a cell for its configurations, UIKit's `UICellConfigurationState`: the view
/// states of ``UIViewConfigurationState`` plus editing, swiping, expansion, reordering, dragging
/// and dropping.
///
/// A cell's ``UITableViewCell/configurationState`` fills the states the cell knows: selected and
/// highlighted from the cell, editing from its editing mode, swiped while swipe actions show. The
/// rest (disabled, focused, expanded, reordering, drag and drop) stay off unless a subclass sets
/// them by overriding the getter, as Apple documents for custom states (Interlude's cells have no
/// disabled, focus, outline, drag or drop state of their own).
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// Where a cell is in a drag, UIKit's raw values.
    public enum DragState: Int, Sendable {
        /// Not dragged.
        case none = 0
        /// Lifting before it joins a drag session.
        case lifting = 1
        /// Part of a drag session.
        case dragging = 2
    }

    /// Whether a cell is a drop target, UIKit's raw values.
    public enum DropState: Int, Sendable {
        /// No drop session is active.
        case none = 0
        /// A drop session is active but does not target the cell.
        case notTargeted = 1
        /// The cell is the drop target.
        case targeted = 2
    }

    /// The cell's traits.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled. Defaults to false.
    public var isDisabled = false
    /// Whether the cell is highlighted (touched). Defaults to false.
    public var isHighlighted = false
    /// Whether the cell is selected. Defaults to false.
    public var isSelected = false
    /// Whether the cell has the focus. Defaults to false.
    public var isFocused = false
    /// Whether the cell is pinned. Defaults to false.
    public var isPinned = false
    /// Whether the cell is in editing mode. Defaults to false.
    public var isEditing = false
    /// Whether the cell is swiped open to show swipe actions. Defaults to false.
    public var isSwiped = false
    /// Whether the cell is expanded (an outline's parent). Defaults to false.
    public var isExpanded = false
    /// Whether the cell is being reordered. Defaults to false.
    public var isReordering = false
    /// The cell's drag state. Defaults to `.none`.
    public var cellDragState = DragState.none
    /// The cell's drop state. Defaults to `.none`.
    public var cellDropState = DropState.none
    private var custom = CustomConfigurationStates()

    /// A state with `traitCollection` and every other state off.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public func customState(for key: UIConfigurationStateCustomKey) -> AnyHashable? { custom[key] }

    public mutating func setCustomState(_ customState: AnyHashable?, for key: UIConfigurationStateCustomKey) {
        custom[key] = customState
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

extension UIConfigurationState {
    /// The cell states of `self` when it is a cell state; view states as a cell state otherwise
    /// (what configurations read, whichever state they are given).
    var cellState: UICellConfigurationState {
        if let cell = self as? UICellConfigurationState { return cell }
        var cell = UICellConfigurationState(traitCollection: traitCollection)
        if let view = self as? UIViewConfigurationState {
            cell.isDisabled = view.isDisabled
            cell.isHighlighted = view.isHighlighted
            cell.isSelected = view.isSelected
            cell.isFocused = view.isFocused
            cell.isPinned = view.isPinned
        }
        return cell
    }
}
