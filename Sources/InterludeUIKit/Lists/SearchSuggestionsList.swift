/// The list showing a search field's ``UISearchTextField/searchSuggestions``: one 44-point row
/// per suggestion, its icon and its (styled) text in a default cell; a tap picks the suggestion.
///
/// A search controller lays it over its results (Apple's `searchSuggestions` page: "a list that
/// overlays the searchResultsController" for a stacked search bar, the only placement here); a
/// field elsewhere shows it as a menu under itself in its window, at most eight rows tall, with
/// 12-point corners (Interlude's look).
@MainActor
final class SearchSuggestionsList: UITableView, UITableViewDataSource, UITableViewDelegate {
    /// The height of a row, in points.
    static let rowHeight: CGFloat = 44
    /// The most rows a menu shows before it scrolls.
    static let menuRowLimit = 8
    /// The gap between the field and its menu, and the menu's corner radius.
    static let menuGap: CGFloat = 8, menuCornerRadius: CGFloat = 12
    private static let reuseIdentifier = "suggestion"

    /// The field whose suggestions are listed.
    weak var field: UISearchTextField?
    private var suggestions: [any UISearchSuggestion] { field?.searchSuggestions ?? [] }

    init() {
        super.init(frame: .zero, style: .plain)
        rowHeight = Self.rowHeight
        dataSource = self
        delegate = self
        register(UITableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
    }

    required init?(coder: NSCoder) { return nil }

    /// Styles the list as a menu floating under a field, or as a plain overlay.
    func styleAsMenu(_ menu: Bool) {
        layer.cornerRadius = menu ? Self.menuCornerRadius : 0
        clipsToBounds = menu
        backgroundColor = menu ? .secondarySystemBackground : .systemBackground
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { suggestions.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
        let suggestion = suggestions[indexPath.row]
        if let styled = suggestion.localizedAttributedSuggestion {
            cell.textLabel?.attributedText = styled
        } else {
            cell.textLabel?.text = suggestion.localizedSuggestion
        }
        cell.imageView?.image = suggestion.iconImage
        cell.backgroundColor = .clear
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        field?.selectSuggestion(at: indexPath.row)
    }
}
