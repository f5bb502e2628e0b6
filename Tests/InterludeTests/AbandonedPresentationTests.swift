import Testing
@testable import InterludeUIKit

// A presented controller and its presentation controller refer to each other; only a dismissal
// used to break that pair. When the controller hosting a presentation left the hierarchy without
// one (a context host popped, a tab removed, the window's root replaced), the presented
// controllers — navigation controllers with their whole stacks — stayed alive, and a
// current-context container stayed in the window under the next page.

@MainActor
@Suite("Presentations end with the controller hosting them")
struct AbandonedPresentationTests {
    let log = CallLog()

    /// Weak references to controllers, to check they were freed.
    struct Freed {
        private var entries: [(name: String, reference: () -> UIViewController?)] = []
        mutating func watch(_ controller: UIViewController, _ name: String) {
            entries.append((name, { [weak controller] in controller }))
        }
        var alive: [String] { entries.filter { $0.reference() != nil }.map(\.name) }
    }

    @Test(
        "a popped context host takes its presentations along: freed with their stacks, views out of the window, disappearance sent"
    )
    func poppedContextHost() {
        let root = LoggingViewController("Root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigation)
        var freed = Freed()
        do {
            let host = LoggingViewController("Host", log: log)
            host.definesPresentationContext = true
            navigation.pushViewController(host, animated: false)
            window.advance(by: 0)
            let sheetRoot = LoggingViewController("SheetRoot", log: log), sheetPage = LoggingViewController("SheetPage", log: log)
            let sheet = UINavigationController(rootViewController: sheetRoot)
            sheet.modalPresentationStyle = .overCurrentContext
            host.present(sheet, animated: false)
            window.advance(by: 0)
            sheet.pushViewController(sheetPage, animated: false)
            window.advance(by: 0)
            // The sheet presents over full screen; that one is pushed onto while its dismissal is requested.
            let cover = UINavigationController(rootViewController: LoggingViewController("CoverRoot", log: log))
            cover.modalPresentationStyle = .overFullScreen
            sheetPage.present(cover, animated: true)
            window.advance(by: 0.5)
            #expect(sheet.presentedViewController === cover)
            log.clear()
            navigation.popViewController(animated: true)
            cover.dismiss(animated: true)
            cover.pushViewController(LoggingViewController("CoverPage", log: log), animated: true)
            for (controller, name) in [
                (host, "Host"), (sheet, "Sheet"), (sheetRoot, "SheetRoot"), (sheetPage, "SheetPage"), (cover, "Cover"),
            ] as [(UIViewController, String)] {
                freed.watch(controller, name)
            }
            for controller in cover.viewControllers {
                freed.watch(controller, "Cover's \((controller as? LoggingViewController)?.name ?? "?")")
            }
        }
        window.advance(by: 2)
        #expect(freed.alive == [])
        #expect(window.subviews == [navigation.view])
        #expect(navigation.viewControllers == [root])
        #expect(root.view.window === window)
        // The cover's queued dismissal runs after the pop; the sheet goes with its host.
        #expect(log.entries(of: "SheetPage") == ["SheetPage.viewWillDisappear", "SheetPage.viewDidDisappear"])
        expectBalancedAppearance(log.entries)
    }

    @Test("a dismissed navigation controller takes along what its children present over their context")
    func dismissedContainerOfContextHost() {
        let home = LoggingViewController("Home", log: log)
        let window = makeWindow(root: home)
        var freed = Freed()
        do {
            let host = LoggingViewController("Host", log: log)
            host.definesPresentationContext = true
            let navigation = UINavigationController(rootViewController: host)
            navigation.modalPresentationStyle = .overFullScreen
            home.present(navigation, animated: false)
            window.advance(by: 0)
            let sheet = UINavigationController(rootViewController: LoggingViewController("SheetRoot", log: log))
            sheet.modalPresentationStyle = .overCurrentContext
            host.present(sheet, animated: false)
            window.advance(by: 0)
            #expect(navigation.presentedViewController == nil)
            log.clear()
            home.dismiss(animated: true)
            for (controller, name) in [(host, "Host"), (navigation, "Navigation"), (sheet, "Sheet")]
                as [(UIViewController, String)]
            {
                freed.watch(controller, name)
            }
        }
        window.advance(by: 1)
        #expect(freed.alive == [])
        #expect(window.subviews == [home.view])
        #expect(
            log.entries == [
                "Host.viewWillDisappear", "SheetRoot.viewWillDisappear", "SheetRoot.viewDidDisappear", "Host.viewDidDisappear",
            ])
    }

    @Test("a removed tab takes the presentations it hosts along")
    func removedTab() {
        let tabs = UITabBarController()
        let first = LoggingViewController("First", log: log)
        let window: UIWindow
        var freed = Freed()
        do {
            let host = LoggingViewController("Host", log: log)
            host.definesPresentationContext = true
            let hostNavigation = UINavigationController(rootViewController: host)
            tabs.viewControllers = [hostNavigation, first]
            window = makeWindow(root: tabs)
            let sheet = UINavigationController(rootViewController: LoggingViewController("SheetRoot", log: log))
            sheet.modalPresentationStyle = .currentContext
            host.present(sheet, animated: false)
            window.advance(by: 0)
            #expect(sheet.view.window === window)
            log.clear()
            tabs.setViewControllers([first], animated: false)
            for (controller, name) in [(host, "Host"), (hostNavigation, "HostNavigation"), (sheet, "Sheet")]
                as [(UIViewController, String)]
            {
                freed.watch(controller, name)
            }
        }
        window.advance(by: 1)
        #expect(freed.alive == [])
        #expect(log.entries(of: "SheetRoot") == ["SheetRoot.viewWillDisappear", "SheetRoot.viewDidDisappear"])
        #expect(first.view.window === window)
        expectBalancedAppearance(log.entries)
    }

    @Test("a replaced root takes its full-screen presentation along: freed, its container out of the window")
    func replacedRoot() {
        let window: UIWindow
        var freed = Freed()
        do {
            let home = LoggingViewController("Home", log: log)
            window = makeWindow(root: home)
            let cover = UINavigationController(rootViewController: LoggingViewController("CoverRoot", log: log))
            cover.modalPresentationStyle = .overFullScreen
            home.present(cover, animated: false)
            window.advance(by: 0)
            log.clear()
            window.rootViewController = LoggingViewController("Next", log: log)
            freed.watch(home, "Home")
            freed.watch(cover, "Cover")
        }
        window.advance(by: 1)
        #expect(freed.alive == [])
        #expect(window.subviews == [window.rootViewController!.view])
        #expect(
            log.entries == [
                "CoverRoot.viewWillDisappear", "CoverRoot.viewDidDisappear", "Home.viewWillDisappear", "Home.viewDidDisappear",
                "Next.viewDidLoad", "Next.viewWillAppear", "Next.viewIsAppearing", "Next.viewDidAppear",
            ])
    }
}
