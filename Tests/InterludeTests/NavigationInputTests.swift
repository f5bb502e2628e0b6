import Testing
@testable import InterludeUIKit

@MainActor
@Suite("Navigation by touch: the back button and the edge-swipe pop")
struct NavigationInputTests {
    let log = CallLog()

    private func twoDeep() -> (UIWindow, UINavigationController, LoggingViewController, LoggingViewController) {
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(root: navigation)
        navigation.pushViewController(b, animated: false)
        window.advance(by: 0)
        log.clear()
        return (window, navigation, a, b)
    }

    @Test("tapping the back button pops with the standard animation")
    func backButton() {
        let (window, navigation, a, _) = twoDeep()
        #expect(!navigation.navigationBar.backButton.isHidden)
        // The back button, in the bar below the 47-point status bar.
        window.tap(at: CGPoint(x: 30, y: 47 + 22))
        window.advance(by: 0.4)
        #expect(navigation.viewControllers == [a])
        #expect(navigation.navigationBar.backButton.isHidden)
        expectBalancedAppearance(log.entries)
    }

    @Test("an edge swipe past half the width finishes the pop; the page follows the finger meanwhile")
    func edgeSwipeFinishes() {
        let (window, navigation, a, b) = twoDeep()
        window.sendTouch(.began, at: CGPoint(x: 2, y: 400))
        window.dragMove(to: CGPoint(x: 100, y: 400), duration: 0.2)
        #expect(navigation.viewControllers == [a])
        let percent = (100.0 - 2) / 390
        let eased = CubicBezier(0.42, 0, 0.58, 1).solve(percent)
        #expect(abs(shownFrame(b.view).minX - 390 * eased) < 1e-6)
        window.dragMove(to: CGPoint(x: 300, y: 400), duration: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 300, y: 400))
        window.advance(by: 0.35)
        #expect(navigation.viewControllers == [a])
        #expect(b.view.window == nil)
        #expect(b.parent == nil)
        expectBalancedAppearance(log.entries)
    }

    @Test("a short edge swipe released slowly cancels: the stack is as before")
    func edgeSwipeCancels() {
        let (window, navigation, a, b) = twoDeep()
        window.sendTouch(.began, at: CGPoint(x: 2, y: 400))
        window.dragMove(to: CGPoint(x: 80, y: 400), duration: 0.2)
        window.advance(by: 0.2) // hold still: no flick
        window.sendTouch(.ended, at: CGPoint(x: 80, y: 400))
        window.advance(by: 0.35)
        #expect(navigation.viewControllers == [a, b])
        #expect(b.view.window === window)
        #expect(a.view.window == nil)
        #expect(shownFrame(b.view) == window.bounds)
        #expect(
            log.entries(of: "A").filter { $0.contains(".view") } == [
                "A.viewWillAppear", "A.viewIsAppearing", "A.viewWillDisappear", "A.viewDidDisappear",
            ])
        expectBalancedAppearance(log.entries)
    }

    @Test("the edge swipe does nothing on the root controller")
    func edgeSwipeOnRoot() {
        let a = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(root: navigation)
        window.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        window.advance(by: 0.5)
        #expect(navigation.viewControllers == [a])
        #expect(a.view.window === window)
    }

    @Test("tapping a tab selects it and tells the delegate")
    func tabTap() {
        final class Delegate: NSObject, UITabBarControllerDelegate {
            var selected: [UIViewController] = []
            func tabBarController(_ t: UITabBarController, didSelect viewController: UIViewController) {
                selected.append(viewController)
            }
        }
        let tabs = UITabBarController()
        let delegate = Delegate()
        tabs.delegate = delegate
        let first = LoggingViewController("T0", log: log), second = LoggingViewController("T1", log: log)
        tabs.viewControllers = [first, second]
        let window = makeWindow(root: tabs)
        // The second item: the bar's top 49 points, above the 34-point home indicator.
        window.tap(at: CGPoint(x: 390 * 0.75, y: 844 - 34 - 20))
        window.advance(by: 0)
        #expect(tabs.selectedViewController === second)
        #expect(delegate.selected == [second])
        #expect(second.view.window === window)
        #expect(first.view.window == nil)
        expectBalancedAppearance(log.entries)
    }
}
