import Foundation
import Testing
@testable import InterludeUIKit

@MainActor
private final class SuggestionEvents: NSObject, UISearchResultsUpdating, UISearchTextFieldDelegate {
    var updates: [String] = []
    var picked: [String] = []
    func updateSearchResults(for searchController: UISearchController) { updates.append("update") }
    func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion) {
        updates.append("selecting \(searchSuggestion.localizedSuggestion ?? "")")
    }
    func searchTextField(_ searchTextField: UISearchTextField, didSelect suggestion: any UISearchSuggestion) {
        picked.append(suggestion.localizedSuggestion ?? "")
    }
}

/// Search suggestions: `UISearchSuggestionItem`, a search controller's list over its results, and
/// a lone search field's menu.
@MainActor
@Suite("Search suggestions")
struct SearchSuggestionsTests {
    private let suggestions = [
        UISearchSuggestionItem(localizedSuggestion: "red"),
        UISearchSuggestionItem(localizedSuggestion: "green", localizedDescription: "Green flowers"),
    ]

    @Test("items keep their text, description, icon and represented object; a styled item's text is its string")
    func items() {
        let icon = UIImage(systemName: "star")
        let item = UISearchSuggestionItem(localizedSuggestion: "red", localizedDescription: "Red", iconImage: icon)
        #expect(item.localizedSuggestion == "red" && item.localizedDescription == "Red" && item.iconImage === icon)
        #expect(item.localizedAttributedSuggestion == nil && item.representedObject == nil)
        item.representedObject = 7
        #expect(item.representedObject as? Int == 7)
        let styled = UISearchSuggestionItem(localizedAttributedSuggestion: NSAttributedString(string: "blue"))
        #expect(styled.localizedSuggestion == "blue" && styled.localizedAttributedSuggestion?.string == "blue")
    }

    // Apple's searchSuggestions page (UISearchController): in iOS, with a stacked search bar, the
    // suggestions show "in a list that overlays the searchResultsController"; picking one calls
    // the updater's updateSearchResults(for:selecting:) (that method's page).
    @Test("a search controller lists the suggestions over its results; a tap calls updateSearchResults(for:selecting:)")
    func controllerList() {
        let root = UIViewController()
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        let events = SuggestionEvents()
        search.searchResultsUpdater = events
        root.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigation)
        window.tap(at: search.searchBar.searchTextField.convert(CGPoint(x: 60, y: 18), to: window))
        window.advance(by: 0.5)
        search.searchSuggestions = suggestions
        let list = search.searchBar.searchTextField.suggestionsList
        let searchView = search.view as! SearchControllerView
        #expect(list.superview === searchView)
        #expect(list.frame == searchView.dimmingView.frame, "the list covers the results' area under the bar")
        #expect(list.convert(CGPoint.zero, to: window).y == navigation.navigationBar.frame.maxY)
        list.layoutIfNeeded()
        #expect(list.numberOfRows(inSection: 0) == 2)
        #expect(list.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "green")
        let row = list.rectForRow(at: IndexPath(row: 1, section: 0))
        window.tap(at: list.convert(CGPoint(x: row.midX, y: row.midY), to: window))
        #expect(events.updates.last == "selecting green")
        #expect(search.searchSuggestions == nil && list.superview == nil)
        withExtendedLifetime(window) {}
    }

    // Apple's searchSuggestions page (UISearchTextField): "The suggestions appear in a menu under
    // the search field ... When a person chooses a suggestion, the system sets this property to
    // nil and dismisses the search suggestions menu", then searchTextField(_:didSelect:).
    @Test("a lone field shows a menu under itself while first responder; picking sets the suggestions to nil first")
    func fieldMenu() {
        let window = makeWindow(width: 390, height: 844)
        let field = UISearchTextField(frame: CGRect(x: 20, y: 100, width: 350, height: 36))
        let events = SuggestionEvents()
        field.delegate = events
        window.addSubview(field)
        field.searchSuggestions = suggestions
        #expect(field.suggestionsListIfMade?.superview == nil, "no menu before editing")
        field.becomeFirstResponder()
        let list = field.suggestionsList
        #expect(list.superview === window)
        #expect(list.frame == CGRect(x: 20, y: 144, width: 350, height: 88))
        list.layoutIfNeeded()
        let row = list.rectForRow(at: IndexPath(row: 0, section: 0))
        window.tap(at: list.convert(CGPoint(x: row.midX, y: row.midY), to: window))
        #expect(events.picked == ["red"] && field.searchSuggestions == nil && list.superview == nil)
        field.searchSuggestions = suggestions
        #expect(list.superview === window)
        field.resignFirstResponder()
        #expect(list.superview == nil)
    }
}
