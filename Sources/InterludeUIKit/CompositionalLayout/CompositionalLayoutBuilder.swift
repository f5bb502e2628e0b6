/// Computes a compositional layout's frames for its collection view: the configuration's
/// headers, each section (headers, content insets, its group repeated with the inter-group
/// spacing, footers, backgrounds) with the inter-section spacing between every two, then the
/// configuration's footers, along the scrolling axis.
///
/// Details Apple's pages leave open follow UIKit as measured under Mac Catalyst by the
/// back-port notes named in `PixelGrid`: a section's group is sized in the section's width less
/// its insets and the collection view's whole height (when scrolling vertically); headers and
/// footers of one side do not stack; a section with no cells and no boundary items takes no
/// room; a pinned item stops at the section's content, not at its other boundary items, and
/// shows above everything (z-index a billion more) while it is in view; the layout's own
/// boundary items are item `Int.max` of section 0; a section's backgrounds are numbered in its
/// array, and its cells get z-index 1.
@MainActor
struct CompositionalLayoutBuilder {
    let layout: UICollectionViewCompositionalLayout
    let collectionView: UICollectionView
    var solution = CompositionalLayoutSolution()
    let axis: LayoutAxis
    /// The collection view's size: the container of the sections.
    let bounds: CGSize
    let grid: PixelGrid
    /// The collection view's insets the content insets references stand for.
    let references: ReferenceInsets

    init(layout: UICollectionViewCompositionalLayout, collectionView: UICollectionView) {
        self.layout = layout
        self.collectionView = collectionView
        axis = layout.configuration.scrollDirection.layoutAxis
        bounds = collectionView.bounds.size
        grid = PixelGrid(scale: collectionView.traitCollection.displayScale)
        references = ReferenceInsets(of: collectionView)
        solution.axis = axis
        solution.preparedSize = bounds
        solution.referenceInsets = references
    }

    /// Every frame, and the content size.
    mutating func build() -> CompositionalLayoutSolution {
        let configuration = layout.configuration
        solution.containerInsets = sectionContainerInsets
        let environment = LayoutEnvironment(
            size: bounds, insets: solution.containerInsets, traitCollection: collectionView.traitCollection)
        let across = span(of: .automatic)
        let container = axis.size(along: axis.length(bounds), across: across.length)
        let global = configuration.boundarySupplementaryItems
        let globalIndexPath = IndexPath(item: Int.max, section: 0)
        let headers = placeBoundaryItems(
            global, atStart: true, indexPath: globalIndexPath, at: 0, across: across, container: container)
        var cursor = headers.end
        for index in 0..<collectionView.numberOfSections {
            solution.sectionStarts.append(solution.cells.count)
            if index > 0 { cursor += configuration.interSectionSpacing }
            let count = collectionView.numberOfItems(inSection: index)
            guard let section = layout.section(at: index, environment: environment, itemCount: count) else { continue }
            layout.listSections[index] = section.listConfiguration
            cursor = place(section, index: index, count: count, from: cursor)
        }
        let footers = placeBoundaryItems(
            global, atStart: false, indexPath: globalIndexPath, at: cursor, across: across, container: container)
        pin(headers.placed, body: headers.end...cursor)
        pin(footers.placed, body: headers.end...cursor)
        solution.contentSize = axis.size(along: footers.end, across: axis.cross.length(bounds))
        if axis == .vertical, collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft { mirror() }
        return solution
    }

