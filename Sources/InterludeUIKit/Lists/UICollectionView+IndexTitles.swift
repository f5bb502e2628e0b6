import Foundation

/// The index a collection view shows for its data source's ``UICollectionViewDataSource/indexTitles(for:)``
/// (iOS 14): the table's section index strip (``SectionIndexView``), along the trailing edge of the
/// visible area inside the safe area, read with the data and again after each batch update (a
/// collection view has no call to reload them alone, as a table's `reloadSectionIndexTitles()`;
/// a diffable data source's snapshots arrive as batch updates). A touch or drag on a title asks
/// ``UICollectionViewDataSource/collectionView(_:indexPathForIndexTitle:at:)`` where it leads and
/// scrolls there at once, the item at the top (a one-index path, "an entire section" in Apple's
/// words, leads to the section's first item). Unlike the table, cells are not narrowed to clear
/// the strip.
extension UICollectionView {
    /// Reads the index titles and shows or hides the strip.
    func readIndexTitles() {
        let titles = dataSource?.indexTitles(for: self) ?? []
        guard !titles.isEmpty else {
            indexTitlesView?.removeFromSuperview()
            indexTitlesView = nil
            return
        }
        let index = indexTitlesView ?? SectionIndexView(frame: .zero)
        if indexTitlesView == nil {
            index.onSelectTitle = { [unowned self] position in self.indexTitleTouched(at: position) }
            indexTitlesView = index
            addSubview(index)
        }
        index.titles = titles
        setNeedsLayout()
    }

    private func indexTitleTouched(at position: Int) {
        guard let dataSource, let titles = indexTitlesView?.titles, titles.indices.contains(position) else { return }
        let path = dataSource.collectionView(self, indexPathForIndexTitle: titles[position], at: position)
        let target = path.count == 1 ? IndexPath(item: 0, section: path[0]) : path
        scrollToItem(at: target, at: [.top, .left], animated: false)
    }
}
