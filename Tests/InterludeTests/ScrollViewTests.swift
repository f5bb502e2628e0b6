import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Records a scroll view's delegate callbacks.
@MainActor
private final class ScrollLog: NSObject, UIScrollViewDelegate {
    var calls: [String] = []
    var offsets: [CGPoint] = []
    var endVelocity: CGPoint?
    var proposedTarget: CGPoint?
    var replacementTarget: CGPoint?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if calls.last != "didScroll" { calls.append("didScroll") }
        offsets.append(scrollView.contentOffset)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging")
        endVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let replacementTarget { targetContentOffset.pointee = replacementTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
}

@MainActor
@Suite("UIScrollView")
struct ScrollViewTests {
    private func makeScrollView(contentHeight: CGFloat = 4000) -> (UIWindow, UIScrollView, ScrollLog) {
        let window = makeWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        // The scroll view fills a window under the status bar: UIKit's default `.automatic` would
        // add the status bar and home indicator (47 and 34 points) and rest it at y = -47 (see
        // ScrollViewInsetAdjustmentTests). These tests are about dragging and deceleration; their
        // offsets and edges are worked out for a range from 0 without insets.
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 400, height: contentHeight)
        let log = ScrollLog()
        scrollView.delegate = log
        window.addSubview(scrollView)
        return (window, scrollView, log)
    }

