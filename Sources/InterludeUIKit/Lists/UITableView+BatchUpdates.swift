import Foundation

extension UITableView {
    // MARK: Recording changes

    /// Starts a group of row and section changes that animate together at ``endUpdates()``.
    /// Groups nest; the outermost `endUpdates` applies them.
    public func beginUpdates() {
        if updateDepth == 0 {
            loadDataIfNeeded()
            pendingBatch = ListUpdateBatch()
            pendingRowAnimations = [:]
            pendingSectionAnimations = [:]
        }
        updateDepth += 1
    }

    /// Ends a group begun with ``beginUpdates()``: reads the counts and heights again, checks the
    /// recorded changes against them (stopping with UIKit's message when they disagree) and
    /// animates rows to their new places. With nothing recorded it animates height changes only.
    public func endUpdates() { endUpdates(completion: nil) }

    /// Applies the changes `updates` records (``insertRows(at:with:)`` and friends, with the data
    /// source changed to match) as one animation, then calls `completion` with whether it ran to the end.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }

    private func endUpdates(completion: ((Bool) -> Void)?) {
        guard updateDepth > 0 else {
            return Diagnostics.report("UITableView.endUpdates() without beginUpdates(); ignored")
        }
        updateDepth -= 1
        guard updateDepth == 0, let batch = pendingBatch else { return }
        pendingBatch = nil
        apply(batch, completion: completion)
    }

    /// Records (or, outside a group, applies) a change.
    private func record(_ change: (inout ListUpdateBatch) -> Void) {
        beginUpdates()
        if pendingBatch != nil { change(&pendingBatch!) }
        endUpdates()
    }

