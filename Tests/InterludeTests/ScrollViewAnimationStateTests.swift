import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Records the end-of-motion callbacks and zooms a view.
@MainActor
private final class StopLog: NSObject, UIScrollViewDelegate {
    var zoomView: UIView?
    var calls: [String] = []

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        calls.append("didEndZooming(\(scale))")
    }
}

@MainActor
@Suite("UIScrollView bouncing per axis, animation state and stopScrollingAndZooming")
struct ScrollViewAnimationStateTests {
    private func makeScrollView() -> (UIWindow, UIScrollView, StopLog) {
        let window = makeWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 400, height: 4000)
        let log = StopLog()
        scrollView.delegate = log
        window.addSubview(scrollView)
        return (window, scrollView, log)
    }

    @Test("bounces sets both axes; each axis bounces on its own")
    func bouncesPerAxis() {
        // Apple's bounces page: setting it is setting bouncesHorizontally and bouncesVertically.
        let (window, scrollView, _) = makeScrollView()
        #expect(scrollView.bounces && scrollView.bouncesHorizontally && scrollView.bouncesVertically)
        scrollView.bounces = false
        #expect(!scrollView.bouncesHorizontally && !scrollView.bouncesVertically && !scrollView.bounces)
        scrollView.bouncesHorizontally = true
        #expect(scrollView.bounces)
        scrollView.alwaysBounceHorizontal = true
        // A diagonal pull past the top-left corner: the horizontal axis rubber-bands, the vertical stops.
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        window.dragMove(to: CGPoint(x: 200, y: 200), duration: 0.2)
        #expect(scrollView.contentOffset.x < 0)
        #expect(scrollView.contentOffset.y == 0)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 200))
        window.advance(by: 2)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("isScrollAnimating is true while an animated scroll runs, not while decelerating")
    func scrollAnimating() {
        let (window, scrollView, _) = makeScrollView()
        #expect(!scrollView.isScrollAnimating && !scrollView.isZoomAnimating)
        scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        #expect(scrollView.isScrollAnimating)
        window.advance(by: UIScrollView.scrollAnimationDuration)
        #expect(!scrollView.isScrollAnimating)
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 500), duration: 0.2)
        #expect(scrollView.isDecelerating && !scrollView.isScrollAnimating)
    }

    @Test("stopScrollingAndZooming leaves an animated scroll where it is, without reporting its end")
    func stopAnimation() {
        // Apple's stopScrollingAndZooming() page: the offset stays where it is.
        let (window, scrollView, log) = makeScrollView()
        scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        window.advance(by: UIScrollView.scrollAnimationDuration / 2)
        let there = scrollView.contentOffset
        scrollView.stopScrollingAndZooming()
        #expect(!scrollView.isScrollAnimating)
        window.advance(by: 1)
        #expect(scrollView.contentOffset == there)
        #expect(log.calls.isEmpty)
    }

    @Test("stopScrollingAndZooming ends a deceleration where it is, a bounce at the edge, paging on a page")
    func stopDeceleration() {
        // Apple's stopScrollingAndZooming() page: a bouncing view returns to the edge, a paging
        // one goes to a page boundary.
        let (window, scrollView, log) = makeScrollView()
        scrollView.contentOffset.y = 1000
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 500), duration: 0.2)
        window.advance(by: 0.1)
        let there = scrollView.contentOffset
        scrollView.stopScrollingAndZooming()
        #expect(!scrollView.isDecelerating && scrollView.contentOffset == there)
        #expect(log.calls == ["didEndDecelerating"])

        scrollView.contentOffset.y = 0
        window.sendTouch(.began, at: CGPoint(x: 200, y: 100))
        window.dragMove(to: CGPoint(x: 200, y: 300), duration: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 300))
        #expect(scrollView.isDecelerating && scrollView.contentOffset.y < 0)
        scrollView.stopScrollingAndZooming()
        #expect(scrollView.contentOffset.y == 0)

        scrollView.isPagingEnabled = true
        scrollView.contentOffset.y = 1600
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 100), duration: 0.1)
        window.advance(by: 0.02)
        #expect(scrollView.isDecelerating)
        scrollView.stopScrollingAndZooming()
        #expect(scrollView.contentOffset.y.truncatingRemainder(dividingBy: 800) == 0)
    }

    @Test("isZoomAnimating is true while an animated zoom runs; stopping it keeps the scale within the limits")
    func zoomAnimating() {
        let (window, scrollView, log) = makeScrollView()
        let zoomView = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 4000))
        scrollView.addSubview(zoomView)
        log.zoomView = zoomView
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 3
        scrollView.setZoomScale(2, animated: true)
        #expect(scrollView.isZoomAnimating && !scrollView.isScrollAnimating)
        window.advance(by: UIScrollView.scrollAnimationDuration / 2)
        scrollView.stopScrollingAndZooming()
        #expect(!scrollView.isZoomAnimating)
        #expect(scrollView.zoomScale > 1 && scrollView.zoomScale < 2)
        #expect(log.calls == ["didEndZooming(\(scrollView.zoomScale))"])
    }

    @Test("contentAlignmentPoint rests short content at its point; larger content is not affected")
    func contentAlignment() {
        // Apple's contentAlignmentPoint page: (0, 0) by default; (0.5, 0.5) centres smaller content.
        let (window, scrollView, _) = makeScrollView()
        #expect(scrollView.contentAlignmentPoint == .zero)
        scrollView.contentSize = CGSize(width: 200, height: 200)
        scrollView.alwaysBounceVertical = true
        #expect(scrollView.contentOffset == .zero)
        scrollView.contentAlignmentPoint = CGPoint(x: 0.5, y: 0.5)
        #expect(scrollView.contentOffset == CGPoint(x: -100, y: -300))
        scrollView.contentAlignmentPoint = CGPoint(x: 1, y: 0)
        #expect(scrollView.contentOffset == CGPoint(x: -200, y: -300)) // the y axis keeps its offset
        scrollView.contentAlignmentPoint = CGPoint(x: 0.5, y: 0.5)
        // A drag springs back to the aligned offset.
        window.sendTouch(.began, at: CGPoint(x: 200, y: 300))
        window.dragMove(to: CGPoint(x: 200, y: 500), duration: 0.2)
        #expect(scrollView.contentOffset.y < -300)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 500))
        window.advance(by: 2)
        #expect(scrollView.contentOffset == CGPoint(x: -100, y: -300))
        // Content taller than the view scrolls from its top as before.
        scrollView.contentSize = CGSize(width: 200, height: 4000)
        scrollView.contentOffset.y = 0
        window.layoutIfNeeded()
        #expect(scrollView.contentOffset == CGPoint(x: -100, y: 0))
        #expect(scrollView.verticalRange == 0...3200)
    }

    @Test("a view zoomed out below the scroll view's size rests centred with contentAlignmentPoint (0.5, 0.5)")
    func zoomedOutCentres() {
        let (_, scrollView, log) = makeScrollView()
        let zoomView = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        scrollView.addSubview(zoomView)
        scrollView.contentSize = zoomView.bounds.size
        log.zoomView = zoomView
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 2
        scrollView.contentAlignmentPoint = CGPoint(x: 0.5, y: 0.5)
        scrollView.setZoomScale(0.5, animated: false)
        #expect(scrollView.contentSize == CGSize(width: 200, height: 400))
        #expect(scrollView.contentOffset == CGPoint(x: -100, y: -200))
    }
}
