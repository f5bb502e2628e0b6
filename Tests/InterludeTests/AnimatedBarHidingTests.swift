import InterludeTestSupport
import Testing
@testable import InterludeUIKit

// Animated `setNavigationBarHidden(_:animated:)` and `setToolbarHidden(_:animated:)`. Apple's pages
// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:)
// and .../settoolbarhidden(_:animated:)): "Specify true if you want to animate the change in
// visibility"; `hideShowBarDuration` is "the duration when animating the navigation bar", a
// constant (its value, 0.33 s, is Interlude's choice: Decisions.md). As on iOS, the hidden state
// reads the new value at once, the bar slides (the navigation bar up out of the view, the toolbar
// down), and the children's safe areas change at the start while their layout moves with the bar.
@MainActor
@Suite("Animated bar hiding")
struct AnimatedBarHidingTests {
    private final class Child: UIViewController {
        var safeAreaChanges = 0
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            safeAreaChanges += 1
        }
    }

    /// A navigation controller in a 390 × 844 window with a toolbar shown; the child's view
    /// stops at the bars (so its frame follows them).
    private func makeNavigation() -> (UIWindow, UINavigationController, Child) {
        let child = Child()
        child.edgesForExtendedLayout = []
        child.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: child)
        navigation.isToolbarHidden = false
        let window = makeWindow(root: navigation)
        window.advance(by: 0)
        window.layoutIfNeeded()
        return (window, navigation, child)
    }

    private func presentedFrame(_ view: UIView) -> CGRect { view.layer.presentation()?.frame ?? view.frame }

    @Test("hideShowBarDuration is a constant 0.33 seconds")
    func duration() {
        #expect(UINavigationController.hideShowBarDuration == 0.33)
    }

    @Test("an animated hide slides the bar up out of the view; the safe area changes at the start")
    func hideNavigationBar() {
        let (window, navigation, child) = makeNavigation()
        let shown = navigation.navigationBar.frame
        let statusBar = window.safeAreaInsets.top
        #expect(shown.minY == statusBar && child.view.safeAreaInsets.top == 0)
        let changes = child.safeAreaChanges
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden, "reads the new value at once")
        #expect(!navigation.navigationBar.isHidden, "still on screen while it slides")
        #expect(navigation.navigationBar.frame.maxY <= 0, "its place at the end: above the view")
        #expect(child.safeAreaChanges == changes + 1, "the safe area changed at the start, once")
        #expect(child.view.frame.minY == 0, "a hidden bar does not stop the child: it reaches the top")
        #expect(child.view.safeAreaInsets.top == statusBar)
        window.advance(by: 0)
        window.advance(by: UINavigationController.hideShowBarDuration / 2)
        let middle = presentedFrame(navigation.navigationBar)
        #expect(middle.minY < shown.minY - 10 && middle.minY > -shown.height + 10, "half way up: \(middle)")
        let childMiddle = presentedFrame(child.view)
        #expect(childMiddle.minY > 10 && childMiddle.minY < shown.maxY - 10, "the child follows: \(childMiddle)")
        window.advance(by: UINavigationController.hideShowBarDuration / 2 + 0.05)
        #expect(navigation.navigationBar.isHidden, "hidden once out")
        #expect(child.safeAreaChanges == changes + 1)
        #expect(presentedFrame(child.view).minY == 0)
    }

    @Test("an animated show slides the bar down from above the view into its place")
    func showNavigationBar() {
        let (window, navigation, child) = makeNavigation()
        let shown = navigation.navigationBar.frame
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.isHidden)
        navigation.setNavigationBarHidden(false, animated: true)
        #expect(!navigation.isNavigationBarHidden && !navigation.navigationBar.isHidden)
        #expect(navigation.navigationBar.frame == shown)
        #expect(child.view.frame.minY == shown.maxY, "the layout is at its end state at once")
        window.advance(by: 0)
        let start = presentedFrame(navigation.navigationBar)
        #expect(start.maxY <= shown.height / 4, "starts above the view: \(start)")
        window.advance(by: UINavigationController.hideShowBarDuration / 2)
        let middle = presentedFrame(navigation.navigationBar)
        #expect(middle.minY > start.minY + 10 && middle.minY < shown.minY - 10, "half way down: \(middle)")
        window.advance(by: 1)
        #expect(presentedFrame(navigation.navigationBar) == shown)
    }

    @Test("an animated toolbar hide slides it down out of the view; the bottom safe area changes at the start")
    func hideToolbar() {
        let (window, navigation, child) = makeNavigation()
        let toolbar = navigation.toolbar!
        let shown = toolbar.frame
        #expect(shown.maxY == 844)
        navigation.setToolbarHidden(true, animated: true)
        #expect(navigation.isToolbarHidden && !toolbar.isHidden)
        #expect(toolbar.frame.minY >= 844, "its place at the end: below the view")
        #expect(child.view.frame.maxY == 844 && child.view.safeAreaInsets.bottom == window.safeAreaInsets.bottom)
        window.advance(by: 0)
        window.advance(by: UINavigationController.hideShowBarDuration / 2)
        let middle = presentedFrame(toolbar)
        #expect(middle.minY > shown.minY + 10 && middle.minY < 844 - 10, "half way down: \(middle)")
        window.advance(by: 1)
        #expect(toolbar.isHidden)
        navigation.setToolbarHidden(false, animated: true)
        #expect(!toolbar.isHidden && toolbar.frame == shown)
        window.advance(by: 0)
        #expect(presentedFrame(toolbar).minY >= 844 - 1, "comes back from below the view")
        window.advance(by: 1)
        #expect(presentedFrame(toolbar) == shown)
    }

    @Test("showing the bar again during its slide out turns it around; it never hides")
    func reversal() {
        let (window, navigation, _) = makeNavigation()
        let shown = navigation.navigationBar.frame
        navigation.setNavigationBarHidden(true, animated: true)
        window.advance(by: 0)
        window.advance(by: 0.1)
        navigation.setNavigationBarHidden(false, animated: true)
        #expect(!navigation.isNavigationBarHidden)
        window.advance(by: 0.3)
        #expect(!navigation.navigationBar.isHidden, "the first slide's end does not hide it")
        window.advance(by: 1)
        #expect(!navigation.navigationBar.isHidden && presentedFrame(navigation.navigationBar) == shown)
    }

    @Test("without a window, or not animated, the change is immediate")
    func immediate() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.loadViewIfNeeded()
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
        navigation.setToolbarHidden(false, animated: true)
        #expect(!navigation.toolbar.isHidden)
    }
}
