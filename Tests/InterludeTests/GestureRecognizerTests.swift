import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Logs a recognizer's reported states and, for pans, translation and velocity at each.
@MainActor
private final class GestureLog {
    var states: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []
    var velocities: [CGPoint] = []
    var times: [TimeInterval] = []

    func handle(_ recognizer: UIGestureRecognizer) {
        states.append(recognizer.state)
        times.append(CACurrentMediaTime())
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        states.append(pan.state)
        translations.append(pan.translation(in: pan.view))
        velocities.append(pan.velocity(in: pan.view))
    }

    func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) { handlePan(pan) }
    func noArgument() { states.append(.ended) }
}

/// A delegate with switchable answers.
@MainActor
private final class SwitchableDelegate: NSObject, UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receives = true
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
}

@MainActor
@Suite("Gesture recognizers")
struct GestureRecognizerTests {
    private func makeScene() -> (UIWindow, TouchLoggingView) {
        let window = makeWindow()
        let view = TouchLoggingView(frame: window.bounds)
        window.addSubview(view)
        return (window, view)
    }

    // MARK: Tap

    @Test("a tap is recognized on touch up, targets hear .ended once, and the recognizer resets to .possible")
    func tapRecognized() {
        let (window, view) = makeScene()
        let log = GestureLog()
        let tap = UITapGestureRecognizer(target: log, action: GestureLog.handle)
        view.addGestureRecognizer(tap)
        window.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        #expect(tap.state == .possible)
        window.sendTouch(.ended, at: CGPoint(x: 55, y: 50))
        #expect(log.states == [.recognized])
        #expect(tap.state == .possible)
        #expect(view.log == ["began", "cancelled"])
    }

    @Test("a tap fails once the finger moves more than 10 points, and the view then gets its touches")
    func tapFailsOnMovement() {
        let (window, view) = makeScene()
        let log = GestureLog()
        view.addGestureRecognizer(UITapGestureRecognizer(target: log, action: GestureLog.handle))
        window.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        window.sendTouch(.moved, at: CGPoint(x: 60, y: 50)) // exactly 10: still a tap
        window.sendTouch(.ended, at: CGPoint(x: 60, y: 50))
        window.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        window.sendTouch(.moved, at: CGPoint(x: 60.5, y: 50))
        window.sendTouch(.ended, at: CGPoint(x: 60.5, y: 50))
        #expect(log.states == [.recognized])
        #expect(view.log == ["began", "moved", "cancelled", "began", "moved", "ended"])
    }

