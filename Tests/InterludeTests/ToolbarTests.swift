import Foundation
import InterludeRender
import Testing
@testable import InterludeUIKit

/// `UIToolbar`, `UIToolbarAppearance` and the navigation controller's toolbar. UIKit's rules from
/// the pages of `UINavigationController.toolbar`, `.isToolbarHidden`,
/// `UIViewController.toolbarItems`, `.hidesBottomBarWhenPushed` and `UIToolbar.scrollEdgeAppearance`
/// / `.compactScrollEdgeAppearance`; the 44-point row is the toolbar's height on iPhone in portrait.
@MainActor
@Suite("Toolbars")
struct ToolbarTests {
    /// A controller whose view is a tall scroll view.
    private final class ScrollingController: UIViewController {
        override func loadView() {
            let scrollView = UIScrollView(frame: .zero)
            scrollView.contentSize = CGSize(width: 390, height: 3000)
            view = scrollView
        }
    }

    private func color(_ frame: RenderedFrame, _ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
        let pixel = frame.pixel(x: x, y: y)
        return (pixel.r, pixel.g, pixel.b)
    }

    private func titled(_ title: String) -> UIBarButtonItem {
        UIBarButtonItem(title: title, style: .plain, target: nil, action: nil)
    }

    // MARK: The toolbar of a navigation controller

