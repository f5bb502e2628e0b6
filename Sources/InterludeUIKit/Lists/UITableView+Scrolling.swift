extension UITableView {
    /// Scrolls so that the row at `indexPath` shows at `scrollPosition` (as far as the content
    /// allows), over `UIScrollView.scrollAnimationDuration` when `animated`. `.none` scrolls as
    /// little as makes the row fully visible.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadDataIfNeeded()
        guard layout.contains(indexPath) else {
            return Diagnostics.report(
                "UITableView.scrollToRow(at:at:animated:): row \(indexPath.row) of section \(indexPath.section) "
                    + "does not exist; did not scroll")
        }
        let row = rectForRowInLayout(indexPath)
        let target = CGPoint(x: contentOffset.x, y: scrolledOffset(toShow: row, at: scrollPosition))
        setContentOffset(target, animated: animated)
    }

    /// Scrolls to the first selected row, if any, at `scrollPosition`.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let row = selectedRows.min() else { return }
        scrollToRow(at: row, at: scrollPosition, animated: animated)
    }

    /// The vertical offset that shows `rect` at `position`, clamped to the scrollable range.
    func scrolledOffset(toShow rect: CGRect, at position: ScrollPosition) -> CGFloat {
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let current = contentOffset.y
        let offset: CGFloat
        switch position {
        case .top:
            offset = rect.minY - inset.top
        case .middle:
            offset = rect.midY - inset.top - visibleHeight / 2
        case .bottom:
            offset = rect.maxY - inset.top - visibleHeight
        case .none:
            if rect.minY < current + inset.top {
                offset = rect.minY - inset.top
            } else if rect.maxY > current + inset.top + visibleHeight {
                offset = rect.maxY - inset.top - visibleHeight
            } else {
                offset = current
            }
        }
        return min(max(offset, verticalRange.lowerBound), verticalRange.upperBound)
    }
}