    /// Lays out `section` (number `index`, `count` cells) from `start` along the scrolling axis;
    /// returns where it ends. Across it, the content sits in the span of the section's
    /// `contentInsetsReference` less its content insets and the room its side items take.
    private mutating func place(_ section: NSCollectionLayoutSection, index: Int, count: Int, from start: CGFloat) -> CGFloat {
        guard count > 0 || !section.boundarySupplementaryItems.isEmpty else { return start }
        let insets = section.contentInsets
        let along = axis.insets(insets), across = axis.cross.insets(insets)
        let area = span(of: section.contentInsetsReference)
        let content = (start: area.start + across.before, length: max(0, area.length - across.before - across.after))
        let supplementAcross = supplementarySpan(of: section, content: content)
        let supplementContainer = axis.size(along: axis.length(bounds), across: supplementAcross.length)
        let boundaryIndexPath = IndexPath(item: 0, section: index)
        let headers = placeBoundaryItems(
            section.boundarySupplementaryItems, atStart: true, indexPath: boundaryIndexPath,
            at: start + section.listHeaderTopPadding,
            across: supplementAcross, container: supplementContainer)
        let sides = measureSideItems(
            section.boundarySupplementaryItems, indexPath: boundaryIndexPath, container: supplementContainer)
        let groupsAcross = (
            start: content.start + sides.room.before, length: max(0, content.length - sides.room.before - sides.room.after)
        )
        let cursor = placeGroups(of: section, index: index, count: count, from: headers.end + along.before, across: groupsAcross)
        // Side items that extend the boundary make the section at least as long as they are.
        let contentEnd = max(cursor + along.after, headers.end + sides.length)
        placeSideItems(sides, body: headers.end...contentEnd, across: supplementAcross)
        let footers = placeBoundaryItems(
            section.boundarySupplementaryItems, atStart: false, indexPath: boundaryIndexPath, at: contentEnd,
            across: supplementAcross, container: supplementContainer)
        pin(headers.placed, body: headers.end...contentEnd)
        pin(footers.placed, body: headers.end...contentEnd)
        placeBackgrounds(of: section, index: index, along: start...footers.end, across: area)
        return footers.end
    }

    /// Places `section`'s groups (its `count` cells) from `start` along the scrolling axis,
    /// sized in and placed at the `across` span, in a strip of their own when the section scrolls
    /// orthogonally; returns where they end.
    private mutating func placeGroups(
        of section: NSCollectionLayoutSection, index: Int, count: Int, from start: CGFloat, across: Span
    ) -> CGFloat {
        let solver = CompositionalGroupSolver(
            measure: { [collectionView, layout] item, estimate, estimated in
                collectionView.preferredSize(
                    ofItemAt: IndexPath(item: item, section: index), estimate: estimate, layout: layout,
                    holding: (!estimated.width, !estimated.height))
            }, traitCollection: collectionView.traitCollection, grid: grid)
        let cellZIndex = section.decorationItems.isEmpty ? 0 : 1
        if section.orthogonalScrollingBehavior != .none {
            return placeStrip(
                section, index: index, count: count, at: start, across: across, solver: solver, cellZIndex: cellZIndex)
        }
        let groupContainer = axis.size(along: axis.length(bounds), across: across.length)
        var cursor = start
        var next = 0
        while next < count,
            let placement = groupPlacement(of: section, solver: solver, in: groupContainer, from: next, count: count)
        {
            if next > 0 { cursor += section.interGroupSpacing }
            let origin = axis.point(along: cursor, across: across.start)
            let firstCell = appendCells(of: placement, at: origin, firstItem: next, section: index, zIndex: cellZIndex)
            solution.closeLine(from: firstCell)
            placeBadges(
                of: placement, group: section.group, groupFrame: CGRect(origin: origin, size: placement.size),
                firstCell: firstCell)
            cursor += axis.length(placement.size)
            next += placement.cells.count
        }
        return cursor
    }

    /// `section`'s group holding its cells from `next` on (of `count`), proposed its size in
    /// `container` (a custom group's in the whole collection view, UIKit as measured); nil when it
    /// holds none.
    func groupPlacement(
        of section: NSCollectionLayoutSection, solver: CompositionalGroupSolver, in container: CGSize, from next: Int,
        count: Int
    ) -> CompositionalGroupSolver.Placement? {
        let proposed = grid.resolve(section.group.layoutSize, in: section.group.isCustom ? bounds : container)
        let placement = solver.place(section.group, proposed: proposed, firstItem: next, available: count - next)
        return placement.cells.isEmpty ? nil : placement
    }

    /// Places `section`'s backgrounds over `along` (its whole length) and `across` (its
    /// reference's span), each inside its content insets.
    private mutating func placeBackgrounds(
        of section: NSCollectionLayoutSection, index: Int, along: ClosedRange<CGFloat>, across: Span
    ) {
        for (number, decoration) in section.decorationItems.enumerated() {
            let attributes = UICollectionViewLayoutAttributes(
                forDecorationViewOfKind: decoration.elementKind, with: IndexPath(item: number, section: index))
            let frame = CGRect(
                origin: axis.point(along: along.lowerBound, across: across.start),
                size: axis.size(along: along.upperBound - along.lowerBound, across: across.length))
            attributes.frame = grid.roundOrigin(frame.inset(by: decoration.contentInsets))
            attributes.zIndex = decoration.zIndex
            solution.decorations.append(attributes)
        }
    }

