/// The top item's search bar (``UINavigationItem/searchController``), in a row under the title
/// and under the large title.
///
/// The row is 52 points tall (Interlude's value; Apple documents none): the bar grows by it,
/// and the children's safe areas with it. With the item's `hidesSearchBarWhenScrolling` the row
/// shrinks (and fades) first as the content scrolls up, then the large title does; the safe areas
/// keep the expanded height, as under large titles. While the search is active the row stays, and
/// with the search controller's `hidesNavigationBarDuringPresentation` the bar keeps only this
/// row: the title rows slide up out of it and fade as the bar shortens, animated with the
/// search's presentation.
extension UINavigationBar {
    /// The height of the search bar's row, in points (Interlude's).
    static let searchBarRowHeight: CGFloat = 52

    /// The height of the top item's search bar row: 0 without a search controller; the search
    /// bar's scope bar adds its row.
    var searchRowHeight: CGFloat {
        guard let search = topItem?.searchController else { return 0 }
        return Self.searchBarRowHeight + search.searchBar.scopeRowHeight
    }

    /// Whether the search bar's row collapses as the content scrolls: the item asks for it and
    /// no search is active.
    var searchRowCollapses: Bool {
        guard let item = topItem, let search = item.searchController else { return false }
        return item.hidesSearchBarWhenScrolling && !search.isActive
    }

    /// Whether an active search has the bar keep only the search bar's row.
    var collapsesForSearch: Bool { topItem?.searchController?.collapsesNavigationBar == true }

    /// The top item's search controller changed (from `old`): the bar's height changes with it.
    func searchControllerDidChange(from old: UISearchController?) {
        if let bar = old?.searchBar, bar.superview === searchArea {
            bar.removeFromSuperview()
            bar.isInNavigationBar = false
        }
        largeTitleStateDidChange()
    }

    /// The search bar's scope bar came or went: the row's height changes, and the bar's with it
    /// (inside an animation block the change animates).
    func searchBarHeightDidChange() {
        largeTitleStateDidChange()
        owningNavigationController?.viewIfLoaded?.layoutIfNeeded()
        layoutIfNeeded()
    }

    /// Puts the top item's search bar in its row, under the large title's area.
    func layoutSearchRow() {
        let searchBar = topItem?.searchController?.searchBar
        for view in searchArea.subviews where view !== searchBar {
            view.removeFromSuperview()
            (view as? UISearchBar)?.isInNavigationBar = false
        }
        searchArea.isHidden = searchBar == nil
        guard let searchBar else { return }
        if searchBar.superview !== searchArea {
            searchArea.addSubview(searchBar)
            searchBar.isInNavigationBar = true
        }
        let rows = collapsibleRowHeights
        let searchHeight = searchRowHeight
        let top = collapsesForSearch ? 0 : promptHeight + rowHeight + rows.largeTitle
        searchArea.frame = CGRect(x: 0, y: top, width: bounds.width, height: rows.search)
        searchArea.alpha = searchHeight > 0 ? rows.search / searchHeight : 0
        searchBar.frame = CGRect(x: 0, y: rows.search - searchHeight, width: bounds.width, height: searchHeight)
    }
}
