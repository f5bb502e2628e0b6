/// Boundary supplementary items beside a section's content: aligned `.leading` or `.trailing`
/// in a vertical layout (`.top` or `.bottom` in a horizontal one), at that edge of the span its
/// headers and footers sit in, centred along the section's body (from the end of its headers to
/// the start of its footers) as a `.top` header is centred across it.
///
/// One that extends the boundary (the default) makes room for itself: the groups sit after it
/// across the layout, sized in what is left, and the body is at least as long as it. One that
/// does not lies over the content. A pinned one stays in the visible part of the body while the
/// section scrolls. (Interlude's reading of `extendsBoundary` and `pinToVisibleBounds`, whose
/// pages speak of headers and footers; a layout's own side items are not placed.)
extension CompositionalLayoutBuilder {
    /// A section's side items, sized, and the room they take.
    struct SideItems {
        var indexPath: IndexPath
        /// Each item, its size and whether it sits before the content across the layout.
        var items: [(item: NSCollectionLayoutBoundarySupplementaryItem, size: CGSize, before: Bool)] = []
        /// The room across the layout taken before and after the content by those that extend
        /// the boundary.
        var room: (before: CGFloat, after: CGFloat) = (0, 0)
        /// The length along the scrolling axis of the longest that extends the boundary.
        var length: CGFloat = 0
    }

    /// Sizes the side items among `items` in `container` (measuring estimated dimensions).
    func measureSideItems(
        _ items: [NSCollectionLayoutBoundarySupplementaryItem], indexPath: IndexPath, container: CGSize
    ) -> SideItems {
        var sides = SideItems(indexPath: indexPath)
        for item in items {
            guard let before = item.alignment.isBeside(along: axis) else { continue }
            let size = size(of: item, indexPath: indexPath, container: container)
            sides.items.append((item, size, before))
            guard item.extendsBoundary else { continue }
            let thickness = axis.cross.length(size)
            if before {
                sides.room.before = max(sides.room.before, thickness)
            } else {
                sides.room.after = max(sides.room.after, thickness)
            }
            sides.length = max(sides.length, axis.length(size))
        }
        return sides
    }

    /// Places `sides` centred along `body`, at the start or end of `across`.
    mutating func placeSideItems(_ sides: SideItems, body: ClosedRange<CGFloat>, across: Span) {
        for (item, size, before) in sides.items {
            let along = body.lowerBound + (body.upperBound - body.lowerBound - axis.length(size)) / 2
            let start = before ? across.start : across.start + across.length - axis.cross.length(size)
            appendBoundaryItem(
                item, in: CGRect(origin: axis.point(along: along, across: start), size: size), indexPath: sides.indexPath,
                pinning: .side)
            pin(solution.supplements.count - 1..<solution.supplements.count, body: body)
        }
    }
}

extension UICollectionViewCompositionalLayout {
    /// Where pinned side item `element` shows now: moved along the scrolling axis just far
    /// enough to be in the visible area (inside the adjusted content inset), never out of
    /// `body`; itself when it is already there or longer than `body`.
    func keptInView(
        _ element: UICollectionViewLayoutAttributes, body: ClosedRange<CGFloat>, in collectionView: UICollectionView
    ) -> UICollectionViewLayoutAttributes {
        let axis = solved.axis
        let inset = collectionView.adjustedContentInset
        let visible = collectionView.bounds
        let (low, high) =
            axis == .vertical
            ? (visible.minY + inset.top, visible.maxY - inset.bottom) : (visible.minX + inset.left, visible.maxX - inset.right)
        let start = axis.span(element.frame).min
        let size = axis.length(element.frame.size)
        guard size <= body.upperBound - body.lowerBound else { return element }
        let inView = min(max(start, low), high - size)
        let position = min(max(inView, body.lowerBound), body.upperBound - size)
        guard position != start else { return element }
        let moved = element.copied
        let shift = axis.point(along: position - start, across: 0)
        moved.frame = element.frame.offsetBy(dx: shift.x, dy: shift.y)
        return moved
    }
}
