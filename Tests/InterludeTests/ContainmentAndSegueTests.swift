import Testing
@testable import InterludeUIKit

@MainActor
@Suite("Containment, the window's root, tab selection rules and segues")
struct ContainmentAndSegueTests {
    let log = CallLog()

    @Test("a custom container that does not forward appearance calls them itself with begin/endAppearanceTransition")
    func manualForwarding() {
        final class Container: LoggingViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let container = Container("Container", log: log)
        let child = LoggingViewController("Child", log: log)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let window = makeWindow(root: container)
        #expect(log.entries(of: "Child").filter { $0.contains("ppear") }.isEmpty)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(
            log.entries(of: "Child").filter { $0.contains("ppear") } == [
                "Child.viewWillAppear", "Child.viewIsAppearing", "Child.viewDidAppear",
            ])
        _ = window
    }

    @Test("a forwarding container's child appears with it")
    func automaticForwarding() {
        let container = LoggingViewController("Container", log: log)
        let child = LoggingViewController("Child", log: log)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        _ = makeWindow(root: container)
        #expect(
            log.entries.filter { $0.contains("ppear") } == [
                "Container.viewWillAppear", "Child.viewWillAppear", "Container.viewIsAppearing", "Child.viewIsAppearing",
                "Container.viewDidAppear", "Child.viewDidAppear",
            ])
    }

    @Test("replacing the window's root controller makes the old one disappear and the new one appear")
    func replaceRoot() {
        let first = LoggingViewController("First", log: log), second = LoggingViewController("Second", log: log)
        let window = makeWindow(root: first)
        log.clear()
        window.rootViewController = second
        window.advance(by: 0)
        #expect(
            log.entries.filter { $0.contains("ppear") } == [
                "First.viewWillDisappear", "First.viewDidDisappear", "Second.viewWillAppear", "Second.viewIsAppearing",
                "Second.viewDidAppear",
            ])
        #expect(first.view.window == nil)
        #expect(window.subviews.first === second.view)
    }

    @Test("a tab the delegate refuses is not selected; programmatic selection does not ask the delegate")
    func tabShouldSelect() {
        final class Refusing: NSObject, UITabBarControllerDelegate {
            var asked = 0
            func tabBarController(_ t: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                asked += 1
                return false
            }
        }
        let tabs = UITabBarController()
        let delegate = Refusing()
        tabs.delegate = delegate
        let first = UIViewController(), second = UIViewController()
        tabs.viewControllers = [first, second]
        let window = makeWindow(root: tabs)
        // The second tab's item: the bar's top 49 points, above the 34-point home indicator.
        window.tap(at: CGPoint(x: 300, y: 844 - 34 - 20))
        window.advance(by: 0)
        #expect(tabs.selectedViewController === first)
        #expect(delegate.asked == 1)
        tabs.selectedIndex = 1
        window.advance(by: 0)
        #expect(tabs.selectedViewController === second)
        #expect(delegate.asked == 1)
    }

    @Test("setViewControllers with a new top animates as a push; the old controllers leave the parent after")
    func setViewControllersAnimated() {
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log),
            c = LoggingViewController("C", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let recorder = RecordingAnimator()
        navigation.delegate = recorder
        let window = makeWindow(root: navigation)
        log.clear()
        navigation.setViewControllers([b, c], animated: true)
        #expect(navigation.viewControllers == [b, c])
        window.advance(by: 0.4)
        #expect(a.parent == nil)
        #expect(navigation.children == [b, c])
        #expect(log.entries(of: "B").filter { $0.contains("ppear") }.isEmpty)
        #expect(log.entries(of: "A").contains("A.didMove(nil)"))
        expectBalancedAppearance(log.entries)
    }

    @Test("over-current-context keeps the context's view and sends it nothing")
    func overCurrentContext() {
        let context = LoggingViewController("Context", log: log)
        context.definesPresentationContext = true
        let window = makeWindow(root: context)
        log.clear()
        let overlay = LoggingViewController("Overlay", log: log)
        overlay.modalPresentationStyle = .overCurrentContext
        context.present(overlay, animated: true)
        window.advance(by: 0.5)
        #expect(context.view.window === window)
        #expect(log.entries(of: "Context").isEmpty)
        #expect(overlay.presentationController?.containerView?.frame == context.view.frame)
    }

    @Test(
        "performSegue: makes the destination, calls prepare(for:sender:) before performing; show pushes inside a navigation controller"
    )
    func showSegue() {
        final class Source: LoggingViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                log.add("prepare(\(segue.identifier ?? "")) destination loaded: \(segue.destination.isViewLoaded)")
            }
        }
        let source = Source("Source", log: log)
        let navigation = UINavigationController(rootViewController: source)
        let window = makeWindow(root: navigation)
        source.registerSegue(withIdentifier: "detail", kind: .show) { LoggingViewController("Detail", log: self.log) }
        log.clear()
        source.performSegue(withIdentifier: "detail", sender: nil)
        #expect(log.entries.first == "prepare(detail) destination loaded: false")
        window.advance(by: 0.4)
        #expect((navigation.topViewController as? LoggingViewController)?.name == "Detail")
    }

    @Test("a modal segue presents; a custom segue subclass performs its own way")
    func modalAndCustomSegues() {
        final class CrossfadeSegue: UIStoryboardSegue {
            override func perform() {
                destination.modalTransitionStyle = .crossDissolve
                destination.modalPresentationStyle = .overFullScreen
                source.present(destination, animated: true)
            }
        }
        let source = LoggingViewController("Source", log: log)
        let window = makeWindow(root: source)
        source.registerSegue(withIdentifier: "modal", kind: .presentModally) { UIViewController() }
        source.registerSegue(withIdentifier: "fade", kind: .custom(CrossfadeSegue.self)) { UIViewController() }
        source.performSegue(withIdentifier: "modal", sender: nil)
        window.advance(by: 0.5)
        #expect(source.presentedViewController?.modalPresentationStyle == .automatic)
        source.dismiss(animated: false)
        window.advance(by: 0)
        source.performSegue(withIdentifier: "fade", sender: nil)
        #expect(source.presentedViewController?.modalTransitionStyle == .crossDissolve)
        window.advance(by: 0.3)
        #expect(source.presentedViewController?.view.window === window)
    }
}
