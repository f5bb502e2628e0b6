import Testing
@testable import InterludeUIKit

/// UIPageViewController's `.scroll` paging (https://developer.apple.com/documentation/uikit/uipageviewcontroller):
/// the data source gives the neighbours, the delegate hears `willTransitionTo` and
/// `didFinishAnimating(_:previousViewControllers:transitionCompleted:)`. The release rule (past
/// half a page after velocity projection) and the 0.35 s settling are Interlude's.
@MainActor
@Suite("UIPageViewController: paging by finger, data source and delegate, setViewControllers")
struct PageViewControllerTests {
    final class Pages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [LoggingViewController]
        var events: [String] = []
        init(log: CallLog) { pages = (0..<3).map { LoggingViewController("Page\($0)", log: log) } }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
            -> UIViewController?
        {
            guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
            return pages[index - 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
            -> UIViewController?
        {
            guard let index = pages.firstIndex(where: { $0 === viewController }), index < pages.count - 1 else { return nil }
            return pages[index + 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pending: [UIViewController]) {
            events.append("willTransitionTo(\((pending.first as? LoggingViewController)?.name ?? "?"))")
        }
        func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) { events.append("didFinish(completed: \(completed))") }
    }

    let log = CallLog()

    private func scene(spacing: CGFloat = 10) -> (UIWindow, UIPageViewController, Pages) {
        let pages = Pages(log: log)
        let controller = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: spacing])
        controller.dataSource = pages
        controller.delegate = pages
        controller.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
        let window = makeWindow(root: controller)
        log.clear()
        return (window, controller, pages)
    }

    @Test("A drag left moves the page and its neighbour (10 pt apart) with the finger; released past half, the next page settles")
    func pageForward() {
        let (window, controller, pages) = scene()
        window.sendTouch(.began, at: CGPoint(x: 300, y: 400))
        window.dragMove(to: CGPoint(x: 150, y: 400), duration: 0.3)
        #expect(abs(pages.pages[0].view.frame.minX + 150) < 1e-9)
        #expect(abs(pages.pages[1].view.frame.minX - (390 + 10 - 150)) < 1e-9)
        #expect(pages.events == ["willTransitionTo(Page1)"])
        window.dragMove(to: CGPoint(x: 50, y: 400), duration: 0.2)
        window.advance(by: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 50, y: 400))
        window.advance(by: 0.4)
        #expect(controller.viewControllers?.first === pages.pages[1])
        #expect(pages.pages[1].view.frame == window.bounds)
        #expect(pages.pages[0].view.superview == nil)
        #expect(pages.events == ["willTransitionTo(Page1)", "didFinish(completed: true)"])
        #expect(
            log.appearanceCalls == [
                "Page0.viewWillDisappear", "Page1.viewWillAppear", "Page0.viewDidDisappear", "Page1.viewDidAppear",
            ])
        #expect(controller.children == [pages.pages[1]])
    }

    @Test(
        "A short drag springs back with balanced appearance calls; a fast flick pages; at the first page a drag right only resists"
    )
    func cancelAndFlick() {
        let (window, controller, pages) = scene()
        window.sendTouch(.began, at: CGPoint(x: 300, y: 400))
        window.dragMove(to: CGPoint(x: 220, y: 400), duration: 0.3)
        window.advance(by: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 220, y: 400))
        window.advance(by: 0.4)
        #expect(controller.viewControllers?.first === pages.pages[0])
        #expect(pages.pages[0].view.frame == window.bounds)
        expectBalancedAppearance(log.entries)
        #expect(pages.events == ["willTransitionTo(Page1)", "didFinish(completed: false)"])
        // 60 pt in 0.05 s: 1200 pt/s projects 599 pt.
        window.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 240, y: 400), duration: 0.05)
        window.advance(by: 0.4)
        #expect(controller.viewControllers?.first === pages.pages[1])
        pages.events = []
        controller.setViewControllers([pages.pages[0]], direction: .reverse, animated: false)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 400))
        window.dragMove(to: CGPoint(x: 250, y: 400), duration: 0.3)
        #expect(abs(pages.pages[0].view.frame.minX - 50) < 1e-9)
        window.sendTouch(.ended, at: CGPoint(x: 250, y: 400))
        window.advance(by: 0.4)
        #expect(pages.pages[0].view.frame == window.bounds)
        #expect(pages.events.isEmpty)
    }

    @Test("setViewControllers animated slides the new page in over 0.35 s; .pageCurl turns the old page about its spine")
    func setAnimated() {
        let (window, controller, pages) = scene(spacing: 0)
        var finished: Bool?
        controller.setViewControllers([pages.pages[2]], direction: .forward, animated: true) { finished = $0 }
        window.advance(by: 0.175)
        let eased = CGFloat(CubicBezier(0.42, 0, 0.58, 1).solve(0.5))
        #expect(abs(shownFrame(pages.pages[2].view).minX - 390 * (1 - eased)) < 1e-6)
        window.advance(by: 0.2)
        #expect(finished == true)
        #expect(controller.viewControllers?.first === pages.pages[2])
        #expect(
            log.appearanceCalls == [
                "Page0.viewWillDisappear", "Page2.viewWillAppear", "Page0.viewDidDisappear", "Page2.viewDidAppear",
            ])

        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        let first = UIViewController(), second = UIViewController()
        curl.setViewControllers([first], direction: .forward, animated: false)
        window.rootViewController = curl
        window.advance(by: 0)
        curl.setViewControllers([second], direction: .forward, animated: true)
        #expect(second.view.superview === curl.view)
        window.advance(by: 0.175)
        // Half-way through the turn the old page's edge has swung towards the spine.
        let turning = first.view.layer.presentation()!.transform
        #expect(turning.m11 > 0 && turning.m11 < 1)
        window.advance(by: 0.2)
        #expect(first.view.superview == nil)
        #expect(curl.viewControllers?.first === second)
    }

    // UIKit's NSInvalidArgumentException text for a count that does not fit the style, as widely reported.
    @Test("setViewControllers with no controller stops with UIKit's message")
    func emptyPages() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                    .setViewControllers([], direction: .forward, animated: false)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("doesn't match the number required (1) for the requested transition"))
    }
}
