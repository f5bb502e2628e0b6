import InterludeTestSupport
import Testing
@testable import InterludeUIKit

// `hidesBottomBarWhenPushed` (https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed:
// default false; up to iOS 12 the page said "the bottom bar remains hidden until the view
// controller is popped from the stack"). As on iOS, the tab bar leaves with the covered view on a
// push and comes back with the uncovered view on a pop.
@MainActor
@Suite("hidesBottomBarWhenPushed")
struct HidesBottomBarWhenPushedTests {
    private func makeTabs() -> (UIWindow, UITabBarController, UINavigationController, UIViewController) {
        let home = UIViewController()
        let navigation = UINavigationController(rootViewController: home)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let window = makeWindow(root: tabs)
        window.layoutIfNeeded()
        return (window, tabs, navigation, home)
    }

    /// The picture of the bar riding in `view`, if any.
    private func barPicture(in view: UIView) -> UIView? {
        view.subviews.first { $0.frame.height > 0 && $0.frame.maxY == view.bounds.maxY && !$0.isUserInteractionEnabled }
    }

    @Test("a push hides the bar, which slides away with the covered view; the pushed view's safe area loses it")
    func push() throws {
        let (window, tabs, navigation, home) = makeTabs()
        #expect(!UIViewController().hidesBottomBarWhenPushed)
        let barFrame = tabs.tabBar.frame
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        window.advance(by: 0.15)
        #expect(tabs.tabBar.isHidden)
        let picture = try #require(barPicture(in: home.view))
        let onScreen = picture.convert(picture.bounds, to: nil)
        #expect(onScreen.minX < 0, "it moves left with the covered view")
        #expect(onScreen.minY == barFrame.minY && onScreen.size == barFrame.size)
        window.advance(by: 1)
        #expect(tabs.tabBar.isHidden)
        #expect(barPicture(in: home.view) == nil)
        window.layoutIfNeeded()
        #expect(detail.view.safeAreaInsets.bottom == window.safeAreaInsets.bottom, "only the home indicator")
    }

    @Test("a pop brings the bar back with the uncovered view; deeper pushes keep it hidden")
    func popAndDeeperPush() throws {
        let (window, tabs, navigation, home) = makeTabs()
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        #expect(tabs.tabBar.isHidden)
        let deeper = UIViewController()
        navigation.pushViewController(deeper, animated: true)
        window.advance(by: 1)
        #expect(tabs.tabBar.isHidden, "hidden until the controller that hides it is popped")
        navigation.popToRootViewController(animated: true)
        window.advance(by: 0.15)
        let picture = try #require(barPicture(in: home.view))
        #expect(picture.frame.maxY == home.view.bounds.maxY)
        let shown = try #require(home.view.layer.presentation())
        #expect(shown.frame.minX < 0, "it comes in with the uncovered view, still on its way")
        window.advance(by: 1)
        #expect(!tabs.tabBar.isHidden)
        #expect(barPicture(in: home.view) == nil)
    }

    @Test("switching to a tab whose stack hides the bar hides it; switching back shows it")
    func tabSwitch() {
        let (_, tabs, navigation, _) = makeTabs()
        let other = UINavigationController(rootViewController: UIViewController())
        let hidden = UIViewController()
        hidden.hidesBottomBarWhenPushed = true
        other.pushViewController(hidden, animated: false)
        tabs.viewControllers = [navigation, other]
        tabs.selectedIndex = 1
        #expect(tabs.tabBar.isHidden)
        tabs.selectedIndex = 0
        #expect(!tabs.tabBar.isHidden)
    }

    @Test("a bar hidden by the app stays hidden across pushes that do not hide it")
    func appHiddenBar() {
        let (window, tabs, navigation, _) = makeTabs()
        tabs.tabBar.isHidden = true
        navigation.pushViewController(UIViewController(), animated: true)
        window.advance(by: 1)
        navigation.popViewController(animated: true)
        window.advance(by: 1)
        #expect(tabs.tabBar.isHidden)
    }
}
