import Testing
@testable import InterludeUIKit

/// `UIEvent.coalescedTouches(for:)` and `predictedTouches(for:)`: nil for a touch outside the
/// event (https://developer.apple.com/documentation/uikit/uievent/coalescedtouches(for:),
/// https://developer.apple.com/documentation/uikit/uievent/predictedtouches(for:)); every sample
/// is its own event here, and nothing is predicted.
@MainActor
@Suite("Coalesced and predicted touches")
struct CoalescedTouchesTests {
    final class SampleView: UIView {
        var samples: [[UITouch]?] = []
        var predictions: [[UITouch]?] = []
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            let touch = touches.first!
            samples.append(event?.coalescedTouches(for: touch))
            predictions.append(event?.predictedTouches(for: touch))
        }
        var firstTouch: UITouch?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            if firstTouch == nil { firstTouch = touches.first } else { lastEvent = event }
        }
        var lastEvent: UIEvent?
    }

    @Test("A moved touch's coalesced touches are itself; its predicted touches are none")
    func samples() {
        let window = makeWindow(width: 200, height: 200)
        let view = SampleView(frame: window.bounds)
        window.addSubview(view)
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        window.sendTouch(.moved, at: CGPoint(x: 20, y: 10))
        window.sendTouch(.ended, at: CGPoint(x: 20, y: 10))
        let touch = view.firstTouch!
        #expect(view.samples.count == 1 && view.samples[0]?.count == 1 && view.samples[0]?[0] === touch)
        #expect(view.predictions.count == 1 && view.predictions[0]?.isEmpty == true)
        // A touch from an earlier sequence is not part of a later event.
        window.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        let later = view.lastEvent
        #expect(later != nil && later?.coalescedTouches(for: touch) == nil && later?.predictedTouches(for: touch) == nil)
        window.sendTouch(.ended, at: CGPoint(x: 50, y: 50))
    }
}
