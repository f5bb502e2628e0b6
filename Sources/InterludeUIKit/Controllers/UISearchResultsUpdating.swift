/// The object a search controller asks to update its results, UIKit's `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// Update the results for `searchController`'s search bar text. Called when the search bar
    /// becomes first responder and when typing changes its text (Apple's
    /// `updateSearchResults(for:)` page), and when Cancel clears it.
    func updateSearchResults(for searchController: UISearchController)
    /// Update the results for the suggestion the user picked from the search controller's
    /// ``UISearchController/searchSuggestions`` (optional in UIKit; does nothing by default).
    func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion)
}

extension UISearchResultsUpdating {
    /// Does nothing.
    public func updateSearchResults(
        for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion
    ) {}
}
