import UIKit
import Testing

/// A sketch view as drawing apps write one: every coalesced sample becomes a point, predictions
/// are drawn ahead.
final class SketchView: UIView {
    var points: [CGPoint] = []
    var predicted: [CGPoint] = []

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        for sample in event?.coalescedTouches(for: touch) ?? [touch] {
            points.append(sample.location(in: self))
        }
        predicted = (event?.predictedTouches(for: touch) ?? []).map { $0.location(in: self) }
    }
}

@MainActor
@Suite("iOS-style client code: coalesced and predicted touches")
struct CoalescedTouchesCallShapesTests {
    @Test("coalescedTouches(for:) and predictedTouches(for:)")
    func sketch() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let view = SketchView(frame: window.bounds)
        window.addSubview(view)
        window.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 60, y: 10), duration: 0.1)
        #expect(view.points.count >= 2 && view.points.last == CGPoint(x: 60, y: 10))
        #expect(view.predicted.isEmpty)
    }
}
