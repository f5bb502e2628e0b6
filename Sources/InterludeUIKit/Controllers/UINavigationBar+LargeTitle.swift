/// Large titles and prompts: when they show, how tall the bar is, and where they are drawn.
///
/// A navigation controller's bar shows the top item's title large when it ``prefersLargeTitles``,
/// the item's `largeTitleDisplayMode` resolves to large (`.automatic` takes the mode of the item
/// before it, large for the first — Apple's `LargeTitleDisplayMode.automatic` page) and the height
/// is regular (iPhones in landscape show no large titles). The bar is then 44 + 52 points tall
/// while the top controller's content scroll view rests at its top; scrolling up by `s` points
/// shrinks it by `s` down to 44 (the content's top stays at the bar's bottom), pulling down grows
/// it. The standard title shows only once the large one is gone. Children's safe areas keep the
/// expanded height throughout, so the content does not jump. Sizes: the 34-point bold title, its
/// leading edge 16 points in, its bottom 8 points above the bar's (Interlude's).
extension UINavigationBar {
    /// Whether the top item's title shows large.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, owningNavigationController != nil, traitCollection.verticalSizeClass != .compact else {
            return false
        }
        for item in (items ?? []).reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's height with its large title area and search bar row fully shown (only the
    /// search bar's row while an active search collapses the bar).
    var expandedHeight: CGFloat {
        if collapsesForSearch { return searchRowHeight }
        return promptHeight + rowHeight + (showsLargeTitle ? Self.largeTitleHeight : 0) + searchRowHeight
    }

    /// The height of the prompt's row above the standard one: 30 points while the top item has a
    /// prompt (the 74-point bar of iOS), else 0.
    var promptHeight: CGFloat { topItem?.prompt == nil ? 0 : 30 }

    /// The bar's height now: the expanded height less how far the content scroll view scrolled up,
    /// down to the standard row (the search bar's row goes first, then the large title).
    var currentHeight: CGFloat {
        let collapsible = (showsLargeTitle ? Self.largeTitleHeight : 0) + (searchRowCollapses ? searchRowHeight : 0)
        guard !collapsesForSearch, collapsible > 0, let scrollView = observedScrollView else { return expandedHeight }
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        return expandedHeight - min(collapsible, scrolled)
    }

    /// How tall the large title's area and the search bar's row are at the bar's height now: the
    /// search bar's row shrinks first when it collapses with scrolling, and a pull down grows the
    /// large title's area.
    var collapsibleRowHeights: (largeTitle: CGFloat, search: CGFloat) {
        if collapsesForSearch { return (0, searchRowHeight) }
        let extra = max(0, bounds.height - promptHeight - rowHeight)
        let large = showsLargeTitle ? Self.largeTitleHeight : 0
        let search = min(searchRowHeight, searchRowCollapses ? max(0, extra - large) : extra)
        return (showsLargeTitle ? extra - search : 0, search)
    }

    /// Attributes of the large title, written into ``standardAppearance``; nil, the default, is
    /// the system's large title.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { legacyLargeTitleTextAttributes }
        set {
            appearancePropertyWasSet("largeTitleTextAttributes")
            legacyLargeTitleTextAttributes = newValue
            standardAppearanceStorage.largeTitleTextAttributes = newValue ?? [:]
            appearanceDidChange()
        }
    }

    /// The large title or the stack changed: the bar's height may too.
    func largeTitleStateDidChange() {
        owningNavigationController?.layoutNavigationBar()
        setNeedsLayout()
    }

    /// Resizes the bar when the content scrolled under its large title.
    func followContentForLargeTitle() {
        guard owningNavigationController != nil, bounds.height != currentHeight else { return }
        largeTitleStateDidChange()
    }

    /// Places the large title in its area and shows the standard title only without it.
    func layoutLargeTitle(_ appearance: UINavigationBarAppearance) {
        let large = showsLargeTitle
        largeTitleArea.isHidden = !large
        let areaTop = promptHeight + rowHeight
        let shown = collapsibleRowHeights.largeTitle
        largeTitleArea.frame = CGRect(x: 0, y: areaTop, width: bounds.width, height: shown)
        titleLabel.alpha = large && shown > 0 ? 0 : 1
        guard large else { return }
        var attributes = appearance.largeTitleTextAttributes
        if attributes[.font] == nil { attributes[.font] = UIFont.systemFont(ofSize: 34, weight: .bold) }
        if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = UIColor.label }
        largeTitleLabel.attributedText = topItem?.title.map { NSAttributedString(string: $0, attributes: attributes) }
        let size = largeTitleLabel.intrinsicContentSize
        largeTitleLabel.frame = CGRect(
            x: Self.largeTitleLeadingInset, y: largeTitleArea.bounds.height - Self.largeTitleBottomInset - size.height,
            width: max(0, bounds.width - 2 * Self.largeTitleLeadingInset), height: size.height)
    }

    /// Shows the top item's prompt, 13-point text centred in its row.
    func layoutPrompt() {
        promptLabel.isHidden = topItem?.prompt == nil
        promptLabel.text = topItem?.prompt
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = .label
        promptLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: promptHeight)
    }

    static let largeTitleLeadingInset: CGFloat = 16
    static let largeTitleBottomInset: CGFloat = 8
}
