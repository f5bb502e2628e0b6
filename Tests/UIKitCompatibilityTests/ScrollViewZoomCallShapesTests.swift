import Testing
import UIKit

// A photo viewer as iOS code writes it: a controller conforming to UIScrollViewDelegate in an
// extension returns its image view from `viewForZooming(in:)`, recentres it in
// `scrollViewDidZoom(_:)`, double-taps with `zoom(to:animated:)`, and a scroll view subclass
// overrides the zoom members Apple declares `open` (Apple's pages: UIScrollView zoomScale,
// setZoomScale(_:animated:), zoom(to:animated:), minimumZoomScale, maximumZoomScale,
// bouncesZoom, isZooming, isZoomBouncing, pinchGestureRecognizer, isPagingEnabled,
// isDirectionalLockEnabled, scrollRectToVisible(_:animated:), keyboardDismissMode; UIScrollViewDelegate
// viewForZooming(in:), scrollViewWillBeginZooming(_:with:), scrollViewDidZoom(_:),
// scrollViewDidEndZooming(_:with:atScale:)).

final class CountingZoomScrollView: UIScrollView {
    var zoomCalls = 0

    override func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomCalls += 1
        super.setZoomScale(scale, animated: animated)
    }

    override func zoom(to rect: CGRect, animated: Bool) {
        zoomCalls += 1
        super.zoom(to: rect, animated: animated)
    }

    override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        super.scrollRectToVisible(rect, animated: animated)
    }

    override var zoomScale: CGFloat {
        get { super.zoomScale }
        set { super.zoomScale = newValue }
    }
}

final class PhotoViewerController: UIViewController {
    let scrollView = CountingZoomScrollView()
    let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 780, height: 1_688))
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.delegate = self
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 4.0
        scrollView.bouncesZoom = true
        scrollView.isPagingEnabled = false
        scrollView.isDirectionalLockEnabled = true
        scrollView.keyboardDismissMode = .onDrag
        scrollView.contentSize = imageView.bounds.size
        scrollView.addSubview(imageView)
        view.addSubview(scrollView)
        let doubleTap = UITapGestureRecognizer(target: self, action: PhotoViewerController.zoomIn)
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
        if let pinch = scrollView.pinchGestureRecognizer {
            doubleTap.require(toFail: pinch)
        }
    }

    func zoomIn(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: imageView)
        let size = CGSize(width: scrollView.bounds.width / 2, height: scrollView.bounds.height / 2)
        scrollView.zoom(to: CGRect(origin: point, size: size), animated: true)
    }
}

extension PhotoViewerController: UIScrollViewDelegate {
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        events.append("willBegin")
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        let inset = max(0, (scrollView.bounds.width - scrollView.contentSize.width) / 2)
        scrollView.contentInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        events.append("didEnd(\(scale))")
    }
}

@MainActor
@Suite("iOS-style client code: a zooming photo viewer")
struct ScrollViewZoomCallShapesTests {
    @Test("zoom members compile as Apple declares them and zoom the image view")
    func photoViewer() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let viewer = PhotoViewerController()
        window.rootViewController = viewer
        window.makeKeyAndVisible()
        let scrollView = viewer.scrollView
        let pinch: UIPinchGestureRecognizer? = scrollView.pinchGestureRecognizer
        #expect(pinch != nil)
        scrollView.setZoomScale(0.5, animated: false)
        #expect(scrollView.zoomScale == 0.5)
        #expect(scrollView.contentSize == CGSize(width: 390, height: 844))
        scrollView.zoomScale = 1
        let zooming: Bool = scrollView.isZooming
        let bouncing: Bool = scrollView.isZoomBouncing
        #expect(!zooming && !bouncing)
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 195, height: 422), animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(viewer.imageView.transform == CGAffineTransform(scaleX: 2, y: 2))
        scrollView.setZoomScale(1, animated: true)
        window.advance(by: 0.5)
        #expect(viewer.events == ["willBegin", "didEnd(1.0)"])
        // Three explicit calls, and the `zoomScale` setter, which goes through setZoomScale(_:animated: false).
        #expect(scrollView.zoomCalls == 4)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1_000, width: 10, height: 10), animated: false)
        let mode: UIScrollView.KeyboardDismissMode = scrollView.keyboardDismissMode
        #expect(mode == .onDrag)
    }
}
