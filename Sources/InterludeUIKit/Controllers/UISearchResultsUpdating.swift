/// The object a search controller asks to update its results, UIKit's `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// Update the results for `searchController`'s search bar text. Called when the search bar
    /// becomes first responder and when typing changes its text (Apple's
    /// `updateSearchResults(for:)` page), and when Cancel clears it.
    func updateSearchResults(for searchController: UISearchController)
}
