/// The offset arithmetic of ``UIScrollView/scrollRectToVisible(_:animated:)``.
extension UIScrollView {
    /// The content offset nearest the current one whose bounds show `rect`, kept in the resting range.
    func offsetRevealing(_ rect: CGRect) -> CGPoint {
        let x = Self.revealing(rect.minX, rect.maxX, offset: contentOffset.x, size: bounds.width)
        let y = Self.revealing(rect.minY, rect.maxY, offset: contentOffset.y, size: bounds.height)
        return clampedOffset(CGPoint(x: x, y: y), forContentSize: contentSize)
    }

    /// One axis: unchanged when `lower...upper` is inside `offset ..< offset + size`; otherwise the
    /// nearest offset showing it, by its lower edge when it does not fit.
    private static func revealing(_ lower: CGFloat, _ upper: CGFloat, offset: CGFloat, size: CGFloat) -> CGFloat {
        if lower < offset || upper - lower > size { return lower }
        if upper > offset + size { return upper - size }
        return offset
    }
}
