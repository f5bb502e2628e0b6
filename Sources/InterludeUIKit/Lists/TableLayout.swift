/// Where a table's headers, rows and footers are, top to bottom: the geometry behind
/// `rectForRow(at:)`, `indexPathForRow(at:)`, the content size and the visible rows.
///
/// Every section contributes a run of slots — its header, its rows, its footer — to one
/// ``PrefixSumTree``, so that finding the rows in a rectangle and moving the rows below a
/// re-measured one cost O(log n) in the number of rows. Y coordinates are the table's content
/// coordinates: `top` (the table header view) comes first.
struct TableLayout {
    /// A section's place in the slots.
    struct Section {
        /// The slot of the section's header; its rows follow, then its footer.
        var firstSlot: Int
        /// The number of rows.
        var rowCount: Int
        /// The slot of the section's footer.
        var footerSlot: Int { firstSlot + 1 + rowCount }
    }

    /// What a slot holds.
    enum Slot: Equatable {
        case header(Int)
        case row(IndexPath)
        case footer(Int)
    }

    private(set) var sections: [Section] = []
    /// Heights of every slot in order.
    private(set) var heights = PrefixSumTree()
    /// Height above the first section (the table header view).
    var top: CGFloat = 0
    /// Height below the last section (the table footer view).
    var bottom: CGFloat = 0

    /// An empty layout.
    init() {}

    /// The layout of sections given their header height, row heights and footer height.
    init(sections input: [(header: CGFloat, rows: [CGFloat], footer: CGFloat)], top: CGFloat, bottom: CGFloat) {
        var values: [CGFloat] = []
        values.reserveCapacity(input.reduce(0) { $0 + $1.rows.count + 2 })
        for section in input {
            sections.append(Section(firstSlot: values.count, rowCount: section.rows.count))
            values.append(section.header)
            values.append(contentsOf: section.rows)
            values.append(section.footer)
        }
        heights = PrefixSumTree(values)
        self.top = top
        self.bottom = bottom
    }

    /// The number of sections.
    var numberOfSections: Int { sections.count }

    /// The height of everything: header view, sections, footer view.
    var contentHeight: CGFloat { top + heights.total + bottom }

    /// The rows in `section` (0 for a section that does not exist).
    func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rowCount : 0
    }

    /// Whether `indexPath` names a row.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section) && indexPath.row >= 0
            && indexPath.row < sections[indexPath.section].rowCount
    }

    /// The slot of the row at `indexPath` (which must exist).
    func slot(of indexPath: IndexPath) -> Int { sections[indexPath.section].firstSlot + 1 + indexPath.row }

    /// The top of `slot` and its height.
    func span(ofSlot slot: Int) -> (minY: CGFloat, height: CGFloat) {
        (top + heights.sum(before: slot), heights[slot])
    }

    /// Sets the height of the row at `indexPath`.
    mutating func setHeight(_ height: CGFloat, ofRowAt indexPath: IndexPath) {
        heights.set(height, at: slot(of: indexPath))
    }

    /// Sets the height of `section`'s header slot (its top padding included) or footer slot.
    mutating func setHeight(_ height: CGFloat, ofSectionHeader isHeader: Bool, in section: Int) {
        heights.set(height, at: isHeader ? sections[section].firstSlot : sections[section].footerSlot)
    }

    /// The height of the row at `indexPath`.
    func height(ofRowAt indexPath: IndexPath) -> CGFloat { heights[slot(of: indexPath)] }

    /// The vertical span of the row at `indexPath`.
    func rowSpan(_ indexPath: IndexPath) -> (minY: CGFloat, height: CGFloat) { span(ofSlot: slot(of: indexPath)) }

    /// The vertical span of `section`'s header.
    func headerSpan(_ section: Int) -> (minY: CGFloat, height: CGFloat) { span(ofSlot: sections[section].firstSlot) }

    /// The vertical span of `section`'s footer.
    func footerSpan(_ section: Int) -> (minY: CGFloat, height: CGFloat) { span(ofSlot: sections[section].footerSlot) }

    /// The vertical span of `section`: header, rows and footer.
    func sectionSpan(_ section: Int) -> (minY: CGFloat, height: CGFloat) {
        let start = span(ofSlot: sections[section].firstSlot).minY
        let end = footerSpan(section)
        return (start, end.minY + end.height - start)
    }

    /// The section `slot` belongs to (binary search over the sections).
    func section(ofSlot slot: Int) -> Int {
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].firstSlot <= slot { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// What `slot` holds.
    func content(ofSlot slot: Int) -> Slot {
        let section = section(ofSlot: slot)
        let offset = slot - sections[section].firstSlot
        if offset == 0 { return .header(section) }
        if offset > sections[section].rowCount { return .footer(section) }
        return .row(IndexPath(row: offset - 1, section: section))
    }

    /// The slots that overlap the vertical span `minY..<maxY` (at least one point of them inside),
    /// or nil when there are none.
    func slots(overlapping minY: CGFloat, _ maxY: CGFloat) -> ClosedRange<Int>? {
        guard heights.count > 0, maxY > minY, maxY > top, minY < top + heights.total else { return nil }
        guard let first = heights.index(containing: minY - top),
            let last = heights.index(containing: (maxY - top).nextDown)
        else { return nil }
        return first...max(first, last)
    }

    /// The row whose span contains `y`, or nil (headers, footers, outside the sections).
    func indexPathForRow(atY y: CGFloat) -> IndexPath? {
        guard y >= top, y < top + heights.total, let slot = heights.index(containing: y - top) else { return nil }
        if case .row(let indexPath) = content(ofSlot: slot) { return indexPath }
        return nil
    }
}
