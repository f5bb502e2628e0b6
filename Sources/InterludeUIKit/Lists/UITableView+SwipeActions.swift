import Foundation

/// Swiping rows open and closed, and performing their ``UIContextualAction``s (see
/// `UITableView+Editing.swift` for UIKit's rules).
extension UITableView {
    /// Whether a drag on `cell` towards `dx` (negative: to the left) would reveal actions: the
    /// leading ones for a drag to the right in a left-to-right layout, the trailing ones to the
    /// left. No swiping in editing mode.
    func canSwipe(_ cell: UITableViewCell, at indexPath: IndexPath, towards dx: CGFloat) -> Bool {
        guard !editing.showsControls, editing.reorder == nil, dx != 0 else { return false }
        return swipeConfiguration(at: indexPath, trailing: revealsTrailing(forDrag: dx)) != nil
    }

    /// Whether a drag by `dx` reveals the trailing actions (mirrored right to left).
    private func revealsTrailing(forDrag dx: CGFloat) -> Bool {
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        return (dx < 0) == leftToRight
    }

    // MARK: Dragging

    func beginSwipeDrag(of cell: UITableViewCell, startX: CGFloat) {
        guard let indexPath = indexPath(for: cell) else { return }
        if let swipe = editing.swipe, swipe.cell !== cell { closeSwipe(animated: true) }
        var swipe = editing.swipe ?? RowSwipe(cell: cell, indexPath: indexPath)
        swipe.drag = (startX, cell.editingState.swipeOffset)
        editing.swipe = swipe
    }

    /// Moves the swiped row with the finger: the side is chosen by the first movement; past the
    /// buttons the row follows on only when a full swipe can perform the first action.
    func trackSwipe(toX x: CGFloat) {
        guard var swipe = editing.swipe, let drag = swipe.drag else { return }
        var offset = drag.startOffset + (x - drag.startX)
        if swipe.isTrailing == nil, offset != 0 {
            let trailing = revealsTrailing(forDrag: offset)
            guard let configuration = swipeConfiguration(at: swipe.indexPath, trailing: trailing) else { return }
            swipe.isTrailing = trailing
            swipe.configuration = configuration
            let actions = SwipeActionsView(actions: configuration.actions, atRight: offset < 0)
            swipe.actionsView = actions
            swipe.cell.editingState.actionsView = actions
            swipe.cell.addSubview(actions)
            if !swipe.fromEditControl, !swipe.toldDelegate {
                swipe.toldDelegate = true
                editing.swipe = swipe
                beginSwipeEditing(at: swipe.indexPath)
            }
        }
        guard let actions = swipe.actionsView, let configuration = swipe.configuration else { return }
        // The row does not cross to the other side while one side's actions are shown.
        offset = actions.atRight ? min(0, offset) : max(0, offset)
        let limit = configuration.performsFirstActionWithFullSwipe ? swipe.cell.bounds.width : actions.naturalWidth
        offset = max(-limit, min(limit, offset))
        editing.swipe = swipe
        setSwipeOffset(offset, of: swipe.cell, animated: false)
    }

    /// The finger lifted: a full swipe performs the first action, past half the buttons the row
    /// opens, otherwise it closes.
    func endSwipeDrag() {
        guard var swipe = editing.swipe else { return }
        swipe.drag = nil
        editing.swipe = swipe
        guard let actions = swipe.actionsView, let configuration = swipe.configuration else {
            return closeSwipe(animated: true)
        }
        let revealed = abs(swipe.cell.editingState.swipeOffset)
        let width = swipe.cell.bounds.width
        if configuration.performsFirstActionWithFullSwipe, revealed >= Self.fullSwipeFraction * width,
            let first = configuration.actions.first
        {
            setSwipeOffset(actions.atRight ? -width : width, of: swipe.cell, animated: true)
            perform(first)
        } else if revealed >= actions.naturalWidth / 2 {
            let open = actions.naturalWidth
            setSwipeOffset(actions.atRight ? -open : open, of: swipe.cell, animated: true)
        } else {
            closeSwipe(animated: true)
        }
    }

