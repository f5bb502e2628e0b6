import Foundation

/// Where the table's touches go in editing: editing controls, revealed swipe actions, rows being
/// swiped and rows being reordered (see `UITableView+Editing.swift` for UIKit's rules). Each
/// handler returns true when it took the touch from row selection.
extension UITableView {
    func editingTouchesBegan(_ touches: Set<UITouch>) -> Bool {
        guard touches.count == 1, let touch = touches.first else { return false }
        if startPendingDrag() { return true }
        let point = touch.location(in: self)
        if let swipe = editing.swipe, swipe.drag == nil {
            // A row is open: a tap on one of its actions performs it, anywhere else closes the row.
            if let actions = swipe.actionsView, let action = actions.action(at: actions.convert(point, from: self)) {
                editing.actionTouch = action
            } else {
                editing.swallowsTouch = true
                closeSwipe(animated: true)
            }
            return true
        }
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
        _ = startPendingDrag()
        let point = touch.location(in: self)
        if editing.reorder != nil { moveReorderedRow(toY: point.y) }
        if let swipe = editing.swipe, swipe.drag != nil { trackSwipe(toX: point.x) }
    }

    func editingTouchesEnded(_ touches: Set<UITouch>) -> Bool {
        let point = touches.first?.location(in: self)
        editing.pendingDrag = nil
        if editing.swallowsTouch {
            editing.swallowsTouch = false
            return true
        }
        if editing.reorder != nil {
            endReorder()
            return true
        }
        if let swipe = editing.swipe, swipe.drag != nil {
            endSwipeDrag()
            return true
        }
        if let action = editing.actionTouch {
            editing.actionTouch = nil
            if let point, let actions = editing.swipe?.actionsView,
                actions.action(at: actions.convert(point, from: self)) === action
            {
                perform(action)
            }
            return true
        }
        if let (indexPath, kind) = editing.controlTouch {
            editing.controlTouch = nil
            guard let point, indexPathForRow(at: point) == indexPath else { return true }
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
        editing.pendingDrag = nil
        editing.controlTouch = nil
        editing.actionTouch = nil
        editing.swallowsTouch = false
        if editing.reorder != nil { endReorder() }
        if let swipe = editing.swipe, swipe.drag != nil { endSwipeDrag() }
    }

    /// Whether the drag the scroll pan is about to begin is the table's: a horizontal drag on a
    /// row with swipe actions (or on the open row), or a drag on a reordering control. Otherwise
    /// scrolling closes an open row.
    func editingTakesPan() -> Bool {
        let pan = panGestureRecognizer
        let translation = pan.translation(in: self)
        let location = pan.location(in: self)
        let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        guard let indexPath = indexPathForRow(at: start), let cell = cellsByIndexPath[indexPath] else {
            closeSwipeForScrolling()
            return false
        }
        if editing.reorder?.cell === cell { return true }
        if editing.showsControls, cell.showsReorderControlNow,
            cell.convert(start, from: self).x >= cell.bounds.width - UITableViewCell.reorderControlWidth
        {
            editing.pendingDrag = .reorder(cell: cell, startY: start.y)
            return true
        }
        let horizontal = abs(translation.x) > abs(translation.y)
        if horizontal, editing.swipe?.cell === cell || canSwipe(cell, at: indexPath, towards: translation.x) {
            editing.pendingDrag = .swipe(cell: cell, startX: start.x)
            return true
        }
        closeSwipeForScrolling()
        return false
    }

    /// Starts the drag the table took from the scroll pan, once its touches arrive.
    private func startPendingDrag() -> Bool {
        guard let drag = editing.pendingDrag else { return false }
        editing.pendingDrag = nil
        selectionTouchesCancelled()
        switch drag {
        case .swipe(let cell, let startX):
            beginSwipeDrag(of: cell, startX: startX)
        case .reorder(let cell, let startY):
            guard editing.reorder == nil, let indexPath = indexPath(for: cell) else { return true }
            beginReorder(of: cell, at: indexPath, startY: startY)
        }
        return true
    }

    private func closeSwipeForScrolling() {
        if let swipe = editing.swipe, swipe.drag == nil { closeSwipe(animated: true) }
    }
}
