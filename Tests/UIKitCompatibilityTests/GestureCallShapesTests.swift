import UIKit
import Testing

// A zoomable photo as iOS code writes it: pinch and rotate applied incrementally to the transform
// (resetting scale and rotation), both at once through the delegate, and a swipe down to dismiss.
final class ZoomablePhotoView: UIView, UIGestureRecognizerDelegate {
    private(set) var dismissed = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        let pinch = UIPinchGestureRecognizer(target: self, action: ZoomablePhotoView.handlePinch)
        let rotation = UIRotationGestureRecognizer(target: self, action: ZoomablePhotoView.handleRotation)
        let swipe = UISwipeGestureRecognizer(target: self, action: ZoomablePhotoView.handleSwipe)
        swipe.direction = .down
        pinch.delegate = self
        rotation.delegate = self
        [pinch, rotation, swipe].forEach(addGestureRecognizer)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func handlePinch(_ recognizer: UIPinchGestureRecognizer) {
        guard recognizer.state == .began || recognizer.state == .changed else { return }
        transform = transform.scaledBy(x: recognizer.scale, y: recognizer.scale)
        recognizer.scale = 1
    }

    func handleRotation(_ recognizer: UIRotationGestureRecognizer) {
        if recognizer.state == .changed {
            transform = transform.rotated(by: recognizer.rotation)
            recognizer.rotation = 0
        }
    }

    func handleSwipe(_ recognizer: UISwipeGestureRecognizer) {
        if recognizer.state == .ended { dismissed = true }
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        return !(gestureRecognizer is UISwipeGestureRecognizer || otherGestureRecognizer is UISwipeGestureRecognizer)
    }
}

// A recognizer subclass that passes no action to `super` and is given one later, as EasyTransitions'
// pan recognizers do (UIKit's init(target:action:) takes nil for both).
final class EdgeDismissRecognizer: UIPanGestureRecognizer {
    let edge: UIRectEdge
    init(edge: UIRectEdge) {
        self.edge = edge
        super.init(target: nil, action: nil)
    }
}

@MainActor
@Suite("iOS-style client code: pinch, rotation and swipe")
struct GestureCallShapesTests {
    @Test("pinching doubles the photo's scale; a swipe down dismisses it")
    func zoomAndDismiss() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let photo = ZoomablePhotoView(frame: window.bounds)
        window.addSubview(photo)
        window.pinch(at: CGPoint(x: 195, y: 422), fromDistance: 100, toDistance: 200, duration: 0.3)
        #expect(abs(photo.transform.a - 2) < 1e-9)
        photo.transform = .identity
        window.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 400), duration: 0.15)
        #expect(photo.dismissed)
    }

    @Test("a recognizer made with no target or action calls only the actions added later")
    func noActionAtFirst() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let recognizer = EdgeDismissRecognizer(edge: .left)
        var states: [UIGestureRecognizer.State] = []
        window.addGestureRecognizer(recognizer)
        window.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
        #expect(states.isEmpty)
        recognizer.addAction { states.append($0.state) }
        window.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
        #expect(states.first == .began)
        #expect(states.last == .ended)
    }
}
