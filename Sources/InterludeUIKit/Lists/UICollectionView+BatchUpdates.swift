import Foundation

extension UICollectionView {
    /// Applies the changes `updates` records (``insertItems(at:)`` and friends, with the data
    /// source changed to match) as one animation: the counts are checked (stopping with UIKit's
    /// message when they disagree), the layout prepared again and every cell, supplementary and
    /// decoration view animated from where it is to its new attributes (see
    /// `UICollectionView+ElementViewUpdates.swift`). `completion` gets whether the animation ran to the end.
    ///
    /// The layout hears of the update in the order Apple's pages give: `prepare()` for the new
    /// data, `prepare(forCollectionViewUpdates:)` with the changes as ``UICollectionViewUpdateItem``s,
    /// the `indexPathsToDelete…`/`indexPathsToInsert…` queries and the initial and final
    /// attributes of what appears and disappears, then `finalizeCollectionViewUpdates()` inside
    /// the animation block. Diffable data sources apply their snapshots through here too.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if updateDepth == 0 {
            prepareLayoutIfNeeded()
            pendingBatch = ListUpdateBatch(noun: "item", container: "collection view")
        }
        updateDepth += 1
        updates?()
        updateDepth -= 1
        guard updateDepth == 0, let batch = pendingBatch else { return }
        pendingBatch = nil
        apply(batch, completion: completion)
        readIndexTitles()
    }

    /// Records a change, or applies it alone outside a batch.
    private func record(_ change: @escaping (inout ListUpdateBatch) -> Void) {
        performBatchUpdates { if self.pendingBatch != nil { change(&self.pendingBatch!) } }
    }

    /// Inserts items at `indexPaths` (after the update).
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedRows += indexPaths } }
    /// Deletes the items at `indexPaths` (before the update).
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedRows += indexPaths } }
    /// Moves the item at `indexPath` (before) to `newIndexPath` (after).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moves.append((indexPath, newIndexPath)) }
    }
    /// Replaces the cells of the items at `indexPaths` with new ones from the data source.
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedRows += indexPaths } }
    /// Configures the cells of the items at `indexPaths` again, keeping them: the data source's
    /// `collectionView(_:cellForItemAt:)` runs for each item on screen, and dequeuing the item's
    /// reuse identifier there hands back its own cell, without `prepareForReuse()`
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)).
    /// Items not on screen have no cell and are skipped. Outside a batch update it happens at
    /// once, without animation; inside one the index paths name items before the update and
    /// their cells are configured when the update applies. A data source that returns another
    /// cell replaces the item's cell with it.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard pendingBatch == nil else {
            pendingBatch!.reconfiguredRows += indexPaths
            return
        }
        loadCountsIfNeeded()
        UIView.performWithoutAnimation { reconfigureCells(at: indexPaths) }
    }
    /// Inserts `sections` (indices after the update).
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Deletes `sections` (indices before the update).
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Replaces `sections` with their new contents.
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }

    private func apply(_ batch: ListUpdateBatch, completion: ((Bool) -> Void)?) {
        let layout = collectionViewLayout
        // Where items were: the visible cells, and the layout's answer a screen around them, so
        // that items moving into view come from their old places.
        var oldFrames: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        let around = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        for attributes in cellAttributes(in: around) {
            oldFrames[attributes.indexPath] = attributes.copied
        }
        let oldElementViews = elementViewSnapshot(of: layout.layoutAttributesForElements(in: around) ?? [])
        let oldCounts = itemCounts
        prefetcher.reset()
        let newCounts = readItemCounts()
        let mapping = batch.mapping(oldCounts: oldCounts, newCounts: newCounts)
        isTiling = true
        defer { isTiling = false }
        itemCounts = newCounts
        layoutNeedsPreparing = true
        layout.invalidateLayout(with: layout.makeInvalidationContext(dataSourceCounts: true))
        prepareLayoutIfNeeded()
        layout.prepare(forCollectionViewUpdates: batch.updateItems(mapping: mapping))
        let elementChanges = layoutElementChanges(old: oldElementViews)
        selectedItems = selectedItems.compactMap { mapping.newIndexPath(for: $0) }

        var staying: [IndexPath: UICollectionViewCell] = [:]
        var leaving: [(UICollectionViewCell, IndexPath)] = []
        // In index path order, here and below: a dictionary's order changes from run to run.
        for (old, cell) in cellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            if let new = mapping.newIndexPath(for: old) { staying[new] = cell } else { leaving.append((cell, old)) }
        }
        cellsByIndexPath = staying
        UIView.performWithoutAnimation {
            reconfigureCells(at: batch.reconfiguredRows.compactMap { mapping.newIndexPath(for: $0) })
        }

        let animations = {
            let clamped = self.offsetWithinContent(self.contentOffset)
            if clamped != self.contentOffset { self.contentOffset = clamped }
            for (cell, old) in leaving {
                self.collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: old)
                let final =
                    layout.finalLayoutAttributesForDisappearingItem(at: old)
                    ?? {
                        let faded = oldFrames[old]?.copied ?? UICollectionViewLayoutAttributes(forCellWith: old)
                        if oldFrames[old] == nil { faded.frame = cell.frame }
                        faded.alpha = 0
                        return faded
                    }()
                self.apply(final, to: cell)
                self.departingCells.append(cell)
            }
            self.animateDisplayedCells { indexPath in
                if let old = mapping.oldIndexPath(for: indexPath), let previous = oldFrames[old] { return previous }
                return layout.initialLayoutAttributesForAppearingItem(at: indexPath)
            }
            self.animateElementViews(from: oldElementViews, mapping: mapping, changes: elementChanges)
            layout.finalizeCollectionViewUpdates()
        }
        UIView.animate(withDuration: UITableView.rowAnimationDuration, animations: animations) { finished in
            self.endDisplayedViewAnimations()
            completion?(finished)
        }
    }
}

extension UICollectionView {
    /// Asks the data source again for the cells on screen at `indexPaths`, handing each its own
    /// cell when it dequeues for it (see ``reconfigureItems(at:)``).
    func reconfigureCells(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in Set(indexPaths) {
            guard let cell = cellsByIndexPath[indexPath] else { continue }
            reconfiguringCells[indexPath] = cell
            let returned = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguringCells[indexPath] = nil
            guard returned !== cell else { continue }
            // Another cell: it takes the item's place.
            let selected = selectedItems.contains(indexPath)
            if returned.isSelected != selected { returned.isSelected = selected }
            if returned.superview !== self { insertSubview(returned, aboveSubview: cell) }
            if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { apply(attributes, to: returned) }
            cellsByIndexPath[indexPath] = returned
            removeDisplayed(cell, at: indexPath)
            collectionDelegate?.collectionView(self, willDisplay: returned, forItemAt: indexPath)
        }
    }
}
