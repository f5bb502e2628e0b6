/// Moving a whole section of a table or collection view: recorded like the other batch changes
/// (inside `performBatchUpdates`, or applied at once outside one), its rows follow it and animate
/// from their old places to their new ones, as UIKit's row moves do. The data source must already
/// give the sections in their new order.
extension UITableView {
    /// Moves `section` (index before the update) to `newSection` (index after), animated as a move.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        beginUpdates()
        pendingBatch?.sectionMoves.append((section, newSection))
        endUpdates()
    }
}

extension UICollectionView {
    /// Moves `section` (index before the update) to `newSection` (index after), animated as a move.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        performBatchUpdates { self.pendingBatch?.sectionMoves.append((section, newSection)) }
    }
}
