import Testing
@testable import InterludeUIKit

// UINavigationController's bar-hiding rules, from Apple's pages:
// hidesBarsOnSwipe: "an upward swipe hides the navigation bar and toolbar. A downward swipe shows
// both bars again. If the toolbar does not have any items, it remains visible even after a swipe."
// hidesBarsOnTap: "toggles the hiding and showing of its navigation bar and toolbar in response to
// an otherwise unhandled tap in the content area."
// hidesBarsWhenKeyboardAppears: "the appearance of the keyboard causes the navigation controller
// to hide its navigation bar and toolbar."
// hidesBarsWhenVerticallyCompact: hides both bars "when it transitions to a vertically compact
// environment. Upon returning to a vertically regular environment, the navigation controller
// automatically shows both bars again. In addition, unhandled taps in the content area cause the
// navigation controller to show both bars again."
// barHideOnSwipeGestureRecognizer / barHideOnTapGestureRecognizer: "inactive unless" the property
// is true. All four default to false.
@MainActor
@Suite("UINavigationController hides its bars on swipe, tap, keyboard and compact height")
struct NavigationBarHidingTests {
    /// A navigation controller in a 390 × 844 window whose root shows a long scroll view and a
    /// toolbar with an item.
    private func makeNavigation(toolbarItems: Bool = true) -> (UIWindow, UINavigationController, UIScrollView) {
        let root = UIViewController()
        let scrollView = UIScrollView(frame: .zero)
        scrollView.contentSize = CGSize(width: 390, height: 5000)
        root.view = scrollView
        if toolbarItems { root.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)] }
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let window = makeWindow(root: navigation)
        window.advance(by: 0)
        return (window, navigation, scrollView)
    }

    private func swipe(_ window: UIWindow, from: CGFloat, to: CGFloat) {
        window.sendTouch(.began, at: CGPoint(x: 200, y: from))
        window.dragMove(to: CGPoint(x: 200, y: to), duration: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: to))
        window.advance(by: 0.5)
    }

    @Test("Defaults: every rule off and both recognizers installed but inactive")
    func defaults() {
        let (window, navigation, _) = makeNavigation()
        #expect(!navigation.hidesBarsOnSwipe && !navigation.hidesBarsOnTap)
        #expect(!navigation.hidesBarsWhenKeyboardAppears && !navigation.hidesBarsWhenVerticallyCompact)
        #expect(navigation.barHideOnSwipeGestureRecognizer.view === navigation.view)
        #expect(navigation.barHideOnTapGestureRecognizer.view === navigation.view)
        #expect(!navigation.barHideOnSwipeGestureRecognizer.isEnabled)
        #expect(!navigation.barHideOnTapGestureRecognizer.isEnabled)
        swipe(window, from: 600, to: 300)
        window.tap(at: CGPoint(x: 200, y: 400))
        window.advance(by: 0.5)
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
    }

    @Test("hidesBarsOnSwipe: up hides both bars while the content scrolls, down shows them")
    func swipeRule() {
        let (window, navigation, scrollView) = makeNavigation()
        navigation.hidesBarsOnSwipe = true
        #expect(navigation.barHideOnSwipeGestureRecognizer.isEnabled)
        let before = scrollView.contentOffset.y
        swipe(window, from: 600, to: 300)
        #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden)
        #expect(scrollView.contentOffset.y > before + 200, "the content scrolled too")
        swipe(window, from: 300, to: 600)
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
    }

    @Test("hidesBarsOnSwipe: a short or sideways move changes nothing; a toolbar without items stays")
    func swipeLimits() {
        let (window, navigation, _) = makeNavigation(toolbarItems: false)
        navigation.hidesBarsOnSwipe = true
        swipe(window, from: 600, to: 590)
        #expect(!navigation.isNavigationBarHidden)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 600))
        window.dragMove(to: CGPoint(x: 300, y: 570), duration: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 300, y: 570))
        window.advance(by: 0.5)
        #expect(!navigation.isNavigationBarHidden)
        swipe(window, from: 600, to: 300)
        #expect(navigation.isNavigationBarHidden)
        #expect(!navigation.isToolbarHidden, "no items: the toolbar remains visible")
    }

    @Test("hidesBarsOnTap: a tap in the content toggles both bars; taps on the bars and on controls do not")
    func tapRule() {
        let (window, navigation, scrollView) = makeNavigation()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 300, width: 100, height: 44)
        scrollView.addSubview(button)
        navigation.hidesBarsOnTap = true
        #expect(navigation.barHideOnTapGestureRecognizer.isEnabled)
        window.tap(at: CGPoint(x: 200, y: 47 + 22))
        window.advance(by: 0.5)
        #expect(!navigation.isNavigationBarHidden, "a tap on the navigation bar")
        let buttonCenter = button.convert(CGPoint(x: 50, y: 22), to: window)
        window.tap(at: buttonCenter)
        window.advance(by: 0.5)
        #expect(!navigation.isNavigationBarHidden, "a tap the button handles")
        window.tap(at: CGPoint(x: 300, y: 500))
        window.advance(by: 0.5)
        #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden)
        window.tap(at: CGPoint(x: 300, y: 500))
        window.advance(by: 0.5)
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
    }

    @Test("hidesBarsWhenKeyboardAppears: the keyboard hides the bars; they stay hidden after it, until a tap")
    func keyboardRule() {
        let (window, navigation, scrollView) = makeNavigation()
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 40))
        scrollView.addSubview(field)
        navigation.hidesBarsWhenKeyboardAppears = true
        #expect(field.becomeFirstResponder())
        window.advance(by: 0.5)
        #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden)
        #expect(field.resignFirstResponder())
        window.advance(by: 0.5)
        #expect(navigation.isNavigationBarHidden, "the bars remain hidden when the keyboard goes")
        window.tap(at: CGPoint(x: 300, y: 600))
        window.advance(by: 0.5)
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
        #expect(!navigation.barHideOnTapGestureRecognizer.isEnabled, "nothing more to show")
    }

    @Test("Without hidesBarsWhenKeyboardAppears the keyboard leaves the bars")
    func keyboardRuleOff() {
        let (window, navigation, scrollView) = makeNavigation()
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 40))
        scrollView.addSubview(field)
        #expect(field.becomeFirstResponder())
        window.advance(by: 0.5)
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test("hidesBarsWhenVerticallyCompact: compact height hides the bars, a tap shows them, regular height shows them")
    func compactRule() {
        let (window, navigation, _) = makeNavigation()
        navigation.hidesBarsWhenVerticallyCompact = true
        window.resize(to: CGSize(width: 844, height: 390))
        window.advance(by: 0.5)
        #expect(navigation.traitCollection.verticalSizeClass == .compact)
        #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden)
        window.tap(at: CGPoint(x: 400, y: 200))
        window.advance(by: 0.5)
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden, "an unhandled tap shows them")
        window.resize(to: CGSize(width: 390, height: 844))
        window.advance(by: 0.5)
        window.resize(to: CGSize(width: 844, height: 390))
        window.advance(by: 0.5)
        #expect(navigation.isNavigationBarHidden)
        window.resize(to: CGSize(width: 390, height: 844))
        window.advance(by: 0.5)
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden, "regular again: shown")
    }

    @Test("Without hidesBarsWhenVerticallyCompact a compact height keeps the bars")
    func compactRuleOff() {
        let (window, navigation, _) = makeNavigation()
        window.resize(to: CGSize(width: 844, height: 390))
        window.advance(by: 0.5)
        #expect(!navigation.isNavigationBarHidden)
    }
}
