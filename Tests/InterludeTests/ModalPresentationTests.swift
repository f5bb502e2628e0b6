import Testing
@testable import InterludeUIKit

@MainActor
@Suite("Modal presentation styles, dismissal and the coordinator")
struct ModalPresentationTests {
    let log = CallLog()

    private func home() -> (UIWindow, LoggingViewController) {
        let home = LoggingViewController("Home", log: log)
        let window = makeWindow(root: home)
        log.clear()
        return (window, home)
    }

    @Test("full screen: covers vertically in 0.5 s; the presenter disappears and its view leaves; completion after didAppear")
    func fullScreen() {
        let (window, home) = home()
        let sheet = LoggingViewController("Sheet", log: log)
        sheet.modalPresentationStyle = .fullScreen
        home.present(sheet, animated: true) { self.log.add("completion") }
        window.advance(by: 0.25)
        #expect(abs(shownFrame(sheet.view).minY - 844 * (1 - CubicBezier(0.42, 0, 0.58, 1).solve(0.5))) < 1e-6)
        window.advance(by: 0.25)
        #expect(
            log.entries == [
                "Sheet.viewDidLoad", "Home.viewWillDisappear", "Sheet.viewWillAppear", "Sheet.viewIsAppearing",
                "Home.viewDidDisappear", "Sheet.viewDidAppear", "completion",
            ])
        #expect(home.view.window == nil)
        #expect(sheet.view.frame == window.bounds)
    }

    @Test("over full screen: the presenter stays on screen and gets no appearance calls")
    func overFullScreen() {
        let (window, home) = home()
        let overlay = LoggingViewController("Overlay", log: log)
        overlay.modalPresentationStyle = .overFullScreen
        overlay.modalTransitionStyle = .crossDissolve
        home.present(overlay, animated: true)
        #expect(overlay.transitionCoordinator?.view(forKey: .from) == nil)
        #expect(overlay.transitionCoordinator?.presentationStyle == .overFullScreen)
        window.advance(by: 0.15)
        #expect(abs(overlay.view.layer.presentation()!.opacity - 0.5) < 1e-6)
        window.advance(by: 0.15)
        #expect(home.view.window === window)
        #expect(log.entries(of: "Home").isEmpty)
        home.dismiss(animated: false)
        window.advance(by: 0)
        #expect(overlay.view.window == nil)
        #expect(log.entries(of: "Home").isEmpty)
        expectBalancedAppearance(log.entries)
    }

    @Test("the default style (automatic) is a page sheet: a card 54 pt from the top over the presenter, which stays")
    func automaticIsPageSheet() {
        let (window, home) = home()
        let card = LoggingViewController("Card", log: log)
        #expect(card.modalPresentationStyle == .automatic)
        home.present(card, animated: true)
        window.advance(by: 0.5)
        #expect(card.view.frame == CGRect(x: 0, y: 54, width: 390, height: 790))
        #expect(card.presentationController?.presentationStyle == .pageSheet)
        #expect(home.view.window === window)
        #expect(log.entries(of: "Home").isEmpty)
    }

    @Test("current context: covers the view of the ancestor that defines the context, which is removed")
    func currentContext() {
        let tabs = UITabBarController()
        let first = LoggingViewController("First", log: log), second = LoggingViewController("Second", log: log)
        first.definesPresentationContext = true
        tabs.viewControllers = [first, second]
        let window = makeWindow(root: tabs)
        log.clear()
        let detail = LoggingViewController("Detail", log: log)
        detail.modalPresentationStyle = .currentContext
        first.present(detail, animated: false)
        window.advance(by: 0)
        #expect(detail.presentingViewController === first)
        #expect(first.view.window == nil)
        #expect(tabs.view.window === window)
        #expect(detail.view.window === window)
        #expect(
            log.entries(of: "First").filter { $0.contains("Disappear") } == ["First.viewWillDisappear", "First.viewDidDisappear"])
    }

    @Test("dismissing a lower controller dismisses everything above it; only the top one animates")
    func dismissChain() {
        let (window, home) = home()
        let middle = LoggingViewController("Middle", log: log), top = LoggingViewController("Top", log: log)
        middle.modalPresentationStyle = .fullScreen
        top.modalPresentationStyle = .fullScreen
        home.present(middle, animated: false)
        window.advance(by: 0)
        middle.present(top, animated: false)
        window.advance(by: 0)
        log.clear()
        home.dismiss(animated: true) { self.log.add("completion") }
        window.advance(by: 0.5)
        #expect(home.presentedViewController == nil)
        #expect(middle.presentingViewController == nil && top.presentingViewController == nil)
        #expect(window.subviews == [home.view])
        #expect(
            log.entries == [
                "Top.viewWillDisappear", "Home.viewWillAppear", "Home.viewIsAppearing",
                "Top.viewDidDisappear", "Home.viewDidAppear", "completion",
            ])
    }

    @Test("presenting while already presenting reports UIKit's warning and changes nothing")
    func presentWhilePresenting() {
        let (window, home) = home()
        let first = UIViewController(), second = UIViewController()
        first.modalPresentationStyle = .fullScreen
        home.present(first, animated: false)
        window.advance(by: 0)
        var completed = false
        let messages = capturingDiagnostics { home.present(second, animated: false) { completed = true } }
        window.advance(by: 0)
        #expect(messages.contains { $0.contains("which is already presenting") })
        #expect(home.presentedViewController === first)
        #expect(second.presentingViewController == nil)
        #expect(!completed)
    }

    @Test("dismissing with nothing presented reports it and changes nothing")
    func dismissNothing() {
        let (window, home) = home()
        let messages = capturingDiagnostics { home.dismiss(animated: true) }
        #expect(messages.contains { $0.contains("presents nothing and is not presented") })
        #expect(home.view.window === window)
    }

    @Test("a presentation requested during a push waits and runs after it")
    func presentQueuedBehindPush() {
        let root = LoggingViewController("Root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigation)
        let pushed = LoggingViewController("Pushed", log: log), modal = LoggingViewController("Modal", log: log)
        modal.modalPresentationStyle = .fullScreen
        navigation.pushViewController(pushed, animated: true)
        pushed.present(modal, animated: true)
        #expect(navigation.presentedViewController == nil)
        window.advance(by: 0.35)
        #expect(navigation.presentedViewController === modal)
        window.advance(by: 0.5)
        #expect(navigation.view.window == nil)
        #expect(modal.view.window === window)
        expectBalancedAppearance(log.entries)
    }

    @Test("nothing retains a presented controller once it is dismissed")
    func noRetainAfterDismiss() {
        let (window, home) = home()
        weak var weakSheet: UIViewController?
        do {
            let sheet = UIViewController()
            weakSheet = sheet
            sheet.modalPresentationStyle = .fullScreen
            home.present(sheet, animated: true)
        }
        window.advance(by: 0.5)
        home.dismiss(animated: true)
        window.advance(by: 0.5)
        #expect(weakSheet == nil)
    }

    @Test("alongside animations run with the transition; their completions run before the did-calls")
    func coordinatorAlongside() {
        final class Watcher: LoggingViewController {
            let badge = UIView()
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                transitionCoordinator?.animate(
                    alongsideTransition: { _ in self.badge.alpha = 0 },
                    completion: { context in
                        self.log.add("\(self.name).alongsideCompletion(cancelled: \(context.isCancelled))")
                    })
            }
        }
        let (window, home) = home()
        let watcher = Watcher("Watcher", log: log)
        watcher.modalPresentationStyle = .fullScreen
        watcher.view.addSubview(watcher.badge)
        home.present(watcher, animated: true)
        window.advance(by: 0.25)
        #expect(abs(watcher.badge.layer.presentation()!.opacity - Float(1 - CubicBezier(0.42, 0, 0.58, 1).solve(0.5))) < 1e-5)
        window.advance(by: 0.25)
        #expect(
            log.entries.suffix(3) == [
                "Watcher.alongsideCompletion(cancelled: false)", "Home.viewDidDisappear", "Watcher.viewDidAppear",
            ])
        #expect(watcher.transitionCoordinator == nil)
    }

    @Test("completeTransition twice is reported and ignored; a transition never completed is reported after its duration + 2 s")
    func completionMisuse() {
        final class Careless: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
            var completeTwice = true
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
                guard completeTwice else { return }
                transitionContext.containerView.layer.clock.enqueue {
                    transitionContext.completeTransition(true)
                    transitionContext.completeTransition(true)
                }
            }
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? { self }
        }
        let (window, home) = home()
        let careless = Careless()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .fullScreen
        sheet.transitioningDelegate = careless
        home.present(sheet, animated: true)
        let twice = capturingDiagnostics { window.advance(by: 0) }
        #expect(twice.contains { $0.contains("called again") })
        #expect(home.presentedViewController === sheet)

        let other = UIViewController()
        other.modalPresentationStyle = .fullScreen
        careless.completeTwice = false
        other.transitioningDelegate = careless
        sheet.present(other, animated: true)
        let stuck = capturingDiagnostics { window.advance(by: 2.5) }
        #expect(stuck.contains { $0.contains("Careless did not call completeTransition(_:) within its duration 0.3 s + 2.0 s") })
    }
}
