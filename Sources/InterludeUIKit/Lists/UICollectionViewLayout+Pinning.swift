/// Headers and footers that stay in view (a flow layout's `sectionHeadersPinToVisibleBounds`, a
/// compositional boundary item's `pinToVisibleBounds`): a header stays at the start of the
/// visible area — after the adjusted content inset — while its section passes, until the end of
/// `body` pushes it off; a footer stays at the end, until the start of `body` pulls it away.
extension UICollectionViewLayout {
    /// `element` where it shows now in `collectionView` scrolling along `axis`: moved into the
    /// visible area (a copy), or itself when it is already there.
    func pinnedAttributes(
        _ element: UICollectionViewLayoutAttributes, isHeader: Bool, body: ClosedRange<CGFloat>, axis: LayoutAxis,
        in collectionView: UICollectionView
    ) -> UICollectionViewLayoutAttributes {
        let vertical = axis == .vertical
        let inset = collectionView.adjustedContentInset
        let visible = collectionView.bounds
        let frame = element.frame
        let (start, size) = vertical ? (frame.minY, frame.height) : (frame.minX, frame.width)
        let position: CGFloat
        if isHeader {
            let top = vertical ? visible.minY + inset.top : visible.minX + inset.left
            position = max(start, min(top, body.upperBound - size))
        } else {
            let bottom = vertical ? visible.maxY - inset.bottom : visible.maxX - inset.right
            position = min(start, max(bottom - size, body.lowerBound))
        }
        guard position != start else { return element }
        let moved = element.copied
        moved.frame = vertical ? frame.offsetBy(dx: 0, dy: position - start) : frame.offsetBy(dx: position - start, dy: 0)
        return moved
    }
}
