import Foundation
import InterludeTestSupport
import Testing
@testable import InterludeUIKit

// Swipe, pinch and rotation recognizers with UIKit's documented states
// (https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer — discrete, one action
// per swipe, `location(in:)` where it began; .../uipinchgesturerecognizer and
// .../uirotationgesturerecognizer — continuous, began/changed/ended, scale and rotation resettable,
// velocity per second). UIKit documents no thresholds; Interlude's are the recognizers' static
// constants, pinned here.
@MainActor
private final class TwoFingerLog {
    var pinchStates: [UIGestureRecognizer.State] = []
    var scales: [CGFloat] = []
    var pinchVelocities: [CGFloat] = []
    var rotationStates: [UIGestureRecognizer.State] = []
    var rotations: [CGFloat] = []
    var rotationVelocities: [CGFloat] = []
    var swipes: [(state: UIGestureRecognizer.State, time: TimeInterval, location: CGPoint)] = []

    func pinched(_ pinch: UIPinchGestureRecognizer) {
        pinchStates.append(pinch.state)
        scales.append(pinch.scale)
        pinchVelocities.append(pinch.velocity)
    }

    func rotated(_ rotation: UIRotationGestureRecognizer) {
        rotationStates.append(rotation.state)
        rotations.append(rotation.rotation)
        rotationVelocities.append(rotation.velocity)
    }

    func swiped(_ swipe: UISwipeGestureRecognizer) {
        swipes.append((swipe.state, CACurrentMediaTime(), swipe.location(in: swipe.view)))
    }
}

@MainActor
private final class AllowBoth: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}

@MainActor
@Suite("Multi-touch: injection, swipe, pinch and rotation")
struct MultiTouchGestureTests {
    private func makeScene() -> (UIWindow, TouchLoggingView, TwoFingerLog) {
        let window = makeWindow()
        let view = TouchLoggingView(frame: window.bounds)
        window.addSubview(view)
        return (window, view, TwoFingerLog())
    }

    // MARK: Injection

