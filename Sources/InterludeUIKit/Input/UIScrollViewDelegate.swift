/// Methods a scroll view's delegate implements to follow scrolling, UIKit's `UIScrollViewDelegate`.
/// Every method is optional (a default implementation is provided).
///
/// Order for a drag: `scrollViewWillBeginDragging`, `scrollViewDidScroll` per move,
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, then if it decelerates
/// `scrollViewWillBeginDecelerating`, `scrollViewDidScroll` per frame, `scrollViewDidEndDecelerating`.
/// For a pinch: `scrollViewWillBeginZooming(_:with:)`, `scrollViewDidZoom` (with `scrollViewDidScroll`)
/// per move and per frame of the bounce back, `scrollViewDidEndZooming(_:with:atScale:)`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed (by dragging, deceleration, animation or code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted. `velocity` is in points per millisecond (positive when the offset grows);
    /// `targetContentOffset` holds where deceleration will stop and may be changed.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` tells whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Deceleration (or a bounce back) is about to start.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Deceleration came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animation started by `setContentOffset(_:animated: true)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Whether a tap on the status bar may scroll the content to the top; true when not
    /// implemented
    /// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewshouldscrolltotop(_:)).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// A scroll to the top started by a tap on the status bar ended, at the top
    /// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscrolltotop(_:)).
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// The scroll view's `adjustedContentInset` changed (after its own
    /// `adjustedContentInsetDidChange()`).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    /// The view the scroll view scales when it zooms; nil (the default) means no zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A pinch began, or an animated zoom is about to start, on `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// The zoom scale changed (by a pinch, an animation or code).
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Zooming ended at `scale`: after a pinch (whether or not the scale changed), its bounce back,
    /// or an animated zoom.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
    /// Does nothing by default.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing by default.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing by default.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Returns true by default: the scroll to the top may happen.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing by default.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    /// Returns nil by default: no zooming.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing by default.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing by default.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
