import InterludeRender
import InterludeTestSupport
import Testing
@testable import InterludeUIKit

// The navigation controller's toolbar during pushes and pops. Apple's pages say which controller
// decides (https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed:
// "The value of this property on the topmost view controller determines whether the toolbar is
// visible"; .../uinavigationcontroller/settoolbarhidden(_:animated:)), not how the bar moves; as
// iOS shows it, and as the tab bar does here, the toolbar leaves with the view that goes and
// arrives with the view that comes, following the transition's progress.
@MainActor
@Suite("The toolbar in pushes and pops")
struct ToolbarPushPopTests {
    /// A controller that shows or hides the toolbar, animated, when it is about to appear.
    final class ToolbarController: UIViewController {
        let showsToolbar: Bool
        init(showsToolbar: Bool) {
            self.showsToolbar = showsToolbar
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { return nil }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.setToolbarHidden(!showsToolbar, animated: animated)
        }
    }

    private func titled(_ title: String) -> UIBarButtonItem {
        UIBarButtonItem(title: title, style: .plain, target: nil, action: nil)
    }

    /// A navigation controller showing `root` with its toolbar shown (or hidden) in a window.
    private func makeNavigation(
        root: UIViewController = UIViewController(), toolbarHidden: Bool = false
    ) -> (UIWindow, UINavigationController, UIViewController) {
        root.toolbarItems = [titled("Share")]
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = toolbarHidden
        let window = makeWindow(root: navigation)
        window.layoutIfNeeded()
        return (window, navigation, root)
    }

    /// The picture of the toolbar riding in `view` (a plain controller's view has no other subviews).
    private func picture(in view: UIView) -> UIView? {
        view.subviews.first { !$0.isUserInteractionEnabled }
    }