    @Test("contentOffset is the bounds origin and setting it tells the delegate")
    func offsetIsBoundsOrigin() {
        let (_, scrollView, log) = makeScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 120))
        #expect(log.calls == ["didScroll"])
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    }

    @Test("dragging moves the content against the finger from where the pan began, without a jump")
    func dragFollowsFinger() {
        let (window, scrollView, log) = makeScrollView()
        window.sendTouch(.began, at: CGPoint(x: 200, y: 600))
        window.sendTouch(.moved, at: CGPoint(x: 200, y: 580)) // pan begins here
        #expect(scrollView.isDragging)
        #expect(scrollView.contentOffset == .zero)
        window.sendTouch(.moved, at: CGPoint(x: 200, y: 530))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
        window.sendTouch(.moved, at: CGPoint(x: 200, y: 500))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 80))
        #expect(log.calls == ["willBeginDragging", "didScroll"])
    }

    @Test("past the top edge the offset follows UIKit's rubber band; without bounces it stops at the edge")
    func rubberBand() {
        for bounces in [true, false] {
            let (window, scrollView, _) = makeScrollView()
            scrollView.bounces = bounces
            window.sendTouch(.began, at: CGPoint(x: 200, y: 100))
            window.sendTouch(.moved, at: CGPoint(x: 200, y: 120))
            window.sendTouch(.moved, at: CGPoint(x: 200, y: 220)) // 100 pt past the edge
            // (1 − 1/(100·0.55/800 + 1))·800 = 51.4620 (hand-computed).
            expectClose(scrollView.contentOffset.y, bounces ? -51.4620 : 0, tolerance: 1e-4)
        }
    }

    @Test("content no taller than the view does not scroll unless alwaysBounceVertical")
    func shortContent() {
        let (window, scrollView, _) = makeScrollView(contentHeight: 800)
        window.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300), duration: 0.2)
        #expect(scrollView.contentOffset == .zero)
        #expect(!scrollView.panGestureRecognizer.isEnabled || scrollView.panGestureRecognizer.state == .possible)
        scrollView.alwaysBounceVertical = true
        window.sendTouch(.began, at: CGPoint(x: 200, y: 100))
        window.dragMove(to: CGPoint(x: 200, y: 300), duration: 0.2)
        #expect(scrollView.contentOffset.y < -30)
    }

    @Test("a flick reports velocity in points per millisecond, the projected target, and decelerates onto it")
    func flick() {
        let (window, scrollView, log) = makeScrollView()
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 500), duration: 0.5)
        let released = log.offsets.last!
        expectClose(log.endVelocity!.y, 0.2, tolerance: 1e-9) // 200 pt/s upward finger → +0.2 pt/ms
        expectClose(log.proposedTarget!.y, released.y + 0.2 * 0.998 / 0.002, tolerance: 1e-6) // + 99.8
        #expect(
            log.calls == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating",
            ])
        #expect(scrollView.isDecelerating && !scrollView.isDragging)
        window.advance(by: 0.1)
        // After 100 ms: x0 + v·d·(1 − d¹⁰⁰)/(1 − d) = x0 + 0.2·0.998·(1 − 0.998¹⁰⁰)/0.002.
        let expected = released.y + 0.2 * 0.998 * (1 - pow(0.998, 100)) / 0.002
        expectClose(scrollView.contentOffset.y, expected, tolerance: 1e-6)
        window.advance(by: 5)
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.contentOffset.y == log.proposedTarget!.y)
        #expect(log.calls.suffix(2) == ["didScroll", "didEndDecelerating"])
    }

    @Test("a target changed by the delegate is where deceleration stops")
    func delegateTarget() {
        let (window, scrollView, log) = makeScrollView()
        log.replacementTarget = CGPoint(x: 0, y: 300)
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 500), duration: 0.5)
        window.advance(by: 5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(log.calls.last == "didEndDecelerating")
    }

    @Test("released past the edge, the content springs back to it and ends decelerating there")
    func bounceBack() {
        let (window, scrollView, log) = makeScrollView()
        window.sendTouch(.began, at: CGPoint(x: 200, y: 100))
        window.dragMove(to: CGPoint(x: 200, y: 300), duration: 0.2)
        window.advance(by: 0.5)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 300))
        #expect(scrollView.contentOffset.y < 0)
        #expect(log.calls.contains("didEndDragging(true)"))
        window.advance(by: 2)
        #expect(scrollView.contentOffset == .zero)
        #expect(log.calls.last == "didEndDecelerating")
        #expect(log.offsets.allSatisfy { $0.y <= 0 })
    }

    @Test("a flick toward the top overshoots with bounces and stops at the edge without")
    func flickIntoEdge() {
        for bounces in [true, false] {
            let (window, scrollView, log) = makeScrollView()
            scrollView.bounces = bounces
            scrollView.contentOffset = CGPoint(x: 0, y: 150)
            window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400), duration: 0.1) // 1000 pt/s down
            window.advance(by: 3)
            #expect(scrollView.contentOffset == .zero)
            let lowest = log.offsets.map(\.y).min()!
            #expect(bounces ? lowest < 0 : lowest == 0)
        }
    }

    @Test("a finger going down stops deceleration where it is")
    func touchStopsDeceleration() {
        let (window, scrollView, log) = makeScrollView()
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 500), duration: 0.5)
        window.advance(by: 0.2)
        let stoppedAt = scrollView.contentOffset
        window.sendTouch(.began, at: CGPoint(x: 200, y: 400))
        #expect(!scrollView.isDecelerating)
        #expect(log.calls.last == "didEndDecelerating")
        window.advance(by: 1)
        #expect(scrollView.contentOffset == stoppedAt)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 400))
    }

    @Test("setContentOffset(animated:) eases over 0.3 s on the clock and then reports the end of the animation")
    func animatedOffset() {
        let (window, scrollView, log) = makeScrollView()
        scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
        #expect(scrollView.contentOffset == .zero)
        window.advance(by: 0.15)
        expectClose(scrollView.contentOffset.y, 100, tolerance: 1e-6) // ease-in-ease-out is 0.5 at 0.5
        window.advance(by: 0.15)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 200))
        #expect(log.calls.last == "didEndScrollingAnimation")
    }

    @Test("isScrollEnabled false disables the pan")
    func scrollDisabled() {
        let (window, scrollView, _) = makeScrollView()
        scrollView.isScrollEnabled = false
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 500), duration: 0.2)
        #expect(scrollView.contentOffset == .zero)
        #expect(!scrollView.panGestureRecognizer.isEnabled)
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
    @Test("contentInsetAdjustmentBehavior: .always adds the safe area, .scrollableAxes only on axes that scroll, .never none")
    func contentInsetAdjustment() {
        let window = makeWindow(width: 390, height: 844)
        let safeArea = window.safeAreaInsets
        #expect(safeArea.top > 0 && safeArea.bottom > 0)
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        window.addSubview(scrollView)
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        // `.automatic` outside a navigation or tab bar controller is `.scrollableAxes` (see
        // ScrollViewInsetAdjustmentTests): the content is taller, so top and bottom.
        #expect(
            scrollView.adjustedContentInset
                == UIEdgeInsets(top: 10 + safeArea.top, left: 0, bottom: 20 + safeArea.bottom, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(
            scrollView.adjustedContentInset
                == UIEdgeInsets(top: 10 + safeArea.top, left: safeArea.left, bottom: 20 + safeArea.bottom, right: safeArea.right))
        // Taller content scrolls vertically: top and bottom adjusted; it is not wider, so left and right are not.
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(
            scrollView.adjustedContentInset
                == UIEdgeInsets(top: 10 + safeArea.top, left: 0, bottom: 20 + safeArea.bottom, right: 0))
        scrollView.contentSize = CGSize(width: 390, height: 500)
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
        scrollView.alwaysBounceVertical = true
        #expect(scrollView.adjustedContentInset.top == 10 + safeArea.top)
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
        // The adjusted inset sets the scroll range: at rest at the top, the offset can go to -top.
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(scrollView.verticalRange.lowerBound == -(10 + safeArea.top))
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/scrollindicatorinsets
    @Test("scrollIndicatorInsets sets both indicators' insets and reads the vertical one")
    func indicatorInsets() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(scrollView.verticalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(scrollView.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        scrollView.verticalScrollIndicatorInsets.bottom = 9
        #expect(scrollView.scrollIndicatorInsets.bottom == 9)
        #expect(scrollView.horizontalScrollIndicatorInsets.bottom == 3)
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:):
    /// the content scrolls so the area is just visible; already visible, nothing happens.
    @Test("scrollRectToVisible scrolls the least distance, does nothing when visible, and stays in range")
    func scrollRectToVisible() {
        let (window, scrollView, log) = makeScrollView()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 700, width: 100, height: 100), animated: false)
        #expect(scrollView.contentOffset == .zero && log.calls.isEmpty, "already visible")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 100, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300), "its bottom edge at the bottom of the view")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 50), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100), "its top edge at the top of the view")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 3950, width: 100, height: 400), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 3200), "kept in range at the end of the content")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: true)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 3200))
        window.advance(by: 0.4)
        #expect(scrollView.contentOffset == .zero)
        #expect(log.calls.last == "didEndScrollingAnimation")
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/isdirectionallockenabled:
    /// a drag begun in one general direction scrolls only that way; a diagonal one is not locked.
    @Test("isDirectionalLockEnabled locks a drag begun along an axis, not a diagonal one")
    func directionalLock() {
        for (locked, end, moves) in [
            (false, CGPoint(x: 100, y: 380), (x: true, y: true)),
            (true, CGPoint(x: 100, y: 380), (x: true, y: false)), // 11° from horizontal
            (true, CGPoint(x: 190, y: 300), (x: false, y: true)), // 6° from vertical
            (true, CGPoint(x: 100, y: 300), (x: true, y: true)), // 45°
        ] {
            let (window, scrollView, _) = makeScrollView()
            #expect(!scrollView.isDirectionalLockEnabled || locked)
            scrollView.contentSize = CGSize(width: 1600, height: 4000)
            scrollView.contentOffset = CGPoint(x: 400, y: 400)
            scrollView.isDirectionalLockEnabled = locked
            window.sendTouch(.began, at: CGPoint(x: 200, y: 400))
            window.dragMove(to: end, duration: 0.5)
            #expect((scrollView.contentOffset.x != 400) == moves.x, "locked \(locked), to \(end)")
            #expect((scrollView.contentOffset.y != 400) == moves.y, "locked \(locked), to \(end)")
            window.sendTouch(.ended, at: end)
            window.advance(by: 5)
            #expect((scrollView.contentOffset.x != 400) == moves.x, "after deceleration")
            #expect((scrollView.contentOffset.y != 400) == moves.y, "after deceleration")
        }
    }
}
