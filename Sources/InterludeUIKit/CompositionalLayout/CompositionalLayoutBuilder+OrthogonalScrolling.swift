/// The placement of an orthogonally scrolling section: its groups one after another across the
/// layout's axis, in a strip as thick as the thickest group.
extension CompositionalLayoutBuilder {
    /// Places section `index`'s `count` cells in a strip from `start` along the layout's axis;
    /// returns where the strip ends. Groups are sized in the `content` span across the layout
    /// (the section's reference less its leading and trailing insets), as in a section that does
    /// not scroll orthogonally, the first starts there, and `interGroupSpacing` separates them
    /// along the strip.
    mutating func placeStrip(
        _ section: NSCollectionLayoutSection, index: Int, count: Int, at start: CGFloat, across content: Span,
        solver: CompositionalGroupSolver, cellZIndex: Int
    ) -> CGFloat {
        let crossLength = axis.cross.length(bounds)
        let across = (before: content.start, after: max(0, crossLength - content.start - content.length))
        let groupContainer = axis.size(along: axis.length(bounds), across: content.length)
        var position = across.before
        var thickness: CGFloat = 0
        var groups: [(start: CGFloat, end: CGFloat)] = []
        let firstCell = solution.cells.count
        var next = 0
        while next < count,
            let placement = groupPlacement(of: section, solver: solver, in: groupContainer, from: next, count: count)
        {
            if next > 0 { position += section.interGroupSpacing }
            _ = appendCells(
                of: placement, at: axis.point(along: start, across: position), firstItem: next, section: index,
                zIndex: cellZIndex)
            let length = axis.cross.length(placement.size)
            groups.append((position, position + length))
            position += length
            thickness = max(thickness, axis.length(placement.size))
            next += placement.cells.count
        }
        solution.closeLine(from: firstCell)
        let cells = firstCell..<solution.cells.count
        solution.strips.append(
            OrthogonalStrip(
                section: index, definition: section,
                frame: CGRect(
                    origin: axis.point(along: start, across: 0), size: axis.size(along: thickness, across: crossLength)),
                axis: axis.cross, contentLength: position + across.after, groups: groups, leadingInset: across.before,
                base: solution.cells[cells].map(\.copied), cells: cells))
        return start + thickness
    }
}