    // MARK: Opening and closing

    /// The deletion control was tapped: the row's trailing actions (the Delete button unless the
    /// delegate gives others) slide in, editing mode and its controls staying.
    func openSwipeFromEditControl(at indexPath: IndexPath) {
        guard let cell = cellsByIndexPath[indexPath] else { return }
        if editing.swipe != nil { closeSwipe(animated: true) }
        let configuration =
            tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            ?? UISwipeActionsConfiguration(actions: [deleteConfirmationAction(for: indexPath)])
        guard !configuration.actions.isEmpty else { return }
        let actions = SwipeActionsView(
            actions: configuration.actions, atRight: effectiveUserInterfaceLayoutDirection == .leftToRight)
        var swipe = RowSwipe(cell: cell, indexPath: indexPath)
        swipe.isTrailing = true
        swipe.configuration = configuration
        swipe.actionsView = actions
        swipe.fromEditControl = true
        editing.swipe = swipe
        cell.editingState.actionsView = actions
        cell.addSubview(actions)
        setSwipeOffset(actions.atRight ? -actions.naturalWidth : actions.naturalWidth, of: cell, animated: true)
    }

    /// Closes the swiped row (sliding back when `animated`); a row opened by a swipe ends
    /// swipe-to-delete mode and the delegate hears `tableView(_:didEndEditingRowAt:)`.
    func closeSwipe(animated: Bool) {
        guard let swipe = editing.swipe else { return }
        editing.swipe = nil
        let cell = swipe.cell
        if animated, window != nil {
            UIView.animate(
                withDuration: Self.swipeAnimationDuration,
                animations: {
                    cell.editingState.swipeOffset = 0
                    cell.setNeedsLayout()
                    cell.layoutIfNeeded()
                },
                completion: { _ in
                    if self.editing.swipe?.cell !== cell { self.resetSwipe(of: cell) }
                })
        } else {
            resetSwipe(of: cell)
        }
        guard swipe.toldDelegate else { return }
        editing.isSwipeEditing = false
        editing.isEditing = false
        tableDelegate?.tableView(self, didEndEditingRowAt: indexPath(for: cell) ?? swipe.indexPath)
    }

    /// Puts `cell` back unswiped, without its action buttons.
    func resetSwipe(of cell: UITableViewCell) {
        cell.editingState.actionsView?.removeFromSuperview()
        cell.editingState.actionsView = nil
        UIView.performWithoutAnimation {
            cell.editingState.swipeOffset = 0
            cell.setNeedsLayout()
            cell.layoutIfNeeded()
        }
    }

    /// The swipe opens the row: the delegate hears it, then the table is in swipe-to-delete mode
    /// (a `setEditing(true, animated:)` from the delegate, as UITableViewController's, shows no
    /// controls).
    private func beginSwipeEditing(at indexPath: IndexPath) {
        editing.isSwipeEditing = true
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        editing.isEditing = true
    }

    private func setSwipeOffset(_ offset: CGFloat, of cell: UITableViewCell, animated: Bool) {
        let change = {
            cell.editingState.swipeOffset = offset
            cell.setNeedsLayout()
            cell.layoutIfNeeded()
        }
        if animated, window != nil {
            UIView.animate(withDuration: Self.swipeAnimationDuration, animations: change)
        } else {
            UIView.performWithoutAnimation(change)
        }
    }

    // MARK: Performing

    /// Calls `action`'s handler with its button; the row closes when the handler calls the
    /// completion (once; later calls are ignored).
    func perform(_ action: UIContextualAction) {
        guard let swipe = editing.swipe, let actions = swipe.actionsView else { return }
        let cell = swipe.cell
        var completed = false
        action.handler(action, actions.button(for: action)) { [weak self] _ in
            guard let self, !completed else { return }
            completed = true
            if self.editing.swipe?.cell === cell { self.closeSwipe(animated: true) }
        }
    }
}
