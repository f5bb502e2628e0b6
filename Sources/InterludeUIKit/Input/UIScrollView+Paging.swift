/// Paging: with ``UIScrollView/isPagingEnabled`` a released drag comes to rest on a multiple of the
/// bounds size (https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled).
extension UIScrollView {
    /// Speed of the content, in points per millisecond, from which a released drag turns to the
    /// next page in its direction; slower, it settles on the nearest page. Interlude's value (UIKit
    /// does not document one): 0.3, a deliberate flick.
    public static let pagingFlickVelocity: CGFloat = 0.3

    /// Ends a drag of a paging scroll view: each axis that scrolls moves to its page, decelerating
    /// at the `.fast` rate. The delegate hears `scrollViewDidEndDragging(_:willDecelerate:)`, then
    /// the deceleration callbacks, but not `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
    /// which UIKit's header says is not called when paging is enabled (UIScrollView.h).
    func endDraggingOnPage(fingerVelocity: CGPoint) {
        // Content moves against the finger; UIKit measures points per millisecond.
        let velocity = CGPoint(
            x: dragMovesHorizontally ? -fingerVelocity.x / 1000 : 0,
            y: dragMovesVertically ? -fingerVelocity.y / 1000 : 0)
        let rate = DecelerationRate.fast.rawValue
        let x = pageMotion(
            contentOffset.x, velocity.x, page: bounds.width, range: horizontalRange, scrolls: dragMovesHorizontally,
            rate: rate, bounces: bouncesHorizontally)
        let y = pageMotion(
            contentOffset.y, velocity.y, page: bounds.height, range: verticalRange, scrolls: dragMovesVertically,
            rate: rate, bounces: bouncesVertically)
        isDragging = false
        let willDecelerate = !(x.isAtRestImmediately && y.isAtRestImmediately)
        if !willDecelerate {
            let page = CGPoint(x: x.offset(at: 0).offset, y: y.offset(at: 0).offset)
            if page != contentOffset { contentOffset = page }
        }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate, let window else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(.deceleration(x: x, y: y, start: window.clock.now), on: window)
    }

    /// The page an axis comes to rest on: the nearest multiple of `page`, or the next one in the
    /// direction of a flick; never outside the resting range.
    static func pageOffset(_ offset: CGFloat, velocity: CGFloat, page: CGFloat, range: ClosedRange<CGFloat>) -> CGFloat {
        guard page > 0 else { return min(max(offset, range.lowerBound), range.upperBound) }
        let position = offset / page
        let index: CGFloat
        if velocity >= pagingFlickVelocity {
            index = position.rounded(.up)
        } else if velocity <= -pagingFlickVelocity {
            index = position.rounded(.down)
        } else {
            index = position.rounded()
        }
        return min(max(index * page, range.lowerBound), range.upperBound)
    }

    private func pageMotion(
        _ offset: CGFloat, _ velocity: CGFloat, page: CGFloat, range: ClosedRange<CGFloat>, scrolls: Bool, rate: CGFloat,
        bounces: Bool
    ) -> ScrollAxisMotion {
        guard scrolls else { return ScrollAxisMotion(restingAt: offset) }
        guard range.contains(offset) else {
            // Past an edge: spring back to it, the edge page.
            return ScrollAxisMotion(offset: offset, velocity: velocity, range: range, rate: rate, bounces: bounces)
        }
        let target = Self.pageOffset(offset, velocity: velocity, page: page, range: range)
        // Within the rest distance it snaps onto the page (see `endDraggingOnPage`).
        guard abs(target - offset) > ScrollAxisMotion.restDistance else { return ScrollAxisMotion(restingAt: target) }
        // The velocity whose deceleration comes to rest exactly on the page: v·d/(1 − d) = distance.
        let aimed = (target - offset) * (1 - rate) / rate
        return ScrollAxisMotion(offset: offset, velocity: aimed, range: range, rate: rate, bounces: bounces)
    }
}
