import Foundation

/// The table's side of swiping rows open and closed: where the actions come from and what
/// editing mode makes of a swipe (``SwipeActionsTracker`` follows the finger; UIKit's rules are
/// in `UITableView+Editing.swift`).
extension UITableView: SwipeActionsHost {
    func swipeableCell(at point: CGPoint) -> (cell: any SwipeableCell, indexPath: IndexPath)? {
        guard let indexPath = indexPathForRow(at: point), let cell = cellsByIndexPath[indexPath] else { return nil }
        return (cell, indexPath)
    }

    /// The delegate's actions (or the Delete button); none in editing mode or while a row is
    /// reordered.
    func swipeActionsConfiguration(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard !editing.showsControls, editing.reorder == nil else { return nil }
        return swipeConfiguration(at: indexPath, trailing: trailing)
    }

    /// The swipe opens the row: the delegate hears it, then the table is in swipe-to-delete mode
    /// (a `setEditing(true, animated:)` from the delegate, as UITableViewController's, shows no
    /// controls).
    func swipeDidBegin(at indexPath: IndexPath) {
        editing.isSwipeEditing = true
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        editing.isEditing = true
    }

    /// The row closed: swipe-to-delete mode ends and the delegate hears
    /// `tableView(_:didEndEditingRowAt:)` with the row's index path now.
    func swipeDidEnd(on cell: any SwipeableCell, beganAt indexPath: IndexPath) {
        editing.isSwipeEditing = false
        editing.isEditing = false
        let row = (cell as? UITableViewCell).flatMap { self.indexPath(for: $0) } ?? indexPath
        tableDelegate?.tableView(self, didEndEditingRowAt: row)
    }

    /// The deletion control was tapped: the row's trailing actions (the Delete button unless the
    /// delegate gives others) slide in, editing mode and its controls staying.
    func openSwipeFromEditControl(at indexPath: IndexPath) {
        guard let cell = cellsByIndexPath[indexPath] else { return }
        let configuration =
            tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            ?? UISwipeActionsConfiguration(actions: [deleteConfirmationAction(for: indexPath)])
        swipeTracker.openTrailing(cell, at: indexPath, with: configuration)
    }
}

extension UITableViewCell: SwipeableCell {
    /// The cell's swipe, kept with its editing state; crossing zero updates the configuration
    /// state's `isSwiped`.
    var swipeOffset: CGFloat {
        get { editingState.swipeOffset }
        set {
            let wasSwiped = editingState.swipeOffset != 0
            editingState.swipeOffset = newValue
            if (newValue != 0) != wasSwiped { setNeedsUpdateConfiguration() }
        }
    }

    var swipeActionsView: SwipeActionsView? {
        get { editingState.actionsView }
        set { editingState.actionsView = newValue }
    }
}
