import Testing
@testable import InterludeUIKit

// Each of these was found by the random-use soak (RandomUseSoakTests) and is pinned here on its own.

@MainActor
@Suite("What random use found: transitions that end with their controllers, queued requests, context presentations")
struct RandomUseFindingsTests {
    let log = CallLog()

    @Test("a root replaced while a presentation animates: the window can still transition afterwards")
    func rootReplacedMidPresentation() {
        let home = LoggingViewController("Home", log: log)
        let window = makeWindow(root: home)
        let sheet = LoggingViewController("Sheet", log: log)
        home.present(sheet, animated: true)
        window.advance(by: 0.1)
        let next = UINavigationController(rootViewController: LoggingViewController("NextRoot", log: log))
        window.rootViewController = next
        window.advance(by: 1)
        let page = LoggingViewController("Page", log: log)
        next.pushViewController(page, animated: true)
        window.advance(by: 1)
        #expect(next.viewControllers.last === page)
        #expect(page.view.window === window)
        #expect(home.presentedViewController == nil)
        expectBalancedAppearance(log.entries)
    }

    @Test("a navigation controller reports its push's coordinator, as the push-with-completion idiom needs")
    func navigationControllerCoordinator() {
        let navigation = UINavigationController(rootViewController: LoggingViewController("A", log: log))
        let window = makeWindow(root: navigation)
        navigation.pushViewController(LoggingViewController("B", log: log), animated: true)
        var completed = false
        let coordinator = navigation.transitionCoordinator
        #expect(coordinator != nil)
        coordinator?.animate(alongsideTransition: nil) { _ in completed = true }
        window.advance(by: 1)
        #expect(completed)
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test("an edge swipe over a delegate's own pop animation (no interaction): the pop runs, nothing is reported")
    func edgeSwipeWithCustomAnimator() {
        final class Delegate: NSObject, UINavigationControllerDelegate {
            func navigationController(
                _ navigationController: UINavigationController,
                animationControllerFor operation: UINavigationController.Operation,
                from fromVC: UIViewController, to toVC: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? { operation == .pop ? LinearPopSlide() : nil }
        }
        let delegate = Delegate()
        let root = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = delegate
        let window = makeWindow(root: navigation)
        navigation.pushViewController(LoggingViewController("B", log: log), animated: false)
        window.advance(by: 0)
        let messages = capturingDiagnostics {
            window.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
            window.advance(by: 1)
        }
        #expect(messages == [])
        #expect(navigation.viewControllers == [root])
    }

    @Test("popToRoot queued behind a transition pops to the root the stack has when it runs")
    func queuedPopToRoot() {
        let navigation = UINavigationController(rootViewController: LoggingViewController("A", log: log))
        let window = makeWindow(root: navigation)
        navigation.pushViewController(LoggingViewController("B", log: log), animated: true)
        let newRoot = LoggingViewController("C", log: log)
        let messages = capturingDiagnostics {
            navigation.popToRootViewController(animated: true)
            navigation.setViewControllers([newRoot, LoggingViewController("D", log: log)], animated: true)
            navigation.popToRootViewController(animated: true)
            window.advance(by: 3)
        }
        #expect(messages == [])
        #expect(navigation.viewControllers == [newRoot])
    }

    /// Two tabs; the first is a navigation controller whose root, "Host", defines the presentation
    /// context and presents "Sheet" over it in `style`.
    private func tabWithContextPresentation(_ style: UIModalPresentationStyle)
        -> (UIWindow, UITabBarController, LoggingViewController, LoggingViewController)
    {
        let host = LoggingViewController("Host", log: log)
        host.definesPresentationContext = true
        let tabs = UITabBarController()
        tabs.setViewControllers(
            [UINavigationController(rootViewController: host), LoggingViewController("Other", log: log)], animated: false)
        let window = makeWindow(root: tabs)
        let sheet = LoggingViewController("Sheet", log: log)
        sheet.modalPresentationStyle = style
        host.present(sheet, animated: false)
        window.advance(by: 0)
        return (window, tabs, host, sheet)
    }

    @Test("a presentation over a tab's context disappears with the tab and appears with it again")
    func contextPresentationFollowsTab() {
        let (window, tabs, _, sheet) = tabWithContextPresentation(.overCurrentContext)
        log.clear()
        tabs.selectedIndex = 1
        window.advance(by: 0)
        #expect(sheet.view.window == nil)
        #expect(log.entries(of: "Sheet") == ["Sheet.viewWillDisappear", "Sheet.viewDidDisappear"])
        tabs.selectedIndex = 0
        window.advance(by: 0)
        #expect(sheet.view.window === window)
        #expect(sheet.appearanceState == .appeared)
        expectBalancedAppearance(log.entries)
    }

    @Test("dismissing a context presentation while its tab is not selected ends it at once and runs the completion")
    func dismissOffScreen() {
        let (window, tabs, host, sheet) = tabWithContextPresentation(.currentContext)
        tabs.selectedIndex = 1
        window.advance(by: 0)
        var completed = false
        let messages = capturingDiagnostics { host.dismiss(animated: true) { completed = true } }
        #expect(messages == [])
        #expect(completed)
        #expect(host.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil && sheet.view.window == nil)
        tabs.selectedIndex = 0
        window.advance(by: 0)
        #expect(host.view.window === window)
        #expect(host.appearanceState == .appeared)
        expectBalancedAppearance(log.entries)
    }

    @Test("a tab removed while a switch to it animates: the switch ends, the selection is consistent")
    func tabRemovedDuringSwitch() {
        let first = LoggingViewController("First", log: log), second = LoggingViewController("Second", log: log)
        let third = LoggingViewController("Third", log: log)
        final class Fade: NSObject, UITabBarControllerDelegate {
            func tabBarController(
                _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                to toVC: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? { LinearPopSlide() }
        }
        let fade = Fade()
        let tabs = UITabBarController()
        tabs.delegate = fade
        tabs.setViewControllers([first, second, third], animated: false)
        let window = makeWindow(root: tabs)
        tabs.selectedIndex = 1
        window.advance(by: 0.1)
        tabs.selectedIndex = 2 // waits for the switch to Second
        tabs.setViewControllers([first, third], animated: false)
        window.advance(by: 1)
        #expect(tabs.selectedViewController === third)
        #expect(third.view.window === window && third.appearanceState == .appeared)
        #expect(second.view.window == nil && second.appearanceState == .disappeared)
        #expect(first.view.window == nil && first.appearanceState == .disappeared)
        expectBalancedAppearance(log.entries)
    }
}
