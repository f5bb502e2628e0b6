import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A view that logs the touch methods it receives.
@MainActor
final class TouchLoggingView: UIView {
    var log: [String] = []
    var locations: [CGPoint] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("began")
        locations.append(touches.first!.location(in: self))
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("moved")
        locations.append(touches.first!.location(in: self))
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

@MainActor
@Suite("Touch delivery")
struct TouchDeliveryTests {
    @Test("a touch goes to the deepest view under it, in that view's coordinates")
    func deepestView() {
        let window = makeWindow()
        let outer = TouchLoggingView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let inner = TouchLoggingView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        window.addSubview(outer)
        outer.addSubview(inner)
        window.sendTouch(.began, at: CGPoint(x: 160, y: 170))
        window.sendTouch(.moved, at: CGPoint(x: 400, y: 700))
        window.sendTouch(.ended, at: CGPoint(x: 400, y: 700))
        #expect(inner.log == ["began", "moved", "ended"])
        #expect(outer.log.isEmpty)
        #expect(inner.locations == [CGPoint(x: 10, y: 20), CGPoint(x: 250, y: 550)])
    }

    @Test(
        "hit testing skips views with interaction off, hidden views and views with alpha below 0.01",
        arguments: ["interaction", "hidden", "alpha"])
    func hitTestingSkips(property: String) {
        let window = makeWindow()
        let back = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(back)
        window.addSubview(front)
        switch property {
        case "interaction": front.isUserInteractionEnabled = false
        case "hidden": front.isHidden = true
        default: front.alpha = 0.009
        }
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(front.log.isEmpty)
        #expect(back.log == ["began", "ended"])
    }

    @Test("alpha exactly 0.01 still receives touches")
    func alphaBoundary() {
        let window = makeWindow()
        let view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.alpha = 0.01
        window.addSubview(view)
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["began", "ended"])
    }

    @Test("an unhandled touch travels up the responder chain to the superview")
    func responderChain() {
        let window = makeWindow()
        let parent = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(child)
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(parent.log == ["began", "ended"])
    }

    @Test("touch timestamps are the window clock's time")
    func timestamps() throws {
        let window = makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var stamps: [TimeInterval] = []
        final class Recorder: UIView {
            var onTouch: ((UITouch) -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onTouch?(touches.first!) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { onTouch?(touches.first!) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTouch?(touches.first!) }
        }
        let recorder = Recorder(frame: window.bounds)
        recorder.onTouch = { stamps.append($0.timestamp) }
        window.addSubview(recorder)
        window.advance(by: 1)
        window.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 110), duration: 0.05)
        try #require(stamps.count == 5)
        expectClose(stamps[0], 1)
        expectClose(stamps[1], 1 + 1.0 / 60)
        expectClose(stamps[3], 1.05)
        expectClose(stamps[4], 1.05)
        expectClose(window.clock.now, 1.05)
    }

    @Test("drag takes one move per frame and ends where it was told")
    func dragFrames() throws {
        let window = makeWindow()
        let view = TouchLoggingView(frame: window.bounds)
        window.addSubview(view)
        window.drag(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 0), duration: 0.5)
        try #require(view.log.count == 32)
        #expect(view.log.first == "began" && view.log.last == "ended")
        #expect(view.locations.last == CGPoint(x: 100, y: 0))
        try #require(view.locations.count > 1)
        expectClose(view.locations[1].x, 100.0 / 30, tolerance: 1e-9)
    }

    @Test("two taps in quick succession count as a repeated tap")
    func tapCount() {
        let window = makeWindow()
        var counts: [Int] = []
        final class Counter: UIView {
            var onBegan: ((Int) -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan?(touches.first!.tapCount) }
        }
        let view = Counter(frame: window.bounds)
        view.onBegan = { counts.append($0) }
        window.addSubview(view)
        window.tap(at: CGPoint(x: 50, y: 50))
        window.advance(by: 0.2)
        window.tap(at: CGPoint(x: 52, y: 50))
        window.advance(by: 0.5)
        window.tap(at: CGPoint(x: 52, y: 50))
        #expect(counts == [1, 2, 1])
    }

    @Test("misuse of the injection API is reported and ignored")
    func injectionMisuse() throws {
        let window = makeWindow()
        let messages = capturingDiagnostics {
            window.sendTouch(.moved, at: .zero)
            window.sendTouch(.began, at: .zero)
            window.sendTouch(.began, at: .zero)
            window.sendTouch(.ended, at: .zero)
        }
        try #require(messages.count == 2)
        #expect(messages[0].contains("no touch is down"))
        #expect(messages[1].contains("already down"))
    }

    @Test("a view animating without .allowUserInteraction is skipped by hit testing")
    func animatingViewsSkipped() {
        let window = makeWindow()
        let back = TouchLoggingView(frame: window.bounds)
        let moving = TouchLoggingView(frame: window.bounds)
        window.addSubview(back)
        window.addSubview(moving)
        UIView.animate(withDuration: 1) { moving.alpha = 0.5 }
        window.advance(by: 0.1)
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(moving.log.isEmpty)
        #expect(back.log == ["began", "ended"])
    }
}
