/// Showing and picking a search field's suggestions (see ``UISearchTextField/searchSuggestions``).
extension UISearchTextField {
    /// The search controller whose view shows the suggestions: the one owning the field's bar.
    var suggestionsController: UISearchController? { (superview as? UISearchBar)?.searchController }

    /// The list showing the suggestions, made when first needed.
    var suggestionsList: SearchSuggestionsList {
        if let list = suggestionsListIfMade { return list }
        let list = SearchSuggestionsList()
        list.field = self
        suggestionsListIfMade = list
        return list
    }

    /// Whether there are suggestions to offer.
    var hasSuggestions: Bool { !(searchSuggestions ?? []).isEmpty }

    /// The suggestions or the field's state changed: the list reloads and its host places it.
    func searchSuggestionsDidChange() {
        if hasSuggestions { suggestionsList.reloadData() }
        if let controller = suggestionsController {
            controller.viewIfLoaded?.setNeedsLayout()
            controller.viewIfLoaded?.layoutIfNeeded()
        } else {
            placeSuggestionsMenu()
        }
    }

    /// Shows the list as a menu under the field in its window while the field is first responder
    /// and has suggestions; else takes it away.
    private func placeSuggestionsMenu() {
        guard hasSuggestions, isFirstResponder, let window else {
            suggestionsListIfMade?.removeFromSuperview()
            return
        }
        suggestionsList.styleAsMenu(true)
        let fieldFrame = convert(bounds, to: window)
        let rows = min(searchSuggestions?.count ?? 0, SearchSuggestionsList.menuRowLimit)
        suggestionsList.frame = CGRect(
            x: fieldFrame.minX, y: fieldFrame.maxY + SearchSuggestionsList.menuGap, width: fieldFrame.width,
            height: CGFloat(rows) * SearchSuggestionsList.rowHeight)
        if suggestionsList.superview !== window { window.addSubview(suggestionsList) }
        window.bringSubviewToFront(suggestionsList)
    }

    /// The user picked the suggestion at `index`: the suggestions go (Apple's page says the
    /// field sets them to nil), then the delegate hears which one.
    func selectSuggestion(at index: Int) {
        guard let suggestions = searchSuggestions, suggestions.indices.contains(index) else { return }
        let suggestion = suggestions[index]
        searchSuggestions = nil
        (delegate as? any UISearchTextFieldDelegate)?.searchTextField(self, didSelect: suggestion)
    }
}
