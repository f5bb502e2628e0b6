/// Swipe actions in list sections (iOS 14): a horizontal drag on a ``UICollectionViewListCell``
/// of a list section reveals the actions its list configuration's
/// `leadingSwipeActionsConfigurationProvider` or `trailingSwipeActionsConfigurationProvider`
/// gives for the item, with the table's rules (``SwipeActionsTracker``); other sections and other
/// cells do not swipe. The cell's configuration state is swiped (`isSwiped`) while it is open
/// (https://developer.apple.com/documentation/uikit/uicellconfigurationstate-swift.struct).
///
/// Unlike a table, the collection view tells its delegate nothing and stays out of editing mode
/// while a cell is swiped; cells swipe in editing mode too (Interlude's reading: Apple's pages
/// do not restrict it). A swiped cell that goes back to its reuse queue closes.
extension UICollectionView: SwipeActionsHost {
    func swipeableCell(at point: CGPoint) -> (cell: any SwipeableCell, indexPath: IndexPath)? {
        guard let indexPath = indexPathForItem(at: point),
            let cell = cellsByIndexPath[indexPath] as? UICollectionViewListCell
        else { return nil }
        return (cell, indexPath)
    }

    /// The list section's provider's answer; none outside list sections or while an item moves
    /// interactively.
    func swipeActionsConfiguration(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard interactiveMovement == nil,
            let list = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listSections[indexPath.section]
        else { return nil }
        let provider =
            trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider
        guard let configuration = provider?(indexPath), !configuration.actions.isEmpty else { return nil }
        return configuration
    }
}

extension UICollectionViewListCell: SwipeableCell {}
