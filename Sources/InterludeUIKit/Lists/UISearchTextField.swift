/// The text field inside a search bar, UIKit's `UISearchTextField`: a light gray rounded field
/// (`tertiarySystemFill`, radius 10) with a magnifying glass before the text and the placeholder.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The field's corner radius (Interlude's value, iOS's look).
    static let cornerRadius: CGFloat = 10

    /// A search field at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        leftView = MagnifyingGlassView(frame: CGRect(origin: .zero, size: MagnifyingGlassView.size))
        leftViewMode = .always
        returnKeyType = .search
        clearButtonMode = .whileEditing
    }

    /// Storyboard decoding is not supported; fields are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Suggestions

    /// Suggestions offered under the field; nil (the default) offers none. A search controller's
    /// field shows them over the results while the search is active; another shows them as a
    /// menu under itself while it is first responder. Picking one sets this to nil, then tells
    /// the delegate's `searchTextField(_:didSelect:)` (Apple's page). See `SearchSuggestionsList.swift`.
    open var searchSuggestions: [any UISearchSuggestion]? {
        didSet { searchSuggestionsDidChange() }
    }

    /// The list showing ``searchSuggestions``, once made (see `suggestionsList`).
    var suggestionsListIfMade: SearchSuggestionsList?

    /// Becomes first responder and shows the suggestions' menu.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        searchSuggestionsDidChange()
        return became
    }

    /// Resigns first responder and hides the suggestions' menu.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        searchSuggestionsDidChange()
        return resigned
    }

    // MARK: Tokens

    /// The tokens before the text, in order; empty by default. Setting them replaces them all and
    /// puts the caret at the end.
    open var tokens: [UISearchToken] = [] {
        didSet { tokensDidChange() }
    }

    /// The capsules' color; setting nil restores the default, `tertiarySystemFill` (Interlude's
    /// choice: Apple names no default). Selected tokens are drawn in the tint color.
    open var tokenBackgroundColor: UIColor! {
        get { storedTokenBackgroundColor ?? .tertiarySystemFill }
        set {
            storedTokenBackgroundColor = newValue
            setNeedsDisplay()
        }
    }
    private var storedTokenBackgroundColor: UIColor?

    /// Whether deleting backward removes tokens, as it removes characters. Defaults to true; code
    /// can always remove them
    /// (https://developer.apple.com/documentation/uikit/uisearchtextfield/allowsdeletingtokens).
    open var allowsDeletingTokens = true

    /// Inserts `token` before the token at `tokenIndex` (at `tokens.count`, after the last).
    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        checkTokenIndex(tokenIndex, in: 0..<tokens.count + 1, "insertToken(_:at:)")
        tokens.insert(token, at: tokenIndex)
    }

    /// Removes the token at `tokenIndex`.
    open func removeToken(at tokenIndex: Int) {
        checkTokenIndex(tokenIndex, in: 0..<tokens.count, "removeToken(at:)")
        tokens.remove(at: tokenIndex)
    }

    /// The position of the token at `tokenIndex`: the place before it.
    open func positionOfToken(at tokenIndex: Int) -> UITextPosition {
        checkTokenIndex(tokenIndex, in: 0..<tokens.count, "positionOfToken(at:)")
        return IndexedTextPosition(tokenIndex)
    }

    /// The tokens `textRange` covers, in order.
    open func tokens(in textRange: UITextRange) -> [UISearchToken] {
        guard let range = document.offsets(of: textRange) else { return [] }
        return Array(tokens[min(range.location, tokens.count)..<min(NSMaxRange(range), tokens.count)])
    }

    /// Removes the text in `textRange` (its tokens stay) and inserts `token` at `tokenIndex`, as an
    /// app turns typed text into a token. Sends no event, as setting ``tokens`` sends none.
    open func replaceTextualPortion(of textRange: UITextRange, with token: UISearchToken, at tokenIndex: Int) {
        checkTokenIndex(tokenIndex, in: 0..<tokens.count + 1, "replaceTextualPortion(of:with:at:)")
        if let range = document.offsets(of: textRange), NSMaxRange(range) > tokens.count {
            let start = max(range.location, tokens.count)
            let characters = NSRange(location: start - tokens.count, length: NSMaxRange(range) - start)
            text = ((text ?? "") as NSString).replacingCharacters(in: characters, with: "")
        }
        tokens.insert(token, at: tokenIndex)
    }

    /// The range of the text alone, after the tokens.
    open var textualRange: UITextRange {
        IndexedTextRange(NSRange(location: tokens.count, length: document.length - tokens.count))
    }

    private func checkTokenIndex(_ index: Int, in valid: Range<Int>, _ call: String) {
        guard !valid.contains(index) else { return }
        programmerError(
            "UISearchTextField.\(call): token index \(index) beyond bounds for \(tokens.count) tokens",
            exception: "NSRangeException")
    }

    override var tokenCount: Int { tokens.count }

    override var tokenFrames: [CGRect] { tokens.isEmpty ? [] : tokenLayout.frames }

    override func removeTokens(in range: NSRange) -> Bool {
        guard allowsDeletingTokens else { return false }
        tokens.removeSubrange(range.location..<NSMaxRange(range))
        return true
    }

    /// The caret cannot stand before a token: the token is selected instead.
    override func adjustedSelection(_ range: NSRange) -> NSRange {
        range.length == 0 && range.location < tokens.count ? NSRange(location: range.location, length: 1) : range
    }

    private var tokenLayout: SearchTokenLayout {
        SearchTokenLayout(
            tokens: tokens, font: font ?? .systemFont(ofSize: UIFont.labelFontSize), x: MagnifyingGlassView.size.width + 4,
            in: bounds)
    }

    /// Where the magnifying glass sits: against the leading edge, centred vertically.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = MagnifyingGlassView.size
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The text after the glass, with 8 points at the end (or up to an always-shown right view).
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        let start = tokens.isEmpty ? MagnifyingGlassView.size.width + 4 : tokenLayout.textStart - bounds.minX
        // The text ends 8 points before the field's end, or before a right view (the results-list button).
        let end = rightView != nil && rightViewMode == .always ? rightViewRect(forBounds: bounds).minX : bounds.maxX - 8
        return CGRect(x: bounds.minX + start, y: bounds.minY, width: max(0, end - bounds.minX - start), height: bounds.height)
    }

    /// Fills the rounded field, then draws the tokens and the text or placeholder.
    open override func draw(_ rect: CGRect) {
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius).fill()
        if !tokens.isEmpty {
            let selection = isEditing ? selectedTextRange.flatMap { document.offsets(of: $0) } : nil
            tokenLayout.draw(
                tokens, selected: selection.map { $0.location..<NSMaxRange($0) } ?? 0..<0,
                font: font ?? .systemFont(ofSize: UIFont.labelFontSize), background: tokenBackgroundColor, tint: tintColor,
                textColor: textColor ?? .label)
        }
        super.draw(rect)
    }
}
