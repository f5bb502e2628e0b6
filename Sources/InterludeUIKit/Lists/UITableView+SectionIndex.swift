import Foundation

/// The section index, as UIKit's table shows it: the data source's ``UITableViewDataSource/sectionIndexTitles(for:)``
/// in a strip along the trailing edge of the visible area (the right edge, the left one right to
/// left), inside the safe area, over the rows. It shows when there are titles and the table has
/// at least ``UITableView/sectionIndexMinimumDisplayRowCount`` rows; the cells' content views and
/// accessories and the header and footer views' content views are narrowed to stay clear of it.
///
/// The titles are read with the data (``UITableView/reloadData()``) and again by
/// ``UITableView/reloadSectionIndexTitles()``, not by batch updates ("a way to update the section
/// index after inserting or deleting sections without having to reload the whole table",
/// https://developer.apple.com/documentation/uikit/uitableview/reloadsectionindextitles()).
///
/// A finger going down on the strip or dragging along it asks the data source's
/// ``UITableViewDataSource/tableView(_:sectionForSectionIndexTitle:at:)`` for the title under it
/// and scrolls, without animation, so that the section's top (its header) is at the top of the
/// visible area, as scrolling to the row `NSNotFound` of the section does. An answer of
/// `NSNotFound` scrolls nowhere (apps return it after scrolling themselves); any other section
/// that does not exist stops with UIKit's NSRangeException.
///
/// Not built: the search glyph title (`UITableView.indexSearch`), the dots UIKit draws in place of
/// titles that do not fit the height, the haptic tick on each change.
extension UITableView {
    /// Reads the section index titles from the data source again and shows them.
    public func reloadSectionIndexTitles() {
        loadDataIfNeeded()
        sectionIndexTitles = dataSource?.sectionIndexTitles(for: self)
        updateSectionIndex(rowCount: nil)
    }

    /// Reads the titles with the data (`rowCount` rows in all), before the geometry is built.
    func readSectionIndexTitles(rowCount: Int) {
        sectionIndexTitles = dataSource?.sectionIndexTitles(for: self)
        updateSectionIndex(rowCount: rowCount)
    }

    /// Shows or hides the index for the current titles and row count (the layout's when
    /// `rowCount` is nil, which also lays the rows out again if the room the index takes changed).
    func updateSectionIndex(rowCount: Int?) {
        let rows = rowCount ?? (0..<layout.numberOfSections).reduce(0) { $0 + layout.numberOfRows(inSection: $1) }
        let titles = sectionIndexTitles ?? []
        let oldInsets = sectionIndexInsets
        if titles.isEmpty || rows < sectionIndexMinimumDisplayRowCount {
            sectionIndexView?.removeFromSuperview()
            sectionIndexView = nil
        } else {
            let index = sectionIndexView ?? makeSectionIndexView()
            index.titles = titles
            styleSectionIndex()
            setNeedsLayout()
        }
        if rowCount == nil, sectionIndexInsets != oldInsets { setNeedsGeometryReload() }
    }

    private func makeSectionIndexView() -> SectionIndexView {
        let index = SectionIndexView(frame: .zero)
        index.onSelectTitle = { [unowned self] position in self.sectionIndexTouched(at: position) }
        sectionIndexView = index
        addSubview(index)
        return index
    }

    /// Applies the index colors to the index view.
    func styleSectionIndex() {
        guard let index = sectionIndexView else { return }
        index.titleColor = sectionIndexColor
        index.indexBackgroundColor = sectionIndexBackgroundColor
        index.trackingBackgroundColor = sectionIndexTrackingBackgroundColor
    }

    /// The room the index takes at the table's left and right edges (zero without an index):
    /// from the edge to the far side of the index.
    var sectionIndexInsets: UIEdgeInsets {
        guard let index = sectionIndexView else { return .zero }
        let frame = SectionIndexView.frame(width: index.preferredWidth, in: self)
        return arrangesRightToLeft
            ? UIEdgeInsets(top: 0, left: frame.maxX - bounds.minX, bottom: 0, right: 0)
            : UIEdgeInsets(top: 0, left: 0, bottom: 0, right: bounds.maxX - frame.minX)
    }

    /// Keeps the index over the visible area and above the rows, headers and footers.
    func placeSectionIndex() { sectionIndexView?.place(in: self) }

    /// A touch picked the title at `position`: scrolls to the section the data source maps it to.
    private func sectionIndexTouched(at position: Int) {
        guard let titles = sectionIndexTitles, titles.indices.contains(position), let dataSource else { return }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[position], at: position)
        if section == NSNotFound { return }
        let count = numberOfSections
        guard (0..<count).contains(section) else {
            // UIKit's text, as reported in SURYAKANTSHARMA/CountryPicker issue #54 (an index touch).
            programmerError(
                "Attempted to scroll the table view to an out-of-bounds section (\(section)) when there are only "
                    + "\(count) sections. Table view: \(self)", exception: "NSRangeException")
        }
        let top = scrolledOffset(toShow: rect(forSection: section), at: .top)
        setContentOffset(CGPoint(x: contentOffset.x, y: top), animated: false)
    }
}
