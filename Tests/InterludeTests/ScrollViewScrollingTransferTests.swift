import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Counts the drags a scroll view begins.
@MainActor
private final class DragCounter: NSObject, UIScrollViewDelegate {
    var drags = 0
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { drags += 1 }
}

// Apple's pages for transfersHorizontalScrollingToParent and transfersVerticalScrollingToParent
// (https://developer.apple.com/documentation/uikit/uiscrollview/transfershorizontalscrollingtoparent,
// …/transfersverticalscrollingtoparent): both default to true, and then a scroll view that reached
// either end of that axis transfers scrolling to a containing scroll view; false stops it.
@MainActor
@Suite("UIScrollView transfers scrolling to its parent")
struct ScrollViewScrollingTransferTests {
    /// An outer vertical scroll view filling the 400 × 800 window, scrolled to 500, with an inner
    /// scroll view at window y 100…400 (content y 600) whose content is `innerContent`.
    private func makeNested(innerContent: CGSize) -> (UIWindow, outer: UIScrollView, inner: UIScrollView, DragCounter) {
        let window = makeWindow()
        let outer = UIScrollView(frame: window.bounds)
        outer.contentInsetAdjustmentBehavior = .never
        outer.contentSize = CGSize(width: 400, height: 4000)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 600, width: 400, height: 300))
        inner.contentInsetAdjustmentBehavior = .never
        inner.contentSize = innerContent
        let counter = DragCounter()
        inner.delegate = counter
        outer.addSubview(inner)
        window.addSubview(outer)
        outer.contentOffset = CGPoint(x: 0, y: 500)
        return (window, outer, inner, counter)
    }

    @Test("both properties default to true")
    func defaults() {
        let scrollView = UIScrollView(frame: .zero)
        #expect(scrollView.transfersHorizontalScrollingToParent)
        #expect(scrollView.transfersVerticalScrollingToParent)
    }

    @Test("a drag down on an inner scroll view at its top scrolls the outer one")
    func dragPastInnerTopMovesOuter() {
        let (window, outer, inner, counter) = makeNested(innerContent: CGSize(width: 400, height: 1000))
        window.sendTouch(.began, at: CGPoint(x: 200, y: 200))
        window.dragMove(to: CGPoint(x: 200, y: 300), duration: 0.5)
        #expect(inner.contentOffset == .zero)
        #expect(!inner.isDragging && counter.drags == 0)
        #expect(outer.isDragging)
        #expect(outer.contentOffset.y < 420)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 300))
    }

    @Test("a drag the inner scroll view can follow stays with it")
    func dragIntoInnerContentStaysInner() {
        let (window, outer, inner, counter) = makeNested(innerContent: CGSize(width: 400, height: 1000))
        window.sendTouch(.began, at: CGPoint(x: 200, y: 300))
        window.dragMove(to: CGPoint(x: 200, y: 200), duration: 0.5)
        #expect(inner.isDragging && counter.drags == 1)
        #expect(inner.contentOffset.y > 80)
        #expect(outer.contentOffset.y == 500)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 200))
    }

    @Test("an inner scroll view at its bottom hands a drag up to the outer one")
    func dragPastInnerBottomMovesOuter() {
        let (window, outer, inner, counter) = makeNested(innerContent: CGSize(width: 400, height: 1000))
        inner.contentOffset = CGPoint(x: 0, y: 700)
        window.sendTouch(.began, at: CGPoint(x: 200, y: 300))
        window.dragMove(to: CGPoint(x: 200, y: 200), duration: 0.5)
        #expect(inner.contentOffset == CGPoint(x: 0, y: 700))
        #expect(counter.drags == 0)
        #expect(outer.contentOffset.y > 580)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 200))
    }

    @Test("with transfersVerticalScrollingToParent false the inner content bounces and the outer stays")
    func verticalTransferOff() {
        let (window, outer, inner, counter) = makeNested(innerContent: CGSize(width: 400, height: 1000))
        inner.transfersVerticalScrollingToParent = false
        window.sendTouch(.began, at: CGPoint(x: 200, y: 200))
        window.dragMove(to: CGPoint(x: 200, y: 300), duration: 0.5)
        #expect(counter.drags == 1)
        #expect(inner.contentOffset.y < 0)
        #expect(outer.contentOffset.y == 500)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 300))
    }

    @Test("a vertical drag on a horizontal-only inner scroll view scrolls the outer one; a horizontal drag scrolls the inner")
    func crossAxis() {
        let (window, outer, inner, counter) = makeNested(innerContent: CGSize(width: 1200, height: 300))
        window.sendTouch(.began, at: CGPoint(x: 200, y: 300))
        window.dragMove(to: CGPoint(x: 200, y: 200), duration: 0.5)
        #expect(counter.drags == 0 && outer.contentOffset.y > 580)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 200))
        window.advance(by: 5)
        outer.contentOffset = CGPoint(x: 0, y: 500)

        let before = outer.contentOffset
        window.sendTouch(.began, at: CGPoint(x: 300, y: 250))
        window.dragMove(to: CGPoint(x: 100, y: 250), duration: 0.5)
        #expect(counter.drags == 1 && inner.contentOffset.x > 150)
        #expect(outer.contentOffset == before)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 250))
    }

    @Test("a horizontal drag past the inner scroll view's end goes to a horizontal parent, unless it keeps it")
    func horizontalTransfer() {
        for transfers in [true, false] {
            let window = makeWindow()
            let pages = UIScrollView(frame: window.bounds)
            pages.contentInsetAdjustmentBehavior = .never
            pages.contentSize = CGSize(width: 1200, height: 800)
            let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 300))
            inner.contentInsetAdjustmentBehavior = .never
            inner.contentSize = CGSize(width: 800, height: 300)
            inner.contentOffset = CGPoint(x: 400, y: 0) // at its right end
            inner.transfersHorizontalScrollingToParent = transfers
            pages.addSubview(inner)
            window.addSubview(pages)
            window.sendTouch(.began, at: CGPoint(x: 300, y: 250))
            window.dragMove(to: CGPoint(x: 100, y: 250), duration: 0.5)
            if transfers {
                #expect(inner.contentOffset.x == 400 && pages.contentOffset.x > 150)
            } else {
                #expect(inner.contentOffset.x > 400 && pages.contentOffset.x == 0)
            }
            window.sendTouch(.ended, at: CGPoint(x: 100, y: 250))
        }
    }

    @Test("with no enclosing scroll view that can scroll that way, the inner one keeps the drag")
    func noParentToTake() {
        let (window, outer, inner, counter) = makeNested(innerContent: CGSize(width: 400, height: 1000))
        outer.isScrollEnabled = false
        window.sendTouch(.began, at: CGPoint(x: 200, y: 200))
        window.dragMove(to: CGPoint(x: 200, y: 300), duration: 0.5)
        #expect(counter.drags == 1 && inner.contentOffset.y < 0)
        #expect(outer.contentOffset.y == 500)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 300))
    }
}
