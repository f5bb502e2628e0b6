import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// The frame a view shows now (its presentation layer's frame).
@MainActor
func shownFrame(_ view: UIView) -> CGRect { view.layer.presentation()?.frame ?? view.frame }

@MainActor
@Suite("UINavigationController")
struct NavigationControllerTests {
    let log = CallLog()

    @Test("a non-animated push sends will-calls at once and did-calls at the next clock step")
    func nonAnimatedPush() {
        let a = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(root: navigation)
        #expect(
            log.entries == [
                "A.willMove(parent)", "A.didMove(parent)", "A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing",
                "A.viewDidAppear",
            ])
        log.clear()
        let b = LoggingViewController("B", log: log)
        navigation.pushViewController(b, animated: false)
        #expect(navigation.viewControllers == [a, b])
        #expect(
            log.entries == [
                "B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
            ])
        #expect(b.stackSeenInWillAppear == ["A", "B"])
        #expect(b.hadCoordinatorInWillAppear)
        log.clear()
        window.advance(by: 0)
        #expect(log.entries == ["A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)"])
        #expect(b.view.superview === navigation.contentView)
        #expect(a.view.superview == nil)
        #expect(b.transitionCoordinator == nil)
    }

    @Test("the default push slides the new view in from the right over 0.35 s while the old one moves left 30 %")
    func defaultPushGeometry() {
        let a = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(root: navigation)
        let b = LoggingViewController("B", log: log)
        navigation.pushViewController(b, animated: true)
        window.advance(by: 0)
        expectClose(shownFrame(b.view).minX, 390, tolerance: 1e-6)
        window.advance(by: 0.175)
        // Ease-in-ease-out is symmetric: half the time is half the way.
        expectClose(shownFrame(b.view).minX, 195, tolerance: 1e-6)
        expectClose(shownFrame(a.view).minX, -0.3 * 390 * 0.5, tolerance: 1e-6)
        log.clear()
        window.advance(by: 0.175)
        #expect(log.entries == ["A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)"])
        #expect(navigation.contentView.subviews == [b.view])
        expectClose(shownFrame(b.view).minX, 0)
    }

    @Test("pop: the revealed controller sees the new stack in viewWillAppear; the popped one leaves the parent after")
    func popOrder() {
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(root: navigation)
        navigation.pushViewController(b, animated: false)
        window.advance(by: 0)
        log.clear()
        let popped = navigation.popViewController(animated: true)
        #expect(popped === b)
        #expect(navigation.viewControllers == [a])
        #expect(a.stackSeenInWillAppear == ["A"])
        #expect(log.entries == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing"])
        log.clear()
        window.advance(by: 0.35)
        #expect(log.entries == ["B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)"])
        #expect(b.parent == nil)
        #expect(navigation.children == [a])
    }

    @Test("popping the root does nothing and returns nil")
    func popRoot() {
        let a = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        _ = makeWindow(root: navigation)
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(navigation.viewControllers == [a])
    }

    @Test("popToRoot removes the middle controllers without appearance calls")
    func popToRoot() {
        let (a, b, c) = (
            LoggingViewController("A", log: log), LoggingViewController("B", log: log), LoggingViewController("C", log: log)
        )
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(root: navigation)
        navigation.setViewControllers([a, b, c], animated: false)
        window.advance(by: 0)
        log.clear()
        let popped = navigation.popToRootViewController(animated: true)
        #expect(popped == [b, c])
        window.advance(by: 0.5)
        #expect(log.entries(of: "B") == ["B.willMove(nil)", "B.didMove(nil)"])
        #expect(log.entries(of: "C").contains("C.viewDidDisappear"))
        #expect(navigation.viewControllers == [a])
        #expect(navigation.children == [a])
        expectBalancedAppearance(log.entries)
    }

    @Test("a push requested during a transition waits for it and runs after")
    func queuedPush() {
        let a = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(root: navigation)
        let (b, c) = (LoggingViewController("B", log: log), LoggingViewController("C", log: log))
        navigation.pushViewController(b, animated: true)
        navigation.pushViewController(c, animated: true)
        #expect(navigation.viewControllers == [a, b])
        window.advance(by: 0.35)
        #expect(navigation.viewControllers == [a, b, c])
        window.advance(by: 0.35)
        #expect(navigation.topViewController === c)
        #expect(navigation.contentView.subviews == [c.view])
        expectBalancedAppearance(log.entries)
    }

    @Test("the delegate is asked willShow, then for the animation controller; didShow comes after the did-calls")
    func delegateOrder() {
        final class Delegate: NSObject, UINavigationControllerDelegate {
            let log: CallLog
            init(log: CallLog) { self.log = log }
            func navigationController(_ n: UINavigationController, willShow vc: UIViewController, animated: Bool) {
                log.add("delegate.willShow")
            }
            func navigationController(_ n: UINavigationController, didShow vc: UIViewController, animated: Bool) {
                log.add("delegate.didShow")
            }
            func navigationController(
                _ n: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                from fromVC: UIViewController, to toVC: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)? {
                log.add("delegate.animationControllerFor(\(operation.rawValue))")
                return nil
            }
            func navigationController(
                _ n: UINavigationController, interactionControllerFor a: any UIViewControllerAnimatedTransitioning
            )
                -> (any UIViewControllerInteractiveTransitioning)?
            {
                log.add("delegate.interactionControllerFor")
                return nil
            }
        }
        let a = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let delegate = Delegate(log: log)
        navigation.delegate = delegate
        let window = makeWindow(root: navigation)
        log.clear()
        navigation.pushViewController(LoggingViewController("B", log: log), animated: true)
        window.advance(by: 0.35)
        // nil from animationControllerFor means the standard slide, and no interaction controller is asked.
        #expect(
            log.entries == [
                "B.willMove(parent)", "delegate.willShow", "delegate.animationControllerFor(1)",
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
                "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)", "delegate.didShow",
            ])
    }

    @Test("nothing retains a pushed and popped controller once its transitions completed")
    func noRetainAfterTransition() {
        let a = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(root: navigation)
        weak var weakB: LoggingViewController?
        do {
            let b = LoggingViewController("B", log: log)
            weakB = b
            navigation.pushViewController(b, animated: true)
        }
        window.advance(by: 0.35)
        navigation.popViewController(animated: true)
        window.advance(by: 0.4)
        #expect(weakB == nil)
    }
}
