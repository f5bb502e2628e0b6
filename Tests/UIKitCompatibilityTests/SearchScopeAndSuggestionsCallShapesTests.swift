import Testing
import UIKit

// The shapes of scope-bar and suggestion code as iOS apps write it (Swift 5 mode): scopes set in
// viewDidLoad with `scopeBarActivation` behind an availability check, the delegate's scope
// method, suggestions built from `UISearchSuggestionItem` in the updater, and a custom
// suggestion type implementing only the required member.
@MainActor
final class ScopedSearchViewController: UIViewController, UISearchResultsUpdating, UISearchBarDelegate {
    let searchController = UISearchController(searchResultsController: nil)
    var scope = 0
    var picked: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        searchController.searchResultsUpdater = self
        searchController.searchBar.delegate = self
        searchController.searchBar.scopeButtonTitles = ["All", "Dairy", "Meat"]
        searchController.searchBar.selectedScopeButtonIndex = 0
        if #available(iOS 16.0, *) {
            searchController.scopeBarActivation = .onSearchActivation
        } else {
            searchController.automaticallyShowsScopeBar = true
        }
        searchController.searchBar.setScopeBarButtonTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        navigationItem.searchController = searchController
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        searchController.searchSuggestions =
            text.isEmpty
            ? nil
            : ["\(text)s", "\(text)ed"].map { UISearchSuggestionItem(localizedSuggestion: $0) }
    }

    func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: UISearchSuggestion) {
        picked = searchSuggestion.localizedSuggestion
        searchController.searchBar.text = searchSuggestion.localizedSuggestion
    }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        scope = selectedScope
    }
}

final class ColorSuggestion: NSObject, UISearchSuggestion {
    let localizedSuggestion: String?
    init(_ name: String) { localizedSuggestion = name }
}

@MainActor
@Suite("Search scope bar and suggestions call shapes")
struct SearchScopeAndSuggestionsCallShapesTests {
    @Test("a scoped search with suggestions compiles as on iOS and shows its scopes when active")
    func scopedSearch() {
        let controller = ScopedSearchViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        controller.searchController.isActive = true
        window.advance(by: 0.5)
        #expect(controller.searchController.searchBar.showsScopeBar)
        controller.searchController.searchBar.text = "red"
        controller.updateSearchResults(for: controller.searchController)
        #expect(controller.searchController.searchSuggestions?.count == 2)
        let custom: [UISearchSuggestion] = [ColorSuggestion("blue")]
        controller.searchController.searchSuggestions = custom
        #expect(controller.searchController.searchSuggestions?.first?.iconImage == nil)
        withExtendedLifetime(window) {}
    }
}
