import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Records a zooming scroll view's delegate callbacks and gives it its view for zooming.
@MainActor
private final class ZoomLog: NSObject, UIScrollViewDelegate {
    var zoomView: UIView?
    var calls: [String] = []
    var scales: [CGFloat] = []

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        #expect(view === zoomView)
        calls.append("willBeginZooming")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        if calls.last != "didZoom" { calls.append("didZoom") }
        scales.append(scrollView.zoomScale)
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        #expect(view === zoomView)
        calls.append("didEndZooming(\(scale))")
    }
}

@MainActor
@Suite("UIScrollView zooming")
struct ScrollViewZoomTests {
    /// A scroll view filling a 400 × 800 window whose delegate zooms a 400 × 800 view, scales 0.5 to 3.
    private func makeZoomingScrollView(
        size: CGSize = CGSize(width: 400, height: 800), content: CGSize = CGSize(width: 400, height: 800)
    ) -> (UIWindow, UIScrollView, UIView, ZoomLog) {
        let window = makeWindow()
        let scrollView = UIScrollView(frame: CGRect(origin: .zero, size: size))
        scrollView.contentInsetAdjustmentBehavior = .never
        let zoomView = UIView(frame: CGRect(origin: .zero, size: content))
        scrollView.addSubview(zoomView)
        scrollView.contentSize = content
        let log = ZoomLog()
        log.zoomView = zoomView
        scrollView.delegate = log
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 3
        window.addSubview(scrollView)
        return (window, scrollView, zoomView, log)
    }

