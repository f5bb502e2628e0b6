/// The scroll-to-top gesture, a tap on the status bar, as Apple's `scrollsToTop` page and
/// UIScrollView.h describe it for the iPhone: it acts only when exactly one scroll view on screen
/// has ``UIScrollView/scrollsToTop`` set; that view's delegate is asked
/// `scrollViewShouldScrollToTop(_:)`, and unless it answers false or the content is at the top
/// already, the content scrolls to the top of its adjusted content inset — animated over
/// `UIScrollView.scrollAnimationDuration` on the window clock, the horizontal offset kept — and
/// the delegate hears `scrollViewDidScrollToTop(_:)` at the end.
extension UIWindow {
    /// Taps the status bar, as a user would (Interlude's call: the status bar is not drawn, so
    /// nothing else can tap it). Does nothing while the status bar is hidden or has no frame
    /// (landscape), or unless exactly one scroll view on screen has `scrollsToTop` set.
    public func simulateStatusBarTap() {
        guard statusBarManager.statusBarFrame != .zero else { return }
        var candidates: [UIScrollView] = []
        collectScrollViewsScrollingToTop(in: self, into: &candidates)
        guard candidates.count == 1 else { return }
        candidates[0].scrollToTopForStatusBarTap()
    }

    /// The visible scroll views with `scrollsToTop` set under `view` that show some of
    /// themselves in the window.
    private func collectScrollViewsScrollingToTop(in view: UIView, into result: inout [UIScrollView]) {
        guard !view.isHidden, view.alpha > 0 else { return }
        if let scrollView = view as? UIScrollView, scrollView.scrollsToTop,
            scrollView.convert(scrollView.bounds, to: nil).intersects(bounds)
        {
            result.append(scrollView)
        }
        for subview in view.subviews { collectScrollViewsScrollingToTop(in: subview, into: &result) }
    }
}

extension UIScrollView {
    /// The top the status bar tap scrolls to: the top of the adjusted content inset (for short
    /// content, where its `contentAlignmentPoint` rests it).
    var scrollToTopOffset: CGPoint { CGPoint(x: contentOffset.x, y: verticalRange.lowerBound) }

    /// Scrolls to the top for a status bar tap (see the extension on `UIWindow`).
    func scrollToTopForStatusBarTap() {
        guard !isDragging, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        let target = scrollToTopOffset
        guard contentOffset.y != target.y else { return }
        if isDecelerating {
            stopMotion()
            delegate?.scrollViewDidEndDecelerating(self)
        }
        stopMotion()
        guard let window else { return }
        startMotion(.animation(from: contentOffset, to: target, start: window.clock.now, ending: .scrollToTop), on: window)
    }
}
