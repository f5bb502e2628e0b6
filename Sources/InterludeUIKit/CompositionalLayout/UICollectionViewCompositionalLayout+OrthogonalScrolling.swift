/// The strips of orthogonally scrolling sections: where their cells show at the strips'
/// offsets, and the sections' visible-items handlers.
///
/// A strip's cells are kept twice: unscrolled in the strip (``OrthogonalStrip/base``), and in
/// the solution where they show now — moved back by the strip's offset, with what the section's
/// `visibleItemsInvalidationHandler` changed — so that `layoutAttributesForElements(in:)`,
/// `layoutAttributesForItem(at:)` and the collection view's hit tests agree with the screen.
extension UICollectionViewCompositionalLayout {
    /// The strip of `section`, or nil when it does not scroll orthogonally.
    func strip(ofSection section: Int) -> OrthogonalStrip? { solved.strips.first { $0.section == section } }

    /// The offset of `section`'s strip along it (0 when it has none).
    func stripOffset(ofSection section: Int) -> CGFloat { stripOffsets[section] ?? 0 }

    /// Moves `section`'s strip to `offset` and shows its cells there.
    func setStripOffset(_ offset: CGFloat, ofSection section: Int) {
        guard let strip = strip(ofSection: section), stripOffsets[section] != offset else { return }
        stripOffsets[section] = offset
        show(strip)
    }

    /// After a preparation: each strip keeps its offset (within its new range; at its start
    /// when new) and shows its cells there.
    func showStrips() {
        var offsets: [Int: CGFloat] = [:]
        for strip in solved.strips {
            let range = strip.range
            offsets[strip.section] = min(max(stripOffsets[strip.section] ?? range.lowerBound, range.lowerBound), range.upperBound)
        }
        stripOffsets = offsets
        for strip in solved.strips { show(strip) }
    }

    /// Puts `strip`'s cells where they show: copies of the unscrolled ones, given to the section's
    /// handler when they are in the strip's visible part (unscrolled frames, with the offset
    /// `(strip offset, collection view offset)` — for a vertical layout — and the collection
    /// view's environment, so that `frame.midX - offset.x` is a cell's place in the strip), then
    /// moved back by the offset.
    private func show(_ strip: OrthogonalStrip) {
        let offset = stripOffset(ofSection: strip.section)
        let shown = strip.base.map(\.copied)
        if let handler = strip.definition.visibleItemsInvalidationHandler, let collectionView {
            let scrolled = strip.axis.point(along: offset, across: 0)
            let visible = strip.frame.offsetBy(dx: scrolled.x, dy: scrolled.y)
            let items = shown.filter { $0.frame.intersects(visible) }.map { LayoutVisibleItem($0) }
            let contentOffset = strip.axis.point(
                along: offset, across: strip.axis.cross.coordinate(collectionView.contentOffset))
            let environment = LayoutEnvironment(
                size: collectionView.bounds.size, insets: solved.containerInsets,
                traitCollection: collectionView.traitCollection)
            handler(items, contentOffset, environment)
        }
        let back = strip.axis.point(along: -offset, across: 0)
        for attributes in shown {
            attributes.center = CGPoint(x: attributes.center.x + back.x, y: attributes.center.y + back.y)
        }
        solved.cells.replaceSubrange(strip.cells, with: shown)
    }
}