    @Test("every event carries all fingers down; the view hears only those that changed")
    func eventsCarryStationaryFingers() {
        final class EventLog: UIView {
            var entries: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                entries.append("began \(touches.count) of \(event?.allTouches?.count ?? 0)")
            }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                let stationary = event?.allTouches?.filter { $0.phase == .stationary }.count ?? 0
                entries.append("moved \(touches.count), \(stationary) stationary")
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                entries.append("ended \(touches.count) of \(event?.allTouches?.count ?? 0)")
            }
        }
        let window = makeWindow()
        let view = EventLog(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        window.sendTouch(.began, at: CGPoint(x: 50, y: 10), finger: 1)
        window.sendTouch(.moved, at: CGPoint(x: 60, y: 10), finger: 1)
        window.sendTouches(.moved, at: [CGPoint(x: 20, y: 10), CGPoint(x: 70, y: 10)])
        window.sendTouches(.ended, at: [CGPoint(x: 20, y: 10), CGPoint(x: 70, y: 10)])
        #expect(
            view.entries == [
                "began 1 of 1", "began 1 of 2", "moved 1, 1 stationary", "moved 2, 0 stationary", "ended 2 of 2",
            ])
    }

    @Test("misused fingers are reported and the event is not sent")
    func fingerMisuse() {
        let (window, view, _) = makeScene()
        let messages = capturingDiagnostics {
            window.sendTouch(.began, at: .zero, finger: 1)
            window.sendTouch(.began, at: .zero, finger: 1)
            window.sendTouches(.moved, at: [.zero, .zero])
            window.sendTouch(.ended, at: .zero, finger: 1)
        }
        #expect(messages.count == 2)
        #expect(messages[0].contains("finger 1 is already down"))
        #expect(messages[1].contains("no touch is down for finger 0"))
        #expect(view.log == ["began", "ended"])
    }

    @Test("a pan needing two fingers moves with their centroid")
    func twoFingerPan() {
        let (window, view, _) = makeScene()
        var translations: [CGPoint] = []
        let pan = UIPanGestureRecognizer { recognizer in
            translations.append((recognizer as! UIPanGestureRecognizer).translation(in: nil))
        }
        pan.minimumNumberOfTouches = 2
        view.addGestureRecognizer(pan)
        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
        #expect(translations.isEmpty)
        window.drag(
            fingers: [CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 100)], to: [CGPoint(x: 100, y: 200), CGPoint(x: 150, y: 200)],
            duration: 0.1)
        #expect(translations.last == CGPoint(x: 0, y: 100))
    }

    // MARK: Swipe

    @Test("a 100-point swipe in 0.2 s is recognized on the move that reaches 50 points, at 0.1 s, once")
    func swipeRecognized() {
        let (window, view, log) = makeScene()
        let swipe = UISwipeGestureRecognizer(target: log, action: TwoFingerLog.swiped)
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
        view.addGestureRecognizer(swipe)
        window.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.2)
        #expect(log.swipes.count == 1)
        #expect(log.swipes.first?.state == .recognized)
        expectClose(log.swipes.first?.time ?? 0, 0.1)
        #expect(log.swipes.first?.location == CGPoint(x: 100, y: 300))
        // Five moves reach the view; the sixth is the swipe's, which cancels the view's touch.
        #expect(view.log == ["began", "moved", "moved", "moved", "moved", "moved", "cancelled"])
        #expect(swipe.state == .possible)
    }

    @Test("a slow movement (100 points in 1.2 s) fails when 0.5 s have passed")
    func swipeTooSlow() {
        let (window, view, log) = makeScene()
        let swipe = UISwipeGestureRecognizer(target: log, action: TwoFingerLog.swiped)
        view.addGestureRecognizer(swipe)
        var stateAtHalfSecond: UIGestureRecognizer.State?
        window.sendTouch(.began, at: CGPoint(x: 100, y: 300))
        window.dragMove(to: CGPoint(x: 141.6, y: 300), duration: 0.5)
        stateAtHalfSecond = swipe.state
        window.dragMove(to: CGPoint(x: 200, y: 300), duration: 0.7)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 300))
        #expect(stateAtHalfSecond == .failed)
        #expect(log.swipes.isEmpty)
    }

    @Test("the wrong direction or straying more than 50 points across fails; an allowed set takes either way")
    func swipeDirections() {
        let (window, view, log) = makeScene()
        let swipe = UISwipeGestureRecognizer(target: log, action: TwoFingerLog.swiped)
        swipe.direction = [.left, .right]
        view.addGestureRecognizer(swipe)
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400), duration: 0.1)
        #expect(log.swipes.isEmpty)
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 130, y: 340), duration: 0.1)
        #expect(log.swipes.count == 1)
        swipe.direction = .up
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400), duration: 0.1)
        #expect(log.swipes.count == 1)
    }

    @Test("numberOfTouchesRequired = 2: one finger does not swipe, two do")
    func twoFingerSwipe() {
        let (window, view, log) = makeScene()
        let swipe = UISwipeGestureRecognizer(target: log, action: TwoFingerLog.swiped)
        swipe.numberOfTouchesRequired = 2
        swipe.direction = .down
        view.addGestureRecognizer(swipe)
        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), duration: 0.1)
        #expect(log.swipes.isEmpty)
        window.drag(
            fingers: [CGPoint(x: 100, y: 100), CGPoint(x: 140, y: 100)], to: [CGPoint(x: 100, y: 300), CGPoint(x: 140, y: 300)],
            duration: 0.1)
        #expect(log.swipes.count == 1)
        #expect(log.swipes.first?.location == CGPoint(x: 120, y: 100))
    }

    @Test("a pan that requires the swipe to fail starts after a slow drag, not after a swipe")
    func panWaitsForSwipe() {
        let (window, view, log) = makeScene()
        var panStates: [UIGestureRecognizer.State] = []
        let swipe = UISwipeGestureRecognizer(target: log, action: TwoFingerLog.swiped)
        let pan = UIPanGestureRecognizer { panStates.append($0.state) }
        pan.require(toFail: swipe)
        view.addGestureRecognizer(swipe)
        view.addGestureRecognizer(pan)
        window.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.1)
        #expect(log.swipes.count == 1 && panStates.isEmpty)
        window.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 160, y: 300), duration: 1)
        #expect(log.swipes.count == 1)
        #expect(panStates.first == .began && panStates.last == .ended)
    }

    // MARK: Pinch

    @Test("a pinch from 100 to 200 points begins past 10 points, reports scale 2 and 2 per second")
    func pinch() {
        let (window, view, log) = makeScene()
        view.addGestureRecognizer(UIPinchGestureRecognizer(target: log, action: TwoFingerLog.pinched))
        window.pinch(at: CGPoint(x: 200, y: 400), fromDistance: 100, toDistance: 200, duration: 0.5)
        // 30 frames of 100/30 points: the 4th (13.3 points) passes the hysteresis.
        #expect(log.pinchStates.first == .began)
        #expect(log.pinchStates.last == .ended)
        #expect(log.pinchStates.count == 28)
        expectClose(log.scales.first ?? 0, 1 + 4.0 / 30, tolerance: 1e-9)
        expectClose(log.scales.last ?? 0, 2, tolerance: 1e-9)
        expectClose(log.pinchVelocities[10], 2, tolerance: 1e-6)
        // Both fingers come in one event per frame and are cancelled together when the pinch begins.
        #expect(view.log == ["began", "moved", "moved", "moved", "cancelled"])
    }

    @Test("resetting scale to 1 on each report: the product of the reports is the whole pinch")
    func pinchIncremental() {
        let (window, view, _) = makeScene()
        var product: CGFloat = 1
        let pinch = UIPinchGestureRecognizer { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            product *= pinch.scale
            pinch.scale = 1
        }
        view.addGestureRecognizer(pinch)
        window.pinch(at: CGPoint(x: 200, y: 400), fromDistance: 240, toDistance: 80, duration: 0.3)
        expectClose(product, 1.0 / 3, tolerance: 1e-9)
    }

    @Test("lifting a finger before the pinch began fails it; a third finger is ignored")
    func pinchFailsAndIgnores() {
        let (window, view, log) = makeScene()
        let pinch = UIPinchGestureRecognizer(target: log, action: TwoFingerLog.pinched)
        view.addGestureRecognizer(pinch)
        window.sendTouches(.began, at: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)])
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 100), finger: 1)
        #expect(pinch.state == .failed)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 100))
        #expect(pinch.state == .possible)
        window.sendTouches(.began, at: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)])
        window.sendTouch(.began, at: CGPoint(x: 150, y: 300), finger: 2)
        window.sendTouch(.moved, at: CGPoint(x: 150, y: 700), finger: 2)
        #expect(pinch.state == .possible)
        window.sendTouch(.moved, at: CGPoint(x: 300, y: 100), finger: 1)
        #expect(log.pinchStates == [.began])
        expectClose(log.scales[0], 2)
        window.sendTouches(.ended, at: [CGPoint(x: 100, y: 100), CGPoint(x: 300, y: 100), CGPoint(x: 150, y: 700)])
        #expect(log.pinchStates == [.began, .ended])
    }

    // MARK: Rotation

    @Test("a quarter turn in 0.5 s begins past 0.1 rad and reports π/2 at π rad/s; clockwise is positive")
    func rotation() {
        let (window, view, log) = makeScene()
        view.addGestureRecognizer(UIRotationGestureRecognizer(target: log, action: TwoFingerLog.rotated))
        window.rotate(at: CGPoint(x: 200, y: 400), distance: 200, by: .pi / 2, duration: 0.5)
        // Steps of π/60 ≈ 0.052 rad: the second passes 0.1.
        #expect(log.rotationStates.first == .began && log.rotationStates.last == .ended)
        #expect(log.rotationStates.count == 30)
        expectClose(log.rotations.first ?? 0, .pi / 30, tolerance: 1e-9)
        expectClose(log.rotations.last ?? 0, .pi / 2, tolerance: 1e-9)
        expectClose(log.rotationVelocities[10], .pi, tolerance: 1e-6)
        window.rotate(at: CGPoint(x: 200, y: 400), distance: 200, by: -.pi / 4, duration: 0.2)
        expectClose(log.rotations.last ?? 0, -.pi / 4, tolerance: 1e-9)
    }

    @Test("a turn across ±π counts on (no jump of 2π), and whole turns add up")
    func rotationUnwraps() {
        let (window, view, log) = makeScene()
        view.addGestureRecognizer(UIRotationGestureRecognizer(target: log, action: TwoFingerLog.rotated))
        window.rotate(at: CGPoint(x: 200, y: 400), distance: 200, from: 3 * .pi / 4, by: 2.5 * .pi, duration: 1)
        expectClose(log.rotations.last ?? 0, 2.5 * .pi, tolerance: 1e-9)
        #expect(zip(log.rotations, log.rotations.dropFirst()).allSatisfy { $1 > $0 - 1e-12 })
    }

    // MARK: Simultaneous recognition

    @Test("pinch and rotation share the fingers only when the delegate allows it")
    func simultaneousPinchAndRotation() {
        func run(allowing: Bool) -> TwoFingerLog {
            let (window, view, log) = makeScene()
            let pinch = UIPinchGestureRecognizer(target: log, action: TwoFingerLog.pinched)
            let rotation = UIRotationGestureRecognizer(target: log, action: TwoFingerLog.rotated)
            let delegate = AllowBoth()
            if allowing { pinch.delegate = delegate }
            view.addGestureRecognizer(pinch)
            view.addGestureRecognizer(rotation)
            // The span goes from (100, 0) to (200, 100): the distance passes 10 points on the 3rd
            // frame (110.5), the angle passes 0.1 rad on the 4th (0.117).
            window.drag(
                fingers: [CGPoint(x: 150, y: 400), CGPoint(x: 250, y: 400)],
                to: [CGPoint(x: 100, y: 350), CGPoint(x: 300, y: 450)], duration: 0.5)
            withExtendedLifetime(delegate) {}
            return log
        }
        let alone = run(allowing: false)
        #expect(alone.pinchStates.first == .began && alone.pinchStates.last == .ended)
        #expect(alone.rotationStates.isEmpty)
        let together = run(allowing: true)
        #expect(together.pinchStates.count == 29 && together.rotationStates.count == 28)
        #expect(together.rotationStates.first == .began && together.rotationStates.last == .ended)
        expectClose(together.rotations.last ?? 0, atan2(100, 200), tolerance: 1e-9)
        expectClose(together.scales.last ?? 0, hypot(200, 100) / 100, tolerance: 1e-9)
    }
}
