/// Which appearance a toolbar shows, and the older properties that write into its standard one.
///
/// UIKit's rules (the `scrollEdgeAppearance` and `compactScrollEdgeAppearance` pages of
/// `UIToolbar`): in a compact height the compact appearances are asked first; while a navigation
/// controller's toolbar is at the scroll edge — the bottom of the top controller's content scroll
/// view reaches the bar, or it has none — the scroll-edge appearance shows, and without one the
/// standard appearance with a transparent background. A toolbar no navigation controller manages
/// shows its standard (or compact) appearance.
extension UIToolbar: ScrollEdgeObserver {
    /// The appearance shown now.
    var shownAppearance: UIToolbarAppearance {
        let compact = traitCollection.verticalSizeClass == .compact
        let resting = withLegacyImages((compact ? compactAppearance : nil) ?? standardAppearanceStorage, compact: compact)
        guard owningNavigationController != nil, isAtScrollEdge else { return resting }
        if compact, let edge = compactScrollEdgeAppearance { return edge }
        return scrollEdgeAppearance ?? resting.withTransparentBackground()
    }

    /// Shows the appearance that applies now: background and items.
    func applyAppearance() {
        background.show(shownAppearance)
        barButtonItemsChanged()
    }

    /// The bar's appearance changed.
    func appearanceDidChange() { applyAppearance() }

    /// Finds the top controller's content scroll view, watches it, and switches between the
    /// scroll-edge and the standard appearance when its bottom edge comes to or leaves the bar.
    func updateScrollEdgeState() {
        let scrollView = owningNavigationController?.topViewController?.observedContentScrollView(for: .bottom)
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
