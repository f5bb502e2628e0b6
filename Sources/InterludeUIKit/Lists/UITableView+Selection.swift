extension UITableView {
    /// The selected row (the first selected, with multiple selection), or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows, or nil when none is selected.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects the row at `indexPath` (nil deselects all), deselecting the others unless
    /// `allowsMultipleSelection`, and scrolls it to `scrollPosition`. The delegate is not told,
    /// as in UIKit.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadDataIfNeeded()
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        guard layout.contains(indexPath), allowsSelection else { return }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        cellsByIndexPath[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath`, fading its highlight when `animated`. The delegate is not told.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        cellsByIndexPath[indexPath]?.setSelected(false, animated: animated)
    }

    /// Whether a tap selects: ``allowsSelection``, or in editing mode
    /// ``allowsSelectionDuringEditing`` (or ``allowsMultipleSelectionDuringEditing``).
    var selectionAllowedNow: Bool {
        editing.showsControls ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    /// Whether taps add to the selection: ``allowsMultipleSelection``, or in editing mode
    /// ``allowsMultipleSelectionDuringEditing``.
    var multipleSelectionAllowedNow: Bool {
        editing.showsControls ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    // MARK: Touches

    /// A finger going down on a row highlights it (when the delegate allows it).
    func selectionTouchesBegan(_ touches: Set<UITouch>) {
        guard selectionAllowedNow, touchedRow == nil, touches.count == 1, let touch = touches.first,
            let indexPath = indexPathForRow(at: touch.location(in: self)), let cell = cellsByIndexPath[indexPath]
        else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        touchedRow = indexPath
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// The scroll view took the touch (a drag began): the highlight ends without a selection.
    func selectionTouchesCancelled() {
        endHighlight()
    }

    /// A finger lifting on the highlighted row selects it (or deselects it with multiple selection).
    func selectionTouchesEnded(_ touches: Set<UITouch>) {
        guard let indexPath = endHighlight(), let touch = touches.first,
            indexPathForRow(at: touch.location(in: self)) == indexPath
        else { return }
        if multipleSelectionAllowedNow, selectedRows.contains(indexPath) {
            userDeselect(indexPath)
        } else {
            userSelect(indexPath)
        }
    }

    @discardableResult
    private func endHighlight() -> IndexPath? {
        guard let indexPath = touchedRow else { return nil }
        touchedRow = nil
        cellsByIndexPath[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        return indexPath
    }

    /// A tap's selection, with the delegate's calls in UIKit's order.
    private func userSelect(_ tapped: IndexPath) {
        let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: tapped) } ?? tapped
        guard let target, layout.contains(target) else { return }
        if !multipleSelectionAllowedNow {
            for row in selectedRows where row != target { userDeselect(row) }
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        cellsByIndexPath[target]?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ row: IndexPath) {
        let target = tableDelegate.map { $0.tableView(self, willDeselectRowAt: row) } ?? row
        guard let target, selectedRows.contains(target) else { return }
        deselectRow(at: target, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }
}
