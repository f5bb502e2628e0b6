import Foundation

/// Moving an item with the finger, UIKit's rules
/// (https://developer.apple.com/documentation/uikit/uicollectionview/begininteractivemovementforitem(at:),
/// .../endinteractivemovement() and .../cancelinteractivemovement()): the app starts it (usually
/// from a long press), feeds it the finger's position, and ends or cancels it. While it runs the
/// item's cell follows the position; whenever the position comes over another item, the delegate's
/// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`
/// says where the item would go, and the other cells slide over to open that place. Ending it
/// tells the data source (`collectionView(_:moveItemAt:to:)`) and the item settles there;
/// cancelling returns every cell to its place.
extension UICollectionView {
    /// How long the other cells take to slide aside, in seconds (Interlude's value).
    static let interactiveMovementDuration: TimeInterval = 0.2

    /// Starts moving the item at `indexPath`: true when it is on screen and the data source's
    /// `collectionView(_:canMoveItemAt:)` allows it (and no other movement runs).
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, let cell = cellForItem(at: indexPath),
            dataSource?.collectionView(self, canMoveItemAt: indexPath) == true
        else { return false }
        interactiveMovement = InteractiveItemMovement(source: indexPath, cell: cell, position: cell.center, target: indexPath)
        bringSubviewToFront(cell)
        return true
    }

    /// Moves the item's cell to `targetPosition` (in the collection view's coordinates); over
    /// another item, the item's destination changes and the cells make room.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement else { return }
        movement.position = targetPosition
        UIView.performWithoutAnimation { movement.cell.center = targetPosition }
        var moved = false
        if let proposed = indexPathForItem(at: targetPosition), proposed != movement.target {
            let target =
                collectionDelegate?.collectionView(
                    self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.source,
                    atCurrentIndexPath: movement.target, toProposedIndexPath: proposed) ?? proposed
            if isValidMovementTarget(target, source: movement.source), target != movement.target {
                movement.target = target
                moved = true
            }
        }
        interactiveMovement = movement
        guard moved else { return }
        UIView.animate(withDuration: Self.interactiveMovementDuration) { self.placeCellsDuringMovement() }
    }

    /// Ends the movement: the data source hears the move (unless the item is back at its place)
    /// and the item settles at its destination.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        guard movement.target != movement.source else { return settleCells() }
        dataSource?.collectionView(self, moveItemAt: movement.source, to: movement.target)
        moveItem(at: movement.source, to: movement.target)
    }

    /// Cancels the movement: every cell goes back to its place; the data source hears nothing.
    public func cancelInteractiveMovement() {
        guard interactiveMovement != nil else { return }
        interactiveMovement = nil
        settleCells()
    }

    // MARK: Placing cells

    /// Where a cell shows while an item moves: the moving one under the finger, the others at the
    /// place they slide to; the layout's `attributes` otherwise.
    func displayedAttributes(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let movement = interactiveMovement else { return attributes }
        if attributes.indexPath == movement.source {
            let moving = attributes.copied
            moving.center = movement.position
            return moving
        }
        let shown = displayedIndexPath(of: attributes.indexPath, in: movement)
        guard shown != attributes.indexPath, let shifted = collectionViewLayout.layoutAttributesForItem(at: shown) else {
            return attributes
        }
        let copy = shifted.copied
        copy.indexPath = attributes.indexPath
        return copy
    }

    /// The place the item at `indexPath` shows at while `movement`'s item is taken out of its
    /// place and put at its target.
    private func displayedIndexPath(of indexPath: IndexPath, in movement: InteractiveItemMovement) -> IndexPath {
        let source = movement.source, target = movement.target, item = indexPath.item
        var shown = item
        if indexPath.section == source.section, indexPath.section == target.section {
            // Within one section: the items between the two places move by one.
            if source.item < item, item <= target.item { shown -= 1 }
            if target.item <= item, item < source.item { shown += 1 }
        } else {
            if indexPath.section == source.section, item > source.item { shown -= 1 }
            if indexPath.section == target.section, item >= target.item { shown += 1 }
        }
        return IndexPath(item: shown, section: indexPath.section)
    }

    private func placeCellsDuringMovement() {
        for (indexPath, cell) in cellsByIndexPath where cell !== interactiveMovement?.cell {
            guard let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else { continue }
            apply(displayedAttributes(attributes), to: cell)
        }
    }

    /// Every cell back to the layout's place, animated.
    private func settleCells() {
        UIView.animate(withDuration: UITableView.rowAnimationDuration) {
            for (indexPath, cell) in self.cellsByIndexPath {
                if let attributes = self.collectionViewLayout.layoutAttributesForItem(at: indexPath) {
                    self.apply(attributes, to: cell)
                }
            }
        }
    }

    /// Whether an item from `source` can end at `target`: an item of its own section, or a place
    /// up to the end of another section.
    private func isValidMovementTarget(_ target: IndexPath, source: IndexPath) -> Bool {
        guard target.count == 2, itemCounts.indices.contains(target.section), target.item >= 0 else { return false }
        let count = itemCounts[target.section]
        return target.item < (target.section == source.section ? count : count + 1)
    }
}

/// An item moving interactively.
struct InteractiveItemMovement {
    /// The item's place before the movement, and its cell.
    let source: IndexPath
    let cell: UICollectionViewCell
    /// Where the app last put the cell's center.
    var position: CGPoint
    /// Where the item would land now.
    var target: IndexPath
}
