import InterludeTestSupport
import Testing
@testable import InterludeUIKit

// Extended layout (https://developer.apple.com/documentation/uikit/uiviewcontroller/edgesforextendedlayout:
// default `.all`; .../extendedlayoutincludesopaquebars: default false; .../uinavigationbar/istranslucent:
// default true, and a translucent bar is where content shows underneath; .../uinavigationbar/bartintcolor:
// "made translucent by default unless you set the isTranslucent property to false").
@MainActor
@Suite("Extended layout under bars")
struct ExtendedLayoutTests {
    private func navigation(root: UIViewController) -> (UIWindow, UINavigationController) {
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigation)
        return (window, navigation)
    }

    @Test("by default a child's view runs under the translucent bar and its safe area starts below it")
    func defaults() {
        let root = UIViewController()
        #expect(root.edgesForExtendedLayout == .all && !root.extendedLayoutIncludesOpaqueBars)
        let (window, navigation) = navigation(root: root)
        #expect(navigation.navigationBar.isTranslucent && navigation.navigationBar.barTintColor == nil)
        window.layoutIfNeeded()
        #expect(root.view.frame == navigation.view.bounds)
        #expect(root.view.safeAreaInsets.top == navigation.navigationBar.frame.maxY)
    }

    @Test("without .top the view starts at the bar's bottom edge, with no top safe-area inset")
    func withoutTop() {
        let root = UIViewController()
        root.edgesForExtendedLayout = []
        let (window, navigation) = navigation(root: root)
        window.layoutIfNeeded()
        let barBottom = navigation.navigationBar.frame.maxY
        #expect(barBottom > 44)
        #expect(root.view.frame == CGRect(x: 0, y: barBottom, width: 390, height: 844 - barBottom))
        #expect(root.view.safeAreaInsets.top == 0)
        root.edgesForExtendedLayout = .all
        #expect(root.view.frame == navigation.view.bounds, "changing it moves the view at once")
    }

    @Test("an opaque bar stops the view unless it includes opaque bars; a hidden bar never does")
    func opaqueBar() {
        let root = UIViewController()
        let (window, navigation) = navigation(root: root)
        window.layoutIfNeeded()
        navigation.navigationBar.isTranslucent = false
        let barBottom = navigation.navigationBar.frame.maxY
        #expect(root.view.frame.minY == barBottom)
        root.extendedLayoutIncludesOpaqueBars = true
        #expect(root.view.frame.minY == 0)
        root.extendedLayoutIncludesOpaqueBars = false
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(root.view.frame.minY == 0)
    }

    @Test("a push slides the new view in at its own frame; a pop restores the old one's")
    func pushAndPop() {
        let root = UIViewController()
        let (window, navigation) = navigation(root: root)
        window.layoutIfNeeded()
        let barBottom = navigation.navigationBar.frame.maxY
        let detail = UIViewController()
        detail.edgesForExtendedLayout = []
        navigation.pushViewController(detail, animated: true)
        window.advance(by: 0.1)
        #expect(detail.view.frame.minY == barBottom, "mid-push")
        #expect(root.view.frame.minY == 0)
        window.advance(by: 1)
        #expect(detail.view.frame == CGRect(x: 0, y: barBottom, width: 390, height: 844 - barBottom))
        navigation.popViewController(animated: true)
        window.advance(by: 1)
        #expect(root.view.frame == navigation.view.bounds)
    }

    @Test("in a tab bar controller, a child without .bottom ends at the tab bar's top edge")
    func tabBar() {
        let first = UIViewController()
        first.edgesForExtendedLayout = .top
        let tabs = UITabBarController()
        tabs.viewControllers = [first]
        let window = makeWindow(root: tabs)
        window.layoutIfNeeded()
        #expect(first.view.frame.maxY == tabs.tabBar.frame.minY)
        #expect(first.view.safeAreaInsets.bottom == 0)
        first.edgesForExtendedLayout = .all
        #expect(first.view.frame == tabs.view.bounds)
    }
}
