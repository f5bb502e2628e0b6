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
/// (`tableView(_:didEndEditingRowAt:)`). Let go past half the buttons' width the row stays open,
/// otherwise it closes; past ``fullSwipeFraction`` of the row's width a configuration that
/// `performsFirstActionWithFullSwipe` performs its first action. A tap elsewhere, or scrolling,
/// closes the row.
///
/// Reordering: dragging a row's reordering control moves the row with the finger, the other rows
/// opening a gap where its middle is (as the delegate's
/// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` allows); let go, the data
/// source hears `tableView(_:moveRowAt:to:)` and the row settles in the gap.
extension UITableView {
    /// How far a row must be swiped, as a fraction of its width, for a full swipe (Interlude's value).
    static let fullSwipeFraction: CGFloat = 0.6
    /// How long a swiped row takes to open or close, in seconds (Interlude's value).
    static let swipeAnimationDuration: TimeInterval = 0.25

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
            if !isEditing { closeSwipe(animated: animated) }
            return
        }
        if editing.swipe != nil { closeSwipe(animated: animated) }
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
        if editing.swipe?.cell !== cell, cell.editingState.swipeOffset != 0 { resetSwipe(of: cell) }
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

/// A table's editing mode, its swiped row and its row being reordered.
struct TableEditingState {
    /// ``UITableView/isEditing``.
    var isEditing = false
    /// Whether editing mode came from a swipe (swipe-to-delete: no editing controls).
    var isSwipeEditing = false
    /// The row swiped open, or being swiped.
    var swipe: RowSwipe?
    /// A drag the table took from the scroll pan, not yet started by the touches.
    var pendingDrag: PendingDrag?
    /// The row being reordered.
    var reorder: RowReorder?
    /// An editing control under a finger, acted on when the finger lifts there.
    var controlTouch: (indexPath: IndexPath, kind: TableCellEditControl.Kind)?
    /// A swipe action under a finger, performed when the finger lifts on it.
    var actionTouch: UIContextualAction?
    /// A touch that only closed a swiped row: it selects nothing.
    var swallowsTouch = false

    /// Whether rows show their editing controls.
    var showsControls: Bool { isEditing && !isSwipeEditing }
}

/// A drag on a row the table follows instead of the scroll pan.
enum PendingDrag {
    /// A horizontal drag on `cell`, from x `startX` in the table.
    case swipe(cell: UITableViewCell, startX: CGFloat)
    /// A drag on the reordering control of `cell`, from y `startY` in the table.
    case reorder(cell: UITableViewCell, startY: CGFloat)
}

/// A swiped row.
struct RowSwipe {
    /// The cell swiped.
    let cell: UITableViewCell
    /// The row when the swipe began (the cell's row at the end is asked again).
    var indexPath: IndexPath
    /// The side revealed, once known, with its configuration and buttons.
    var isTrailing: Bool?
    var configuration: UISwipeActionsConfiguration?
    var actionsView: SwipeActionsView?
    /// The finger's x when the drag began and the offset then, while a finger drags it.
    var drag: (startX: CGFloat, startOffset: CGFloat)?
    /// Whether the swipe opened from the deletion control (editing mode stays with its controls).
    var fromEditControl = false
    /// Whether the delegate heard `tableView(_:willBeginEditingRowAt:)`.
    var toldDelegate = false
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
