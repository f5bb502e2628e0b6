import Foundation

/// Reordering rows by their reordering controls (see `UITableView+Editing.swift` for UIKit's
/// rules): the row follows the finger above the others; whenever its middle comes over another
/// row the delegate's `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` says
/// where it would land, and the rows between its place and there slide over to open the gap.
/// When the finger lifts it lands in the gap.
extension UITableView {
    /// How long the other rows take to slide aside, in seconds (Interlude's value).
    static let reorderGapDuration: TimeInterval = 0.2

    func beginReorder(of cell: UITableViewCell, at indexPath: IndexPath, startY: CGFloat) {
        editing.reorder = RowReorder(
            cell: cell, source: indexPath, startY: startY, startFrame: cell.frame, proposed: indexPath,
            destination: indexPath)
        bringSubviewToFront(cell)
    }

    func moveReorderedRow(toY y: CGFloat) {
        guard var reorder = editing.reorder else { return }
        var frame = reorder.startFrame
        frame.origin.y += y - reorder.startY
        UIView.performWithoutAnimation { reorder.cell.frame = frame }
        let proposed = proposedDestination(forMiddleY: frame.midY, source: reorder.source)
        guard proposed != reorder.proposed else { return }
        reorder.proposed = proposed
        let target =
            tableDelegate?.tableView(
                self, targetIndexPathForMoveFromRowAt: reorder.source, toProposedIndexPath: proposed) ?? proposed
        reorder.destination = isValidDestination(target, source: reorder.source) ? target : reorder.source
        editing.reorder = reorder
        openGap(for: reorder)
    }

    /// The finger lifted: the data source hears the move (unless the row stays), and the rows
    /// animate to their places.
    func endReorder() {
        guard let reorder = editing.reorder else { return }
        editing.reorder = nil
        guard reorder.destination != reorder.source else {
            // Back to its place, the others too.
            return UIView.animate(withDuration: Self.rowAnimationDuration) {
                for (indexPath, cell) in self.cellsByIndexPath { cell.frame = self.rectForRowInLayout(indexPath) }
            }
        }
        dataSource?.tableView(self, moveRowAt: reorder.source, to: reorder.destination)
        moveRow(at: reorder.source, to: reorder.destination)
    }

    /// A reorder ended by editing mode ending: the rows go back to their places.
    func cancelReorder() {
        guard editing.reorder != nil else { return }
        editing.reorder = nil
        UIView.performWithoutAnimation {
            for (indexPath, cell) in cellsByIndexPath { cell.frame = rectForRowInLayout(indexPath) }
        }
    }

    /// Slides the rows between the dragged row's place and its destination by its height: up when
    /// it goes down the table, down when it goes up.
    private func openGap(for reorder: RowReorder) {
        let source = layout.rowSpan(reorder.source)
        let destination = reorder.destination
        let movesDown =
            destination.section > reorder.source.section
            || (destination.section == reorder.source.section && destination.row > reorder.source.row)
        // The edge of the run of rows that slide: past the destination row when it stays in its
        // section, before it (or the section's end) when it comes from another.
        let edge: CGFloat
        if destination.section == reorder.source.section, movesDown {
            edge = layout.rowSpan(destination).minY + layout.rowSpan(destination).height
        } else if layout.contains(destination) {
            edge = layout.rowSpan(destination).minY
        } else {
            edge = layout.footerSpan(destination.section).minY
        }
        UIView.animate(withDuration: Self.reorderGapDuration) {
            for (indexPath, cell) in self.cellsByIndexPath where cell !== reorder.cell {
                let frame = self.rectForRowInLayout(indexPath)
                var shift: CGFloat = 0
                if movesDown, frame.minY > source.minY, frame.minY < edge { shift = -source.height }
                if !movesDown, destination != reorder.source, frame.minY >= edge, frame.minY < source.minY {
                    shift = source.height
                }
                let target = frame.offsetBy(dx: 0, dy: shift)
                if cell.frame != target { cell.frame = target }
            }
        }
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
