import Interlude

/// What a ``SearchBarView`` tells its delegate, with `UISearchBarDelegate`'s names.
@MainActor
protocol SearchBarViewDelegate: AnyObject {
    func searchBarTextDidBeginEditing(_ searchBar: SearchBarView)
    func searchBarTextDidEndEditing(_ searchBar: SearchBarView)
    func searchBarResultsListButtonClicked(_ searchBar: SearchBarView)
}

/// A stand-in for the seed's `UISearchBar` (Interlude has no text input): a rounded field with a
/// placeholder; a tap "begins editing" (a caret shows and the delegate hears it), and the button
/// on the right — the results-list button — is how the user ends the search.
@MainActor
final class SearchBarView: UIView {
    let placeholderLabel = UILabel(frame: .zero)
    let caret = UIView(frame: .zero)
    let resultsListButton = UIButton(type: .system)
    weak var delegate: SearchBarViewDelegate?
    private(set) var isEditing = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 1, alpha: 0.3)
        layer.cornerRadius = 10
        placeholderLabel.text = "Search"
        placeholderLabel.textColor = UIColor(white: 1, alpha: 0.75)
        placeholderLabel.font = .systemFont(ofSize: 17)
        addSubview(placeholderLabel)
        caret.backgroundColor = .systemBlue
        caret.isHidden = true
        addSubview(caret)
        resultsListButton.setTitle("Cancel", for: .normal)
        resultsListButton.setTitleColor(.white, for: .normal)
        resultsListButton.isHidden = true
        resultsListButton.addTarget(self, action: SearchBarView.resultsListButtonTapped, for: .touchUpInside)
        addSubview(resultsListButton)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: SearchBarView.beginEditing))
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeholderLabel.frame = CGRect(x: 14, y: 0, width: 200, height: bounds.height)
        caret.frame = CGRect(x: 12, y: (bounds.height - 22) / 2, width: 2, height: 22)
        resultsListButton.frame = CGRect(x: bounds.width - 80, y: 0, width: 72, height: bounds.height)
    }

    /// Starts editing: the caret and the results-list button show.
    func beginEditing() {
        guard !isEditing else { return }
        isEditing = true
        caret.isHidden = false
        resultsListButton.isHidden = false
        placeholderLabel.frame.origin.x = 20
        delegate?.searchBarTextDidBeginEditing(self)
    }

    /// Ends editing, as `UIResponder.resignFirstResponder()` does for a search bar (the bar never
    /// becomes first responder itself: it has no text input).
    @discardableResult
    override func resignFirstResponder() -> Bool {
        guard isEditing else { return false }
        isEditing = false
        caret.isHidden = true
        resultsListButton.isHidden = true
        placeholderLabel.frame.origin.x = 14
        delegate?.searchBarTextDidEndEditing(self)
        return true
    }

    private func resultsListButtonTapped() {
        delegate?.searchBarResultsListButtonClicked(self)
    }
}
