import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Records the dragging and deceleration callbacks of a paging scroll view.
@MainActor
private final class PagingLog: NSObject, UIScrollViewDelegate {
    var calls: [String] = []

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { calls.append("willEndDragging") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
}

@MainActor
@Suite("UIScrollView paging")
struct ScrollViewPagingTests {
    /// A 400-point-wide scroll view over four 400-point pages.
    private func makePagingScrollView() -> (UIWindow, UIScrollView, PagingLog) {
        let window = makeWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 1600, height: 800)
        scrollView.isPagingEnabled = true
        let log = PagingLog()
        scrollView.delegate = log
        window.addSubview(scrollView)
        return (window, scrollView, log)
    }

    @Test("isPagingEnabled defaults to false")
    func defaultIsOff() {
        #expect(!UIScrollView(frame: .zero).isPagingEnabled)
    }

    // https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled: the scroll view
    // stops on multiples of its bounds.
    @Test("a slow drag settles on the nearest page: back under half a page, on past it")
    func slowDragSettlesOnNearestPage() {
        for (distance, page) in [(150 as CGFloat, 0 as CGFloat), (300, 400)] {
            let (window, scrollView, log) = makePagingScrollView()
            window.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 350 - distance, y: 400), duration: 1.5)
            #expect(scrollView.isDecelerating)
            window.advance(by: 2)
            #expect(scrollView.contentOffset == CGPoint(x: page, y: 0))
            // UIScrollView.h: scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) is
            // "not called when pagingEnabled is YES".
            #expect(
                log.calls == [
                    "willBeginDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating",
                ])
        }
    }

    @Test("a flick turns to the next page in its direction, even a short one")
    func flickTurnsOnePage() {
        let (window, scrollView, _) = makePagingScrollView()
        scrollView.contentOffset = CGPoint(x: 400, y: 0)
        // 60 points in 0.1 s: 0.6 points per millisecond, above the 0.3 flick speed.
        window.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 240, y: 400), duration: 0.1)
        window.advance(by: 2)
        #expect(scrollView.contentOffset == CGPoint(x: 800, y: 0))
        window.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 160, y: 400), duration: 0.1)
        window.advance(by: 2)
        #expect(scrollView.contentOffset == CGPoint(x: 400, y: 0))
    }

    @Test("the last page rests at the end of the content, and a flick past it does not leave the range")
    func lastPage() {
        let (window, scrollView, _) = makePagingScrollView()
        scrollView.contentSize = CGSize(width: 1000, height: 800) // the last page is 200 points wide
        scrollView.contentOffset = CGPoint(x: 400, y: 0)
        window.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 240, y: 400), duration: 0.1)
        window.advance(by: 2)
        #expect(scrollView.contentOffset == CGPoint(x: 600, y: 0))
    }

    @Test("page arithmetic: nearest page below the flick speed, next page in the flick's direction above it")
    func pageOffsets() {
        let range: ClosedRange<CGFloat> = 0...1200
        #expect(UIScrollView.pageOffset(190, velocity: 0, page: 400, range: range) == 0)
        #expect(UIScrollView.pageOffset(210, velocity: 0.29, page: 400, range: range) == 400)
        #expect(UIScrollView.pageOffset(410, velocity: 0.3, page: 400, range: range) == 800)
        #expect(UIScrollView.pageOffset(790, velocity: -0.3, page: 400, range: range) == 400)
        #expect(UIScrollView.pageOffset(1190, velocity: 2, page: 400, range: range) == 1200)
    }
}

@MainActor
@Suite("UIScrollView keyboardDismissMode")
struct ScrollViewKeyboardDismissTests {
    /// A tall scroll view in a 400 × 800 window (keyboard 260 points tall) with a field editing in it.
    private func makeEditingScrollView(mode: UIScrollView.KeyboardDismissMode) -> (UIWindow, UIScrollView, UITextField) {
        let window = makeWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 400, height: 4000)
        scrollView.keyboardDismissMode = mode
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
        scrollView.addSubview(field)
        window.addSubview(scrollView)
        #expect(field.becomeFirstResponder())
        return (window, scrollView, field)
    }

    @Test("defaults to .none with UIKit's raw values; .none keeps the keyboard through a drag")
    func none() {
        #expect(UIScrollView(frame: .zero).keyboardDismissMode == .none)
        #expect(UIScrollView.KeyboardDismissMode.interactiveWithAccessory.rawValue == 4)
        let (window, _, field) = makeEditingScrollView(mode: .none)
        window.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 200), duration: 0.3)
        #expect(field.isFirstResponder)
    }

    // https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/ondrag:
    // the keyboard is dismissed when a drag begins.
    @Test(".onDrag ends editing as the drag begins")
    func onDrag() {
        let (window, scrollView, field) = makeEditingScrollView(mode: .onDrag)
        window.sendTouch(.began, at: CGPoint(x: 200, y: 400))
        window.sendTouch(.moved, at: CGPoint(x: 200, y: 395))
        #expect(field.isFirstResponder, "not dragging yet")
        window.sendTouch(.moved, at: CGPoint(x: 200, y: 380))
        #expect(scrollView.isDragging && !field.isFirstResponder)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 380))
    }

    @Test(".interactive dismisses when the finger lifts inside the keyboard moving down, not above it")
    func interactive() {
        let (window, _, field) = makeEditingScrollView(mode: .interactive)
        window.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), duration: 0.3)
        #expect(field.isFirstResponder, "lifted above the keyboard (its top is at y = 540)")
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 0.3)
        #expect(!field.isFirstResponder)
    }
}
