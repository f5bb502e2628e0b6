/// The object a search bar asks about editing and tells about typing and its buttons, UIKit's
/// `UISearchBarDelegate`. Every method is optional (a default implementation is provided).
///
/// Order when the field is tapped: `searchBarShouldBeginEditing`, then `searchBarTextDidBeginEditing`;
/// when it resigns: `searchBarShouldEndEditing`, then `searchBarTextDidEndEditing`. Typing asks
/// `searchBar(_:shouldChangeTextIn:replacementText:)` and then tells `searchBar(_:textDidChange:)`;
/// the return key is `searchBarSearchButtonClicked`, the Cancel button `searchBarCancelButtonClicked`
/// (which neither clears the text nor ends editing: the delegate does that, as in UIKit).
@preconcurrency @MainActor
public protocol UISearchBarDelegate: UIBarPositioningDelegate {
    /// Whether editing may begin. Default true.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end. Default true.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// Typing changed the text to `searchText`.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the text in `range` may be replaced by `text`. Default true.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The search (return) key was pressed.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The results-list button (``UISearchBar/showsSearchResultsButton``) was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// A tap on a scope button selected `selectedScope` (``UISearchBar/selectedScopeButtonIndex``).
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// True.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// True.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// True.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
