/// Whether the content's edges reach the scroll view's (adjusted) edges — where bars switch to
/// their scroll-edge appearance — and the bars that watch for it.
extension UIScrollView {
    /// Whether the top of the content is at or below the top of the adjusted content area (the
    /// bottom of a navigation bar over it): scrolled to the top, or pulled down past it.
    var isContentAtTopEdge: Bool {
        contentOffset.y + adjustedContentInset.top <= Self.edgeTolerance
    }

    /// Whether the bottom of the content is at or above the bottom of the adjusted content area
    /// (the top of a tab bar under it): scrolled to the end, or the content is shorter.
    var isContentAtBottomEdge: Bool {
        contentOffset.y + bounds.height - adjustedContentInset.bottom >= contentSize.height - Self.edgeTolerance
    }

    /// Rounding the edge comparisons allow, in points.
    private static let edgeTolerance: CGFloat = 0.001

    func addScrollEdgeObserver(_ observer: any ScrollEdgeObserver) {
        scrollEdgeObservers.removeAll { $0.observer == nil || $0.observer === observer }
        scrollEdgeObservers.append(WeakScrollEdgeObserver(observer: observer))
    }

    func removeScrollEdgeObserver(_ observer: any ScrollEdgeObserver) {
        scrollEdgeObservers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Tells the watching bars the content or the view moved.
    func scrollEdgeMayHaveMoved() {
        for entry in scrollEdgeObservers { entry.observer?.updateScrollEdgeState() }
    }
}

/// A bar that watches a scroll view's content edge.
@MainActor
protocol ScrollEdgeObserver: AnyObject {
    /// Looks at the watched scroll view again.
    func updateScrollEdgeState()
}

extension ScrollEdgeObserver {
    /// Stops watching `old` and watches `new` instead, when they differ; returns `new`.
    func watch(_ new: UIScrollView?, insteadOf old: UIScrollView?) -> UIScrollView? {
        guard new !== old else { return new }
        old?.removeScrollEdgeObserver(self)
        new?.addScrollEdgeObserver(self)
        return new
    }
}

struct WeakScrollEdgeObserver {
    weak var observer: (any ScrollEdgeObserver)?
}
