import Testing
@testable import InterludeUIKit

// `UINavigationItem`'s animated setters
// (https://developer.apple.com/documentation/uikit/uinavigationitem/setleftbarbuttonitems(_:animated:),
// .../setrightbarbuttonitems(_:animated:), .../setleftbarbutton(_:animated:),
// .../setrightbarbutton(_:animated:): "Specify true to animate the transition to the custom bar
// items when this item is the top item. Specify false to set the items immediately";
// .../sethidesbackbutton(_:animated:): "true to animate the transition"). Apple gives no duration:
// the bar cross-fades as a toolbar's `setItems(_:animated:)` does, over `BarItemChange.duration`.
@MainActor
@Suite("UINavigationItem's animated setters")
struct NavigationItemAnimatedSettersTests {
    /// The five setters, each with a check that its new value is the item's.
    enum Setter: String, CaseIterable, Sendable {
        case leftItems, rightItems, leftItem, rightItem, hidesBackButton

        @MainActor func apply(to item: UINavigationItem, animated: Bool) -> @MainActor (UINavigationItem) -> Bool {
            let new = UIBarButtonItem(title: "New", style: .plain, target: nil, action: nil)
            switch self {
            case .leftItems:
                item.setLeftBarButtonItems([new], animated: animated)
                return { $0.leftBarButtonItems?.first === new }
            case .rightItems:
                item.setRightBarButtonItems([new], animated: animated)
                return { $0.rightBarButtonItems?.first === new }
            case .leftItem:
                item.setLeftBarButton(new, animated: animated)
                return { $0.leftBarButtonItem === new }
            case .rightItem:
                item.setRightBarButton(new, animated: animated)
                return { $0.rightBarButtonItem === new }
            case .hidesBackButton:
                item.setHidesBackButton(true, animated: animated)
                return { $0.hidesBackButton }
            }
        }
    }

    /// A standalone bar in a window, with an item to go back to and `Top` on top.
    private func makeBar(inWindow: Bool = true) -> (UIWindow, UINavigationBar, UINavigationItem) {
        let window = makeWindow()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 47, width: 400, height: 44))
        if inWindow { window.addSubview(bar) }
        let top = UINavigationItem(title: "Top")
        top.rightBarButtonItem = UIBarButtonItem(title: "Old", style: .plain, target: nil, action: nil)
        bar.setItems([UINavigationItem(title: "Back"), top], animated: false)
        window.layoutIfNeeded()
        return (window, bar, top)
    }

    @Test("animated on the top item of a bar in a window, the old bar fades out over the new items", arguments: Setter.allCases)
    func crossFade(setter: Setter) throws {
        let (window, bar, top) = makeBar()
        let layersBefore = window.layer.sublayers?.count ?? 0
        let isSet = setter.apply(to: top, animated: true)
        bar.layoutIfNeeded()
        #expect(isSet(top), "the new value at once")
        if setter == .hidesBackButton { #expect(bar.backButton.isHidden) }
        #expect(window.layer.sublayers?.count == layersBefore + 1, "a picture of the old bar over it")
        let overlay = try #require(window.layer.sublayers?.last)
        #expect(overlay.frame == bar.frame)
        window.advance(by: 0)
        window.advance(by: BarItemChange.duration / 2)
        let opacity = try #require(overlay.presentation()).opacity
        #expect(opacity > 0.3 && opacity < 0.7, "half faded: \(opacity)")
        window.advance(by: BarItemChange.duration)
        #expect(window.layer.sublayers?.count == layersBefore, "the picture is gone at the end")
    }

    @Test("not animated, outside a window, or on an item below the top, the change is immediate", arguments: Setter.allCases)
    func immediate(setter: Setter) {
        let (window, bar, top) = makeBar()
        let layersBefore = window.layer.sublayers?.count ?? 0
        #expect(setter.apply(to: top, animated: false)(top))
        if let below = bar.backItem { #expect(setter.apply(to: below, animated: true)(below)) }
        #expect(window.layer.sublayers?.count == layersBefore)
        let (_, _, outside) = makeBar(inWindow: false)
        #expect(setter.apply(to: outside, animated: true)(outside))
    }

    @Test("a navigation controller's top controller changes its items animated: the bar cross-fades")
    func inNavigationController() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigation)
        window.layoutIfNeeded()
        let host = try #require(navigation.navigationBar.layer.superlayer)
        let layersBefore = host.sublayers?.count ?? 0
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        root.navigationItem.setRightBarButton(edit, animated: true)
        #expect(edit.shownView?.superview === navigation.navigationBar)
        #expect(host.sublayers?.count == layersBefore + 1)
        window.advance(by: 0)
        window.advance(by: BarItemChange.duration + 0.01)
        #expect(host.sublayers?.count == layersBefore)
    }
}