    @Test("a push to a controller that hides the bottom bar: the toolbar leaves with the covered view")
    func pushHidingController() throws {
        let (window, navigation, root) = makeNavigation()
        let barFrame = navigation.toolbar.frame
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.toolbar.isHidden && !navigation.isToolbarHidden, "the real bar is hidden at once")
        window.advance(by: 0.15)
        let riding = try #require(picture(in: root.view))
        #expect(riding.frame == barFrame, "where the bar was, in the covered view")
        let covered = shownFrame(root.view).minX
        #expect(covered < 0 && covered > root.view.frame.minX, "it moves left with the covered view: \(covered)")
        #expect(navigation.toolbar.layer.animationKeys()?.isEmpty ?? true, "no slide of the real bar")
        window.advance(by: 1)
        #expect(picture(in: root.view) == nil)
        window.layoutIfNeeded()
        #expect(detail.view.safeAreaInsets.bottom == 34, "only the home indicator")
    }

    @Test("a pop back from that controller: the toolbar arrives with the uncovered view, shown but invisible meanwhile")
    func popBackToToolbar() throws {
        let (window, navigation, root) = makeNavigation()
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        window.advance(by: 0)
        navigation.popViewController(animated: true)
        #expect(!navigation.toolbar.isHidden && navigation.toolbar.alpha == 0)
        window.advance(by: 0.15)
        let riding = try #require(picture(in: root.view))
        #expect(riding.frame.maxY == root.view.bounds.maxY && riding.frame.height == navigation.toolbar.frame.height)
        #expect(shownFrame(root.view).minX < 0, "still on its way in")
        window.layoutIfNeeded()
        #expect(root.view.safeAreaInsets.bottom == 78, "the safe area has the toolbar from the start")
        window.advance(by: 1)
        #expect(picture(in: root.view) == nil)
        #expect(!navigation.toolbar.isHidden && navigation.toolbar.alpha == 1)
    }

    @Test("setToolbarHidden(_:animated: true) in viewWillAppear: the toolbar comes with the pushed view and goes with it")
    func showInWillAppear() throws {
        let (window, navigation, _) = makeNavigation(root: ToolbarController(showsToolbar: false), toolbarHidden: true)
        let detail = ToolbarController(showsToolbar: true)
        detail.toolbarItems = [titled("Reply")]
        navigation.pushViewController(detail, animated: true)
        #expect(!navigation.isToolbarHidden && !navigation.toolbar.isHidden)
        #expect(navigation.toolbar.layer.animationKeys()?.isEmpty ?? true, "no vertical slide")
        window.advance(by: 0.15)
        let riding = try #require(picture(in: detail.view))
        #expect(riding.frame.maxY == detail.view.bounds.maxY)
        #expect(shownFrame(detail.view).minX > 0, "it comes in from the right with the pushed view")
        #expect(navigation.toolbar.alpha == 0)
        window.advance(by: 1)
        #expect(picture(in: detail.view) == nil && navigation.toolbar.alpha == 1)
        navigation.popViewController(animated: true)
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden)
        window.advance(by: 0.15)
        #expect(picture(in: detail.view) != nil, "it goes with the popped view")
        window.advance(by: 1)
        #expect(picture(in: detail.view) == nil)
    }

    @Test("an edge-swipe pop that is cancelled puts the toolbar back")
    func cancelledInteractivePop() {
        let (window, navigation, root) = makeNavigation(root: ToolbarController(showsToolbar: false), toolbarHidden: true)
        let detail = ToolbarController(showsToolbar: true)
        detail.toolbarItems = [titled("Reply")]
        navigation.pushViewController(detail, animated: false)
        window.advance(by: 0)
        #expect(!navigation.isToolbarHidden && !navigation.toolbar.isHidden)
        window.sendTouch(.began, at: CGPoint(x: 2, y: 400))
        window.dragMove(to: CGPoint(x: 80, y: 400), duration: 0.2)
        #expect(navigation.isToolbarHidden, "the root controller hid it in viewWillAppear")
        #expect(picture(in: detail.view) != nil, "the toolbar's picture rides in the popped view")
        #expect(shownFrame(detail.view).minX > 0, "which follows the finger")
        window.advance(by: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 80, y: 400))
        window.advance(by: 0.5)
        #expect(navigation.viewControllers == [root, detail])
        #expect(!navigation.isToolbarHidden && !navigation.toolbar.isHidden && navigation.toolbar.alpha == 1)
        #expect(picture(in: detail.view) == nil)
    }

    @Test("Pixels: mid-pop, the toolbar shows under the uncovered view only, not under the leaving one")
    func pixels() {
        let root = UIViewController()
        root.view.backgroundColor = .systemGreen
        let (window, navigation, _) = makeNavigation(root: root)
        let blue = UIToolbarAppearance()
        blue.configureWithOpaqueBackground()
        blue.backgroundColor = .systemBlue
        navigation.toolbar.standardAppearance = blue
        navigation.toolbar.scrollEdgeAppearance = blue
        let detail = UIViewController()
        detail.view.backgroundColor = .white
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        window.advance(by: 0)
        navigation.popViewController(animated: true)
        let duration = NavigationSlideAnimator(operation: .pop).transitionDuration(using: nil)
        window.advance(by: duration / 2)
        let frame = window.renderFrame(scale: 1)
        let left = frame.pixel(x: 20, y: 790), right = frame.pixel(x: 370, y: 790)
        // The uncovered view may be dimmed while it comes back: compare channels, not exact values.
        #expect(left.b > 120 && left.r < 60, "the toolbar's picture in the uncovered view: \(left)")
        #expect(right.r > 200 && right.g > 200 && right.b > 200, "the leaving view, no toolbar over it: \(right)")
    }

    @Test("not animated, the toolbar changes at once with no picture")
    func notAnimated() {
        let (window, navigation, root) = makeNavigation()
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.toolbar.isHidden)
        #expect(picture(in: root.view) == nil && picture(in: detail.view) == nil)
        window.advance(by: 1)
        navigation.popViewController(animated: false)
        #expect(!navigation.toolbar.isHidden && navigation.toolbar.alpha == 1)
    }

    @Test("in a tab bar controller both bars leave with the covered view, the toolbar's picture under the tab bar's")
    func withTabBar() throws {
        let root = UIViewController()
        root.toolbarItems = [titled("Share")]
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let window = makeWindow(root: tabs)
        window.layoutIfNeeded()
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        window.advance(by: 0.15)
        let pictures = root.view.subviews.filter { !$0.isUserInteractionEnabled }
        #expect(pictures.count == 2)
        #expect(pictures.first?.frame.minY ?? 0 < pictures.last?.frame.minY ?? 0, "toolbar first (under), tab bar over it")
        window.advance(by: 1)
        navigation.popViewController(animated: true)
        window.advance(by: 0.15)
        let back = root.view.subviews.filter { !$0.isUserInteractionEnabled }
        #expect(back.count == 2)
        if back.count == 2 {
            expectClose(back[0].frame.minY, back[1].frame.minY - UIToolbar.height, "the toolbar sits on the tab bar")
        }
        window.advance(by: 1)
        #expect(root.view.subviews.isEmpty)
        #expect(!navigation.toolbar.isHidden && !tabs.tabBar.isHidden)
    }
}
