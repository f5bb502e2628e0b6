import Testing
@testable import InterludeUIKit

/// The `.pageCurl` style's spine and double-sided pages. Sources: UIPageViewController.h (iOS 17
/// SDK: the spine's defaults, the controllers each spine requires, a middle spine making pages
/// double-sided, the delegate setting controllers inside `spineLocationForInterfaceOrientation`)
/// and Apple's pages for `isDoubleSided` (false with a middle spine raises),
/// `UIPageViewController.OptionsKey.spineLocation` and `SpineLocation.mid` ("Two view controllers
/// are displayed at a time"). The turn's drawing is Interlude's simplified curl.
@MainActor
@Suite("UIPageViewController: spine location, double-sided pages, the delegate's spine")
struct PageViewControllerSpineTests {
    let log = CallLog()

    private func pages(_ count: Int) -> [LoggingViewController] {
        (0..<count).map { LoggingViewController("Page\($0)", log: log) }
    }

    @Test("The spine is .min for page curl unless the option names another; .none for scroll; .mid makes pages double-sided")
    func defaults() {
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        #expect(curl.spineLocation == .min)
        #expect(!curl.isDoubleSided)
        let scroll = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal,
            options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
        #expect(scroll.spineLocation == .none)
        #expect(!scroll.isDoubleSided)
        let max = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.max.rawValue)])
        #expect(max.spineLocation == .max)
        let mid = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .vertical,
            options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(mid.spineLocation == .mid)
        #expect(mid.isDoubleSided)
        curl.isDoubleSided = true
        #expect(curl.isDoubleSided)
    }

    @Test("A middle spine shows two pages side by side (left and right, or top and bottom)")
    func midShowsTwoPages() {
        let shown = pages(2)
        let controller = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: 2])
        controller.setViewControllers(shown, direction: .forward, animated: false)
        let window = makeWindow(root: controller, width: 844, height: 390)
        #expect(controller.viewControllers?.count == 2)
        #expect(shown[0].view.frame == CGRect(x: 0, y: 0, width: 422, height: 390))
        #expect(shown[1].view.frame == CGRect(x: 422, y: 0, width: 422, height: 390))
        #expect(controller.children == shown)
        #expect(
            log.appearanceCalls == ["Page0.viewWillAppear", "Page1.viewWillAppear", "Page0.viewDidAppear", "Page1.viewDidAppear"])
        _ = window

        let vertical = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .vertical, options: [.spineLocation: 2])
        let other = pages(2)
        vertical.setViewControllers(other, direction: .forward, animated: false)
        let tall = makeWindow(root: vertical)
        #expect(other[0].view.frame == CGRect(x: 0, y: 0, width: 390, height: 422))
        #expect(other[1].view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        _ = tall
    }

    @Test("With a middle spine a leaf turns in two halves: the right page up about the spine, then its back down on the left")
    func midTurn() {
        let shown = pages(4)
        let controller = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: 2])
        controller.setViewControllers(Array(shown[0..<2]), direction: .forward, animated: false)
        let window = makeWindow(root: controller, width: 844, height: 390)
        log.clear()
        var finished: Bool?
        controller.setViewControllers(Array(shown[2..<4]), direction: .forward, animated: true) { finished = $0 }
        #expect(controller.viewControllers?.elementsEqual(shown[2..<4], by: ===) == true)
        window.advance(by: 0.09)
        // First half: the old right page has swung part of the way up; the new left page is edge-on.
        let rising = shown[1].view.layer.presentation()!.transform
        #expect(rising.m11 > 0.01 && rising.m11 < 0.99)
        #expect(abs(shown[2].view.layer.presentation()!.transform.m11) < 1e-9)
        #expect(shown[3].view.superview === controller.view)
        window.advance(by: 0.18)
        // Second half: the new left page (the leaf's back) is coming down over the old left page.
        let falling = shown[2].view.layer.presentation()!.transform
        #expect(falling.m11 > 0.01 && falling.m11 < 0.99)
        window.advance(by: 0.2)
        #expect(finished == true)
        #expect(shown[0].view.superview == nil && shown[1].view.superview == nil)
        #expect(shown[2].view.frame == CGRect(x: 0, y: 0, width: 422, height: 390))
        #expect(shown[3].view.frame == CGRect(x: 422, y: 0, width: 422, height: 390))
        #expect(controller.children.elementsEqual(shown[2..<4], by: ===))
        expectBalancedAppearance(log.entries)
    }

    @Test("Double-sided with an edge spine: an animated turn takes the front and the back and shows the front")
    func doubleSidedEdgeSpine() {
        let shown = pages(3)
        let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        controller.isDoubleSided = true
        // Not animated, the spine decides: one page.
        controller.setViewControllers([shown[0]], direction: .forward, animated: false)
        let window = makeWindow(root: controller)
        controller.setViewControllers([shown[1], shown[2]], direction: .forward, animated: true)
        window.advance(by: 0.4)
        #expect(controller.viewControllers?.count == 1)
        #expect(controller.viewControllers?.first === shown[1])
        #expect(shown[1].view.frame == window.bounds)
        #expect(shown[2].parent == nil)
    }

    @Test("Going back with an edge spine, the previous page turns in over the shown one")
    func reverseTurnsIn() {
        let shown = pages(2)
        let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        controller.setViewControllers([shown[1]], direction: .forward, animated: false)
        let window = makeWindow(root: controller)
        controller.setViewControllers([shown[0]], direction: .reverse, animated: true)
        #expect(controller.view.subviews.last === shown[0].view)
        window.advance(by: 0.175)
        let turning = shown[0].view.layer.presentation()!.transform
        #expect(turning.m11 > 0.01 && turning.m11 < 0.99)
        window.advance(by: 0.2)
        #expect(shown[1].view.superview == nil)
        #expect(shown[0].view.frame == window.bounds)
        #expect(shown[0].view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    }

    final class SpineDelegate: NSObject, UIPageViewControllerDelegate {
        var asked: [UIInterfaceOrientation] = []
        var pages: [UIViewController] = []
        var setsPages = true
        func pageViewController(
            _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
        ) -> UIPageViewController.SpineLocation {
            asked.append(orientation)
            let spine: UIPageViewController.SpineLocation = orientation.isLandscape ? .mid : .min
            if setsPages {
                let shown = spine == .mid ? Array(pages[0..<2]) : [pages[0]]
                pageViewController.setViewControllers(shown, direction: .forward, animated: true)
                // Inside the call the controllers wait for the new spine.
                #expect(pageViewController.viewControllers?.count != shown.count)
            }
            return spine
        }
    }

    @Test("Turning the window, the delegate picks the spine and sets the pages for it; the pages are laid out for it at once")
    func delegateSpine() {
        let shown = pages(2)
        let delegate = SpineDelegate()
        delegate.pages = shown
        let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        controller.delegate = delegate
        controller.setViewControllers([shown[0]], direction: .forward, animated: false)
        let window = makeWindow(root: controller)
        window.resize(to: CGSize(width: 844, height: 390), duration: 0)
        #expect(delegate.asked == [.landscapeRight])
        #expect(controller.spineLocation == .mid)
        #expect(controller.isDoubleSided)
        #expect(controller.viewControllers?.count == 2)
        #expect(shown[0].view.frame == CGRect(x: 0, y: 0, width: 422, height: 390))
        #expect(shown[1].view.frame == CGRect(x: 422, y: 0, width: 422, height: 390))
        window.resize(to: CGSize(width: 390, height: 844), duration: 0)
        #expect(controller.spineLocation == .min)
        #expect(controller.viewControllers?.count == 1)
        #expect(shown[0].view.frame == window.bounds)
        #expect(shown[1].view.superview == nil)

        // The scroll style never asks.
        let scrollDelegate = SpineDelegate()
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        scroll.delegate = scrollDelegate
        scroll.setViewControllers([UIViewController()], direction: .forward, animated: false)
        window.rootViewController = scroll
        window.resize(to: CGSize(width: 844, height: 390), duration: 0)
        #expect(scrollDelegate.asked.isEmpty)
    }

    // UIKit's NSInvalidArgumentException texts (UIKit's strings for the transition and the spine location).
    @Test("Two controllers for the scroll style stop with UIKit's message")
    func scrollTakesOne() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                    .setViewControllers([UIViewController(), UIViewController()], direction: .forward, animated: false)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "The number of view controllers provided (2) doesn't match the number required (1) for the requested transition"))
    }

    @Test("One controller for a middle spine stops with UIKit's spine-location message")
    func midTakesTwo() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIPageViewController(
                    transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: 2]
                ).setViewControllers([UIViewController()], direction: .forward, animated: false)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "The number of provided view controllers (1) doesn't match the number required (2) for the requested spine location"
            ))
    }

    @Test("An animated double-sided turn without the page's back stops with UIKit's message")
    func doubleSidedTurnTakesTheBack() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
                controller.isDoubleSided = true
                controller.setViewControllers([UIViewController()], direction: .forward, animated: false)
                controller.setViewControllers([UIViewController()], direction: .forward, animated: true)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "The number of view controllers provided (1) doesn't match the number required (2) for the requested transition"))
    }

    @Test("isDoubleSided false with a middle spine stops")
    func midStaysDoubleSided() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIPageViewController(
                    transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: 2]
                ).isDoubleSided = false
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("NSInvalidArgumentException"))
        #expect(text.contains("isDoubleSided"))
    }

    @Test("A delegate that moves the spine to the middle without a second page stops with UIKit's spine-location message")
    func delegateSpineWithoutPages() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let delegate = SpineDelegate()
                delegate.setsPages = false
                let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
                controller.delegate = delegate
                controller.setViewControllers([UIViewController()], direction: .forward, animated: false)
                let window = makeWindow(root: controller)
                window.resize(to: CGSize(width: 844, height: 390), duration: 0)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "The number of provided view controllers (1) doesn't match the number required (2) for the requested spine location (UIPageViewControllerSpineLocationMid)"
            ))
    }
}
