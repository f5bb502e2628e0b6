import Foundation
import Testing
@testable import InterludeUIKit

// UIPageControl (https://developer.apple.com/documentation/uikit/uipagecontrol): numberOfPages 0
// and currentPage 0 by default; "the page control clamps" currentPage to 0…numberOfPages − 1;
// a tap beside the current indicator moves one page and sends valueChanged.
@MainActor
@Suite("UIPageControl")
struct PageControlTests {
    @Test("Defaults and clamping")
    func clamping() {
        let control = UIPageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0 && !control.hidesForSinglePage)
        control.currentPage = 3
        #expect(control.currentPage == 0)
        control.numberOfPages = 5
        control.currentPage = 9
        #expect(control.currentPage == 4)
        control.currentPage = -1
        #expect(control.currentPage == 0)
        control.currentPage = 4
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        #expect(control.size(forNumberOfPages: 3).width > control.size(forNumberOfPages: 2).width)
        #expect(control.accessibilityValue == "page 2 of 2")
    }

    @Test("Taps right and left of the current dot move one page and send valueChanged; code sends nothing")
    func tapping() {
        let window = makeWindow()
        let control = UIPageControl(frame: CGRect(x: 0, y: 100, width: 400, height: 26))
        control.numberOfPages = 3
        window.addSubview(control)
        window.layoutIfNeeded()
        var pages: [Int] = []
        control.addAction(UIAction { _ in pages.append(control.currentPage) }, for: .valueChanged)
        control.currentPage = 1
        #expect(pages.isEmpty)
        window.tap(at: CGPoint(x: 390, y: 113))
        #expect(control.currentPage == 2 && pages == [2])
        window.tap(at: CGPoint(x: 390, y: 113))
        #expect(control.currentPage == 2 && pages == [2], "no page after the last")
        window.tap(at: CGPoint(x: 10, y: 113))
        #expect(control.currentPage == 1 && pages == [2, 1])
    }

    @Test("The current dot has its own color; a single page hides when asked")
    func drawing() {
        let window = makeWindow(width: 100, height: 26)
        window.backgroundColor = .white
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
        control.numberOfPages = 2
        control.currentPageIndicatorTintColor = .red
        control.pageIndicatorTintColor = .blue
        window.addSubview(control)
        // Two dots, 23 points in all, centred: the first spans x 38.5…45.5, the second 54.5…61.5.
        var frame = window.renderFrame(scale: 1)
        #expect(frame.pixel(x: 42, y: 13) == (255, 0, 0, 255))
        #expect(frame.pixel(x: 58, y: 13) == (0, 0, 255, 255))
        control.numberOfPages = 1
        control.hidesForSinglePage = true
        frame = window.renderFrame(scale: 1)
        #expect(frame.pixel(x: 50, y: 13) == (255, 255, 255, 255))
    }
}
