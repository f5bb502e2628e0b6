import Testing
@testable import InterludeUIKit

// `UITabBarItem(tabBarSystemItem:tag:)` (https://developer.apple.com/documentation/uikit/uitabbaritem/init(tabbarsystemitem:tag:)):
// a system item with the tag given; "the title and image of system items can't be changed".
@MainActor
@Suite("UITabBarItem system items")
struct TabBarSystemItemTests {
    @Test("the system items keep UIKit's raw values")
    func rawValues() {
        #expect(UITabBarItem.SystemItem.more.rawValue == 0)
        #expect(UITabBarItem.SystemItem.favorites.rawValue == 1)
        #expect(UITabBarItem.SystemItem.search.rawValue == 8)
        #expect(UITabBarItem.SystemItem.mostViewed.rawValue == 11)
    }

    @Test("the bar shows the system title, whatever title is set, and the tag is kept")
    func shownTitle() {
        let favorites = UIViewController()
        favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 7)
        favorites.title = "Starred"
        let history = UIViewController()
        history.tabBarItem = UITabBarItem(tabBarSystemItem: .history, tag: 8)
        let tabs = UITabBarController()
        tabs.viewControllers = [favorites, history]
        tabs.loadViewIfNeeded()
        #expect(favorites.tabBarItem.tag == 7 && favorites.tabBarItem.systemItem == .favorites)
        #expect(tabs.tabBar.itemViews.map(\.titleLabel.text) == ["Favorites", "History"])
    }
}
