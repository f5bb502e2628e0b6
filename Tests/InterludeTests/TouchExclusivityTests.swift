import InterludeTestSupport
import Testing
@testable import InterludeUIKit

// UIKit's rules for which view hears a new touch
// (https://developer.apple.com/documentation/uikit/uiview/ismultipletouchenabled: "receives only
// the first touch event in a multi-touch sequence", default false, gesture recognizers receive
// all touches; .../isexclusivetouch: "block the delivery of touch events to other views in the
// same window", default false).
@MainActor
@Suite("Touch delivery: multiple and exclusive touch")
struct TouchExclusivityTests {
    /// A window with two side-by-side logging views, left (0…200) and right (200…400).
    private func makeScene() -> (UIWindow, TouchLoggingView, TouchLoggingView) {
        let window = makeWindow()
        let left = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 800))
        let right = TouchLoggingView(frame: CGRect(x: 200, y: 0, width: 200, height: 800))
        window.addSubview(left)
        window.addSubview(right)
        return (window, left, right)
    }

    @Test("both flags default to false")
    func defaults() {
        let view = UIView()
        #expect(!view.isMultipleTouchEnabled)
        #expect(!view.isExclusiveTouch)
    }

    @Test("with multiple touch off, a second finger in the same view is never delivered to it")
    func secondFingerWithheld() {
        let (window, left, _) = makeScene()
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        window.sendTouch(.began, at: CGPoint(x: 50, y: 10), finger: 1)
        window.sendTouch(.moved, at: CGPoint(x: 60, y: 10), finger: 1)
        window.sendTouch(.ended, at: CGPoint(x: 10, y: 10))
        // The second finger stays withheld even after the first lifted.
        window.sendTouch(.moved, at: CGPoint(x: 70, y: 10), finger: 1)
        window.sendTouch(.ended, at: CGPoint(x: 70, y: 10), finger: 1)
        #expect(left.log == ["began", "ended"])
        #expect(left.locations == [CGPoint(x: 10, y: 10)])
        // A new sequence after both lifted is delivered again.
        window.tap(at: CGPoint(x: 20, y: 20))
        #expect(left.log == ["began", "ended", "began", "ended"])
    }

    @Test("with multiple touch on, the view hears every finger")
    func multipleTouchEnabled() {
        let (window, left, _) = makeScene()
        left.isMultipleTouchEnabled = true
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        window.sendTouch(.began, at: CGPoint(x: 50, y: 10), finger: 1)
        window.sendTouches(.ended, at: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10)])
        #expect(left.log == ["began", "began", "ended"])
    }

    @Test("fingers in different views reach both when neither is exclusive")
    func twoViewsShare() {
        let (window, left, right) = makeScene()
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        window.sendTouch(.began, at: CGPoint(x: 300, y: 10), finger: 1)
        window.sendTouches(.ended, at: [CGPoint(x: 10, y: 10), CGPoint(x: 300, y: 10)])
        #expect(left.log == ["began", "ended"])
        #expect(right.log == ["began", "ended"])
    }

    @Test("an exclusive view tracking a finger keeps new touches from other views")
    func exclusiveBlocksOthers() {
        let (window, left, right) = makeScene()
        left.isExclusiveTouch = true
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        window.sendTouch(.began, at: CGPoint(x: 300, y: 10), finger: 1)
        window.sendTouch(.ended, at: CGPoint(x: 300, y: 10), finger: 1)
        window.sendTouch(.ended, at: CGPoint(x: 10, y: 10))
        #expect(left.log == ["began", "ended"])
        #expect(right.log.isEmpty)
        // Once the exclusive view's finger lifted, the other view hears touches again.
        window.tap(at: CGPoint(x: 300, y: 10))
        #expect(right.log == ["began", "ended"])
    }

    @Test("an exclusive view does not hear a finger while another view is tracking one")
    func exclusiveWaitsForOthers() {
        let (window, left, right) = makeScene()
        right.isExclusiveTouch = true
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        window.sendTouch(.began, at: CGPoint(x: 300, y: 10), finger: 1)
        window.sendTouch(.ended, at: CGPoint(x: 300, y: 10), finger: 1)
        window.sendTouch(.ended, at: CGPoint(x: 10, y: 10))
        #expect(left.log == ["began", "ended"])
        #expect(right.log.isEmpty)
    }

    @Test("gesture recognizers still get a withheld touch")
    func recognizersUnaffected() {
        let (window, left, right) = makeScene()
        left.isExclusiveTouch = true
        var taps = 0
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        _ = tap.addAction { _ in taps += 1 }
        right.addGestureRecognizer(tap)
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        window.sendTouch(.began, at: CGPoint(x: 300, y: 10), finger: 1)
        window.sendTouch(.ended, at: CGPoint(x: 300, y: 10), finger: 1)
        #expect(taps == 1)
        #expect(right.log.isEmpty)
    }
}