    /// Appends the cells of `placement` (items `firstItem`… of `section`) at `origin`, their
    /// z-indices raised by `zIndex`; returns the index of the first in the solution.
    mutating func appendCells(
        of placement: CompositionalGroupSolver.Placement, at origin: CGPoint, firstItem: Int, section: Int, zIndex: Int
    ) -> Int {
        let firstCell = solution.cells.count
        for (offset, cell) in placement.cells.enumerated() {
            let attributes = layout.makeAttributes(forCellWith: IndexPath(item: firstItem + offset, section: section))
            attributes.frame = grid.roundOrigin(cell.frame.offsetBy(dx: origin.x, dy: origin.y))
            attributes.zIndex = cell.zIndex + zIndex
            solution.cells.append(attributes)
        }
        return firstCell
    }

    /// Places the headers (`atStart`) or the footers among `items` against `edge` along the
    /// scrolling axis, within `across`; returns the supplements placed and the edge moved past
    /// the largest of them that extends the boundary.
    private mutating func placeBoundaryItems(
        _ items: [NSCollectionLayoutBoundarySupplementaryItem], atStart: Bool, indexPath: IndexPath, at edge: CGFloat,
        across: (start: CGFloat, length: CGFloat), container: CGSize
    ) -> (placed: Range<Int>, end: CGFloat) {
        let first = solution.supplements.count
        var room: CGFloat = 0
        for item in items where item.alignment.isAtStart(along: axis) == atStart {
            let size = size(of: item, indexPath: indexPath, container: container)
            let acrossOffset =
                across.start + (across.length - axis.cross.length(size)) * item.alignment.acrossFraction(along: axis)
            let slot = CGRect(origin: axis.point(along: edge, across: acrossOffset), size: size)
            appendBoundaryItem(item, in: slot, indexPath: indexPath, pinning: atStart ? .header : .footer)
            if item.extendsBoundary { room = max(room, axis.length(size)) }
        }
        return (first..<solution.supplements.count, edge + room)
    }

    /// The size of boundary `item` in `container`, its estimated dimensions measured by its view.
    func size(of item: NSCollectionLayoutBoundarySupplementaryItem, indexPath: IndexPath, container: CGSize) -> CGSize {
        var size = grid.resolve(item.layoutSize, in: container)
        let estimated = (width: item.layoutSize.widthDimension.isEstimated, height: item.layoutSize.heightDimension.isEstimated)
        if estimated.width || estimated.height {
            let preferred = collectionView.preferredSize(
                ofSupplementaryElementOfKind: item.elementKind, at: indexPath, estimate: size, layout: layout,
                holding: (!estimated.width, !estimated.height))
            if estimated.width { size.width = preferred.width }
            if estimated.height { size.height = preferred.height }
        }
        return size
    }

    /// Appends boundary `item` placed in `slot` (less its content insets, moved by its offset),
    /// pinned by `rule` when it pins to the visible bounds.
    mutating func appendBoundaryItem(
        _ item: NSCollectionLayoutBoundarySupplementaryItem, in slot: CGRect, indexPath: IndexPath,
        pinning rule: CompositionalLayoutSolution.PinRule
    ) {
        let attributes = layout.makeAttributes(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
        attributes.frame = grid.roundOrigin(
            slot.inset(by: item.effectiveContentInsets).offsetBy(dx: item.offset.x, dy: item.offset.y))
        attributes.zIndex = item.zIndex
        solution.supplements.append(.init(attributes: attributes, pin: item.pinToVisibleBounds ? (rule, 0...0) : nil))
    }

    /// Gives the pinned supplements at `indices` the span they stay in.
    mutating func pin(_ indices: Range<Int>, body: ClosedRange<CGFloat>) {
        for index in indices {
            solution.supplements[index].pin?.body = body
        }
    }

    /// Every element's attributes.
    private var allAttributes: [UICollectionViewLayoutAttributes] {
        solution.cells + solution.supplements.map(\.attributes) + solution.decorations
    }

    /// Mirrors every frame across the content's width, for right-to-left layouts.
    private func mirror() {
        let width = solution.contentSize.width
        for attributes in allAttributes { attributes.frame.origin.x = width - attributes.frame.maxX }
    }
}

extension CGRect {
    /// The rectangle shrunk by directional insets, leading on the left.
    fileprivate func inset(by insets: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.leading, y: minY + insets.top, width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom))
    }
}
