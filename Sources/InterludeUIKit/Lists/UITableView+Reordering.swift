import Foundation

/// Reordering rows by their reordering controls (see `UITableView+Editing.swift` for UIKit's
/// rules): the row follows the finger above the others and lands, when the finger lifts, at the
/// row its middle is over.
extension UITableView {
    func beginReorder(of cell: UITableViewCell, at indexPath: IndexPath, startY: CGFloat) {
        editing.reorder = RowReorder(cell: cell, source: indexPath, startY: startY, startFrame: cell.frame)
        bringSubviewToFront(cell)
    }

    func moveReorderedRow(toY y: CGFloat) {
        guard let reorder = editing.reorder else { return }
        var frame = reorder.startFrame
        frame.origin.y += y - reorder.startY
        UIView.performWithoutAnimation { reorder.cell.frame = frame }
    }

    /// The finger lifted: the data source hears the move (unless the row stays), and the rows
    /// animate to their places.
    func endReorder() {
        guard let reorder = editing.reorder else { return }
        editing.reorder = nil
        let proposed = proposedDestination(forMiddleY: reorder.cell.frame.midY, source: reorder.source)
        let destination =
            tableDelegate?.tableView(
                self, targetIndexPathForMoveFromRowAt: reorder.source, toProposedIndexPath: proposed) ?? proposed
        guard destination != reorder.source, isValidDestination(destination, source: reorder.source) else {
            // Back to its place.
            return UIView.animate(withDuration: Self.rowAnimationDuration) {
                reorder.cell.frame = self.rectForRowInLayout(reorder.source)
            }
        }
        dataSource?.tableView(self, moveRowAt: reorder.source, to: destination)
        moveRow(at: reorder.source, to: destination)
    }

    /// A reorder ended by editing mode ending: the row goes back to its place.
    func cancelReorder() {
        guard let reorder = editing.reorder else { return }
        editing.reorder = nil
        UIView.performWithoutAnimation { reorder.cell.frame = rectForRowInLayout(reorder.source) }
    }

    /// Where a row from `source` lands with its middle at `y`: the row there; over a header the
    /// section's first row, over a footer (or below the rows) after its last row, clamped to the
    /// table's rows.
    func proposedDestination(forMiddleY y: CGFloat, source: IndexPath) -> IndexPath {
        let top = layout.top, bottom = layout.contentHeight - layout.bottom
        let clampedY = min(max(y, top), max(top, bottom - 0.5))
        if let indexPath = layout.indexPathForRow(atY: clampedY) { return indexPath }
        guard layout.numberOfSections > 0, let slots = layout.slots(overlapping: clampedY, clampedY + 0.5) else {
            return source
        }
        switch layout.content(ofSlot: slots.lowerBound) {
        case .row(let indexPath):
            return indexPath
        case .header(let section):
            return IndexPath(row: 0, section: section)
        case .footer(let section):
            let count = layout.numberOfRows(inSection: section)
            return IndexPath(row: section == source.section ? max(0, count - 1) : count, section: section)
        }
    }

    /// Whether a row from `source` can end at `destination`: within the rows its section will have.
    private func isValidDestination(_ destination: IndexPath, source: IndexPath) -> Bool {
        guard destination.count == 2, destination.section >= 0, destination.section < layout.numberOfSections,
            destination.row >= 0
        else { return false }
        let count = layout.numberOfRows(inSection: destination.section)
        return destination.row < (destination.section == source.section ? count : count + 1)
    }
}
