import UIKit
import Testing

// The iOS 13 token idiom: a scope chosen from a list becomes a token in the search field, typed
// text after a colon becomes a token too, and the search reads the tokens' represented objects.
final class TokenSearchController: UIViewController, UISearchResultsUpdating {
    let searchController = UISearchController(searchResultsController: nil)
    private(set) var lastQuery: (scopes: [String], text: String) = ([], "")

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.searchController = searchController
        searchController.searchResultsUpdater = self
        searchController.searchBar.searchTextField.tokenBackgroundColor = .systemTeal
    }

    func addScope(_ name: String) {
        let field = searchController.searchBar.searchTextField
        let token = UISearchToken(icon: UIImage(systemName: "tag"), text: name.capitalized)
        token.representedObject = name
        field.insertToken(token, at: field.tokens.count)
    }

    func tokenizeTypedScope() {
        let field = searchController.searchBar.searchTextField
        guard let text = field.text, text.hasSuffix(":") else { return }
        let token = UISearchToken(icon: nil, text: String(text.dropLast()))
        token.representedObject = String(text.dropLast())
        field.replaceTextualPortion(of: field.textualRange, with: token, at: field.tokens.count)
    }

    func updateSearchResults(for searchController: UISearchController) {
        let field = searchController.searchBar.searchTextField
        lastQuery = (field.tokens.compactMap { $0.representedObject as? String }, field.text ?? "")
    }
}

@MainActor
@Suite("iOS-style client code: search tokens")
struct SearchTokenCallShapesTests {
    @Test("scopes become tokens, typed 'name:' becomes a token, and the query reads them back")
    func tokensInTheQuery() {
        let controller = TokenSearchController()
        controller.loadViewIfNeeded()
        controller.addScope("photos")
        let field = controller.searchController.searchBar.searchTextField
        field.text = "places:"
        controller.tokenizeTypedScope()
        #expect(field.tokens.map { $0.representedObject as? String } == ["photos", "places"])
        #expect(field.text == "")
        controller.updateSearchResults(for: controller.searchController)
        #expect(controller.lastQuery.scopes == ["photos", "places"])
        field.removeToken(at: 0)
        #expect(field.tokens.count == 1)
    }
}
