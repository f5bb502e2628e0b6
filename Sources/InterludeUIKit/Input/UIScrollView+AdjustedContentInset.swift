/// The safe-area part of a scroll view's adjusted content inset, and the report of its changes.
extension UIScrollView {
    /// The safe-area insets ``contentInsetAdjustmentBehavior`` adds to ``contentInset``.
    var safeAreaAdjustment: UIEdgeInsets {
        switch contentInsetAdjustmentBehavior {
        case .never:
            return .zero
        case .always:
            return safeAreaInsets
        case .scrollableAxes:
            // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes
            return safeAreaInsets(onScrollableAxes: false)
        case .automatic:
            // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic
            return safeAreaInsets(onScrollableAxes: isContentViewOfBarController)
        }
    }

    /// The safe-area insets on the axes that scroll (content larger than the view, or
    /// `alwaysBounce…`), and vertically anyway when `alwaysVertical`.
    private func safeAreaInsets(onScrollableAxes alwaysVertical: Bool) -> UIEdgeInsets {
        let insets = safeAreaInsets
        guard insets != .zero else { return .zero }
        let vertical = alwaysVertical || alwaysBounceVertical || contentSize.height > bounds.height
        let horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
        return UIEdgeInsets(
            top: vertical ? insets.top : 0, left: horizontal ? insets.left : 0,
            bottom: vertical ? insets.bottom : 0, right: horizontal ? insets.right : 0)
    }

    /// Whether this is the root view of a controller inside a navigation or tab bar controller.
    private var isContentViewOfBarController: Bool {
        var container = _viewController?._parent
        while let current = container {
            if current is UINavigationController || current is UITabBarController { return true }
            container = current._parent
        }
        return false
    }

    /// Reports a change of ``adjustedContentInset`` since the last report: a scroll view resting
    /// at its top (or left) edge — not dragged, not moving — moves to the new edge (unless
    /// `movingRestingOffset` is false), then ``adjustedContentInsetDidChange()`` and the delegate
    /// hear of it.
    func adjustedContentInsetMayHaveChanged(movingRestingOffset: Bool = true) {
        let old = reportedAdjustedContentInset
        let new = adjustedContentInset
        guard new != old else { return }
        reportedAdjustedContentInset = new
        if movingRestingOffset, !isDragging, motion == nil {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -new.top }
            if offset.x == -old.left { offset.x = -new.left }
            if offset != contentOffset { contentOffset = offset }
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        if !scrollEdgeObservers.isEmpty { scrollEdgeMayHaveMoved() }
    }
}
