import Foundation

/// Reordering through the data source (iOS 14): ``UICollectionViewDiffableDataSource/reorderingHandlers``
/// say which items may move (the collection view's `collectionView(_:canMoveItemAt:)` asks
/// `canReorderItem`), and when an interactive movement ends the data source commits the move to
/// its own snapshot, telling the app before (`willReorder`) and after (`didReorder`) with the
/// transaction, so that its backing store can follow.
extension UICollectionViewDiffableDataSource {
    /// Handlers for reordering items, UIKit's `UICollectionViewDiffableDataSource.ReorderingHandlers`.
    public struct ReorderingHandlers {
        /// Whether `item` may be reordered; without it no item may
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct).
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called with the transaction before the data source takes the new order.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called with the transaction once the data source has the new order: update the backing
        /// store from its difference or its final snapshot.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Handlers that allow no reordering.
        public init() {}
    }

    /// The item at `source` was moved to `destination` by the user: the snapshot and the section
    /// snapshots follow, the handlers hear the transaction.
    func commitReorder(from source: IndexPath, to destination: IndexPath) {
        let initial = currentSnapshot
        var final = initial
        final.moveItem(at: source, to: destination)
        guard final.itemIdentifiers != initial.itemIdentifiers else { return }
        let initialTrees = sectionSnapshots
        let finalTrees = rebasedSectionSnapshots(onto: final)
        let transaction = NSDiffableDataSourceTransaction(initial: initial, final: final) { section in
            (
                Self.sectionSnapshot(section, of: initial, trees: initialTrees),
                Self.sectionSnapshot(section, of: final, trees: finalTrees)
            )
        }
        reorderingHandlers.willReorder?(transaction)
        currentSnapshot = final
        sectionSnapshots = finalTrees
        reorderingHandlers.didReorder?(transaction)
    }
}
