/// A collection view's editing mode (iOS 14) and what dequeued views learn from it and from a
/// list layout.
///
/// While ``UICollectionView/isEditing``, the cells of the items the delegate's
/// `collectionView(_:canEditItemAt:)` allows (all by default) report `isEditing` in their
/// configuration state, so list cells show their `.whenEditing` accessories (delete, reorder,
/// multiselect) and hide `.whenNotEditing` ones; selection follows
/// ``UICollectionView/allowsSelectionDuringEditing`` and
/// ``UICollectionView/allowsMultipleSelectionDuringEditing`` instead of the usual flags.
extension UICollectionView {
    /// Whether taps select items in the current mode.
    var selectsNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    /// Whether several items can be selected in the current mode.
    var selectsSeveralNow: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// Whether the cell of the item at `indexPath` is editing now.
    func isEditingItem(at indexPath: IndexPath) -> Bool {
        isEditing && (collectionDelegate?.collectionView(self, canEditItemAt: indexPath) ?? true)
    }

    /// Tells the cells on screen whether they are editing.
    func updateCellsEditing() {
        for (indexPath, cell) in cellsByIndexPath { cell.isCollectionEditing = isEditingItem(at: indexPath) }
    }

    /// Gives a cell just dequeued for `indexPath` the editing state and its list section's style
    /// before the data source configures it, as UIKit applies a cell's attributes on dequeue.
    func prepareDequeued(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.isCollectionEditing = isEditingItem(at: indexPath)
        guard let listCell = cell as? UICollectionViewListCell else { return }
        listCell.listStyle = (collectionViewLayout as? UICollectionViewCompositionalLayout)?
            .listStyle(ofElementKind: nil, at: indexPath)
    }

    /// Gives a list cell dequeued as the header or footer of `kind` at `indexPath` its list
    /// section's style.
    func prepareDequeued(_ view: UICollectionReusableView, ofKind kind: String, at indexPath: IndexPath) {
        guard let listCell = view as? UICollectionViewListCell else { return }
        listCell.listStyle = (collectionViewLayout as? UICollectionViewCompositionalLayout)?
            .listStyle(ofElementKind: kind, at: indexPath)
    }
}
