extension UICollectionView {
    /// The selected items in the order they were selected, or nil when none is.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems }

    /// Selects the item at `indexPath` (nil deselects all), deselecting the others unless
    /// `allowsMultipleSelection` (`allowsMultipleSelectionDuringEditing` while editing), and
    /// scrolls it to `scrollPosition`. The delegate is not told.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        prepareLayoutIfNeeded()
        guard let indexPath else {
            for item in selectedItems { deselectItem(at: item, animated: animated) }
            return
        }
        guard contains(indexPath), selectsNow else { return }
        if !selectsSeveralNow {
            for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellsByIndexPath[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`. The delegate is not told.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        cellsByIndexPath[indexPath]?.isSelected = false
    }

    // MARK: Touches

    /// A finger going down on an item highlights it (when the delegate allows it).
    func selectionTouchesBegan(_ touches: Set<UITouch>) {
        guard selectsNow, touchedItem == nil, touches.count == 1, let touch = touches.first,
            let indexPath = indexPathForItem(at: touch.location(in: self)), let cell = cellsByIndexPath[indexPath],
            collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        else { return }
        touchedItem = indexPath
        cell.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    /// A drag took the touch: the highlight ends without a selection.
    func selectionTouchesCancelled() {
        endHighlight()
    }

    /// A finger lifting on the highlighted item selects it (or deselects it with multiple selection).
    func selectionTouchesEnded(_ touches: Set<UITouch>) {
        guard let indexPath = endHighlight(), let touch = touches.first,
            indexPathForItem(at: touch.location(in: self)) == indexPath
        else { return }
        if selectsSeveralNow, selectedItems.contains(indexPath) {
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !selectsSeveralNow {
            for item in selectedItems where item != indexPath {
                deselectItem(at: item, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: item)
            }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellsByIndexPath[indexPath]?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    @discardableResult
    private func endHighlight() -> IndexPath? {
        guard let indexPath = touchedItem else { return nil }
        touchedItem = nil
        cellsByIndexPath[indexPath]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        return indexPath
    }

    // MARK: Scrolling

    /// Scrolls so the item at `indexPath` shows at `scrollPosition` on each axis the position
    /// names (as little as makes it visible on the others), clamped to the content; over
    /// `UIScrollView.scrollAnimationDuration` when `animated`.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let shown = layoutAttributesForItem(at: indexPath)?.frame else {
            return Diagnostics.report(
                "UICollectionView.scrollToItem(at:at:animated:): item \(indexPath.item) of section "
                    + "\(indexPath.section) does not exist; did not scroll")
        }
        // An orthogonal section's strip scrolls first; the collection view then reveals the strip.
        let frame = revealInStrip(indexPath, at: scrollPosition, animated: animated) ?? shown
        let inset = adjustedContentInset
        func offset(
            _ minimum: CGFloat, _ maximum: CGFloat, current: CGFloat, visible: CGFloat, before: CGFloat,
            start: Bool, center: Bool, end: Bool, range: ClosedRange<CGFloat>
        ) -> CGFloat {
            var value = current
            if start {
                value = minimum - before
            } else if center {
                value = (minimum + maximum) / 2 - before - visible / 2
            } else if end {
                value = maximum - before - visible
            } else if minimum < current + before {
                value = minimum - before
            } else if maximum > current + before + visible {
                value = maximum - before - visible
            }
            return min(max(value, range.lowerBound), range.upperBound)
        }
        let x = offset(
            frame.minX, frame.maxX, current: contentOffset.x, visible: bounds.width - inset.left - inset.right,
            before: inset.left, start: scrollPosition.contains(.left),
            center: scrollPosition.contains(.centeredHorizontally), end: scrollPosition.contains(.right),
            range: horizontalRange)
        let y = offset(
            frame.minY, frame.maxY, current: contentOffset.y, visible: bounds.height - inset.top - inset.bottom,
            before: inset.top, start: scrollPosition.contains(.top),
            center: scrollPosition.contains(.centeredVertically), end: scrollPosition.contains(.bottom),
            range: verticalRange)
        setContentOffset(CGPoint(x: x, y: y), animated: animated)
    }
}
