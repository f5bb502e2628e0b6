import Foundation

extension UITableViewCell {
    /// The editing control of a row, UIKit's raw values.
    public enum EditingStyle: Int, Sendable {
        /// No control: the row cannot be inserted or deleted in editing mode.
        case none = 0
        /// The red deletion control; tapping it shows the Delete button.
        case delete = 1
        /// The green insertion control; tapping it asks the data source to insert.
        case insert = 2
    }

    /// Room for the deletion or insertion control at the leading edge, in points (Interlude's
    /// value: the 22-point circle with 11 points either side).
    static let editControlWidth: CGFloat = 44
    /// Room for the reordering control at the trailing edge, in points (Interlude's value).
    static let reorderControlWidth: CGFloat = 44
    /// How long the editing controls slide in and out when animated, in seconds.
    static let editingAnimationDuration: TimeInterval = 0.3

    /// Whether the deletion or insertion control shows: while editing, for a style other than
    /// `.none`, except in a table's swipe-to-delete mode.
    var showsEditControlNow: Bool { isEditing && editingStyle != .none && !editingState.isSwipeEditing }

    /// Whether the reordering control shows: while editing, when the table lets the row move (its
    /// data source answered `tableView(_:canMoveRowAt:)`) or, without that answer, when
    /// ``showsReorderControl`` asks for it.
    var showsReorderControlNow: Bool {
        isEditing && !editingState.isSwipeEditing && (editingState.tableAllowsMove ?? showsReorderControl)
    }

    /// The room the editing controls take at each side of the content.
    var editingInsets: (leading: CGFloat, trailing: CGFloat) {
        (
            showsEditControlNow && shouldIndentWhileEditing ? Self.editControlWidth : 0,
            showsReorderControlNow ? Self.reorderControlWidth : 0
        )
    }

    /// How far the built-in content is indented: ``indentationLevel`` × ``indentationWidth``.
    var indentation: CGFloat { CGFloat(max(0, indentationLevel)) * indentationWidth }

    /// Adds or removes the drawn controls for the current state and lays the cell out again,
    /// inside an animation when `animated`.
    func updateEditingControls(animated: Bool) {
        let wantsEdit = showsEditControlNow, wantsReorder = showsReorderControlNow
        var state = editingState
        if wantsEdit {
            let kind: TableCellEditControl.Kind = editingStyle == .insert ? .insert : .delete
            if state.editControl?.kind != kind {
                state.editControl?.removeFromSuperview()
                state.editControl = TableCellEditControl(kind: kind)
            }
        }
        if wantsReorder, state.reorderControl == nil { state.reorderControl = TableCellEditControl(kind: .reorder) }
        editingState = state
        let entering = [wantsEdit ? state.editControl : nil, wantsReorder ? state.reorderControl : nil].compactMap { $0 }
        UIView.performWithoutAnimation {
            for control in entering where control.superview !== self {
                control.alpha = 0
                addSubview(control)
                placeEditingControls(contentHeight: max(0, bounds.height - separatorHeight), editing: false)
            }
        }
        updateAccessory()
        let change = {
            for control in entering { control.alpha = 1 }
            if !wantsEdit { state.editControl?.alpha = 0 }
            if !wantsReorder { state.reorderControl?.alpha = 0 }
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
        let finish: (Bool) -> Void = { _ in
            if !self.showsEditControlNow { self.editingState.editControl?.removeFromSuperview() }
            if !self.showsReorderControlNow { self.editingState.reorderControl?.removeFromSuperview() }
        }
        if animated, window != nil {
            UIView.animate(withDuration: Self.editingAnimationDuration, animations: change, completion: finish)
        } else {
            UIView.performWithoutAnimation(change)
            finish(true)
        }
    }

    /// Places the editing controls and the revealed swipe actions (from `layoutSubviews`).
    func layoutEditingViews(contentHeight: CGFloat) {
        placeEditingControls(contentHeight: contentHeight, editing: true)
        layoutSwipeActions(height: contentHeight)
    }

    /// The deletion or insertion control at the leading edge, the reordering control at the
    /// trailing edge; `editing` false puts them just outside, where they slide in from.
    private func placeEditingControls(contentHeight: CGFloat, editing: Bool) {
        let shift = editingState.swipeOffset
        if let control = editingState.editControl {
            let shown = editing && showsEditControlNow
            control.frame = CGRect(
                x: (shown ? 0 : -Self.editControlWidth) + shift, y: 0, width: Self.editControlWidth,
                height: contentHeight)
        }
        if let control = editingState.reorderControl {
            let shown = editing && showsReorderControlNow
            control.frame = CGRect(
                x: bounds.width - (shown ? Self.reorderControlWidth : 0) + shift, y: 0,
                width: Self.reorderControlWidth, height: contentHeight)
        }
    }
}

/// A cell's editing controls and swipe state, kept by the cell and set by its table.
struct CellEditingState {
    /// Whether the cell is in editing mode (``UITableViewCell/isEditing``).
    var isEditing = false
    /// The control shown while editing (``UITableViewCell/editingStyle``).
    var style: UITableViewCell.EditingStyle = .none
    /// The table's answer to `tableView(_:canMoveRowAt:)`, or nil when the data source left it to
    /// the default (the cell's ``UITableViewCell/showsReorderControl`` then decides).
    var tableAllowsMove: Bool?
    /// Whether the table is in swipe-to-delete mode: no editing controls show.
    var isSwipeEditing = false
    /// The drawn deletion or insertion control, once made.
    var editControl: TableCellEditControl?
    /// The drawn reordering control, once made.
    var reorderControl: TableCellEditControl?
    /// How far the content is swiped: negative reveals trailing actions, positive leading ones.
    var swipeOffset: CGFloat = 0
    /// The revealed swipe actions, if any.
    var actionsView: SwipeActionsView?
}
