import Foundation

/// Editing mode, UIKit's rules
/// (https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:) and
/// .../uitableview/isediting): ``UITableView/setEditing(_:animated:)`` calls
/// ``UITableViewCell/setEditing(_:animated:)`` on every visible cell; an editable row
/// (`tableView(_:canEditRowAt:)`) shows the control of its delegate's
/// `tableView(_:editingStyleForRowAt:)` (`.delete` by default). Tapping the insertion control
/// commits `.insert` at once; tapping the deletion control reveals the row's trailing swipe actions
/// (the Delete button unless the delegate gives others), and the Delete button commits `.delete`.
///
/// Swiping (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willbegineditingrowat:)):
/// a horizontal drag on a row outside editing mode reveals its leading or trailing
/// ``UISwipeActionsConfiguration``; the delegate hears `tableView(_:willBeginEditingRowAt:)` and
/// the table is in editing mode without controls until the row closes
/// (`tableView(_:didEndEditingRowAt:)`). The drag itself, the thresholds and the buttons are
/// ``SwipeActionsTracker``'s, shared with collection view lists.
///
/// Reordering: dragging a row's reordering control moves the row with the finger, the other rows
/// opening a gap where its middle is (as the delegate's
/// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` allows); let go, the data
/// source hears `tableView(_:moveRowAt:to:)` and the row settles in the gap.
extension UITableView {
    // MARK: Asking

    /// The answer of a data source or delegate requirement, or nil when its default
    /// implementation answered (the default marks ``answeredByDefault``): UIKit tells an optional
    /// method that is not implemented from one that is.
    func answer<T>(_ ask: () -> T?) -> T? {
        answeredByDefault = false
        defer { answeredByDefault = false }
        let value = ask()
        return answeredByDefault ? nil : value
    }

    // MARK: Editing mode

    func changeEditing(to isEditing: Bool, animated: Bool) {
        guard editing.isEditing != isEditing else { return }
        editing.isEditing = isEditing
        // In swipe-to-delete mode the table is editing without controls; leaving it closes the row.
        if editing.isSwipeEditing {
            if !isEditing { swipeTracker.close(animated: animated) }
            return
        }
        swipeTracker.close(animated: animated)
        if !isEditing { cancelReorder() }
        for (indexPath, cell) in cellsByIndexPath where layout.contains(indexPath) {
            applyEditingState(to: cell, at: indexPath, animated: animated)
        }
    }

    /// Gives `cell` the editing state of the row at `indexPath`: its editing style, whether it can
    /// move, its indentation, and editing mode itself.
    func applyEditingState(to cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
        if let level = answer({ tableDelegate?.tableView(self, indentationLevelForRowAt: indexPath) }) {
            cell.indentationLevel = level
        }
        swipeTracker.resetUnlessSwiped(cell)
        let showsControls = editing.showsControls
        if showsControls {
            let canEdit = answer({ dataSource?.tableView(self, canEditRowAt: indexPath) }) ?? true
            cell.editingStyle =
                canEdit ? answer({ tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) }) ?? .delete : .none
            cell.editingState.tableAllowsMove = answer({ dataSource?.tableView(self, canMoveRowAt: indexPath) })
            if let indents = answer({ tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) }) {
                cell.shouldIndentWhileEditing = indents
            }
        }
        cell.editingState.isSwipeEditing = false
        if cell.isEditing != showsControls {
            cell.setEditing(showsControls, animated: animated)
        } else if showsControls {
            cell.updateEditingControls(animated: false)
        }
    }

    // MARK: Committing

    /// The Delete button of the row at `indexPath`: a destructive action titled by the delegate
    /// (`"Delete"` by default) that commits `.delete`.
    func deleteConfirmationAction(for indexPath: IndexPath) -> UIContextualAction {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        return UIContextualAction(style: .destructive, title: title) { [weak self] _, view, completion in
            guard let self, let cell = view.superview?.superview as? UITableViewCell,
                let row = self.indexPath(for: cell)
            else { return completion(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
            completion(true)
        }
    }

    /// The actions a swipe reveals on one side of the row at `indexPath`: the delegate's, or for
    /// the trailing side of a row its data source or delegate calls editable with the `.delete`
    /// style, the Delete button. (UIKit gives the Delete button when the data source implements
    /// `tableView(_:commit:forRowAt:)`, which Swift cannot see; an explicit answer to
    /// `tableView(_:canEditRowAt:)` or `tableView(_:editingStyleForRowAt:)` stands in for it.)
    func swipeConfiguration(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        let configuration =
            trailing
            ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        if let configuration { return configuration.actions.isEmpty ? nil : configuration }
        guard trailing else { return nil }
        let canEdit = answer({ dataSource?.tableView(self, canEditRowAt: indexPath) })
        let style = answer({ tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) })
        guard canEdit != nil || style != nil, canEdit ?? true, (style ?? .delete) == .delete else { return nil }
        return UISwipeActionsConfiguration(actions: [deleteConfirmationAction(for: indexPath)])
    }
}

/// A table's editing mode and its row being reordered (the swiped row is its ``SwipeActionsTracker``'s).
struct TableEditingState {
    /// ``UITableView/isEditing``.
    var isEditing = false
    /// Whether editing mode came from a swipe (swipe-to-delete: no editing controls).
    var isSwipeEditing = false
    /// A drag on the reordering control of `cell`, from y `startY` in the table, that the table
    /// took from the scroll pan and its touches have not started yet.
    var pendingReorder: (cell: UITableViewCell, startY: CGFloat)?
    /// The row being reordered.
    var reorder: RowReorder?
    /// An editing control under a finger, acted on when the finger lifts there.
    var controlTouch: (indexPath: IndexPath, kind: TableCellEditControl.Kind)?

    /// Whether rows show their editing controls.
    var showsControls: Bool { isEditing && !isSwipeEditing }
}

/// A row being reordered.
struct RowReorder {
    /// The dragged cell and its row.
    let cell: UITableViewCell
    let source: IndexPath
    /// The finger's y and the cell's frame when the drag began.
    let startY: CGFloat
    let startFrame: CGRect
    /// The row under the dragged row's middle, and where the delegate lets it land.
    var proposed: IndexPath
    var destination: IndexPath
}
