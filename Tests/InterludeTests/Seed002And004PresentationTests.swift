import Testing
@testable import InterludeUIKit

// Seed 002 ("深入学习iOS7自定义导航转场动画"): present scales the new controller up from 0,
// dismiss shrinks it to 0.

@MainActor
@Suite("Seeds 002 and 004: scale present and the drop-down popover")
struct Seed002And004PresentationTests {
    let log = CallLog()

    @Test("seed 002: present scales up from 0 over 0.4 s, dismiss shrinks to 0 and restores the presenter")
    func scalePresentDismiss() {
        let home = LoggingViewController("Home", log: log)
        let window = makeWindow(root: home)
        let detail = LoggingViewController("Detail", log: log)
        let transitions = ScaleAnimationController()
        detail.transitioningDelegate = transitions
        detail.modalPresentationStyle = .fullScreen
        var completed = false
        home.present(detail, animated: true) {
            completed = true; self.log.add("completion")
        }
        window.advance(by: 0.2)
        let half = CubicBezier(0.42, 0, 0.58, 1).solve(0.5)
        #expect(abs(detail.view.layer.presentation()!.affineTransform().a - half) < 1e-6)
        #expect(!completed)
        window.advance(by: 0.2)
        #expect(completed)
        #expect(log.entries.suffix(3) == ["Home.viewDidDisappear", "Detail.viewDidAppear", "completion"])
        #expect(home.view.window == nil)
        #expect(home.presentedViewController === detail)
        #expect(detail.presentingViewController === home)

        log.clear()
        home.dismiss(animated: true) { self.log.add("dismissed") }
        #expect(home.view.superview === detail.view.superview)
        window.advance(by: 0.2)
        #expect(abs(detail.view.layer.presentation()!.affineTransform().a - (1 - half)) < 1e-6)
        window.advance(by: 0.2)
        #expect(
            log.entries == [
                "Detail.viewWillDisappear", "Home.viewWillAppear", "Home.viewIsAppearing",
                "Detail.viewDidDisappear", "Home.viewDidAppear", "dismissed",
            ])
        #expect(home.view.superview === window)
        #expect(detail.view.window == nil)
        #expect(home.presentedViewController == nil)
        #expect(window.subviews == [home.view])
    }

    @Test("seed 004: the menu grows from its top edge inside presentFrame over a cover; the presenter stays without callbacks")
    func dropDownPresent() {
        let home = LoggingViewController("Home", log: log)
        let window = makeWindow(root: home)
        let menu = LoggingViewController("Menu", log: log)
        let customModal = CustomModalUpDown()
        customModal.presentFrame = CGRect(x: 100, y: 56, width: 150, height: 300)
        menu.transitioningDelegate = customModal
        menu.modalPresentationStyle = .custom
        log.clear()
        home.present(menu, animated: true, completion: nil)
        window.advance(by: 0.25)
        let grown = CubicBezier(0.42, 0, 0.58, 1).solve(0.5)
        let frame = shownFrame(menu.view)
        #expect(abs(frame.minY - 56) < 1e-6)
        #expect(abs(frame.height - 300 * grown) < 1e-6)
        #expect(abs(frame.minX - 100) < 1e-6)
        window.advance(by: 0.25)
        #expect(shownFrame(menu.view) == CGRect(x: 100, y: 56, width: 150, height: 300))
        #expect(home.view.window === window)
        #expect(log.entries(of: "Home").isEmpty)
        let container = menu.presentationController!.containerView!
        #expect(container.subviews.count == 2)
        #expect(container.subviews.last === menu.view)
    }

    @Test("seed 004: tapping the cover dismisses the menu and removes the container")
    func coverTapDismisses() {
        let home = LoggingViewController("Home", log: log)
        let window = makeWindow(root: home)
        let menu = LoggingViewController("Menu", log: log)
        let customModal = CustomModalUpDown()
        menu.transitioningDelegate = customModal
        menu.modalPresentationStyle = .custom
        log.clear()
        home.present(menu, animated: true, completion: nil)
        window.advance(by: 0.5)
        let container = menu.presentationController!.containerView!
        window.tap(at: CGPoint(x: 20, y: 700))
        window.advance(by: 0.25)
        #expect(abs(shownFrame(menu.view).height - 300 * (1 - CubicBezier(0.42, 0, 0.58, 1).solve(0.5))) < 1e-3)
        window.advance(by: 0.3)
        #expect(home.presentedViewController == nil)
        #expect(menu.view.window == nil)
        #expect(container.superview == nil)
        #expect(window.subviews == [home.view])
        #expect(log.entries(of: "Home").isEmpty)
        expectBalancedAppearance(log.entries)
    }
}
