import Testing
import Interlude
import InterludeDemos

// Seed 000 ("ViewController Transition"): one SlideAnimationController for navigation
// (push slides left, pop slides right) and tab switching (direction from the tab indices), and an
// interactive pop driven by a UIPercentDrivenInteractiveTransition with
// percent = translation / (width / 3), finishing above 0.5 and cancelling otherwise.

final class NavigationDelegate: NSObject, UINavigationControllerDelegate {
    var interactive = false
    let interactionController = UIPercentDrivenInteractiveTransition()

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let slide = SlideAnimationController()
        slide.transitionType = TransitionType(rawValue: operation.rawValue)!
        return slide
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interactive ? interactionController : nil
    }
}

final class TabDelegate: NSObject, UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let fromIndex = tabBarController.viewControllers!.firstIndex(of: fromVC)!
        let toIndex = tabBarController.viewControllers!.firstIndex(of: toVC)!
        let slide = SlideAnimationController()
        slide.transitionType = toIndex < fromIndex ? .left : .right
        return slide
    }
}

/// The page of seed 000 with its edge-pan handler (the gesture's state and translation passed in).
final class SlidePageViewController: LoggingViewController {
    var navigationDelegate: NavigationDelegate?

    func handleEdgePan(state: UIGestureRecognizerStateForTests, translationX: CGFloat) {
        let translationBase = view.frame.size.width / 3
        let translationAbs = abs(translationX)
        let percent = translationAbs > translationBase ? 1.0 : translationAbs / translationBase
        switch state {
        case .began:
            navigationDelegate = navigationController?.delegate as? NavigationDelegate
            navigationDelegate?.interactive = true
            navigationController?.popViewController(animated: true)
        case .changed:
            navigationDelegate?.interactionController.update(percent)
        case .ended, .cancelled:
            if percent > 0.5 {
                navigationDelegate?.interactionController.finish()
            } else {
                navigationDelegate?.interactionController.cancel()
            }
            navigationDelegate?.interactive = false
        }
    }
}

/// Gesture states, until gesture recognizers drive this test.
enum UIGestureRecognizerStateForTests { case began, changed, ended, cancelled }

@MainActor
@Suite("Seed 000: slide transitions and the interactive pop")
struct Seed000SlideTransitionTests {
    let log = CallLog()
    let delegate = NavigationDelegate()

    private func pushedStack() -> (UIWindow, UINavigationController, LoggingViewController, SlidePageViewController) {
        let root = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = delegate
        let window = makeWindow(root: navigation)
        let page = SlidePageViewController("B", log: log)
        navigation.pushViewController(page, animated: true)
        window.advance(by: 0.3)
        log.clear()
        return (window, navigation, root, page)
    }

    @Test("the pop follows the finger: percent = translation / (width / 3) scrubs the container's time")
    func popFollowsFinger() {
        let (window, _, root, page) = pushedStack()
        page.handleEdgePan(state: .began, translationX: 0)
        page.handleEdgePan(state: .changed, translationX: 65)   // 65 / 130 = 0.5
        window.advance(by: 0.5)                                   // time passes; the finger holds still
        let eased = CubicBezier(0.42, 0, 0.58, 1).solve(0.5)
        #expect(abs(shownFrame(page.view).minX - 390 * eased) < 1e-6)
        #expect(abs(shownFrame(root.view).minX - (-390 + 390 * eased)) < 1e-6)
        #expect(delegate.interactionController.percentComplete == 0.5)
        #expect(abs(delegate.interactionController.duration - 0.3) < 1e-12)
    }

    @Test("released above half, the pop finishes in (1 − p) × duration with the normal callbacks")
    func finishAboveHalf() {
        let (window, navigation, root, page) = pushedStack()
        page.handleEdgePan(state: .began, translationX: 0)
        page.handleEdgePan(state: .changed, translationX: 78)   // 0.6
        page.handleEdgePan(state: .ended, translationX: 78)
        window.advance(by: 0.11)
        #expect(navigation.viewControllers == [root])
        #expect(page.view.window != nil)
        window.advance(by: 0.01 + 1e-9)                            // 0.4 × 0.3 s = 0.12 s after release
        #expect(navigation.viewControllers == [root])
        #expect(page.view.window == nil)
        #expect(log.entries.filter { $0.contains(".view") } ==
                ["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.viewDidDisappear", "A.viewDidAppear"])
    }

    @Test("released below half, the pop is cancelled: the stack is restored and the revealed controller never gets didAppear")
    func cancelBelowHalf() {
        let (window, navigation, root, page) = pushedStack()
        page.handleEdgePan(state: .began, translationX: 0)
        #expect(navigation.viewControllers == [root])
        page.handleEdgePan(state: .changed, translationX: 39)   // 0.3
        page.handleEdgePan(state: .ended, translationX: 39)
        window.advance(by: 0.09)                                  // 0.3 × 0.3 s back to the start
        #expect(navigation.viewControllers == [root, page])
        #expect(navigation.topViewController === page)
        #expect(page.view.window === window)
        #expect(root.view.window == nil)
        #expect(shownFrame(page.view) == window.bounds)
        #expect(log.entries.filter { $0.contains(".view") } ==
                ["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                 "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])
        expectBalancedAppearance(log.entries)
        // The container's time is its own again: a later push animates normally.
        navigation.pushViewController(LoggingViewController("C", log: log), animated: true)
        window.advance(by: 0.3)
        #expect(navigation.viewControllers.count == 3)
    }

    @Test("tab switches slide right to a later tab and left to an earlier one")
    func tabDirection() {
        let tabs = UITabBarController()
        let tabDelegate = TabDelegate()
        tabs.delegate = tabDelegate
        let first = LoggingViewController("T0", log: log), second = LoggingViewController("T1", log: log), third = LoggingViewController("T2", log: log)
        tabs.viewControllers = [first, second, third]
        let window = makeWindow(root: tabs)
        tabs.selectedIndex = 2
        window.advance(by: 0)
        #expect(shownFrame(third.view).minX == 390)
        window.advance(by: 0.3)
        #expect(tabs.selectedViewController === third)
        #expect(first.view.window == nil)
        tabs.selectedIndex = 1
        window.advance(by: 0)
        #expect(shownFrame(second.view).minX == -390)
        window.advance(by: 0.3)
        #expect(tabs.selectedIndex == 1)
        expectBalancedAppearance(log.entries)
    }
}
