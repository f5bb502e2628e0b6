import Foundation

/// Where the table's touches go in editing: editing controls, rows being swiped or swiped open
/// (the ``SwipeActionsTracker``'s) and rows being reordered (see `UITableView+Editing.swift` for
/// UIKit's rules). Each handler returns true when it took the touch from row selection.
extension UITableView {
    func editingTouchesBegan(_ touches: Set<UITouch>) -> Bool {
        guard touches.count == 1, let touch = touches.first else { return false }
        if startPendingReorder() || swipeTracker.touchesBegan(touches) { return true }
        let point = touch.location(in: self)
        guard editing.showsControls, let indexPath = indexPathForRow(at: point), let cell = cellsByIndexPath[indexPath]
        else { return false }
        let x = cell.convert(point, from: self).x
        if cell.showsEditControlNow, x < UITableViewCell.editControlWidth {
            editing.controlTouch = (indexPath, cell.editingStyle == .insert ? .insert : .delete)
            return true
        }
        if cell.showsReorderControlNow, x >= cell.bounds.width - UITableViewCell.reorderControlWidth {
            // Held still, the reorder starts at once; the scroll pan leaves a drag on it to the table.
            beginReorder(of: cell, at: indexPath, startY: point.y)
            return true
        }
        return false
    }

    func editingTouchesMoved(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        _ = startPendingReorder()
        if editing.reorder != nil { moveReorderedRow(toY: touch.location(in: self).y) }
        swipeTracker.touchesMoved(touches)
    }

    func editingTouchesEnded(_ touches: Set<UITouch>) -> Bool {
        editing.pendingReorder = nil
        if editing.reorder != nil {
            endReorder()
            return true
        }
        if swipeTracker.touchesEnded(touches) { return true }
        if let (indexPath, kind) = editing.controlTouch {
            editing.controlTouch = nil
            guard let point = touches.first?.location(in: self), indexPathForRow(at: point) == indexPath else {
                return true
            }
            if kind == .insert {
                dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
            } else {
                openSwipeFromEditControl(at: indexPath)
            }
            return true
        }
        return false
    }

    func editingTouchesCancelled() {
        editing.pendingReorder = nil
        editing.controlTouch = nil
        if editing.reorder != nil { endReorder() }
        swipeTracker.touchesCancelled()
    }

    /// Whether the drag the scroll pan is about to begin is the table's: a drag on a reordering
    /// control, or a swipe (``SwipeActionsTracker/takesPan()``: otherwise scrolling closes an
    /// open row).
    func editingTakesPan() -> Bool {
        let start = SwipeActionsTracker.panStart(of: self).start
        if let indexPath = indexPathForRow(at: start), let cell = cellsByIndexPath[indexPath] {
            if editing.reorder?.cell === cell { return true }
            if editing.showsControls, cell.showsReorderControlNow,
                cell.convert(start, from: self).x >= cell.bounds.width - UITableViewCell.reorderControlWidth
            {
                editing.pendingReorder = (cell, start.y)
                return true
            }
        }
        return swipeTracker.takesPan()
    }

    /// Starts the reorder the table took from the scroll pan, once its touches arrive.
    private func startPendingReorder() -> Bool {
        guard let (cell, startY) = editing.pendingReorder else { return false }
        editing.pendingReorder = nil
        selectionTouchesCancelled()
        guard editing.reorder == nil, let indexPath = indexPath(for: cell) else { return true }
        beginReorder(of: cell, at: indexPath, startY: startY)
        return true
    }
}
