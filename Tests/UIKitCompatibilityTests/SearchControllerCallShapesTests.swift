import Testing
import UIKit

// The everyday shapes of search code, as Apple's Swift interface declares them: a search
// controller in the navigation item, a controller conforming to UISearchResultsUpdating (and to
// the search bar and search controller delegates, implementing only some of their optional
// methods), a subclass overriding the designated initializer.
@MainActor
final class SearchableListViewController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate,
    UISearchControllerDelegate
{
    let names = ["Ada", "Grace", "Linus"]
    var filtered: [String] = []
    var presented = false
    let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        searchController.searchResultsUpdater = self
        searchController.searchBar.delegate = self
        searchController.delegate = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search names"
        searchController.hidesNavigationBarDuringPresentation = true
        searchController.automaticallyShowsCancelButton = true
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        filtered = names.filter { $0.lowercased().contains(text.lowercased()) }
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { filtered = names }

    func didPresentSearchController(_ searchController: UISearchController) {
        presented = true
        searchController.searchBar.becomeFirstResponder()
    }
}

@MainActor
final class ResultsSearchController: UISearchController {
    override init(searchResultsController: UIViewController?) {
        super.init(searchResultsController: searchResultsController)
        showsSearchResultsController = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite("Search controller call shapes")
struct SearchControllerCallShapesTests {
    @Test("A search controller in the navigation item is configured and activated as on iOS")
    func shapes() {
        let list = SearchableListViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.advance(by: 0)
        let search: UISearchController? = list.navigationItem.searchController
        #expect(search === list.searchController)
        let bar: UISearchBar = list.searchController.searchBar
        #expect(bar.placeholder == "Search names")
        list.searchController.isActive = true
        window.advance(by: 1)
        #expect(list.presented && list.searchController.isActive)
        #expect(list.searchController.presentingViewController === list)
        bar.searchTextField.insertText("a")
        #expect(list.filtered == ["Ada", "Grace"])
        let results: UIViewController? = list.searchController.searchResultsController
        #expect(results == nil)
        let plain = UISearchController()
        plain.dimsBackgroundDuringPresentation = false
        plain.automaticallyShowsSearchResultsController = false
        #expect(!plain.showsSearchResultsController)
        let custom = ResultsSearchController(searchResultsController: UIViewController())
        #expect(custom.showsSearchResultsController && !custom.automaticallyShowsSearchResultsController)
        let delegate: UISearchControllerDelegate? = list.searchController.delegate
        let updater: UISearchResultsUpdating? = list.searchController.searchResultsUpdater
        #expect(delegate === list && updater === list)
        list.searchController.isActive = false
        window.advance(by: 1)
        #expect(!list.searchController.isActive)
    }
}
