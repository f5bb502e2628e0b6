import Foundation
import Testing
@testable import InterludeUIKit

// Scroll indicators. Apple documents the members (flashScrollIndicators() "Displays the scroll
// indicators momentarily"; IndicatorStyle: default, black and white, the latter two "smaller than
// the default style"; withScrollIndicatorsShown(forContentOffsetChanges:) shows "the scroll
// indicator for an axis if the content offset changes along that axis"; automaticallyAdjusts-
// ScrollIndicatorInsets defaults to true) but none of the numbers: the fade delay (1.2 s), fade
// (0.25 s), thickness (3 pt), margin (3 pt), minimum lengths (36 and 8 pt) and colours (black at
// 35 %, white at 50 %) are the values Flutter's Cupertino scroll bar measured on iOS (Decisions).
@MainActor
@Suite("UIScrollView scroll indicators")
struct ScrollViewIndicatorTests {
    /// A 400 × 800 scroll view filling a window (safe area 47 top, 34 bottom), 4000 points of
    /// content, content insets not adjusted.
    private func makeScrollView(contentSize: CGSize = CGSize(width: 400, height: 4000)) -> (UIWindow, UIScrollView) {
        let window = makeWindow()
        window.backgroundColor = .white
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = contentSize
        scrollView.backgroundColor = .white
        window.addSubview(scrollView)
        return (window, scrollView)
    }

    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

    private func indicators(of scrollView: UIScrollView) -> [ScrollIndicatorView] {
        scrollView.subviews.compactMap { $0 as? ScrollIndicatorView }
    }

    private func shown(_ scrollView: UIScrollView) -> (vertical: Bool, horizontal: Bool) {
        let all = indicators(of: scrollView).filter { $0.alpha == 1 }
        return (all.contains { $0.isVertical }, all.contains { !$0.isVertical })
    }

    /// Drags from y = 600 to `endY` (the pan begins at 580) and leaves the finger down.
    private func drag(_ window: UIWindow, to endY: CGFloat) {
        window.sendTouch(.began, at: CGPoint(x: 200, y: 600))
        window.sendTouch(.moved, at: CGPoint(x: 200, y: 580))
        window.advance(by: 0.05)
        window.sendTouch(.moved, at: CGPoint(x: 200, y: endY))
    }

