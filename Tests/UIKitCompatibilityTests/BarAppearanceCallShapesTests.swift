import UIKit
import Testing

/// The iOS 15 migration every app made: bar appearances set in `viewDidLoad`, the way Apple's
/// sample code and the forum answers write it.
final class ThemedNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 17)]
        appearance.backButtonAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: -4, vertical: 0)
        appearance.setBackIndicatorImage(
            UIImage(systemName: "arrow.left"), transitionMaskImage: UIImage(systemName: "arrow.left"))
        appearance.shadowColor = .clear
        navigationBar.standardAppearance = appearance
        navigationBar.scrollEdgeAppearance = appearance
        navigationBar.compactAppearance = appearance
        navigationBar.compactScrollEdgeAppearance = appearance
        navigationBar.tintColor = .white
    }
}

final class ThemedTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UITabBarAppearance()
        appearance.configureWithDefaultBackground()
        appearance.backgroundEffect = UIBlurEffect(style: .systemUltraThinMaterial)
        appearance.stackedLayoutAppearance.normal.iconColor = .secondaryLabel
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemPurple
        appearance.inlineLayoutAppearance = appearance.stackedLayoutAppearance
        appearance.stackedItemPositioning = .centered
        tabBar.standardAppearance = appearance
        tabBar.scrollEdgeAppearance = appearance
        tabBar.unselectedItemTintColor = .gray
    }
}

@MainActor
@Suite("iOS-style client code: bar appearances")
struct BarAppearanceCallShapesTests {
    @Test("navigation bar appearances, item overrides and the older properties")
    func navigationBar() {
        let navigation = ThemedNavigationController(rootViewController: UIViewController())
        navigation.loadViewIfNeeded()
        #expect(navigation.navigationBar.standardAppearance.backgroundColor == .systemIndigo)
        let item = navigation.topViewController!.navigationItem
        let clear = UINavigationBarAppearance(barAppearance: navigation.navigationBar.standardAppearance)
        clear.configureWithTransparentBackground()
        item.standardAppearance = clear
        item.scrollEdgeAppearance = clear
        item.compactAppearance = nil
        item.compactScrollEdgeAppearance = nil
        let copy = navigation.navigationBar.standardAppearance.copy() as UINavigationBarAppearance
        #expect(copy.titlePositionAdjustment == .zero && copy.idiom == .phone)
        let bar = navigation.navigationBar
        bar.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 18)]
        bar.setBackgroundImage(UIImage(), for: .default)
        bar.setBackgroundImage(nil, for: .any, barMetrics: .compact)
        bar.shadowImage = UIImage()
        let image: UIImage? = bar.backgroundImage(for: .default)
        #expect(image != nil)
        let scrollView: UIScrollView? = navigation.topViewController?.contentScrollView(for: .top)
        navigation.topViewController?.setContentScrollView(scrollView, for: .top)
        navigation.topViewController?.setContentScrollView(nil)
    }

    @Test("tab bar appearances, item badges and attributes")
    func tabBar() {
        let tabs = ThemedTabBarController()
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), selectedImage: nil)
        first.tabBarItem.badgeValue = "12"
        first.tabBarItem.badgeColor = .systemTeal
        first.tabBarItem.setBadgeTextAttributes([.foregroundColor: UIColor.black], for: .normal)
        first.tabBarItem.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 11)], for: .selected)
        first.tabBarItem.standardAppearance = tabs.tabBar.standardAppearance
        first.tabBarItem.scrollEdgeAppearance = nil
        tabs.viewControllers = [first, UIViewController()]
        tabs.loadViewIfNeeded()
        #expect(tabs.tabBar.standardAppearance.stackedItemPositioning == .centered)
        tabs.tabBar.barTintColor = .white
        tabs.tabBar.isTranslucent = false
        tabs.tabBar.itemPositioning = .fill
        let attributes: [NSAttributedString.Key: Any] = first.tabBarItem.badgeTextAttributes(for: .normal)
        #expect(attributes[.foregroundColor] as? UIColor == .black)
        let style: UITabBarItemAppearance.Style = .compactInline
        #expect(UITabBarItemAppearance(style: style).normal.iconColor == nil)
        #expect(UIBarButtonItemAppearance(style: .done).disabled.titleTextAttributes.isEmpty)
    }
}

/// Appearance proxies as an app delegate configures them (on app-owned subclasses here, so that no
/// other test sees the values).
final class BrandBar: UINavigationBar {}
final class BrandTabBar: UITabBar {}
final class BrandItem: UIBarButtonItem {}
final class BrandScreen: UIViewController {}

@MainActor
@Suite("iOS-style client code: appearance proxies")
struct AppearanceProxyCallShapesTests {
    @Test("appearance() and appearance(whenContainedInInstancesOf:) in an app delegate's style")
    func proxies() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        BrandBar.appearance().standardAppearance = appearance
        BrandBar.appearance().scrollEdgeAppearance = appearance
        BrandBar.appearance().tintColor = .white
        BrandBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
        BrandBar.appearance().setBackgroundImage(nil, for: .default)
        BrandTabBar.appearance().unselectedItemTintColor = .lightGray
        BrandItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15)], for: .normal)
        BrandItem.appearance(whenContainedInInstancesOf: [BrandScreen.self]).tintColor = .systemOrange
        #expect(BrandBar.appearance().tintColor == .white)
    }
}
