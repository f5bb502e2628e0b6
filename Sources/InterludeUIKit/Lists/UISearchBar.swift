import Foundation

/// A search field with an optional Cancel button, UIKit's `UISearchBar`, built on a
/// ``UISearchTextField``.
///
/// The bar is 56 points tall (``sizeThatFits(_:)``); the field, 36 points tall, spans it with
/// 8-point margins, leaving room on the right for the Cancel button while ``showsCancelButton``.
/// ``setShowsCancelButton(_:animated:)`` slides the field's end and fades the button over 0.3 s
/// (Interlude's duration) on the window clock. ``showsSearchResultsButton`` puts the results-list
/// button at the end of the field. Events reach the ``delegate`` in ``UISearchBarDelegate``'s
/// terms; a ``UISearchController``'s bar also tells the controller (after the delegate), which
/// shows the Cancel button while the search is active. In a navigation bar's search row the bar is
/// 52 points tall and draws no background of its own. The scope bar (``scopeButtonTitles``,
/// ``showsScopeBar``) is a segmented control in a row under the field; see
/// `UISearchBar+ScopeBar.swift`. The bookmark button and prompts are not implemented.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The look of the bar's background, UIKit's raw values.
    public enum Style: UInt, Sendable {
        /// The bar's background (as `.prominent`).
        case `default` = 0
        /// A background behind the field.
        case prominent = 1
        /// No background: only the field shows.
        case minimal = 2
    }

    /// The bar's height (iOS's 56-point search bar; Interlude's metric).
    static let barHeight: CGFloat = 56
    /// The field's height.
    static let fieldHeight: CGFloat = 36
    /// The margin around the field and between it and the Cancel button.
    static let margin: CGFloat = 8
    /// How long showing or hiding the Cancel button (and the scope bar) animates, in seconds
    /// (Interlude's choice).
    static let cancelButtonAnimationDuration: TimeInterval = 0.3

    /// The text field.
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The delegate, held weakly; also asked for the bar's position (see `UISearchBar+Positioning.swift`).
    open weak var delegate: UISearchBarDelegate? { didSet { askPosition() } }
    /// Where the bar sits, from its delegate when the bar moved to a window; `.top` until one answers.
    open var barPosition: UIBarPosition { positionFromDelegate }
    /// The position the delegate gave; `.top` until one does.
    var positionFromDelegate = UIBarPosition.top
    /// The background running up behind the status bar at `.topAttached`.
    let attachedBackground = UIView(frame: .zero)
    /// The text in the field. Setting it does not tell the delegate.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The gray text shown while the field is empty. Defaults to nil.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// Whether the Cancel button shows. Defaults to false. A search controller's bar shows it
    /// while the search is active; setting it turns the controller's
    /// `automaticallyShowsCancelButton` off (UIKit's header says so).
    open var showsCancelButton: Bool {
        get { cancelButtonShown }
        set { setShowsCancelButton(newValue, animated: false) }
    }
    /// The search controller this bar belongs to, told about editing, typing and Cancel.
    weak var searchController: UISearchController?
    /// Whether the results-list button shows at the end of the field; tapping it tells the
    /// delegate's `searchBarResultsListButtonClicked(_:)`. Defaults to false.
    open var showsSearchResultsButton = false {
        didSet {
            guard showsSearchResultsButton != oldValue else { return }
            searchTextField.rightView = showsSearchResultsButton ? resultsListButton : nil
            searchTextField.rightViewMode = showsSearchResultsButton ? .always : .never
        }
    }
    /// The look of the background. Defaults to `.default`.
    open var searchBarStyle: Style = .default { didSet { updateBackground() } }
    /// The background's color; nil is the system background.
    open var barTintColor: UIColor? { didSet { updateBackground() } }
    /// The kind of keyboard for the field.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The Cancel button (a system button titled "Cancel" in the tint color).
    let cancelButton = UIButton(type: .system)

    /// The titles of the scope buttons, in order; nil (the default) has none. The scope bar
    /// shows only with two titles or more (Apple's `scopeBarActivation` page).
    open var scopeButtonTitles: [String]? { didSet { scopeButtonTitlesDidChange(from: oldValue) } }
    /// The index of the selected scope button, an index of ``scopeButtonTitles``. Defaults to 0.
    /// Setting it does not tell the delegate; a tap on a scope button does.
    open var selectedScopeButtonIndex = 0 { didSet { scopeBar.selectedSegmentIndex = scopeBarSelection } }
    /// Whether the scope bar shows. Defaults to false. Setting it turns a search controller's
    /// automatic scope bar off (Apple's page).
    open var showsScopeBar: Bool {
        get { scopeBarShown }
        set { setShowsScope(newValue, animated: false) }
    }
    /// The scope bar's background image; nil draws the bar's background.
    open var scopeBarBackgroundImage: UIImage? { didSet { scopeBarBackgroundImageDidChange() } }
    /// The segmented control holding the scope buttons.
    let scopeBar = UISegmentedControl(frame: .zero)
    /// The image view behind the scope bar showing ``scopeBarBackgroundImage``.
    let scopeBarBackground = UIImageView(frame: .zero)
    /// Whether the scope bar is asked to show (it needs two titles too).
    var scopeBarShown = false

    /// The results-list button, the field's right view while ``showsSearchResultsButton``.
    let resultsListButton = SearchResultsListButton(frame: CGRect(origin: .zero, size: SearchResultsListButton.size))
    private var cancelButtonShown = false
    private let relay = SearchFieldRelay()

    /// A search bar at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        attachedBackground.isUserInteractionEnabled = false
        attachedBackground.isHidden = true
        addSubview(attachedBackground)
        relay.searchBar = self
        searchTextField.delegate = relay
        searchTextField.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.relay.textDidChange(self.searchTextField)
            }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.alpha = 0
        cancelButton.isHidden = true
        cancelButton.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.delegate?.searchBarCancelButtonClicked(self)
                self.searchController?.cancelSearch()
            }, for: .touchUpInside)
        addSubview(cancelButton)
        setUpScopeBar()
        resultsListButton.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.delegate?.searchBarResultsListButtonClicked(self)
            }, for: .touchUpInside)
        updateBackground()
    }

    /// Storyboard decoding is not supported; search bars are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Shows or hides the Cancel button, sliding the field's end and fading the button when
    /// `animated`; a search controller stops showing and hiding it by itself.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        searchController?.automaticallyShowsCancelButton = false
        setCancelButtonShown(showsCancelButton, animated: animated)
    }

    /// Shows or hides the scope bar, fading it and resizing the navigation bar's search row when
    /// `animated`; a search controller stops showing and hiding it by itself (Apple's page).
    open func setShowsScope(_ show: Bool, animated: Bool) {
        searchController?.automaticallyShowsScopeBar = false
        setScopeBarShown(show, animated: animated)
    }

    /// Sets the text attributes of the scope buttons' titles in `state`.
    open func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        scopeBar.setTitleTextAttributes(attributes, for: state)
    }

    /// The text attributes of the scope buttons' titles in `state`, if set.
    open func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        scopeBar.titleTextAttributes(for: state)
    }

    /// Shows or hides the Cancel button (for the search controller too).
    func setCancelButtonShown(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != cancelButtonShown else { return }
        cancelButtonShown = showsCancelButton
        fade(cancelButton, shown: showsCancelButton, animated: animated, along: { self.placeSubviews() }) {
            self.cancelButtonShown
        }
    }

    /// Shows or hides `view`, fading it, while `change` lays the bar out again, over 0.3 seconds
    /// when `animated`; the view is hidden at the end unless `stillShown()` says it came back.
    func fade(
        _ view: UIView, shown: Bool, animated: Bool, along change: @escaping () -> Void,
        stillShown: @escaping () -> Bool
    ) {
        if shown { view.isHidden = false }
        let apply = {
            change()
            view.alpha = shown ? 1 : 0
        }
        let finish: (Bool) -> Void = { _ in
            if !stillShown() { view.isHidden = true }
        }
        if animated {
            UIView.animate(withDuration: Self.cancelButtonAnimationDuration, animations: apply, completion: finish)
        } else {
            UIView.performWithoutAnimation(apply)
            finish(true)
        }
    }

    /// The bar's size: the proposed width and 56 points, plus the scope bar's row while it shows.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: Self.barHeight + scopeRowHeight)
    }

    /// Starts editing in the field.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// Ends editing in the field.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    /// Whether the field is first responder.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    /// Places the field and the Cancel button.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeSubviews()
        layoutAttachedBackground()
    }

    override func didEnterWindow() {
        askPosition()
        setNeedsLayout()
    }

    /// The Cancel button's width: its title's plus 8 points.
    private var cancelWidth: CGFloat { (cancelButton.titleLabel?.sizeThatFits(.zero).width ?? 0) + Self.margin }

    func placeSubviews() {
        let margin = Self.margin
        // The scope bar's row takes the bottom of the bar; the field is centred in the rest.
        let fieldArea = max(0, bounds.height - scopeRowHeight)
        let fieldY = ((fieldArea - Self.fieldHeight) / 2).rounded()
        let trailing = cancelButtonShown ? cancelWidth + margin : 0
        let field = CGRect(
            x: margin, y: fieldY, width: max(0, bounds.width - 2 * margin - trailing), height: Self.fieldHeight)
        if searchTextField.frame != field {
            searchTextField.frame = field
            searchTextField.layoutIfNeeded()
        }
        // The button waits just past the right edge while hidden and slides in with the field's end.
        let buttonX = cancelButtonShown ? field.maxX + margin : bounds.width
        cancelButton.frame = CGRect(x: buttonX, y: fieldY, width: cancelWidth, height: Self.fieldHeight)
        placeScopeBar(below: fieldArea)
    }

    /// Whether the bar sits in a navigation bar's search row, where it draws no background of its own.
    var isInNavigationBar = false {
        didSet { if isInNavigationBar != oldValue { updateBackground() } }
    }

    private func updateBackground() {
        let clear = searchBarStyle == .minimal || isInNavigationBar
        settingDefaults { backgroundColor = clear ? nil : (barTintColor ?? .systemBackground) }
        setNeedsLayout()
    }
}