    @Test("The toolbar is hidden by default; shown, it is 44 points above the home indicator and adds to the bottom safe area")
    func layoutAndSafeArea() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        // isToolbarHidden: "The default value of this property is true."
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden)
        #expect(UIToolbar.height == 44)
        let window = makeWindow(root: navigation)
        window.layoutIfNeeded()
        #expect(root.view.safeAreaInsets.bottom == 34, "only the home indicator")
        navigation.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        #expect(!navigation.isToolbarHidden && !navigation.toolbar.isHidden)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 844 - 78, width: 390, height: 78))
        #expect(root.view.frame == navigation.view.bounds, "a translucent toolbar: the view reaches under it")
        #expect(root.view.safeAreaInsets.bottom == 78)
        navigation.isToolbarHidden = true
        window.layoutIfNeeded()
        #expect(navigation.toolbar.isHidden && root.view.safeAreaInsets.bottom == 34)
    }

    @Test("In a tab bar controller the toolbar sits right above the tab bar")
    func aboveTheTabBar() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = makeWindow(root: tabs)
        navigation.isToolbarHidden = false
        window.layoutIfNeeded()
        // Compared with a rounding allowance: the values come through coordinate conversions.
        #expect(abs(tabs.tabBar.frame.minY - (844 - 83)) < 0.001)
        #expect(abs(navigation.toolbar.frame.minY - (844 - 83 - 44)) < 0.001)
        #expect(abs(root.view.safeAreaInsets.bottom - (83 + 44)) < 0.001)
    }

    @Test("An opaque toolbar stops the child's view at its top edge unless it extends under opaque bars")
    func opaqueToolbar() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigation)
        navigation.isToolbarHidden = false
        navigation.toolbar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(root.view.frame.maxY == 766)
        #expect(navigation.toolbar.standardAppearance.backgroundEffect == nil)
        root.extendedLayoutIncludesOpaqueBars = true
        window.layoutIfNeeded()
        #expect(root.view.frame.maxY == 844)
    }

    @Test("The toolbar shows the top controller's toolbarItems and follows pushes and pops")
    func itemsFollowTheStack() {
        let first = titled("First"), second = titled("Second")
        let root = UIViewController()
        root.toolbarItems = [first]
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigation)
        navigation.isToolbarHidden = false
        #expect(navigation.toolbar.items?.first === first)
        let detail = UIViewController()
        detail.setToolbarItems([second], animated: false)
        navigation.pushViewController(detail, animated: true)
        window.advance(by: 1)
        #expect(navigation.toolbar.items?.count == 1 && navigation.toolbar.items?.first === second)
        let third = titled("Third")
        detail.setToolbarItems([third], animated: true)
        #expect(navigation.toolbar.items?.first === third, "the top controller's change shows at once")
        root.toolbarItems = [second]
        #expect(navigation.toolbar.items?.first === third, "a controller below the top does not change the bar")
        navigation.popViewController(animated: true)
        window.advance(by: 1)
        #expect(navigation.toolbar.items?.first === second)
        #expect(first.shownView == nil && second.shownView?.superview === navigation.toolbar)
    }

    @Test("hidesBottomBarWhenPushed on the top controller hides the toolbar; popping it shows the bar again")
    func hidesBottomBarWhenPushed() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigation)
        navigation.setToolbarHidden(false, animated: true)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        window.advance(by: 1)
        window.layoutIfNeeded()
        #expect(navigation.toolbar.isHidden && !navigation.isToolbarHidden)
        #expect(detail.view.safeAreaInsets.bottom == 34)
        // The page: "The value of this property on the topmost view controller determines whether
        // the toolbar is visible."
        navigation.pushViewController(UIViewController(), animated: false)
        window.advance(by: 1)
        #expect(!navigation.toolbar.isHidden)
        navigation.popToViewController(detail, animated: false)
        window.advance(by: 1)
        #expect(navigation.toolbar.isHidden)
        navigation.popToRootViewController(animated: false)
        window.advance(by: 1)
        #expect(!navigation.toolbar.isHidden)
    }

    // MARK: Item layout

    @Test("Flexible spaces share the width the other items leave; fixed spaces take their width")
    func flexibleSpaces() throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let title = titled("Edit")
        toolbar.items = [
            .fixedSpace(20), .flexibleSpace(), title, .flexibleSpace(), UIBarButtonItem(customView: custom),
        ]
        toolbar.layoutIfNeeded()
        let button = try #require(title.shownView)
        let titleWidth = button.frame.width
        #expect(titleWidth >= 44)
        let share = (390 - 2 * 8 - 20 - titleWidth - 30) / 2
        #expect(abs(button.frame.minX - (8 + 20 + share)) < 0.001)
        #expect(button.frame.minY == 0 && button.frame.height == 44)
        #expect(abs(custom.frame.maxX - 382) < 0.001, "the last flexible space pushes the view to the trailing edge")
        #expect(custom.frame == CGRect(x: custom.frame.minX, y: 12, width: 30, height: 20), "centred vertically")
        // Without flexible spaces the items run from the leading edge.
        let image = UIBarButtonItem(image: UIImage(), style: .plain, target: nil, action: nil)
        toolbar.setItems([title, image], animated: false)
        toolbar.layoutIfNeeded()
        #expect(title.shownView?.frame.minX == 8)
        #expect(image.shownView?.frame == CGRect(x: 8 + titleWidth, y: 0, width: 44, height: 44))
        // A toolbar taller than the row keeps its items in the top 44 points.
        toolbar.frame.size.height = 78
        toolbar.layoutIfNeeded()
        #expect(image.shownView?.frame.height == 44 && image.shownView?.frame.minY == 0)
    }

    @Test("Items are drawn as the navigation bar draws them, in the appearance's button attributes")
    func itemAppearance() throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        var tapped = false
        let plain = UIBarButtonItem(title: "Share", primaryAction: UIAction { _ in tapped = true })
        toolbar.items = [plain, done]
        let doneButton = try #require(done.shownView as? UIButton)
        #expect(doneButton.titleLabel?.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        let appearance = UIToolbarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        toolbar.standardAppearance = appearance
        let plainButton = try #require(plain.shownView as? UIButton)
        let title = plainButton.attributedTitle(for: .normal)
        #expect(title?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemRed)
        plainButton.sendActions(for: .touchUpInside)
        #expect(tapped)
        // Changing an item remakes its view.
        plain.title = "Send"
        #expect((plain.shownView as? UIButton)?.attributedTitle(for: .normal)?.string == "Send")
    }

    // MARK: Appearances

    @Test("UIToolbarAppearance copies its button appearances; the toolbar keeps copies of what it is given")
    func appearanceCopies() {
        let appearance = UIToolbarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
        appearance.configureWithOpaqueBackground()
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        let copy = UIToolbarAppearance(barAppearance: appearance)
        #expect(copy.backgroundColor == .systemBackground)
        #expect(copy.doneButtonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemGreen)
        #expect(copy.doneButtonAppearance !== appearance.doneButtonAppearance)
        let fromPlain = UIToolbarAppearance(barAppearance: UIBarAppearance())
        #expect(fromPlain.buttonAppearance.normal.titleTextAttributes.isEmpty)
        let toolbar = UIToolbar(frame: .zero)
        toolbar.standardAppearance = appearance
        #expect(toolbar.standardAppearance !== appearance)
        appearance.backgroundColor = .systemRed
        #expect(toolbar.standardAppearance.backgroundColor == .systemBackground)
        toolbar.scrollEdgeAppearance = appearance
        #expect(toolbar.scrollEdgeAppearance !== appearance)
    }

    @Test("The toolbar takes the scroll-edge appearance when the content's bottom reaches it or there is no scroll view")
    func scrollEdge() {
        let scrolling = ScrollingController()
        let navigation = UINavigationController(rootViewController: scrolling)
        let window = makeWindow(root: navigation)
        navigation.isToolbarHidden = false
        window.layoutIfNeeded()
        let toolbar = navigation.toolbar!
        let scrollView = scrolling.view as! UIScrollView
        #expect(!toolbar.isAtScrollEdge && toolbar.shownAppearance.backgroundEffect != nil)
        scrollView.contentOffset.y = 3000 - 844 + 78
        #expect(toolbar.isAtScrollEdge && toolbar.shownAppearance.hasTransparentBackground)
        let edge = UIToolbarAppearance()
        edge.backgroundColor = .systemTeal
        toolbar.scrollEdgeAppearance = edge
        #expect(toolbar.shownAppearance.backgroundColor == .systemTeal)
        scrollView.contentOffset.y = 0
        #expect(!toolbar.isAtScrollEdge && toolbar.shownAppearance.backgroundColor == nil)
        navigation.pushViewController(UIViewController(), animated: false)
        window.layoutIfNeeded()
        #expect(toolbar.isAtScrollEdge, "no scroll view in the top controller")
    }

    @Test("A toolbar no navigation controller manages shows its standard or compact appearance")
    func standaloneAndCompact() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        toolbar.scrollEdgeAppearance = UIToolbarAppearance()
        #expect(toolbar.shownAppearance.backgroundEffect?.style == .systemChromeMaterial)
        let compact = UIToolbarAppearance()
        compact.backgroundColor = .systemPink
        toolbar.compactAppearance = compact
        #expect(toolbar.shownAppearance.backgroundColor == nil, "regular height")
        let landscape = makeWindow(width: 844, height: 390)
        landscape.addSubview(toolbar)
        #expect(toolbar.shownAppearance.backgroundColor == .systemPink)
        // In a navigation controller in a compact height, compactScrollEdgeAppearance wins at the
        // edge, and without it scrollEdgeAppearance.
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(root: navigation, width: 844, height: 390)
        navigation.isToolbarHidden = false
        let bar = navigation.toolbar!
        let edge = UIToolbarAppearance()
        edge.backgroundColor = .systemYellow
        bar.scrollEdgeAppearance = edge
        #expect(bar.shownAppearance.backgroundColor == .systemYellow)
        let compactEdge = UIToolbarAppearance()
        compactEdge.backgroundColor = .systemOrange
        bar.compactScrollEdgeAppearance = compactEdge
        #expect(bar.shownAppearance.backgroundColor == .systemOrange)
        withExtendedLifetime(window) {}
    }

    @Test("Pixels: the content shows through at the scroll edge; an opaque appearance fills the bar down to the bottom")
    func pixels() {
        let root = UIViewController()
        root.view.backgroundColor = .systemRed
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigation)
        navigation.isToolbarHidden = false
        window.layoutIfNeeded()
        #expect(color(window.renderFrame(scale: 1), 300, 790) == (255, 59, 48), "transparent at the scroll edge")
        let edge = UIToolbarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemBlue
        navigation.toolbar.scrollEdgeAppearance = edge
        let frame = window.renderFrame(scale: 1)
        #expect(color(frame, 300, 790) == (0, 122, 255))
        #expect(color(frame, 300, 840) == (0, 122, 255), "behind the home indicator too")
        #expect(color(frame, 300, 760) == (255, 59, 48), "above the bar")
        // The shadow hairline is the screen pixel just above the bar: black at 30 % over the red.
        let scale = Int(window.screen.scale)
        let sharp = window.renderFrame(scale: CGFloat(scale))
        let shadow = color(sharp, 300 * scale, 766 * scale - 1)
        #expect(shadow.0 > 170 && shadow.0 < 186, "\(shadow)")
        #expect(color(sharp, 300 * scale, 766 * scale - 2) == (255, 59, 48))
    }
}
