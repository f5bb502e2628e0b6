/// Supplementary items anchored to items and groups (badges): placed on the frames of the cells
/// and groups just laid out (nested groups' included), as supplementary elements at the item's
/// index path (a group's: its first cell's), never pinned.
extension CompositionalLayoutBuilder {
    /// Places the badges of `placement`'s cells (which start at `firstCell` in the solution) and
    /// of `group`, placed at `groupFrame`.
    mutating func placeBadges(
        of placement: CompositionalGroupSolver.Placement, group: NSCollectionLayoutGroup, groupFrame: CGRect,
        firstCell: Int
    ) {
        for (offset, cell) in placement.cells.enumerated() where !cell.badges.isEmpty {
            let attributes = solution.cells[firstCell + offset]
            placeBadges(cell.badges, on: attributes.frame, indexPath: attributes.indexPath)
        }
        if !group.supplementaryItems.isEmpty, firstCell < solution.cells.count {
            placeBadges(group.supplementaryItems, on: groupFrame, indexPath: solution.cells[firstCell].indexPath)
        }
        for nested in placement.groupBadges {
            placeBadges(
                nested.items, on: nested.frame.offsetBy(dx: groupFrame.minX, dy: groupFrame.minY),
                indexPath: solution.cells[firstCell + nested.firstCell].indexPath)
        }
    }

    /// Places `items` on `container` by their anchors, their fractional sizes fractions of it.
    private mutating func placeBadges(
        _ items: [NSCollectionLayoutSupplementaryItem], on container: CGRect, indexPath: IndexPath
    ) {
        for item in items {
            let size = grid.resolve(item.layoutSize, in: container.size)
            let attributes = layout.makeAttributes(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
            attributes.frame = grid.roundOrigin(item.anchoredFrame(size: size, in: container))
            attributes.zIndex = item.zIndex
            solution.supplements.append(.init(attributes: attributes, pin: nil))
        }
    }
}