    @Test("with cancelsTouchesInView off the view keeps its touches")
    func noCancelsTouches() {
        let (window, view) = makeScene()
        let tap = UITapGestureRecognizer { _ in }
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["began", "ended"])
    }

    // The view sees both touches begin; their ends are held (delaysTouchesEnded) and, once the
    // double tap is recognized, both are cancelled.
    @Test("a double tap needs a second tap within the interval; the view's touchesEnded waits for the decision")
    func doubleTap() {
        let (window, view) = makeScene()
        let log = GestureLog()
        let doubleTap = UITapGestureRecognizer(target: log, action: GestureLog.handle)
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["began"])
        window.advance(by: 0.1)
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.states == [.recognized])
        #expect(view.log == ["began", "began", "cancelled", "cancelled"])
        window.advance(by: 1)
        window.tap(at: CGPoint(x: 50, y: 50))
        window.advance(by: 1)
        #expect(log.states == [.recognized])
        #expect(view.log == ["began", "began", "cancelled", "cancelled", "began", "ended"])
    }

    @Test("require(toFail:) makes a single tap wait for the double tap to fail")
    func requireToFail() {
        let (window, view) = makeScene()
        var log: [String] = []
        let single = UITapGestureRecognizer { _ in log.append("single") }
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.isEmpty)
        window.advance(by: 0.5)
        #expect(log == ["single"])
        window.tap(at: CGPoint(x: 50, y: 50))
        window.advance(by: 0.1)
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(log == ["single", "double"])
        window.advance(by: 1)
        #expect(log == ["single", "double"])
    }

    // MARK: Target-action

    @Test("actions may take nothing, UIGestureRecognizer or the recognizer's own class")
    func actionShapes() {
        let (window, view) = makeScene()
        let log = GestureLog()
        let pan = UIScreenEdgePanGestureRecognizer(target: log, action: GestureLog.handleEdgePan)
        pan.edges = .left
        pan.addTarget(log, action: GestureLog.handle)
        pan.addTarget(log, action: GestureLog.noArgument)
        view.addGestureRecognizer(pan)
        window.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 105, y: 300), duration: 0.05)
        #expect(log.states.count == 4 * 3)
        #expect(Array(log.states.prefix(3)) == [.began, .began, .ended])
    }

    @Test("a target that is gone is not called and nothing crashes")
    func weakTarget() {
        let (window, view) = makeScene()
        var log: GestureLog? = GestureLog()
        weak let weakLog = log
        let tap = UITapGestureRecognizer(target: log!, action: GestureLog.handle)
        view.addGestureRecognizer(tap)
        log = nil
        #expect(weakLog == nil)
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(tap.targetActions.isEmpty)
    }

    @Test("a sender type the recognizer is not is reported and not added")
    func senderMismatch() {
        let log = GestureLog()
        let tap = UITapGestureRecognizer()
        let messages = capturingDiagnostics {
            #expect(tap.addTarget(log, action: GestureLog.handlePan) == nil)
        }
        #expect(messages.first?.contains("UITapGestureRecognizer.addTarget(_:action:)") == true)
    }

    // MARK: Pan

    @Test("a pan begins only after 10 points of movement and reports translation from the touch-down point")
    func panHysteresis() {
        let (window, view) = makeScene()
        let log = GestureLog()
        let pan = UIPanGestureRecognizer(target: log, action: GestureLog.handlePan)
        view.addGestureRecognizer(pan)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        window.sendTouch(.moved, at: CGPoint(x: 106, y: 108)) // exactly 10 from the start
        #expect(pan.state == .possible)
        window.sendTouch(.moved, at: CGPoint(x: 111, y: 100))
        window.sendTouch(.moved, at: CGPoint(x: 150, y: 90))
        window.sendTouch(.ended, at: CGPoint(x: 150, y: 90))
        #expect(log.states == [.began, .changed, .ended])
        #expect(log.translations == [CGPoint(x: 11, y: 0), CGPoint(x: 50, y: -10), CGPoint(x: 50, y: -10)])
        #expect(view.log == ["began", "moved", "cancelled"])
        #expect(pan.state == .possible)
    }

    @Test("a 100-point drag over 0.5 s at 60 fps has a velocity of 200 points per second")
    func panVelocity() {
        let (window, view) = makeScene()
        let log = GestureLog()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: log, action: GestureLog.handlePan))
        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), duration: 0.5)
        #expect(log.states.last == .ended)
        expectClose(log.velocities.last!.y, 200, tolerance: 1e-6)
        expectClose(log.velocities.last!.x, 0, tolerance: 1e-6)
        expectClose(log.translations.last!.y, 100)
    }

    @Test("velocity is zero when the finger rested before lifting, and scales into a scaled view")
    func velocityConversions() {
        let window = makeWindow()
        let view = UIView(frame: window.bounds)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(view)
        let log = GestureLog()
        let pan = UIPanGestureRecognizer(target: log, action: GestureLog.handlePan)
        view.addGestureRecognizer(pan)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        window.dragMove(to: CGPoint(x: 200, y: 100), duration: 0.5)
        expectClose(log.velocities.last!.x, 100, tolerance: 1e-6) // 200 pt/s in the window, half in the 2× view
        expectClose(log.translations.last!.x, 50, tolerance: 1e-9)
        window.advance(by: 0.3)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 100))
        #expect(log.velocities.last == .zero)
    }

    @Test("setTranslation rebases the translation")
    func setTranslation() {
        let (window, view) = makeScene()
        var seen: [CGPoint] = []
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            seen.append(pan.translation(in: nil))
            pan.setTranslation(.zero, in: nil)
        }
        view.addGestureRecognizer(pan)
        window.sendTouch(.began, at: CGPoint(x: 0, y: 0))
        window.sendTouch(.moved, at: CGPoint(x: 20, y: 0))
        window.sendTouch(.moved, at: CGPoint(x: 25, y: 3))
        window.sendTouch(.ended, at: CGPoint(x: 25, y: 3))
        #expect(seen == [CGPoint(x: 20, y: 0), CGPoint(x: 5, y: 3), .zero])
    }

    // MARK: Screen edge pan

    @Test("an edge pan begins only when the touch starts within 20 points of the edge and moves inward")
    func edgePan() {
        let (window, view) = makeScene()
        let log = GestureLog()
        let edge = UIScreenEdgePanGestureRecognizer(target: log, action: GestureLog.handleEdgePan)
        edge.edges = .left
        view.addGestureRecognizer(edge)
        window.drag(from: CGPoint(x: 21, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.2)
        #expect(log.states.isEmpty)
        window.drag(from: CGPoint(x: 20, y: 300), to: CGPoint(x: 20, y: 500), duration: 0.2) // along the edge
        #expect(log.states.isEmpty)
        window.drag(from: CGPoint(x: 380, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.2) // right edge, not enabled
        #expect(log.states.isEmpty)
        window.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 202, y: 300), duration: 0.2)
        #expect(log.states.first == .began && log.states.last == .ended)
        expectClose(log.translations.last!.x, 200)
        expectClose(log.velocities.last!.x, 1000, tolerance: 1e-6)
    }

    @Test("a right-edge pan moves leftward")
    func rightEdgePan() {
        let (window, view) = makeScene()
        let log = GestureLog()
        let edge = UIScreenEdgePanGestureRecognizer(target: log, action: GestureLog.handleEdgePan)
        edge.edges = .right
        view.addGestureRecognizer(edge)
        window.drag(from: CGPoint(x: 395, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.1)
        #expect(log.states.first == .began)
        expectClose(log.translations.last!.x, -95)
    }

    // MARK: Long press

    @Test("a long press begins at exactly 0.5 s of clock time, with no touch event, then changes and ends")
    func longPress() throws {
        let (window, view) = makeScene()
        let log = GestureLog()
        let press = UILongPressGestureRecognizer(target: log, action: GestureLog.handle)
        view.addGestureRecognizer(press)
        window.advance(by: 0.25)
        window.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        window.advance(by: 0.5 - 1.0 / 60)
        #expect(log.states.isEmpty)
        window.advance(by: 1.0 / 60)
        try #require(log.states == [.began] && log.times.count == 1)
        expectClose(log.times[0], 0.75)
        #expect(view.log == ["began", "cancelled"])
        window.sendTouch(.moved, at: CGPoint(x: 150, y: 50))
        window.sendTouch(.ended, at: CGPoint(x: 150, y: 50))
        #expect(log.states == [.began, .changed, .ended])
    }

    @Test("a long press fails when the finger lifts early or moves beyond allowableMovement")
    func longPressFails() {
        let (window, view) = makeScene()
        let log = GestureLog()
        view.addGestureRecognizer(UILongPressGestureRecognizer(target: log, action: GestureLog.handle))
        window.press(at: CGPoint(x: 50, y: 50), duration: 0.4)
        window.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        window.sendTouch(.moved, at: CGPoint(x: 50, y: 61))
        window.advance(by: 1)
        window.sendTouch(.ended, at: CGPoint(x: 50, y: 61))
        #expect(log.states.isEmpty)
        window.press(at: CGPoint(x: 50, y: 50), duration: 0.6)
        #expect(log.states == [.began, .ended])
    }

    // MARK: Delegate and arbitration

    @Test("gestureRecognizerShouldBegin false makes the recognizer fail and the view keep its touches")
    func delegateShouldBegin() {
        let (window, view) = makeScene()
        let delegate = SwitchableDelegate()
        delegate.shouldBegin = false
        let log = GestureLog()
        let tap = UITapGestureRecognizer(target: log, action: GestureLog.handle)
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.states.isEmpty)
        #expect(view.log == ["began", "ended"])
    }

    @Test("shouldReceive false keeps the touch away from the recognizer")
    func delegateShouldReceive() {
        let (window, view) = makeScene()
        let delegate = SwitchableDelegate()
        delegate.receives = false
        let log = GestureLog()
        let tap = UITapGestureRecognizer(target: log, action: GestureLog.handle)
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.states.isEmpty)
    }

    @Test("of two pans only the first to begin recognizes, unless the delegate allows both")
    func exclusivity() {
        for simultaneous in [false, true] {
            let (window, view) = makeScene()
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            view.addSubview(inner)
            var log: [String] = []
            let innerPan = UIPanGestureRecognizer { log.append("inner \($0.state)") }
            let outerPan = UIPanGestureRecognizer { log.append("outer \($0.state)") }
            let delegate = SwitchableDelegate()
            delegate.simultaneous = simultaneous
            outerPan.delegate = delegate
            inner.addGestureRecognizer(innerPan)
            view.addGestureRecognizer(outerPan)
            window.sendTouch(.began, at: CGPoint(x: 50, y: 50))
            window.sendTouch(.moved, at: CGPoint(x: 80, y: 50))
            window.sendTouch(.ended, at: CGPoint(x: 80, y: 50))
            if simultaneous {
                #expect(log == ["inner began", "outer began", "inner ended", "outer ended"])
            } else {
                #expect(log == ["inner began", "inner ended"])
            }
        }
    }

    @Test("disabling an active pan cancels it; removing a recognizer detaches it")
    func disableAndRemove() {
        let (window, view) = makeScene()
        let log = GestureLog()
        let pan = UIPanGestureRecognizer(target: log, action: GestureLog.handlePan)
        view.addGestureRecognizer(pan)
        #expect(view.gestureRecognizers?.count == 1 && pan.view === view)
        window.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        window.sendTouch(.moved, at: CGPoint(x: 80, y: 50))
        pan.isEnabled = false
        window.sendTouch(.moved, at: CGPoint(x: 90, y: 50))
        window.sendTouch(.ended, at: CGPoint(x: 90, y: 50))
        #expect(log.states == [.began, .cancelled])
        #expect(pan.state == .possible)
        view.removeGestureRecognizer(pan)
        #expect(view.gestureRecognizers == nil && pan.view == nil)
    }

    @Test("an illegal state transition is reported and ignored")
    func illegalTransition() {
        let pan = UIPanGestureRecognizer()
        let messages = capturingDiagnostics { pan.state = .changed }
        #expect(pan.state == .possible)
        #expect(messages.first?.contains("not a legal transition") == true)
    }

    @Test("delaysTouchesBegan holds the view's touches until the recognizer fails, then delivers them in order")
    func delaysTouchesBegan() {
        let (window, view) = makeScene()
        let press = UILongPressGestureRecognizer { _ in }
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
        window.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        window.sendTouch(.moved, at: CGPoint(x: 52, y: 50))
        #expect(view.log.isEmpty)
        window.sendTouch(.moved, at: CGPoint(x: 80, y: 50)) // beyond allowableMovement: the press fails
        #expect(view.log == ["began", "moved", "moved"])
        window.sendTouch(.ended, at: CGPoint(x: 80, y: 50))
        #expect(view.log == ["began", "moved", "moved", "ended"])
    }

    /// An app-written recognizer that begins on touch down, like seed 003's instant pan.
    @MainActor private final class InstantPan: UIPanGestureRecognizer {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            state = .began
        }
    }

    @Test("a subclass may begin on touch down and then report changes like a pan")
    func instantPanSubclass() {
        let (window, view) = makeScene()
        let log = GestureLog()
        view.addGestureRecognizer(InstantPan(target: log, action: GestureLog.handlePan))
        window.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        #expect(log.states == [.began])
        window.sendTouch(.moved, at: CGPoint(x: 53, y: 50))
        window.sendTouch(.ended, at: CGPoint(x: 53, y: 50))
        #expect(log.states == [.began, .changed, .ended])
        #expect(log.translations.last == CGPoint(x: 3, y: 0))
    }
}