    // https://developer.apple.com/documentation/uikit/uiscrollview/minimumzoomscale (and
    // maximumZoomScale, zoomScale, bouncesZoom): 1, 1, 1, true.
    @Test("defaults: scales 1, bouncesZoom, no pinch recognizer and no zooming until configured")
    func defaults() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1 && scrollView.zoomScale == 1)
        #expect(scrollView.bouncesZoom && !scrollView.isZooming && !scrollView.isZoomBouncing)
        #expect(scrollView.pinchGestureRecognizer == nil)
        // A view for zooming alone is not enough: the scales must differ.
        let log = ZoomLog()
        log.zoomView = UIView(frame: scrollView.bounds)
        scrollView.addSubview(log.zoomView!)
        scrollView.delegate = log
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 1 && log.calls.isEmpty)
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.maximumZoomScale = 2
        #expect(scrollView.pinchGestureRecognizer != nil)
        #expect(scrollView.gestureRecognizers?.contains { $0 === scrollView.pinchGestureRecognizer } == true)
        // The delegate returning nil from viewForZooming(in:) means no zooming (its documentation).
        log.zoomView = nil
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 1)
    }

    // Measured on iOS (a 320 × 460 scroll view showing a 1000 × 1000 view at offset zero, zoomed to
    // 2 in code): contentSize 2000 × 2000 and contentOffset (160, 230), the visible centre kept
    // (https://geek-answers.imtqy.com/articles/1325573/index.html). The view for zooming gets the
    // scale transform with its frame at the origin.
    @Test("setZoomScale scales the view, sets contentSize to its frame and keeps the visible centre")
    func setZoomScaleKeepsCentre() {
        let (_, scrollView, zoomView, log) = makeZoomingScrollView(
            size: CGSize(width: 320, height: 460), content: CGSize(width: 1000, height: 1000))
        scrollView.minimumZoomScale = 1
        scrollView.setZoomScale(2, animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(zoomView.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(zoomView.frame == CGRect(x: 0, y: 0, width: 2000, height: 2000))
        #expect(scrollView.contentSize == CGSize(width: 2000, height: 2000))
        #expect(scrollView.contentOffset == CGPoint(x: 160, y: 230))
        // Not animated: no will-begin or did-end (those come with gestures and animations).
        #expect(log.calls == ["didZoom"])
    }

    @Test("the zoom scale is clamped to the limits and the offset to its range")
    func clamping() {
        let (_, scrollView, zoomView, log) = makeZoomingScrollView()
        scrollView.zoomScale = 5
        #expect(scrollView.zoomScale == 3)
        #expect(scrollView.contentSize == CGSize(width: 1200, height: 2400))
        scrollView.zoomScale = 0.1
        #expect(scrollView.zoomScale == 0.5)
        #expect(zoomView.frame == CGRect(x: 0, y: 0, width: 200, height: 400))
        // Content smaller than the view rests at the origin.
        #expect(scrollView.contentOffset == .zero)
        #expect(log.scales == [3, 0.5])
    }

    @Test("an animated zoom eases over 0.3 s, between will-begin and did-end zooming")
    func animatedZoom() {
        let (window, scrollView, _, log) = makeZoomingScrollView()
        scrollView.setZoomScale(2, animated: true)
        #expect(scrollView.zoomScale == 1)
        #expect(log.calls == ["willBeginZooming"])
        window.advance(by: 0.15)
        // Halfway through ease-in-ease-out the progress is 0.5: scale 1.5.
        expectClose(scrollView.zoomScale, 1.5, tolerance: 1e-6)
        window.advance(by: 0.2)
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 400))
        #expect(log.calls == ["willBeginZooming", "didZoom", "didEndZooming(2.0)"])
    }

    @Test("zoom(to:) fits the rectangle, centres it, and stays within the limits and the range")
    func zoomToRect() {
        let (_, scrollView, _, log) = makeZoomingScrollView()
        // 400 / 200 = 2 and 800 / 400 = 2: the rectangle's centre (200, 400) goes to (400, 800),
        // shown at the middle of the 400 × 800 view.
        scrollView.zoom(to: CGRect(x: 100, y: 200, width: 200, height: 400), animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 400))
        // A 100-point corner would need 4 (and 8): the maximum, 3, with the offset kept in range.
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 100, height: 100), animated: false)
        #expect(scrollView.zoomScale == 3)
        #expect(scrollView.contentOffset == .zero)
        #expect(log.calls == ["didZoom"])
    }

    @Test("a pinch zooms about the fingers, reports isZooming, and ends zooming when they lift")
    func pinchZooms() {
        let (window, scrollView, zoomView, log) = makeZoomingScrollView()
        var zoomingSeen = false
        _ = scrollView.pinchGestureRecognizer?.addAction { _ in zoomingSeen = zoomingSeen || scrollView.isZooming }
        window.pinch(at: CGPoint(x: 200, y: 400), fromDistance: 100, toDistance: 200, duration: 0.3)
        #expect(zoomingSeen && !scrollView.isZooming)
        #expect(scrollView.zoomScale == 2)
        #expect(zoomView.frame == CGRect(x: 0, y: 0, width: 800, height: 1600))
        // The content point under the fingers' centre, (200, 400), is still under it.
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 400))
        #expect(log.calls == ["willBeginZooming", "didZoom", "didEndZooming(2.0)"])
        #expect(log.scales == log.scales.sorted())
    }

    @Test("a pinch past the maximum goes beyond it with resistance and bounces back with bouncesZoom")
    func pinchBounces() {
        for bounces in [true, false] {
            let (window, scrollView, _, log) = makeZoomingScrollView()
            scrollView.bouncesZoom = bounces
            window.pinch(at: CGPoint(x: 200, y: 400), fromDistance: 100, toDistance: 400, duration: 0.3)
            // The fingers ask for 4: past the maximum 3 the scale shows 3·√(4/3) = 3.4641.
            expectClose(log.scales.max()!, bounces ? 3 * (4.0 / 3).squareRoot() : 3, tolerance: 1e-6)
            #expect(scrollView.isZoomBouncing == bounces)
            window.advance(by: 0.4)
            #expect(scrollView.zoomScale == 3 && !scrollView.isZoomBouncing)
            #expect(log.calls == ["willBeginZooming", "didZoom", "didEndZooming(3.0)"])
        }
    }

    @Test("a pinch whose fingers also move pans the content with them, and the drag does not fight it")
    func pinchAndPan() {
        let (window, scrollView, _, log) = makeZoomingScrollView()
        window.sendTouches(.began, at: [CGPoint(x: 150, y: 400), CGPoint(x: 250, y: 400)])
        for step in 1...10 {
            let t = CGFloat(step) / 10
            window.advance(by: 1.0 / 60)
            window.sendTouches(
                .moved, at: [CGPoint(x: 150 - 50 * t, y: 400 - 100 * t), CGPoint(x: 250 + 50 * t, y: 400 - 100 * t)])
        }
        // Distance 100 → 200: scale 2. The pinch begins on the second move (distance 120, past
        // the 10-point hysteresis), with the fingers' centre at (200, 380): that content point is
        // at (400, 760) zoomed and stays under the centre, now at (200, 300).
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 460))
        window.sendTouches(.ended, at: [CGPoint(x: 100, y: 300), CGPoint(x: 300, y: 300)])
        window.advance(by: 3)
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 460))
        #expect(!scrollView.isZooming && !scrollView.isDragging && !scrollView.isDecelerating)
        #expect(log.calls == ["willBeginZooming", "didZoom", "didEndZooming(2.0)"])
    }

    @Test("without a view for zooming a pinch does nothing")
    func pinchWithoutZoomView() {
        let (window, scrollView, _, log) = makeZoomingScrollView()
        log.zoomView = nil
        window.pinch(at: CGPoint(x: 200, y: 400), fromDistance: 100, toDistance: 200, duration: 0.3)
        #expect(scrollView.zoomScale == 1 && log.calls.isEmpty)
    }
}
