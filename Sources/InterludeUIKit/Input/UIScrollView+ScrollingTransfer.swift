/// Nested scroll views: a drag the inner scroll view cannot follow goes to the one around it
/// (``UIScrollView/transfersHorizontalScrollingToParent``,
/// ``UIScrollView/transfersVerticalScrollingToParent``).
///
/// The window gives a touch's moves to the innermost view's recognizers first, so the inner
/// scroll view's pan passes its threshold first. When its view declines it here, the pan fails
/// and the enclosing scroll view's pan, which sees the same move next, begins instead; the inner
/// content stays where it is for the whole drag.
extension UIScrollView {
    /// Whether the drag the pan is about to begin belongs to an enclosing scroll view: along the
    /// axis the finger moved most on, the content cannot move that way (it is at that end, or the
    /// axis does not scroll), the scroll view transfers that axis, and an enclosing scroll view
    /// with scrolling enabled can scroll along it.
    func transfersDragToParent() -> Bool {
        let moved = scrollPan.translation(in: self)
        guard moved != .zero else { return false }
        let horizontal = abs(moved.x) >= abs(moved.y)
        guard horizontal ? transfersHorizontalScrollingToParent : transfersVerticalScrollingToParent else {
            return false
        }
        // A finger moving right or down pulls the content towards its start (a smaller offset).
        let towardsStart = horizontal ? moved.x > 0 : moved.y > 0
        guard !canFollowDrag(horizontally: horizontal, towardsStart: towardsStart) else { return false }
        return enclosingScrollView(scrollingHorizontally: horizontal) != nil
    }

    /// Whether the content can move along one axis in one direction without going past its end.
    private func canFollowDrag(horizontally: Bool, towardsStart: Bool) -> Bool {
        guard horizontally ? canScrollHorizontally : canScrollVertically else { return false }
        let range = horizontally ? horizontalRange : verticalRange
        let offset = horizontally ? contentOffset.x : contentOffset.y
        // Half a point: offsets resting at an end after arithmetic on insets count as at it.
        let atEnd: CGFloat = 0.5
        return towardsStart ? offset > range.lowerBound + atEnd : offset < range.upperBound - atEnd
    }

    /// The nearest scroll view around this one that takes drags and can scroll along the axis.
    private func enclosingScrollView(scrollingHorizontally horizontal: Bool) -> UIScrollView? {
        var current = superview
        while let view = current {
            if let scrollView = view as? UIScrollView, scrollView.isScrollEnabled,
                horizontal ? scrollView.canScrollHorizontally : scrollView.canScrollVertically
            {
                return scrollView
            }
            current = view.superview
        }
        return nil
    }
}
