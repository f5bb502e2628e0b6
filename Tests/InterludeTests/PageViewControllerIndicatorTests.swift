import Testing
@testable import InterludeUIKit

/// The page indicator a scroll-style page view controller shows for its data source.
/// UIPageViewController.h (iOS 17 SDK): "A page indicator will be visible if both methods are
/// implemented, transition style is 'UIPageViewControllerTransitionStyleScroll', and navigation
/// orientation is 'UIPageViewControllerNavigationOrientationHorizontal'. Both methods are called in
/// response to a 'setViewControllers:...' call, but the presentation index is updated automatically
/// in the case of gesture-driven navigation." Apple's page for `UIPageViewControllerDataSource`
/// says the same. The strip's place (under the pages) and the control's look are Interlude's.
@MainActor
@Suite("UIPageViewController: the page indicator of presentationCount(for:) and presentationIndex(for:)")
struct PageViewControllerIndicatorTests {
    /// Three pages, before and after one another; records the indicator's questions. (Each data
    /// source below conforms itself: a subclass's methods would not replace the defaults its
    /// superclass's conformance picked.)
    @MainActor
    class Pages: NSObject {
        let pages = (0..<3).map { _ in UIViewController() }
        var asked: [String] = []
        func page(besides viewController: UIViewController, by step: Int) -> UIViewController? {
            guard let index = pages.firstIndex(of: viewController), pages.indices.contains(index + step) else { return nil }
            return pages[index + step]
        }
    }

    final class IndicatedPages: Pages, UIPageViewControllerDataSource {
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
            -> UIViewController?
        { page(besides: viewController, by: -1) }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
            -> UIViewController?
        { page(besides: viewController, by: 1) }
        func presentationCount(for pageViewController: UIPageViewController) -> Int {
            asked.append("count")
            return pages.count
        }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int {
            asked.append("index")
            return pageViewController.viewControllers?.first.flatMap { pages.firstIndex(of: $0) } ?? 0
        }
    }

    /// Implements the count only.
    final class CountedPages: Pages, UIPageViewControllerDataSource {
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
            -> UIViewController?
        { page(besides: viewController, by: -1) }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
            -> UIViewController?
        { page(besides: viewController, by: 1) }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    }

    private func indicator(of controller: UIPageViewController) -> UIPageControl? {
        controller.view.subviews.compactMap { $0 as? UIPageControl }.first
    }

    private func scene(
        _ source: Pages & UIPageViewControllerDataSource, style: UIPageViewController.TransitionStyle = .scroll,
        orientation: UIPageViewController.NavigationOrientation = .horizontal
    ) -> (UIWindow, UIPageViewController) {
        let controller = UIPageViewController(transitionStyle: style, navigationOrientation: orientation)
        controller.dataSource = source
        controller.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        return (makeWindow(root: controller), controller)
    }

    @Test("Both requirements implemented: a page control along the bottom, under the pages, asked for after setViewControllers")
    func shown() throws {
        let source = IndicatedPages()
        let (window, controller) = scene(source)
        let control = try #require(indicator(of: controller))
        #expect(control.numberOfPages == 3)
        #expect(control.currentPage == 0)
        #expect(source.asked.suffix(2) == ["count", "index"])
        let height = control.intrinsicContentSize.height
        #expect(height > 0)
        #expect(control.frame == CGRect(x: 0, y: 844 - height, width: 390, height: height))
        #expect(source.pages[0].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844 - height))
        // Its dots are drawn: one per page.
        #expect(control.subviews.count == 3)
        source.asked = []
        controller.setViewControllers([source.pages[2]], direction: .forward, animated: true)
        #expect(source.asked == ["count", "index"])
        #expect(control.currentPage == 2)
        window.advance(by: 0.4)
        #expect(source.pages[2].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844 - height))
    }

    @Test("A drag that turns the page moves the indicator without asking; a cancelled one leaves it")
    func dragUpdates() throws {
        let source = IndicatedPages()
        let (window, controller) = scene(source)
        let control = try #require(indicator(of: controller))
        source.asked = []
        window.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 240, y: 400), duration: 0.05)
        window.advance(by: 0.4)
        #expect(controller.viewControllers?.first === source.pages[1])
        #expect(control.currentPage == 1)
        #expect(source.asked.isEmpty)
        // A short, slow drag springs back: the indicator stays.
        window.sendTouch(.began, at: CGPoint(x: 300, y: 400))
        window.dragMove(to: CGPoint(x: 260, y: 400), duration: 0.3)
        window.advance(by: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 260, y: 400))
        window.advance(by: 0.4)
        #expect(controller.viewControllers?.first === source.pages[1])
        #expect(control.currentPage == 1)
        // Back to the first page.
        window.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 160, y: 400), duration: 0.05)
        window.advance(by: 0.4)
        #expect(controller.viewControllers?.first === source.pages[0])
        #expect(control.currentPage == 0)
    }

    @Test("A tap right of the current dot turns to the next page")
    func tapTurns() throws {
        let source = IndicatedPages()
        let (window, controller) = scene(source)
        let control = try #require(indicator(of: controller))
        window.tap(at: CGPoint(x: control.frame.maxX - 20, y: control.frame.midY))
        window.advance(by: 0.4)
        #expect(controller.viewControllers?.first === source.pages[1])
        #expect(control.currentPage == 1)
    }

    @Test("No indicator with one requirement, a vertical orientation, the page-curl style or no data source")
    func notShown() {
        let (_, counted) = scene(CountedPages())
        #expect(indicator(of: counted) == nil)
        let source = IndicatedPages()
        let (_, vertical) = scene(source, orientation: .vertical)
        #expect(indicator(of: vertical) == nil)
        #expect(source.pages[0].view.frame == vertical.view.bounds)
        let (_, curl) = scene(IndicatedPages(), style: .pageCurl)
        #expect(indicator(of: curl) == nil)
        let (_, shown) = scene(IndicatedPages())
        #expect(indicator(of: shown) != nil)
        shown.dataSource = nil
        #expect(indicator(of: shown) == nil)
        #expect(shown.viewControllers?.first?.view.frame == shown.view.bounds)
    }
}
