import Foundation
import Testing
@testable import InterludeUIKit

@MainActor
private final class ScopeEvents: NSObject, UISearchBarDelegate {
    var selectedScopes: [Int] = []
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        selectedScopes.append(selectedScope)
    }
}

/// The search bar's scope bar and the search controller's `scopeBarActivation`.
@MainActor
@Suite("UISearchBar scope bar")
struct SearchScopeBarTests {
    private let window = makeWindow(width: 390, height: 844)

    private func makeNavigationSearch(
        titles: [String]? = ["All", "Mail", "Notes"]
    ) -> (UIWindow, UINavigationBar, UISearchController) {
        let root = UIViewController()
        root.title = "Mail"
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.scopeButtonTitles = titles
        root.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigation)
        return (window, navigation.navigationBar, search)
    }

    // Apple's pages: scopeButtonTitles and showsScopeBar are nil and false until set;
    // selectedScopeButtonIndex indexes scopeButtonTitles (0 the first).
    @Test("defaults: no titles, index 0, hidden; the controller's activation is automatic")
    func defaults() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        #expect(bar.scopeButtonTitles == nil && bar.selectedScopeButtonIndex == 0 && !bar.showsScopeBar)
        let search = UISearchController(searchResultsController: nil)
        #expect(search.scopeBarActivation == .automatic && search.automaticallyShowsScopeBar)
        #expect(UISearchController.ScopeBarActivation.onSearchActivation.rawValue == 3)
    }

    @Test("the scope bar adds a 44-point row under the field: sizeThatFits grows, the control sits in the row")
    func rowAndSize() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        bar.scopeButtonTitles = ["All", "Mail", "Notes"]
        bar.showsScopeBar = true
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 0)).height == 100)
        bar.sizeToFit()
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 100)
        #expect(
            bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 374, height: 36), "centred in the 56 points above the row")
        #expect(bar.scopeBar.frame == CGRect(x: 8, y: 62, width: 374, height: 32))
        #expect(!bar.scopeBar.isHidden && bar.scopeBar.alpha == 1 && bar.scopeBar.numberOfSegments == 3)
        #expect(bar.scopeBar.titleForSegment(at: 1) == "Mail" && bar.scopeBar.selectedSegmentIndex == 0)
        bar.showsScopeBar = false
        #expect(bar.scopeBar.isHidden && bar.sizeThatFits(CGSize(width: 390, height: 0)).height == 56)
    }

    // Apple's scopeBarActivation page: "UISearchBar doesn't show the scope bar if
    // scopeButtonTitles contains fewer than two titles."
    @Test("fewer than two titles show no scope bar, even when asked")
    func fewerThanTwoTitles() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        bar.scopeButtonTitles = ["Only"]
        bar.showsScopeBar = true
        #expect(bar.showsScopeBar && bar.scopeBar.isHidden)
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 0)).height == 56)
        bar.scopeButtonTitles = ["One", "Two"]
        #expect(!bar.scopeBar.isHidden && bar.sizeThatFits(CGSize(width: 390, height: 0)).height == 100)
    }

    // Apple's searchBar(_:selectedScopeButtonIndexDidChange:) page: the delegate hears of a
    // change of the selected scope button; setting the index in code is not a tap.
    @Test("a tap on a scope button selects it and tells the delegate; setting the index in code does not")
    func tapSelects() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 56))
        let events = ScopeEvents()
        bar.delegate = events
        bar.scopeButtonTitles = ["All", "Mail", "Notes"]
        bar.showsScopeBar = true
        bar.sizeToFit()
        window.addSubview(bar)
        bar.layoutIfNeeded()
        let control = bar.scopeBar
        window.tap(at: control.convert(CGPoint(x: control.bounds.width * 5 / 6, y: 16), to: window))
        #expect(bar.selectedScopeButtonIndex == 2 && events.selectedScopes == [2])
        bar.selectedScopeButtonIndex = 1
        #expect(control.selectedSegmentIndex == 1 && events.selectedScopes == [2])
    }

    // Apple's showsScopeBar and setShowsScope(_:animated:) pages: either "implicitly sets the
    // search controller's automaticallyShowsScopeBar property to false".
    @Test("showsScopeBar and setShowsScope turn the controller's automatic scope bar off")
    func manualTakesOver() {
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.showsScopeBar = true
        #expect(!search.automaticallyShowsScopeBar && search.scopeBarActivation == .manual)
        search.automaticallyShowsScopeBar = true
        #expect(search.scopeBarActivation == .automatic)
        search.searchBar.setShowsScope(false, animated: true)
        #expect(search.scopeBarActivation == .manual)
    }

    // Apple's automaticallyShowsScopeBar page: by default the controller "shows the search bar's
    // scope bar when search becomes active and hides it when the user dismisses the search".
    @Test("automatic: shown when the search becomes active, the navigation bar's search row grows by 44; hidden on Cancel")
    func automaticInNavigationBar() {
        let (window, navigationBar, search) = makeNavigationSearch()
        let bar = search.searchBar
        #expect(!bar.showsScopeBar && navigationBar.searchArea.frame.height == 52)
        window.tap(at: bar.searchTextField.convert(CGPoint(x: 60, y: 18), to: window))
        window.advance(by: 0.5)
        #expect(bar.showsScopeBar && !bar.scopeBar.isHidden)
        #expect(navigationBar.searchArea.frame.height == 96 && bar.frame.height == 96)
        #expect(bar.searchTextField.frame.minY == 8 && bar.scopeBar.frame.minY == 58)
        window.tap(at: bar.cancelButton.convert(CGPoint(x: bar.cancelButton.bounds.midX, y: 18), to: window))
        window.advance(by: 0.5)
        #expect(!bar.showsScopeBar && bar.scopeBar.isHidden)
        #expect(navigationBar.searchArea.frame.height == 52)
    }

    // Apple's ScopeBarActivation page: onTextEntry "shows the scope bar when typing begins in the
    // search field, and hides it after search cancellation"; manual leaves it to the app.
    @Test("onTextEntry waits for typing; manual never shows it")
    func otherActivations() {
        let (window, _, search) = makeNavigationSearch()
        let bar = search.searchBar
        search.scopeBarActivation = .onTextEntry
        search.isActive = true
        window.advance(by: 0.5)
        #expect(!bar.showsScopeBar)
        bar.searchTextField.becomeFirstResponder()
        bar.searchTextField.insertText("a")
        #expect(bar.showsScopeBar)
        search.isActive = false
        window.advance(by: 0.5)
        #expect(!bar.showsScopeBar)
        search.scopeBarActivation = .manual
        search.isActive = true
        window.advance(by: 0.5)
        #expect(!bar.showsScopeBar)
    }

    @Test("an active search with one scope title keeps the 52-point search row")
    func activeWithOneTitle() {
        let (window, navigationBar, search) = makeNavigationSearch(titles: ["All"])
        search.isActive = true
        window.advance(by: 0.5)
        #expect(search.searchBar.showsScopeBar && navigationBar.searchArea.frame.height == 52)
    }
}
