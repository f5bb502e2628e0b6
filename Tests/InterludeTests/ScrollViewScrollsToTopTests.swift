import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Records the scroll-to-top questions and reports, and answers `scrollViewShouldScrollToTop`.
@MainActor
private final class ScrollToTopLog: NSObject, UIScrollViewDelegate {
    var calls: [String] = []
    var allows = true

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        calls.append("shouldScrollToTop")
        return allows
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
}

@MainActor
@Suite("UIScrollView scroll to top")
struct ScrollViewScrollsToTopTests {
    private func addScrollView(to window: UIWindow, frame: CGRect? = nil) -> (UIScrollView, ScrollToTopLog) {
        let scrollView = UIScrollView(frame: frame ?? window.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 400, height: 4000)
        let log = ScrollToTopLog()
        scrollView.delegate = log
        window.addSubview(scrollView)
        return (scrollView, log)
    }

    @Test("scrollsToTop defaults to true")
    func defaultValue() {
        // Apple's scrollsToTop page: the default value is true.
        #expect(UIScrollView().scrollsToTop)
    }

    @Test("a status bar tap scrolls the one scroll view to the top of its inset, animated, then tells the delegate")
    func scrollsToTop() {
        let window = makeWindow()
        let (scrollView, log) = addScrollView(to: window)
        scrollView.contentInset.top = 30
        scrollView.contentOffset = CGPoint(x: 0, y: 600)
        window.simulateStatusBarTap()
        #expect(log.calls == ["shouldScrollToTop"])
        #expect(scrollView.contentOffset.y == 600)
        window.advance(by: UIScrollView.scrollAnimationDuration / 2)
        expectClose(scrollView.contentOffset.y, (600 - 30) / 2, tolerance: 1e-6)
        window.advance(by: UIScrollView.scrollAnimationDuration / 2)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -30))
        // Apple's scrollViewDidScrollToTop(_:) page: sent when the scroll to the top finishes.
        #expect(log.calls == ["shouldScrollToTop", "didScrollToTop"])
    }

    @Test("the delegate can refuse; content already at the top does not move or report")
    func refusedOrAtTop() {
        let window = makeWindow()
        let (scrollView, log) = addScrollView(to: window)
        scrollView.contentOffset = CGPoint(x: 0, y: 600)
        log.allows = false
        window.simulateStatusBarTap()
        window.advance(by: 1)
        #expect(scrollView.contentOffset.y == 600)
        #expect(log.calls == ["shouldScrollToTop"])
        // Apple's scrollsToTop page: nothing happens when the content is already at the top.
        log.allows = true
        scrollView.contentOffset = .zero
        log.calls = []
        window.simulateStatusBarTap()
        window.advance(by: 1)
        #expect(scrollView.contentOffset == .zero)
        #expect(!log.calls.contains("didScrollToTop"))
    }

    @Test("two scroll views on screen with scrollsToTop means none scrolls; turning one off picks the other")
    func exactlyOne() {
        // Apple's scrollsToTop page: on iPhone the gesture has no effect if more than one
        // scroll view on screen has scrollsToTop set to true.
        let window = makeWindow()
        let (top, topLog) = addScrollView(to: window, frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let (bottom, bottomLog) = addScrollView(to: window, frame: CGRect(x: 0, y: 400, width: 400, height: 400))
        top.contentOffset.y = 500
        bottom.contentOffset.y = 500
        window.simulateStatusBarTap()
        window.advance(by: 1)
        #expect(top.contentOffset.y == 500 && bottom.contentOffset.y == 500)
        #expect(topLog.calls.isEmpty && bottomLog.calls.isEmpty)
        top.scrollsToTop = false
        window.simulateStatusBarTap()
        window.advance(by: 1)
        #expect(top.contentOffset.y == 500 && bottom.contentOffset.y == 0)
        #expect(bottomLog.calls == ["shouldScrollToTop", "didScrollToTop"])
    }

    @Test("hidden and off-screen scroll views do not count")
    func onScreenOnly() {
        let window = makeWindow()
        let (shown, log) = addScrollView(to: window)
        let (hidden, _) = addScrollView(to: window)
        hidden.isHidden = true
        let (offScreen, _) = addScrollView(to: window, frame: CGRect(x: 500, y: 0, width: 400, height: 800))
        shown.contentOffset.y = 300
        hidden.contentOffset.y = 300
        offScreen.contentOffset.y = 300
        window.simulateStatusBarTap()
        window.advance(by: 1)
        #expect(shown.contentOffset.y == 0)
        #expect(hidden.contentOffset.y == 300 && offScreen.contentOffset.y == 300)
        #expect(log.calls == ["shouldScrollToTop", "didScrollToTop"])
    }

    @Test("without a status bar (landscape) there is nothing to tap")
    func noStatusBar() {
        let window = makeWindow(width: 800, height: 400)
        let (scrollView, log) = addScrollView(to: window)
        scrollView.contentOffset.y = 300
        window.simulateStatusBarTap()
        window.advance(by: 1)
        #expect(scrollView.contentOffset.y == 300 && log.calls.isEmpty)
    }

    @Test("a tap during deceleration stops it and scrolls to the top")
    func duringDeceleration() {
        let window = makeWindow()
        let (scrollView, log) = addScrollView(to: window)
        scrollView.contentOffset.y = 1000
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 500), duration: 0.2)
        window.advance(by: 0.1)
        #expect(scrollView.isDecelerating)
        window.simulateStatusBarTap()
        #expect(!scrollView.isDecelerating)
        window.advance(by: UIScrollView.scrollAnimationDuration)
        #expect(scrollView.contentOffset.y == 0)
        #expect(log.calls == ["shouldScrollToTop", "didScrollToTop"])
    }
}
