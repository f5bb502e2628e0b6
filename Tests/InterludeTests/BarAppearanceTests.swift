import Foundation
import InterludeRender
import Testing
@testable import InterludeUIKit

/// Bar appearances (`UIBarAppearance` and its navigation and tab bar kinds) and which one a bar
/// shows: UIKit's rules from the `scrollEdgeAppearance` pages of `UINavigationBar`,
/// `UINavigationItem`, `UITabBar` and `UIViewController.contentScrollView(for:)`.
@MainActor
@Suite("Bar appearances")
struct BarAppearanceTests {
    /// A controller whose view is a tall table-like scroll view.
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

    // MARK: The appearance objects

    @Test("A new appearance has the default background; configure methods replace the background")
    func configureMethods() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.idiom == .phone)
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial && appearance.backgroundColor == nil)
        #expect(appearance.shadowColor == UIColor(white: 0, alpha: 0.3))
        #expect(appearance.backgroundImageContentMode == .scaleToFill && appearance.titleTextAttributes.isEmpty)
        appearance.backgroundImage = UIImage()
        appearance.configureWithOpaqueBackground()
        // "Calling this method replaces any previous values you specified" (configureWithOpaqueBackground()).
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground)
        #expect(appearance.backgroundImage == nil && appearance.shadowColor != nil)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)
        #expect(appearance.hasTransparentBackground)
    }

    @Test("Bars and items keep copies; init(barAppearance:) copies the shared background only across kinds")
    func copies() {
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .systemRed
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        let bar = UINavigationBar(frame: .zero)
        bar.standardAppearance = appearance
        appearance.backgroundColor = .systemBlue
        appearance.buttonAppearance.normal.titleTextAttributes = [:]
        #expect(bar.standardAppearance !== appearance && bar.standardAppearance.backgroundColor == .systemRed)
        #expect(bar.standardAppearance.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemGreen)
        let item = UINavigationItem(title: "A")
        item.scrollEdgeAppearance = appearance
        #expect(item.scrollEdgeAppearance !== appearance && item.scrollEdgeAppearance?.backgroundColor == .systemBlue)
        let copy: UINavigationBarAppearance = appearance.copy()
        #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        let tabs = UITabBarAppearance(barAppearance: appearance)
        #expect(tabs.backgroundColor == .systemBlue && tabs.stackedItemPositioning == .automatic)
    }

    @Test("Only the back indicator pair together replaces the system chevron")
    func backIndicator() {
        let appearance = UINavigationBarAppearance()
        let image = UIImage(), mask = UIImage()
        appearance.setBackIndicatorImage(image, transitionMaskImage: nil)
        #expect(!appearance.hasCustomBackIndicator)
        appearance.setBackIndicatorImage(image, transitionMaskImage: mask)
        #expect(appearance.backIndicatorImage === image && appearance.backIndicatorTransitionMaskImage === mask)
        // The back button shows the image in place of the drawn chevron.
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.topViewController?.navigationItem.standardAppearance = appearance
        navigation.topViewController?.navigationItem.scrollEdgeAppearance = appearance
        let bar = navigation.navigationBar
        bar.layoutIfNeeded()
        #expect(bar.backButton.image(for: .normal) === image && bar.backButton.currentAttributedTitle?.string == "Back")
    }

    // MARK: Which appearance a navigation bar shows

    @Test("With no scroll view the navigation bar is at the scroll edge: the standard appearance, transparent")
    func navigationBarWithoutScrollView() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigation)
        let bar = navigation.navigationBar
        #expect(bar.isAtScrollEdge && bar.shownAppearance.hasTransparentBackground)
        root.view.backgroundColor = .systemRed
        let frame = window.renderFrame(scale: 1)
        #expect(color(frame, 300, 70) == (255, 59, 48), "the red view shows through the bar")
        let edge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemBlue
        bar.scrollEdgeAppearance = edge
        #expect(color(window.renderFrame(scale: 1), 300, 70) == (0, 122, 255))
        // The top item's appearance wins over the bar's.
        let itemEdge = UINavigationBarAppearance()
        itemEdge.configureWithOpaqueBackground()
        itemEdge.backgroundColor = .systemGreen
        root.navigationItem.scrollEdgeAppearance = itemEdge
        #expect(color(window.renderFrame(scale: 1), 300, 70) == (52, 199, 89))
    }

    @Test("Scrolling content under the bar shows the standard appearance; back at the top, the scroll-edge one")
    func navigationBarFollowsScrolling() {
        let root = ScrollingController()
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigation)
        let bar = navigation.navigationBar
        let scrollView = root.view as! UIScrollView
        #expect(root.contentScrollView(for: .top) === scrollView)
        #expect(scrollView.adjustedContentInset.top == 91 && scrollView.contentOffset.y == -91)
        #expect(bar.isAtScrollEdge)
        scrollView.contentOffset.y = -90
        #expect(!bar.isAtScrollEdge && bar.shownAppearance.backgroundEffect?.style == .systemChromeMaterial)
        scrollView.contentOffset.y = -120
        #expect(bar.isAtScrollEdge, "pulled down past the top")
        // contentScrollView(for:) overridden to nil would keep the standard appearance; choosing
        // another scroll view moves the watch to it.
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        other.contentSize = CGSize(width: 390, height: 1000)
        other.contentOffset.y = 300
        root.view.addSubview(other)
        root.setContentScrollView(other, for: .top)
        #expect(bar.observedScrollView === other && !bar.isAtScrollEdge)
        root.setContentScrollView(nil)
        #expect(bar.observedScrollView === scrollView && bar.isAtScrollEdge)
        withExtendedLifetime(window) {}
    }

    @Test("A scroll view as the first subview is found; a container asks the child it shows")
    func contentScrollViewLookup() {
        let controller = UIViewController()
        let table = UIScrollView(frame: .zero)
        controller.view.addSubview(table)
        #expect(controller.contentScrollView(for: .top) === table && controller.contentScrollView(for: .bottom) === table)
        let behind = UIViewController()
        behind.view.addSubview(UIView(frame: .zero))
        behind.view.addSubview(UIScrollView(frame: .zero))
        #expect(behind.contentScrollView(for: .top) == nil)
        let navigation = UINavigationController(rootViewController: controller)
        #expect(navigation.contentScrollView(for: .top) === table)
        let unloaded = UIViewController()
        #expect(unloaded.contentScrollView(for: .top) == nil && !unloaded.isViewLoaded)
    }

    @Test("A bar no navigation controller manages shows its standard appearance")
    func standaloneBar() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.items = [UINavigationItem(title: "Alone")]
        // In a portrait window: a bar outside any window takes `UIScreen.main`'s traits, which
        // follow whichever window other tests running meanwhile made key.
        let portrait = makeWindow(width: 390, height: 844)
        portrait.addSubview(bar)
        bar.scrollEdgeAppearance = UINavigationBarAppearance()
        #expect(bar.shownAppearance.backgroundEffect?.style == .systemChromeMaterial)
        let compact = UINavigationBarAppearance()
        compact.backgroundColor = .systemPink
        bar.compactAppearance = compact
        #expect(bar.shownAppearance.backgroundColor == nil, "regular height")
        let landscape = makeWindow(width: 844, height: 390)
        landscape.addSubview(bar)
        #expect(bar.shownAppearance.backgroundColor == .systemPink)
    }

    // MARK: Older properties

    @Test("barTintColor and isTranslucent write the standard appearance's background; the scroll edge stays transparent")
    func legacyBackground() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let bar = navigation.navigationBar
        bar.barTintColor = .systemRed
        #expect(bar.standardAppearance.backgroundColor == UIColor.systemRed.withAlphaComponent(0.94))
        #expect(bar.standardAppearance.backgroundEffect != nil)
        bar.isTranslucent = false
        #expect(bar.standardAppearance.backgroundColor == .systemRed && bar.standardAppearance.backgroundEffect == nil)
        bar.barTintColor = nil
        #expect(bar.standardAppearance.backgroundColor == .systemBackground)
        let window = makeWindow(root: navigation)
        #expect(bar.shownAppearance.hasTransparentBackground, "iOS 15: adopt the appearance API to change this")
        bar.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .systemRed)
        #expect(bar.titleLabel.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil)
        navigation.topViewController?.title = "Red"
        bar.setNeedsLayout()
        bar.layoutIfNeeded()
        let shown = bar.titleLabel.attributedText
        #expect(shown?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemRed)
        withExtendedLifetime(window) {}
    }

    // MARK: Tab bars

    @Test("The tab bar is transparent over content that ends above it and takes the standard appearance over more")
    func tabBarScrollEdge() {
        let scrolling = ScrollingController(), plain = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [scrolling, plain]
        let window = makeWindow(root: tabs)
        let scrollView = scrolling.view as! UIScrollView
        #expect(!tabs.tabBar.isAtScrollEdge && tabs.tabBar.shownAppearance.backgroundEffect != nil)
        scrollView.contentOffset.y = 3000 - 844 + 83
        #expect(tabs.tabBar.isAtScrollEdge && tabs.tabBar.shownAppearance.hasTransparentBackground)
        scrollView.contentOffset.y = 0
        tabs.selectedIndex = 1
        #expect(tabs.tabBar.isAtScrollEdge, "no scroll view in the selected tab")
        withExtendedLifetime(window) {}
    }

    @Test("A badge is drawn in the system red at the icon's top trailing corner; badgeColor and the appearance recolor it")
    func badge() {
        let first = UIViewController(), second = UIViewController()
        first.view.backgroundColor = .white
        first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = makeWindow(root: tabs)
        first.tabBarItem.badgeValue = "3"
        // Item 0 is 195 points wide: icon area x 85…110, y 7…32 in the bar (y 761 in the window);
        // the badge starts 5 points right of the icon's centre, 2 points above the icon area.
        #expect(color(window.renderFrame(scale: 1), 104, 775) == (255, 59, 48))
        first.tabBarItem.badgeColor = .systemBlue
        #expect(color(window.renderFrame(scale: 1), 104, 775) == (0, 122, 255))
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.selected.badgeBackgroundColor = .systemGreen
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        #expect(color(window.renderFrame(scale: 1), 104, 775) == (52, 199, 89))
        first.tabBarItem.badgeValue = nil
        #expect(tabs.tabBar.itemViews[0].badgeView.isHidden)
    }

    @Test("Selected items take the tint, others the unselected tint; the title sits under the icon area")
    func itemColors() {
        let first = UIViewController(), second = UIViewController()
        first.title = "One"
        second.title = "Two"
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = makeWindow(root: tabs)
        let views = tabs.tabBar.itemViews
        let selectedColor = views[0].titleLabel.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil)
        #expect(selectedColor as? UIColor == tabs.tabBar.tintColor)
        tabs.tabBar.unselectedItemTintColor = .systemOrange
        let other = views[1].titleLabel.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil)
        #expect(other as? UIColor == .systemOrange)
        #expect(views[0].titleLabel.frame.minY > TabBarItemView.iconTop + TabBarItemView.iconSide)
        withExtendedLifetime(window) {}
    }
}
