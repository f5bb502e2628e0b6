/// Passes a search bar's text field events on to the search bar's delegate, in its terms.
@MainActor
final class SearchFieldRelay: NSObject, UISearchTextFieldDelegate {
    weak var searchBar: UISearchBar?

    private var delegate: UISearchBarDelegate? { searchBar?.delegate }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let searchBar else { return }
        delegate?.searchBarTextDidBeginEditing(searchBar)
        // UIKit tells the bar's delegate first, then its search controller.
        searchBar.searchController?.searchBarDidBeginEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let searchBar else { return }
        delegate?.searchBarTextDidEndEditing(searchBar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        guard let searchBar else { return true }
        return delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        delegate?.searchBarSearchButtonClicked(searchBar)
        return true
    }

    func searchTextField(_ searchTextField: UISearchTextField, didSelect suggestion: any UISearchSuggestion) {
        searchBar?.searchController?.searchBarDidSelect(suggestion)
    }

    /// The field's text changed by typing.
    func textDidChange(_ textField: UITextField) {
        guard let searchBar else { return }
        delegate?.searchBar(searchBar, textDidChange: textField.text ?? "")
        searchBar.searchController?.searchBarTextDidChange()
    }
}
