/// Which appearance a tab bar shows, and the older properties that write into its standard one.
///
/// UIKit's rules (the `scrollEdgeAppearance` pages of `UITabBar` and `UITabBarItem`): the
/// selected item's appearance wins over the bar's; while a tab bar controller's bar is at the
/// scroll edge — the bottom of the selected controller's content scroll view reaches the bar, or
/// it has none — the scroll-edge appearance shows, and without one the standard appearance with a
/// transparent background. A bar no tab bar controller manages shows its standard appearance.
extension UITabBar: ScrollEdgeObserver {
    /// The appearance shown now.
    var shownAppearance: UITabBarAppearance {
        let item = selectedItem
        let resting = item?.standardAppearance ?? standardAppearanceStorage
        guard owningTabBarController != nil, isAtScrollEdge else { return resting }
        return item?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? resting.withTransparentBackground()
    }

    /// The item layout for the bar's traits: inline on iPad, compact inline in a compact height,
    /// stacked otherwise.
    var itemStyle: UITabBarItemAppearance.Style {
        if traitCollection.userInterfaceIdiom == .pad { return .inline }
        return traitCollection.verticalSizeClass == .compact ? .compactInline : .stacked
    }

    /// Shows the appearance that applies now.
    func applyAppearance() {
        background.show(shownAppearance)
        itemsNeedDisplay()
    }

    /// The bar's or an item's appearance changed.
    func appearanceDidChange() { applyAppearance() }

    /// Redraws the items in their states and the shown appearance.
    func itemsNeedDisplay() {
        if window != nil {
            for item in items ?? [] { item.applyAppearanceProxies(in: self) }
        }
        let appearance = shownAppearance
        let style = itemStyle
        for view in itemViews {
            view.style = style
            view.appearance =
                switch style {
                case .stacked: appearance.stackedLayoutAppearance
                case .inline: appearance.inlineLayoutAppearance
                case .compactInline: appearance.compactInlineLayoutAppearance
                }
            view.update(
                selected: view.item === selectedItem, unselectedColor: unselectedItemTintColor,
                indicator: appearance.selectionIndicatorImage, indicatorTint: appearance.selectionIndicatorTintColor)
        }
        setNeedsLayout()
    }

    /// Finds the selected controller's content scroll view, watches it, and switches between the
    /// scroll-edge and the standard appearance when its bottom edge comes to or leaves the bar.
    func updateScrollEdgeState() {
        let scrollView = owningTabBarController?.selectedViewController?.observedContentScrollView(for: .bottom)
        observedScrollView = watch(scrollView, insteadOf: observedScrollView)
        let atEdge = scrollView?.isContentAtBottomEdge ?? true
        guard atEdge != isAtScrollEdge else { return }
        isAtScrollEdge = atEdge
        applyAppearance()
    }

    /// Writes ``barTintColor`` and ``isTranslucent`` into ``standardAppearance``.
    func applyLegacyBackground() {
        standardAppearanceStorage.takeLegacyBackground(tint: barTintColor, translucent: isTranslucent)
        appearanceDidChange()
    }
}
