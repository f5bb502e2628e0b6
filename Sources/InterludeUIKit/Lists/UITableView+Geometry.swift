extension UITableView {
    /// The rectangle of the row at `indexPath` in the table's coordinates (its content), or
    /// `.zero` for a row that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadDataIfNeeded()
        guard layout.contains(indexPath) else { return .zero }
        return rectForRowInLayout(indexPath)
    }

    /// The rectangle of `section` — header, rows and footer — in the table's coordinates.
    public func rect(forSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard layout.sections.indices.contains(section) else { return .zero }
        let span = layout.sectionSpan(section)
        return CGRect(x: 0, y: span.minY, width: bounds.width, height: span.height)
    }

    /// The rectangle of `section`'s header where it scrolls with its rows, below its
    /// ``sectionHeaderTopPadding`` (a plain table's floating header may show lower; see
    /// ``headerView(forSection:)``).
    public func rectForHeader(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard layout.sections.indices.contains(section) else { return .zero }
        let span = headerViewSpan(section)
        return CGRect(x: 0, y: span.minY, width: bounds.width, height: span.height)
    }

    /// The rectangle of `section`'s footer.
    public func rectForFooter(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard layout.sections.indices.contains(section) else { return .zero }
        let span = layout.footerSpan(section)
        return CGRect(x: 0, y: span.minY, width: bounds.width, height: span.height)
    }

    /// The row under `point` (in the table's coordinates), or nil over a header, a footer or no row.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadDataIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return layout.indexPathForRow(atY: point.y)
    }

    /// The rows that overlap `rect` (in the table's coordinates), in order; nil when none.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadDataIfNeeded()
        guard let slots = layout.slots(overlapping: rect.minY, rect.maxY) else { return nil }
        let rows = slots.compactMap { slot -> IndexPath? in
            if case .row(let indexPath) = layout.content(ofSlot: slot) { return indexPath }
            return nil
        }
        return rows.isEmpty ? nil : rows
    }

    /// The row `cell` shows, or nil when it is not one of the visible cells.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        cellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The cell showing the row at `indexPath`, or nil when the row is not visible.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layOutRowsIfNeeded()
        return cellsByIndexPath[indexPath]
    }

    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] {
        layOutRowsIfNeeded()
        return cellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows on screen, in order; nil when there are none.
    public var indexPathsForVisibleRows: [IndexPath]? {
        layOutRowsIfNeeded()
        let rows = cellsByIndexPath.keys.sorted()
        return rows.isEmpty ? nil : rows
    }

    /// The header view showing for `section`, if it is a `UITableViewHeaderFooterView` on screen.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layOutRowsIfNeeded()
        return headerViews[section] as? UITableViewHeaderFooterView
    }

    /// The footer view showing for `section`, if it is a `UITableViewHeaderFooterView` on screen.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layOutRowsIfNeeded()
        return footerViews[section] as? UITableViewHeaderFooterView
    }

    /// Loads and lays out pending rows before a query (not from inside the table's own layout).
    func layOutRowsIfNeeded() {
        guard !isTiling else { return }
        layoutIfNeeded()
    }
}