    /// Inserts rows at `indexPaths` (after the update), animated by `animation`.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        beginUpdates()
        pendingBatch?.insertedRows += indexPaths
        for indexPath in indexPaths { pendingRowAnimations[indexPath] = animation }
        endUpdates()
    }

    /// Deletes the rows at `indexPaths` (before the update), animated by `animation`.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        beginUpdates()
        pendingBatch?.deletedRows += indexPaths
        for indexPath in indexPaths { pendingDeletionAnimations[indexPath] = animation }
        endUpdates()
    }

    /// Moves the row at `indexPath` (before) to `newIndexPath` (after).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { batch in batch.moves.append((indexPath, newIndexPath)) }
    }

    /// Replaces the cells of the rows at `indexPaths` with new ones from the data source, animated by `animation`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        beginUpdates()
        pendingBatch?.reloadedRows += indexPaths
        for indexPath in indexPaths { pendingDeletionAnimations[indexPath] = animation }
        pendingReloadAnimations += indexPaths.map { ($0, animation) }
        endUpdates()
    }

    /// Inserts `sections` (indices after the update), animated by `animation`.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        beginUpdates()
        pendingBatch?.insertedSections.formUnion(sections)
        for section in sections { pendingSectionAnimations[section] = animation }
        endUpdates()
    }

    /// Deletes `sections` (indices before the update), animated by `animation`.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        beginUpdates()
        pendingBatch?.deletedSections.formUnion(sections)
        for section in sections { pendingDeletedSectionAnimations[section] = animation }
        endUpdates()
    }

    /// Replaces `sections` with their new contents, animated by `animation`.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        beginUpdates()
        pendingBatch?.reloadedSections.formUnion(sections)
        for section in sections { pendingDeletedSectionAnimations[section] = animation }
        endUpdates()
    }

    /// Configures the cells of the rows at `indexPaths` again, keeping them: the data source's
    /// `tableView(_:cellForRowAt:)` runs for each row on screen, and dequeuing the row's reuse
    /// identifier there hands back its own cell, without `prepareForReuse()`
    /// (https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)). Rows not
    /// on screen have no cell and are skipped. The index paths name rows before the update; outside
    /// a group the change applies alone, and a self-sizing row's new height animates. A data
    /// source that returns another cell replaces the row's cell with it.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        record { batch in batch.reconfiguredRows += indexPaths }
    }

    // MARK: Applying a batch

    /// Applies `batch`: new counts and heights, rows remapped, everything animated from where it
    /// is on screen to its new place.
    func apply(_ batch: ListUpdateBatch, completion: ((Bool) -> Void)?) {
        let insertAnimations = pendingRowAnimations, deleteAnimations = pendingDeletionAnimations
        let sectionInsertAnimations = pendingSectionAnimations
        let sectionDeleteAnimations = pendingDeletedSectionAnimations
        let reloadAnimations = Dictionary(pendingReloadAnimations, uniquingKeysWith: { first, _ in first })
        pendingRowAnimations = [:]
        pendingDeletionAnimations = [:]
        pendingSectionAnimations = [:]
        pendingDeletedSectionAnimations = [:]
        pendingReloadAnimations = []
        guard !needsDataReload else {
            reloadData()
            return Self.finishOnNextStep(completion)
        }
        let oldLayout = layout
        let oldCounts = (0..<oldLayout.numberOfSections).map { oldLayout.numberOfRows(inSection: $0) }
        let newCounts = readRowCounts()
        let mapping = batch.mapping(oldCounts: oldCounts, newCounts: newCounts)
        let oldUnmeasured = unmeasuredRows
        prefetcher.reset()

        isTiling = true
        defer { isTiling = false }
        rebuildLayout(rowCounts: newCounts) { newRow in
            guard let old = mapping.oldIndexPath(for: newRow), !oldUnmeasured.contains(old) else { return nil }
            return oldLayout.height(ofRowAt: old)
        }
        selectedRows = selectedRows.compactMap { mapping.newIndexPath(for: $0) }

        // Cells that stay follow their rows; the others leave with their row animation.
        var staying: [IndexPath: UITableViewCell] = [:]
        var leaving: [(UITableViewCell, IndexPath, RowAnimation)] = []
        // In index path order, here and below: a dictionary's order changes from run to run.
        for (old, cell) in cellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            if let new = mapping.newIndexPath(for: old) {
                staying[new] = cell
            } else {
                let animation = deleteAnimations[old] ?? sectionDeleteAnimations[old.section] ?? .automatic
                leaving.append((cell, old, animation))
            }
        }
        cellsByIndexPath = staying
        UIView.performWithoutAnimation {
            reconfigureCells(at: batch.reconfiguredRows.compactMap { mapping.newIndexPath(for: $0) })
        }
        // Self-sizing rows on screen are measured again: their content may have changed.
        for (indexPath, cell) in staying where isSelfSizing(indexPath) {
            prepare(cell, for: indexPath)
            layout.setHeight(fittingHeight(of: cell, width: cellWidth), ofRowAt: indexPath)
            unmeasuredRows.remove(indexPath)
        }
        _ = measureAppearingHeadersAndFooters()
        updateContentSize()
        var headers: [Int: UIView] = [:], footers: [Int: UIView] = [:]
        var leavingViews: [UIView] = []
        // Headers and footers of deleted (or reloaded) sections end their display now, as cells do.
        for (old, view) in headerViews.sorted(by: { $0.key < $1.key }) {
            if let new = mapping.newSectionOfOld[old] {
                headers[new] = view
            } else {
                leavingViews.append(view)
                tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: old)
            }
        }
        for (old, view) in footerViews.sorted(by: { $0.key < $1.key }) {
            if let new = mapping.newSectionOfOld[old] {
                footers[new] = view
            } else {
                leavingViews.append(view)
                tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: old)
            }
        }
        headerViews = headers
        footerViews = footers

        let animations = {
            let offset = min(max(self.contentOffset.y, self.verticalRange.lowerBound), self.verticalRange.upperBound)
            if offset != self.contentOffset.y { self.contentOffset.y = offset }
            for (cell, old, animation) in leaving {
                self.animateOut(cell, from: oldLayout, at: old, animation: animation)
            }
            for view in leavingViews {
                view.alpha = 0
                self.departingViews.append(view)
            }
            for (indexPath, cell) in self.cellsByIndexPath {
                self.prepare(cell, for: indexPath)
                let frame = self.rectForRowInLayout(indexPath)
                if cell.frame != frame { cell.frame = frame }
                cell.layoutIfNeeded()
            }
            for (section, view) in self.headerViews where section < self.layout.numberOfSections {
                view.frame = self.headerFooterFrame(section: section, isHeader: true)
            }
            for (section, view) in self.footerViews where section < self.layout.numberOfSections {
                view.frame = self.headerFooterFrame(section: section, isHeader: false)
            }
            let visible = self.visibleRowIndexPaths()
            let visibleSet = Set(visible)
            // Cells whose rows moved off screen leave after the animation.
            for (indexPath, cell) in self.cellsByIndexPath.sorted(by: { $0.key < $1.key })
            where !visibleSet.contains(indexPath) {
                self.cellsByIndexPath[indexPath] = nil
                self.departingViews.append(cell)
                self.tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            }
            for indexPath in visible where self.cellsByIndexPath[indexPath] == nil {
                let entrance: Entrance
                if let old = mapping.oldIndexPath(for: indexPath), oldLayout.contains(old) {
                    let (minY, height) = oldLayout.rowSpan(old)
                    entrance = .from(CGRect(x: self.cellMinX, y: minY, width: self.cellWidth, height: height))
                } else {
                    let animation =
                        insertAnimations[indexPath] ?? reloadAnimations[indexPath]
                        ?? sectionInsertAnimations[indexPath.section] ?? .automatic
                    entrance = .animation(animation)
                }
                self.animateIn(rowAt: indexPath, entrance: entrance)
            }
        }
        UIView.animate(withDuration: Self.rowAnimationDuration, animations: animations) { finished in
            self.finishDepartures()
            self.setNeedsLayout()
            self.tileVisibleContent()
            completion?(finished)
        }
        UIView.performWithoutAnimation { tileHeadersAndFooters() }
    }

    /// How a cell that was not on screen comes in.
    enum Entrance {
        /// From its old place (a row that moved into view).
        case from(CGRect)
        /// By a row animation (an inserted or reloaded row).
        case animation(RowAnimation)
    }

    private func isSelfSizing(_ indexPath: IndexPath) -> Bool {
        (tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight) < 0
    }

    /// Makes the cell of a row coming into view and animates it in.
    private func animateIn(rowAt indexPath: IndexPath, entrance: Entrance) {
        // The cell is made and measured outside the animation: only its entrance animates.
        var made: UITableViewCell?
        UIView.performWithoutAnimation {
            made = dataSource?.tableView(self, cellForRowAt: indexPath)
            guard let cell = made else { return }
            prepare(cell, for: indexPath)
            if unmeasuredRows.remove(indexPath) != nil {
                layout.setHeight(fittingHeight(of: cell, width: cellWidth), ofRowAt: indexPath)
                updateContentSize()
            }
        }
        guard let cell = made else { return }
        let frame = rectForRowInLayout(indexPath)
        var start = frame
        var startAlpha: CGFloat = 1
        switch entrance {
        case .from(let old):
            start = old
        case .animation(let animation):
            (start, startAlpha) = Self.offscreenState(of: frame, animation: animation)
        }
        UIView.performWithoutAnimation {
            cell.frame = start
            cell.alpha = startAlpha
            cell.layoutIfNeeded()
        }
        insertCell(cell)
        if case .animation(.top) = entrance { sendSubviewToBack(cell) }
        cellsByIndexPath[indexPath] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        cell.frame = frame
        cell.alpha = 1
        cell.layoutIfNeeded()
    }

    /// Animates a deleted (or reloaded) row's cell out, to be reused when the animation ends.
    private func animateOut(_ cell: UITableViewCell, from oldLayout: TableLayout, at old: IndexPath, animation: RowAnimation) {
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: old)
        guard animation != .none else { return enqueue(cell) }
        let (target, alpha) = Self.offscreenState(of: cell.frame, animation: animation)
        if animation == .top { sendSubviewToBack(cell) }
        departingViews.append(cell)
        cell.frame = target
        cell.alpha = alpha
    }

    /// Where and how transparent a row is before it comes in (or after it leaves) by `animation`.
    static func offscreenState(of frame: CGRect, animation: RowAnimation) -> (CGRect, CGFloat) {
        switch animation {
        case .fade, .automatic: (frame, 0)
        case .none: (frame, 1)
        case .left: (frame.offsetBy(dx: -frame.width, dy: 0), 1)
        case .right: (frame.offsetBy(dx: frame.width, dy: 0), 1)
        case .top: (frame.offsetBy(dx: 0, dy: -frame.height), 1)
        case .bottom: (frame.offsetBy(dx: 0, dy: frame.height), 1)
        case .middle: (CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0), 0)
        }
    }

    /// Sends the views that animated out back to the reuse queues, restored to full opacity.
    private func finishDepartures() {
        let views = departingViews
        departingViews = []
        UIView.performWithoutAnimation {
            for view in views {
                view.alpha = 1
                enqueue(view)
            }
        }
    }

    /// Runs `completion` with `true` on the next clock step (nothing animated).
    static func finishOnNextStep(_ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        UIView.animate(withDuration: 0, animations: {}, completion: completion)
    }
}
