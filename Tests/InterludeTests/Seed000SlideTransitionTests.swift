import Testing
import Interlude

// Seed 000 ("ViewController Transition"): one SlideAnimationController for navigation
// (push slides left, pop slides right) and tab switching (direction from the tab indices), and an
// interactive pop driven by the page's UIScreenEdgePanGestureRecognizer through a
// UIPercentDrivenInteractiveTransition, percent = translation / (width / 3), finishing above 0.5
// and cancelling otherwise. The seed's classes (SeedClients/Slide…) are driven by touches injected
// on the window clock.

@MainActor
@Suite("Seed 000: slide transitions and the interactive pop")
struct Seed000SlideTransitionTests {
    let log = CallLog()
    let delegate = SlideNavigationDelegate()

    private func pushedStack() -> (UIWindow, UINavigationController, LoggingViewController, SlidePageViewController) {
        let root = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = delegate
        // The page brings its own edge pan, as in the seed.
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        let window = makeWindow(root: navigation)
        let page = SlidePageViewController("B", log: log)
        navigation.pushViewController(page, animated: true)
        window.advance(by: 0.3)
        log.clear()
        return (window, navigation, root, page)
    }

    /// Puts a finger down at the left edge and drags it right by `translation` points over 0.2 s.
    private func edgeDrag(_ window: UIWindow, by translation: CGFloat) {
        window.sendTouch(.began, at: CGPoint(x: 2, y: 400))
        window.dragMove(to: CGPoint(x: 2 + translation, y: 400), duration: 0.2)
    }

    @Test("the pop follows the finger: percent = translation / (width / 3) scrubs the container's time")
    func popFollowsFinger() {
        let (window, navigation, root, page) = pushedStack()
        edgeDrag(window, by: 65) // 65 / 130 = 0.5
        #expect(navigation.viewControllers == [root])
        window.advance(by: 0.5) // time passes; the finger holds still
        let eased = CubicBezier(0.42, 0, 0.58, 1).solve(0.5)
        #expect(abs(shownFrame(page.view).minX - 390 * eased) < 1e-6)
        #expect(abs(shownFrame(root.view).minX - (-390 + 390 * eased)) < 1e-6)
        #expect(abs(delegate.interactionController.percentComplete - 0.5) < 1e-9)
        #expect(abs(delegate.interactionController.duration - 0.3) < 1e-12)
    }

    @Test("released above half, the pop finishes in (1 − p) × duration with the normal callbacks")
    func finishAboveHalf() {
        let (window, navigation, root, page) = pushedStack()
        edgeDrag(window, by: 78) // 0.6
        window.sendTouch(.ended, at: CGPoint(x: 80, y: 400))
        window.advance(by: 0.11)
        #expect(navigation.viewControllers == [root])
        #expect(page.view.window != nil)
        window.advance(by: 0.01 + 1e-9) // 0.4 × 0.3 s = 0.12 s after release
        #expect(page.view.window == nil)
        #expect(log.appearanceCalls == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
    }

    @Test("released below half, the pop is cancelled: the stack is restored and the revealed controller never gets didAppear")
    func cancelBelowHalf() {
        let (window, navigation, root, page) = pushedStack()
        edgeDrag(window, by: 39) // 0.3
        #expect(navigation.viewControllers == [root])
        window.sendTouch(.ended, at: CGPoint(x: 41, y: 400))
        window.advance(by: 0.09) // 0.3 × 0.3 s back to the start
        #expect(navigation.viewControllers == [root, page])
        #expect(navigation.topViewController === page)
        #expect(page.view.window === window)
        #expect(root.view.window == nil)
        #expect(shownFrame(page.view) == window.bounds)
        #expect(
            log.appearanceCalls == [
                "B.viewWillDisappear", "A.viewWillAppear",
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
            ])
        expectBalancedAppearance(log.entries)
        // The container's time is its own again: a later push animates normally.
        navigation.pushViewController(LoggingViewController("C", log: log), animated: true)
        window.advance(by: 0.3)
        #expect(navigation.viewControllers.count == 3)
    }

    @Test("tab switches slide right to a later tab and left to an earlier one")
    func tabDirection() {
        let tabs = UITabBarController()
        let tabDelegate = SlideTabDelegate()
        tabs.delegate = tabDelegate
        let first = LoggingViewController("T0", log: log), second = LoggingViewController("T1", log: log)
        let third = LoggingViewController("T2", log: log)
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
