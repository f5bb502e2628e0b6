/// The object a collection view tells ahead of time which items it will soon show, so that
/// their data can start loading before `collectionView(_:cellForItemAt:)` asks for it, UIKit's
/// `UICollectionViewDataSourcePrefetching`. Set it as the collection view's
/// ``UICollectionView/prefetchDataSource``. Which items and when is Interlude's rule (UIKit does
/// not document it): the items within one screen beyond the visible ones in the scroll direction.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// Start loading the data of the items at `indexPaths` (not on screen; nearest first). Each
    /// item is asked for once until it is displayed or cancelled.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// The items at `indexPaths`, asked for before, are no longer expected soon: stop loading
    /// their data. Optional; does nothing by default.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

extension UICollectionView {
    /// Asks the prefetch data source for the items ahead and cancels those no longer ahead, by
    /// ``ListPrefetcher``'s rule; called after every layout pass. The scroll axis is the one the
    /// content overflows (horizontal only when it overflows horizontally and not vertically).
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource else { return prefetcher.reset() }
        let size = collectionViewLayout.collectionViewContentSize
        let horizontal = size.width > bounds.width && size.height <= bounds.height
        let area = prefetcher.areaAhead(of: bounds, horizontal: horizontal)
        let towardEnd = prefetcher.isTowardEnd
        let ahead = cellAttributes(in: area).sorted { a, b in
            let (p, q) = horizontal ? (a.frame.minX, b.frame.minX) : (a.frame.minY, b.frame.minY)
            if p != q { return towardEnd ? p < q : p > q }
            return towardEnd ? a.indexPath < b.indexPath : a.indexPath > b.indexPath
        }.map(\.indexPath)
        let (prefetch, cancel) = prefetcher.update(ahead: ahead, visible: Set(cellsByIndexPath.keys))
        if !cancel.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancel) }
        if !prefetch.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: prefetch) }
    }
}