    /// Lifts a finger that has stayed still long enough to leave no velocity.
    private func liftStill(_ window: UIWindow, at y: CGFloat) {
        window.advance(by: 0.3)
        window.sendTouch(.moved, at: CGPoint(x: 200, y: y))
        window.advance(by: 0.3)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: y))
    }

    @Test("No indicator before the content moves; a drag shows the vertical one only, in front of the content")
    func dragShowsIndicator() {
        let (window, scrollView) = makeScrollView()
        scrollView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 4000)))
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(indicators(of: scrollView).isEmpty, "setting the offset in code shows nothing")
        drag(window, to: 500)
        #expect(scrollView.isDragging)
        #expect(shown(scrollView) == (true, false), "the content is no wider than the view")
        #expect(scrollView.subviews.last is ScrollIndicatorView)
        #expect(scrollView.subviews.last?.isUserInteractionEnabled == false)
        // Content added later goes below the indicator.
        scrollView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(scrollView.subviews.last is ScrollIndicatorView)
    }

    @Test("Length is the visible fraction of the track, position the offset's fraction of the range")
    func geometry() throws {
        let (window, scrollView) = makeScrollView()
        #expect(scrollView.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        drag(window, to: 500)
        #expect(scrollView.contentOffset.y == 80)
        let indicator = try #require(indicators(of: scrollView).first)
        // Track: 800 − 47 − 34 − 2 × 3 = 713 points from y = 80 + 47 + 3; length 713 × 800/4000;
        // position 80/3200 of the free part of the track.
        let length: CGFloat = 713 * 0.2
        let y = 80 + 50 + 80 / 3200 * (713 - length)
        #expect(abs(indicator.frame.minX - 394) < 1e-9 && indicator.frame.width == 3)
        #expect(abs(indicator.frame.minY - y) < 1e-9)
        #expect(abs(indicator.frame.height - length) < 1e-9)
        #expect(indicator.layer.cornerRadius == 1.5)
        #expect(indicator.backgroundColor == UIColor(white: 0, alpha: 0.35))
    }

    @Test("Long content gives the minimum length; past the top edge the indicator shrinks and stays at the top")
    func minimumAndRubberBand() throws {
        let (window, scrollView) = makeScrollView(contentSize: CGSize(width: 400, height: 40_000))
        drag(window, to: 500)
        let indicator = try #require(indicators(of: scrollView).first)
        #expect(indicator.frame.height == 36, "713 × 800/40000 is under 36")
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 500))
        scrollView.stopScrollingAndZooming()
        scrollView.contentOffset = .zero
        // Drag down 200 points past the top: the rubber band leaves the offset at −b.
        window.sendTouch(.began, at: CGPoint(x: 200, y: 300))
        window.sendTouch(.moved, at: CGPoint(x: 200, y: 320))
        window.sendTouch(.moved, at: CGPoint(x: 200, y: 520))
        let past = -scrollView.contentOffset.y
        #expect(past > 20)
        #expect(indicator.frame.height == max(8, 36 - past))
        #expect(indicator.frame.minY == scrollView.contentOffset.y + 50, "at the top of the track")
    }

    @Test("After the finger lifts the indicator stays 1.2 s on the window clock, then fades over 0.25 s")
    func fadeTiming() throws {
        let (window, scrollView) = makeScrollView()
        drag(window, to: 500)
        liftStill(window, at: 500)
        #expect(!scrollView.isDragging && !scrollView.isDecelerating)
        let indicator = try #require(indicators(of: scrollView).first)
        window.advance(by: 1.15)
        #expect(indicator.alpha == 1)
        window.advance(by: 0.1)
        #expect(indicator.alpha == 0, "the fade began")
        let opacity = try #require(indicator.layer.presentation()?.opacity)
        #expect(opacity > 0 && opacity < 1, "and is under way")
        window.advance(by: 0.3)
        #expect(indicator.layer.presentation()?.opacity == 0)
    }

    @Test("A rendered frame shows the indicator while dragging and not after it faded")
    func rendered() throws {
        let (window, scrollView) = makeScrollView()
        drag(window, to: 500)
        let indicator = try #require(indicators(of: scrollView).first)
        let point = scrollView.convert(CGPoint(x: indicator.frame.midX, y: indicator.frame.midY), to: window)
        let dragging = window.renderFrame(scale: 1).pixel(x: Int(point.x), y: Int(point.y))
        // Black at 35 % over white: 255 × 0.65 ≈ 166.
        #expect(abs(Int(dragging.r) - 166) <= 2 && dragging.r == dragging.g && dragging.g == dragging.b)
        liftStill(window, at: 500)
        window.advance(by: 1.2 + 0.25 + 0.1)
        let faded = window.renderFrame(scale: 1).pixel(x: Int(point.x), y: Int(point.y))
        #expect(faded == (255, 255, 255, 255))
    }

    @Test("Deceleration and the bounce keep the indicator until the content rests, then it fades")
    func deceleration() throws {
        let (window, scrollView) = makeScrollView()
        window.sendTouch(.began, at: CGPoint(x: 200, y: 600))
        window.sendTouch(.moved, at: CGPoint(x: 200, y: 580))
        window.advance(by: 1 / 60)
        window.sendTouch(.moved, at: CGPoint(x: 200, y: 540))
        window.advance(by: 1 / 60)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 500))
        #expect(scrollView.isDecelerating)
        let indicator = try #require(indicators(of: scrollView).first)
        var elapsed: TimeInterval = 0
        while scrollView.isDecelerating && elapsed < 10 {
            window.advance(by: 0.5)
            elapsed += 0.5
            if scrollView.isDecelerating { #expect(indicator.alpha == 1) }
        }
        #expect(!scrollView.isDecelerating)
        window.advance(by: 1.2 + 0.5)
        #expect(indicator.alpha == 0)
    }

    @Test("An animated setContentOffset or scrollRectToVisible shows the indicator; a plain one does not")
    func animatedScroll() throws {
        let (window, scrollView) = makeScrollView()
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        #expect(indicators(of: scrollView).isEmpty)
        scrollView.setContentOffset(CGPoint(x: 0, y: 900), animated: true)
        window.advance(by: 0.1)
        #expect(shown(scrollView) == (true, false))
        window.advance(by: 0.3)
        #expect(scrollView.contentOffset.y == 900 && !scrollView.isScrollAnimating)
        window.advance(by: 1.2 + 0.3)
        #expect(shown(scrollView) == (false, false))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 3000, width: 10, height: 10), animated: true)
        window.advance(by: 0.1)
        #expect(shown(scrollView) == (true, false))
    }

    @Test("An animated zoom shows the indicators of the axes that scroll")
    func zoomShows() {
        final class Zoomer: NSObject, UIScrollViewDelegate {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        }
        let (window, scrollView) = makeScrollView(contentSize: CGSize(width: 400, height: 800))
        let zoomer = Zoomer()
        scrollView.addSubview(zoomer.view)
        scrollView.delegate = zoomer
        scrollView.maximumZoomScale = 3
        scrollView.setZoomScale(2, animated: true)
        window.advance(by: 0.1)
        #expect(shown(scrollView) == (true, true))
        withExtendedLifetime(zoomer) {}
    }

    @Test("flashScrollIndicators shows the axes that scroll, then fades them; shows…ScrollIndicator = false hides")
    func flash() {
        let (window, scrollView) = makeScrollView(contentSize: CGSize(width: 1200, height: 4000))
        scrollView.flashScrollIndicators()
        #expect(shown(scrollView) == (true, true))
        let frames = indicators(of: scrollView).map(\.frame)
        // Both shown: each track leaves the corner (3 + 3 points) to the other.
        let vertical = frames.first { $0.width == 3 }, horizontal = frames.first { $0.height == 3 }
        #expect(vertical.map { abs($0.height - (713 - 6) * 0.2) < 1e-9 } == true)
        #expect(horizontal.map { abs($0.width - (400 - 6 - 6) / 3) < 1e-9 } == true)
        #expect(horizontal.map { abs($0.minY - (800 - 34 - 3 - 3)) < 1e-9 } == true)
        window.advance(by: 1.2 + 0.3)
        #expect(shown(scrollView) == (false, false))
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.flashScrollIndicators()
        #expect(shown(scrollView) == (true, false))
        scrollView.showsVerticalScrollIndicator = false
        #expect(shown(scrollView) == (false, false), "turning it off hides a shown one at once")
    }

    @Test("Indicator insets move the track; without automatic adjustment the safe area does not")
    func insets() throws {
        let (window, scrollView) = makeScrollView()
        defer { withExtendedLifetime(window) {} }
        scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 5)
        scrollView.flashScrollIndicators()
        let indicator = try #require(indicators(of: scrollView).first)
        #expect(close(indicator.frame.minX, 400 - 5 - 3 - 3))
        #expect(close(indicator.frame.minY, 47 + 10 + 3))
        #expect(abs(indicator.frame.height - (800 - 57 - 54 - 6) * 0.2) < 1e-9)
        scrollView.automaticallyAdjustsScrollIndicatorInsets = false
        #expect(close(indicator.frame.minY, 10 + 3))
        scrollView.scrollIndicatorInsets = .zero
        #expect(scrollView.horizontalScrollIndicatorInsets == .zero)
        #expect(close(indicator.frame.minY, 3) && close(indicator.frame.minX, 394))
    }

    @Test("Styles: default follows the interface style; black and white are fixed and half a point thinner")
    func styles() throws {
        let (window, scrollView) = makeScrollView()
        defer { withExtendedLifetime(window) {} }
        #expect(scrollView.indicatorStyle == .default)
        #expect(UIScrollView.IndicatorStyle.black.rawValue == 1 && UIScrollView.IndicatorStyle.white.rawValue == 2)
        scrollView.flashScrollIndicators()
        let indicator = try #require(indicators(of: scrollView).first)
        scrollView.overrideUserInterfaceStyle = .dark
        scrollView.flashScrollIndicators()
        #expect(indicator.backgroundColor == UIColor(white: 1, alpha: 0.5))
        scrollView.indicatorStyle = .black
        #expect(indicator.backgroundColor == UIColor(white: 0, alpha: 0.35))
        #expect(indicator.frame.width == 2.5)
        scrollView.indicatorStyle = .white
        #expect(indicator.backgroundColor == UIColor(white: 1, alpha: 0.5))
    }

    @Test("withScrollIndicatorsShown shows the indicator of the axis the offset changed along, then fades it")
    func shownForOffsetChanges() {
        let (window, scrollView) = makeScrollView(contentSize: CGSize(width: 1200, height: 4000))
        scrollView.withScrollIndicatorsShown(forContentOffsetChanges: {
            scrollView.contentOffset = CGPoint(x: 200, y: 0)
        })
        #expect(shown(scrollView) == (false, true))
        window.advance(by: 1.1)
        #expect(shown(scrollView) == (false, true))
        window.advance(by: 0.2)
        #expect(shown(scrollView) == (false, false))
        scrollView.withScrollIndicatorsShown {}
        #expect(shown(scrollView) == (false, false), "no change, no indicator")
    }

    @Test("withScrollIndicatorsShown around an animated change: the indicator starts at the old place and moves")
    func shownForAnimatedOffsetChange() throws {
        let (window, scrollView) = makeScrollView()
        scrollView.withScrollIndicatorsShown {
            UIView.animate(withDuration: 1) { scrollView.contentOffset = CGPoint(x: 0, y: 3200) }
        }
        let indicator = try #require(indicators(of: scrollView).first)
        // Track 713 points long from 50 below the top, the indicator 142.6 long: at offset 0 it
        // is at 50, at the end of the range at 50 + 570.4 (in the window).
        /// The indicator's top in the window, as drawn (both layers' presentation values).
        func shownTop() throws -> CGFloat {
            let frame = try #require(indicator.layer.presentation()).frame
            return frame.minY - (try #require(scrollView.layer.presentation()).bounds.minY)
        }
        window.advance(by: 0)
        #expect(abs(try shownTop() - 50) < 1e-6, "the original location")
        window.advance(by: 0.5)
        let middle = try shownTop()
        #expect(middle > 50 + 100 && middle < 50 + 570.4 - 100, "on its way")
        window.advance(by: 0.6)
        #expect(abs(scrollView.convert(indicator.frame, to: window).minY - (50 + 713 * 0.8)) < 1e-6)
        #expect(indicator.alpha == 1)
    }

    @Test("A table view shows its indicator while dragged and keeps its rows below it")
    func tableView() throws {
        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "\(indexPath.row)"
                return cell
            }
        }
        let window = makeWindow()
        let table = UITableView(frame: window.bounds, style: .plain)
        let rows = Rows()
        table.dataSource = rows
        window.addSubview(table)
        table.layoutIfNeeded()
        drag(window, to: 300)
        table.layoutIfNeeded()
        #expect(shown(table).vertical)
        #expect(table.subviews.last is ScrollIndicatorView)
        #expect(table.visibleCells.count > 5)
        withExtendedLifetime(rows) {}
    }
}
