import Testing
@testable import InterludeUIKit

// UINavigationBar and UISearchBar as UIBarPositioning. Apple's pages:
// UIBarPositioningDelegate.position(for:) "Asks the delegate for the position of the specified bar
// in its new window" and "Delegates for the UINavigationBar and UISearchBar classes return the
// value UIBarPosition.top by default. The delegate of the UIToolbar class returns the value
// UIBarPosition.bottom by default"; UIBarPosition.topAttached "Bars with this position draw their
// background extended upwards, allowing their background content to show through the status
// bar"; UIBarPosition.bottom "any shadow would be drawn above the bar"; UIBarPositioningDelegate:
// "The UINavigationBarDelegate, UISearchBarDelegate, and UIToolbarDelegate protocols extend this
// protocol".
@MainActor
@Suite("Navigation and search bar positions")
struct BarPositioningTests {
    private final class Answering: NSObject, UINavigationBarDelegate, UISearchBarDelegate {
        var asked = 0
        var answer = UIBarPosition.topAttached
        func position(for bar: any UIBarPositioning) -> UIBarPosition {
            asked += 1
            return answer
        }
    }

    /// A delegate of all three kinds of bar that leaves `position(for:)` to the defaults.
    private final class Silent: NSObject, UINavigationBarDelegate, UISearchBarDelegate, UIToolbarDelegate {}

    /// The navigation bar's hairline shadow, in the bar's coordinates.
    private func shadowFrame(_ bar: UINavigationBar) -> CGRect {
        bar.layoutIfNeeded()
        bar.background.layoutIfNeeded()
        let shadow = bar.background.subviews.last!
        return shadow.convert(shadow.bounds, to: bar)
    }

    @Test("a navigation bar's delegate is asked when the bar moves to a window; without an answer the bar is at the top")
    func navigationBarAsksDelegate() {
        let window = makeWindow()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 47, width: 400, height: 44))
        #expect(bar.barPosition == .top)
        let delegate = Answering()
        delegate.answer = .bottom
        bar.delegate = delegate
        #expect(delegate.asked == 0, "not in a window yet")
        window.addSubview(bar)
        #expect(delegate.asked == 1 && bar.barPosition == .bottom)
        #expect(shadowFrame(bar).maxY <= 0.001, "at the bottom the shadow is above the bar")
        delegate.answer = .top
        bar.delegate = delegate
        #expect(delegate.asked == 2, "asked again when set while in a window")
        #expect(bar.barPosition == .top && shadowFrame(bar).minY >= 44)
        let silent = Silent()
        bar.delegate = silent
        #expect(bar.barPosition == .top)
        // The one default answers for each kind of bar.
        #expect(silent.position(for: UIToolbar()) == .bottom && silent.position(for: UISearchBar()) == .top)
    }

    @Test("a standalone navigation bar at .topAttached draws its background up to the top of the window")
    func navigationBarTopAttached() {
        let window = makeWindow()
        let delegate = Answering()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 47, width: 400, height: 44))
        bar.delegate = delegate
        window.addSubview(bar)
        window.layoutIfNeeded()
        #expect(bar.barPosition == .topAttached)
        #expect(bar.background.frame == CGRect(x: 0, y: -47, width: 400, height: 91))
        delegate.answer = .top
        bar.delegate = delegate
        window.layoutIfNeeded()
        #expect(bar.background.frame == bar.bounds)
    }

    @Test("a navigation controller's bar is .topAttached")
    func navigationControllerBar() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(root: navigation)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.barPosition == .topAttached)
        #expect(navigation.navigationBar.background.frame.minY == -47)
    }

    @Test("a search bar asks its delegate; at .topAttached its background runs up to the top of the window")
    func searchBar() {
        let window = makeWindow()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 47, width: 400, height: 56))
        bar.barTintColor = .systemRed
        #expect(bar.barPosition == .top)
        let delegate = Answering()
        bar.delegate = delegate
        window.addSubview(bar)
        window.layoutIfNeeded()
        #expect(delegate.asked == 1 && bar.barPosition == .topAttached)
        #expect(!bar.attachedBackground.isHidden)
        #expect(bar.attachedBackground.frame == CGRect(x: 0, y: -47, width: 400, height: 47))
        #expect(bar.attachedBackground.backgroundColor == .systemRed)
        bar.searchBarStyle = .minimal
        window.layoutIfNeeded()
        #expect(bar.attachedBackground.isHidden, "a minimal bar has no background to extend")
        bar.searchBarStyle = .default
        bar.delegate = Silent()
        window.layoutIfNeeded()
        #expect(bar.barPosition == .top && bar.attachedBackground.isHidden)
    }
}
