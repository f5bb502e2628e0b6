/// The scope bar: a segmented control of ``UISearchBar/scopeButtonTitles`` in a row under the
/// search field.
///
/// The row shows while ``UISearchBar/showsScopeBar`` is true and there are two titles or more
/// (Apple's `scopeBarActivation` page: no scope bar with fewer). It is 44 points tall, the control
/// 32 points tall with the field's 8-point side margins (Interlude's metrics; Apple gives none).
/// ``UISearchBar/sizeThatFits(_:)`` adds the row, as `sizeToFit()` after `showsScopeBar` expects;
/// a navigation bar's search row grows with it, and a search controller's bar elsewhere resizes
/// itself. A tap on a scope button sets ``UISearchBar/selectedScopeButtonIndex`` and then tells
/// the delegate's `searchBar(_:selectedScopeButtonIndexDidChange:)`.
extension UISearchBar {
    /// The height of the scope bar's row, in points (Interlude's).
    static let scopeBarRowHeight: CGFloat = 44

    /// Whether the scope bar shows: asked to, with two titles or more.
    var isScopeBarVisible: Bool { scopeBarShown && (scopeButtonTitles?.count ?? 0) >= 2 }

    /// The height the scope bar's row takes: 44 points while it shows, else 0.
    var scopeRowHeight: CGFloat { isScopeBarVisible ? Self.scopeBarRowHeight : 0 }

    /// The scope button to select in the control: ``selectedScopeButtonIndex`` when it names one.
    var scopeBarSelection: Int {
        (scopeButtonTitles ?? []).indices.contains(selectedScopeButtonIndex)
            ? selectedScopeButtonIndex : UISegmentedControl.noSegment
    }

    /// Adds the hidden scope bar and its background; a tap on a button reaches the delegate.
    func setUpScopeBar() {
        scopeBarBackground.isHidden = true
        scopeBarBackground.isUserInteractionEnabled = false
        addSubview(scopeBarBackground)
        scopeBar.isHidden = true
        scopeBar.alpha = 0
        scopeBar.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.selectedScopeButtonIndex = self.scopeBar.selectedSegmentIndex
                self.delegate?.searchBar(self, selectedScopeButtonIndexDidChange: self.selectedScopeButtonIndex)
            }, for: .valueChanged)
        addSubview(scopeBar)
    }

    /// New titles: the control's buttons follow, and the row shows or hides if their count crossed two.
    func scopeButtonTitlesDidChange(from oldTitles: [String]?) {
        let wasVisible = scopeBarShown && (oldTitles?.count ?? 0) >= 2
        scopeBar.removeAllSegments()
        for (index, title) in (scopeButtonTitles ?? []).enumerated() {
            scopeBar.insertSegment(withTitle: title, at: index, animated: false)
        }
        scopeBar.selectedSegmentIndex = scopeBarSelection
        if wasVisible != isScopeBarVisible { scopeVisibilityDidChange(animated: false) }
    }

    /// Asks for the scope bar to show or hide (for the search controller too).
    func setScopeBarShown(_ show: Bool, animated: Bool) {
        guard show != scopeBarShown else { return }
        let wasVisible = isScopeBarVisible
        scopeBarShown = show
        if wasVisible != isScopeBarVisible { scopeVisibilityDidChange(animated: animated) }
    }

    /// The background image changed: shown behind the row while the scope bar is.
    func scopeBarBackgroundImageDidChange() {
        scopeBarBackground.image = scopeBarBackgroundImage
        scopeBarBackground.isHidden = scopeBarBackgroundImage == nil || !isScopeBarVisible
    }

    /// The row appeared or went: fades the control and gives the bar (or its navigation bar's
    /// search row) the new height, over 0.3 seconds when `animated`.
    private func scopeVisibilityDidChange(animated: Bool) {
        scopeBarBackgroundImageDidChange()
        let resize = {
            if let navigationBar = self.enclosingNavigationBar {
                navigationBar.searchBarHeightDidChange()
            } else if self.searchController != nil {
                self.frame.size.height = self.sizeThatFits(self.bounds.size).height
            }
            self.placeSubviews()
        }
        fade(scopeBar, shown: isScopeBarVisible, animated: animated, along: resize) { self.isScopeBarVisible }
    }

    /// Places the scope bar's row at `top`, the bottom of the field's area.
    func placeScopeBar(below top: CGFloat) {
        let row = CGRect(x: 0, y: top, width: bounds.width, height: Self.scopeBarRowHeight)
        scopeBarBackground.frame = row
        let controlTop = ((Self.scopeBarRowHeight - UISegmentedControl.height) / 2).rounded()
        scopeBar.frame = CGRect(
            x: Self.margin, y: top + controlTop, width: max(0, bounds.width - 2 * Self.margin),
            height: UISegmentedControl.height)
    }
}
