import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A content view that records the touch messages it hears.
@MainActor
private final class TouchRecorder: UIView {
    var calls: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if calls.last != "moved" { calls.append("moved") }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("cancelled") }
}

/// A scroll view whose `touchesShouldBegin(_:with:in:)` answer a test sets, recording the views asked.
@MainActor
private final class GatekeepingScrollView: UIScrollView {
    var letsTouchesBegin = true
    var askedViews: [UIView] = []
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        askedViews.append(view)
        return letsTouchesBegin
    }
}

@MainActor
@Suite("UIScrollView content touches")
struct ScrollViewContentTouchesTests {
    private func makeScrollView() -> (UIWindow, UIScrollView, TouchRecorder) { install(UIScrollView()) }

    private func install<Scroll: UIScrollView>(_ scrollView: Scroll) -> (UIWindow, Scroll, TouchRecorder) {
        let window = makeWindow()
        scrollView.frame = window.bounds
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 400, height: 4000)
        let content = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 400, height: 4000))
        scrollView.addSubview(content)
        window.addSubview(scrollView)
        return (window, scrollView, content)
    }

    @Test("defaults: touches are delayed and may be cancelled; touchesShouldCancel keeps controls' touches")
    func defaults() {
        let scrollView = UIScrollView()
        // Apple's delaysContentTouches page: the default value is true.
        #expect(scrollView.delaysContentTouches)
        #expect(scrollView.canCancelContentTouches)
        // Apple's touchesShouldCancel(in:) page: true unless the view is a UIControl.
        #expect(scrollView.touchesShouldCancel(in: UIView()))
        #expect(!scrollView.touchesShouldCancel(in: UIButton()))
        #expect(!scrollView.touchesShouldCancel(in: UISlider()))
        #expect(scrollView.touchesShouldBegin([], with: nil, in: UIView()))
        #expect(UIScrollView.contentTouchDelay == 0.15)
    }

    @Test("a touch held still reaches the content only once the delay has passed on the clock")
    func delayedBegin() {
        // Apple's UIScrollView overview: a timer holds the touch-down back from the content.
        let (window, _, content) = makeScrollView()
        window.sendTouch(.began, at: CGPoint(x: 200, y: 300))
        #expect(content.calls.isEmpty)
        window.advance(by: 0.1)
        #expect(content.calls.isEmpty)
        window.advance(by: 0.05)
        #expect(content.calls == ["began"])
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 300))
        #expect(content.calls == ["began", "ended"])
    }

    @Test("a tap shorter than the delay reaches the content whole when the finger lifts")
    func quickTap() {
        let (window, _, content) = makeScrollView()
        window.tap(at: CGPoint(x: 200, y: 300))
        #expect(content.calls == ["began", "ended"])
    }

    @Test("a drag beginning within the delay takes the touch: the content never hears it")
    func dragWithinDelay() {
        let (window, scrollView, content) = makeScrollView()
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.1)
        window.advance(by: 1)
        #expect(content.calls.isEmpty)
        #expect(scrollView.contentOffset.y > 0)
    }

    @Test("after the delay, a drag cancels the content's touch and scrolls")
    func dragAfterDelay() {
        // Apple's canCancelContentTouches page: the content view gets touchesCancelled(_:with:).
        let (window, scrollView, content) = makeScrollView()
        window.sendTouch(.began, at: CGPoint(x: 200, y: 600))
        window.advance(by: 0.2)
        window.dragMove(to: CGPoint(x: 200, y: 400), duration: 0.1)
        #expect(content.calls == ["began", "cancelled"])
        #expect(scrollView.isDragging && scrollView.contentOffset.y > 0)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 400))
        #expect(content.calls == ["began", "cancelled"])
    }

    @Test("without delaysContentTouches the content hears the touch at once")
    func noDelay() {
        let (window, scrollView, content) = makeScrollView()
        scrollView.delaysContentTouches = false
        window.sendTouch(.began, at: CGPoint(x: 200, y: 600))
        #expect(content.calls == ["began"])
        window.dragMove(to: CGPoint(x: 200, y: 400), duration: 0.1)
        #expect(content.calls == ["began", "cancelled"])
        #expect(scrollView.contentOffset.y > 0)
    }

    @Test("without canCancelContentTouches the scroll view does not scroll once the content tracks")
    func cannotCancel() {
        // Apple's canCancelContentTouches page: false means no scrolling once the content view
        // starts tracking.
        let (window, scrollView, content) = makeScrollView()
        scrollView.canCancelContentTouches = false
        window.sendTouch(.began, at: CGPoint(x: 200, y: 600))
        window.advance(by: 0.2)
        window.dragMove(to: CGPoint(x: 200, y: 400), duration: 0.1)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 400))
        #expect(content.calls == ["began", "moved", "ended"])
        #expect(scrollView.contentOffset.y == 0 && !scrollView.isDragging)
        // A drag beginning within the delay still scrolls: the content never tracked.
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.1)
        #expect(scrollView.contentOffset.y > 0)
    }

    @Test("a button held past the delay keeps its touch; a quick drag from it scrolls instead")
    func controlsKeepTheirTouches() {
        let (window, scrollView, _) = makeScrollView()
        let button = UIButton(frame: CGRect(x: 100, y: 500, width: 200, height: 200))
        scrollView.addSubview(button)
        window.sendTouch(.began, at: CGPoint(x: 200, y: 600))
        #expect(!button.isHighlighted)
        window.advance(by: 0.2)
        #expect(button.isHighlighted)
        window.dragMove(to: CGPoint(x: 200, y: 550), duration: 0.1)
        #expect(button.isTracking && scrollView.contentOffset.y == 0)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 550))
        #expect(!button.isHighlighted)
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.1)
        #expect(!button.isHighlighted && scrollView.contentOffset.y > 0)
    }

    @Test("touchesShouldCancel(in:) returning true lets a drag take a button's touch")
    func overriddenCancel() {
        final class CancellingScrollView: UIScrollView {
            override func touchesShouldCancel(in view: UIView) -> Bool { true }
        }
        let (window, scrollView, _) = install(CancellingScrollView())
        let button = UIButton(frame: CGRect(x: 100, y: 500, width: 200, height: 200))
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
        scrollView.addSubview(button)
        window.sendTouch(.began, at: CGPoint(x: 200, y: 600))
        window.advance(by: 0.2)
        window.dragMove(to: CGPoint(x: 200, y: 400), duration: 0.1)
        #expect(events == ["cancel"] && !button.isHighlighted)
        #expect(scrollView.contentOffset.y > 0)
    }

    @Test("touchesShouldBegin(_:with:in:) returning false keeps every phase from the touched view")
    func touchesShouldBegin() {
        // Apple's touchesShouldBegin(_:with:in:) page: false means no event messages to the view.
        let (window, scrollView, content) = install(GatekeepingScrollView())
        scrollView.letsTouchesBegin = false
        window.tap(at: CGPoint(x: 200, y: 300))
        #expect(content.calls.isEmpty)
        #expect(scrollView.askedViews == [content])
        // It is asked after the delay, not when the finger goes down.
        scrollView.letsTouchesBegin = true
        scrollView.askedViews = []
        window.sendTouch(.began, at: CGPoint(x: 200, y: 300))
        #expect(scrollView.askedViews.isEmpty)
        window.advance(by: 0.2)
        #expect(scrollView.askedViews == [content] && content.calls == ["began"])
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 300))
    }

    @Test("a tap on a button in a scroll view still sends touchUpInside")
    func buttonTap() {
        let (window, scrollView, _) = makeScrollView()
        let button = UIButton(frame: CGRect(x: 100, y: 500, width: 200, height: 200))
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        scrollView.addSubview(button)
        window.tap(at: CGPoint(x: 200, y: 600))
        #expect(events == ["down", "up"])
    }
}
