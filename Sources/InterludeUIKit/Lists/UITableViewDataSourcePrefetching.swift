/// The object a table tells ahead of time which rows it will soon show, so that their data can
/// start loading before `tableView(_:cellForRowAt:)` asks for it, UIKit's
/// `UITableViewDataSourcePrefetching`. Set it as the table's ``UITableView/prefetchDataSource``.
/// Which rows and when is Interlude's rule (UIKit does not document it): the rows within one
/// screen beyond the visible ones in the scroll direction (see ``UITableView/prefetchDataSource``).
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// Start loading the data of the rows at `indexPaths` (not on screen; nearest first). Each
    /// row is asked for once until it is displayed or cancelled.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// The rows at `indexPaths`, asked for before, are no longer expected soon: stop loading
    /// their data. Optional; does nothing by default.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Does nothing.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

extension UITableView {
    /// Asks the prefetch data source for the rows ahead and cancels those no longer ahead, by
    /// ``ListPrefetcher``'s rule; called after every layout pass.
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource else { return prefetcher.reset() }
        let area = prefetcher.areaAhead(of: bounds, horizontal: false)
        var ahead: [IndexPath] = []
        if let slots = layout.slots(overlapping: max(0, area.minY), area.maxY) {
            for slot in slots {
                if case .row(let indexPath) = layout.content(ofSlot: slot), layout.span(ofSlot: slot).height > 0 {
                    ahead.append(indexPath)
                }
            }
        }
        if !prefetcher.isTowardEnd { ahead.reverse() }
        let (prefetch, cancel) = prefetcher.update(ahead: ahead, visible: Set(cellsByIndexPath.keys))
        if !cancel.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancel) }
        if !prefetch.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: prefetch) }
    }
}
