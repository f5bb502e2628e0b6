/// Which appearance a navigation bar shows, and the older customization properties that write
/// into its standard appearance.
///
/// The appearance shown (UIKit's rules, from the `scrollEdgeAppearance`,
/// `compactScrollEdgeAppearance` and `UINavigationItem.scrollEdgeAppearance` pages): the top
/// item's appearance wins over the bar's; in a compact height the compact ones are asked first;
/// while a navigation controller's bar is at the scroll edge — the top edge of the top
/// controller's content scroll view reaches the bar, or that controller has none — the scroll-edge
/// appearance shows, and without one the standard appearance with a transparent background. A bar
/// no navigation controller manages always shows its standard (or compact) appearance.
extension UINavigationBar {
    /// The appearance shown now.
    var shownAppearance: UINavigationBarAppearance {
        let item = topItem
        let compact = traitCollection.verticalSizeClass == .compact
        let resting = withPromptImage(
            (compact ? item?.compactAppearance ?? compactAppearance : nil)
                ?? item?.standardAppearance ?? standardAppearanceStorage, compact: compact)
        guard owningNavigationController != nil, isAtScrollEdge else { return resting }
        if compact, let edge = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance { return edge }
        return item?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? resting.withTransparentBackground()
    }

    /// Shows the appearance that applies now: background, title and items.
    func applyAppearance() {
        background.show(shownAppearance)
        barButtonItemsChanged()
    }

    /// An appearance (of the bar or its top item) changed.
    func appearanceDidChange() { applyAppearance() }

    /// Finds the top controller's content scroll view, watches it, and switches between the
    /// scroll-edge and the standard appearance when its top edge comes to or leaves the bar.
    func updateScrollEdgeState() {
        let scrollView = owningNavigationController?.topViewController?.observedContentScrollView(for: .top)
        observedScrollView = watch(scrollView, insteadOf: observedScrollView)
        followContentForLargeTitle()
        let atEdge = scrollView?.isContentAtTopEdge ?? true
        guard atEdge != isAtScrollEdge else { return }
        isAtScrollEdge = atEdge
        applyAppearance()
    }

    /// The title's attributes: `attributes` with UIKit's 17-point semibold label-colored title
    /// where they set no font or color.
    static func titleAttributes(_ attributes: [NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any] {
        var filled = attributes
        if filled[.font] == nil { filled[.font] = UIFont.systemFont(ofSize: 17, weight: .semibold) }
        if filled[.foregroundColor] == nil { filled[.foregroundColor] = UIColor.label }
        return filled
    }

    /// A button title's attributes: `attributes` with the 17-point system font (semibold for
    /// prominent items) where they set none; without a color the title takes the tint color.
    static func buttonAttributes(_ attributes: [NSAttributedString.Key: Any], prominent: Bool)
        -> [NSAttributedString.Key: Any]
    {
        var filled = attributes
        if filled[.font] == nil { filled[.font] = UIFont.systemFont(ofSize: 17, weight: prominent ? .semibold : .regular) }
        return filled
    }

    // MARK: The older customization properties

    /// Attributes of the title, written into ``standardAppearance``; nil, the default, is the
    /// system's title.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { legacyTitleTextAttributes }
        set {
            appearancePropertyWasSet("titleTextAttributes")
            legacyTitleTextAttributes = newValue
            standardAppearanceStorage.titleTextAttributes = newValue ?? [:]
            appearanceDidChange()
        }
    }

    /// The image drawn as the shadow, written into ``standardAppearance``; nil, the default, is
    /// the hairline.
    public var shadowImage: UIImage? {
        get { standardAppearanceStorage.shadowImage }
        set {
            appearancePropertyWasSet("shadowImage")
            standardAppearanceStorage.shadowImage = newValue
            appearanceDidChange()
        }
    }

    /// Sets the background image for `barMetrics`: the standard appearance's for `.default`, the
    /// compact appearance's for `.compact` (made from the standard one when there is none). The
    /// prompt metrics' images are drawn instead while the top item has a prompt (`.compactPrompt`
    /// in a compact height, `.defaultPrompt` otherwise: Apple's `UIBarMetrics.defaultPrompt` page,
    /// "for bars with the prompt property"); without one set for the bar's height, the bar keeps
    /// the image of its appearance.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        appearancePropertyWasSet("setBackgroundImage:\(barMetrics.rawValue)")
        legacyBackgroundImages[barMetrics] = backgroundImage
        switch barMetrics {
        case .default:
            standardAppearanceStorage.backgroundImage = backgroundImage
        case .compact:
            let compact = compactAppearance ?? standardAppearanceStorage.copy()
            compact.backgroundImage = backgroundImage
            compactAppearance = compact
        case .defaultPrompt, .compactPrompt:
            break
        }
        appearanceDidChange()
    }

    /// Sets the background image for `barMetrics` (every position of a navigation bar shares it).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: barMetrics)
    }

    /// The background image set for `barMetrics`.
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { legacyBackgroundImages[barMetrics] }

    /// The background image set for `barMetrics`.
    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: barMetrics)
    }

    /// `appearance` with the background image set for the prompt metrics of the bar's height,
    /// while the top item has a prompt and such an image is set.
    private func withPromptImage(_ appearance: UINavigationBarAppearance, compact: Bool) -> UINavigationBarAppearance {
        guard topItem?.prompt != nil, let image = legacyBackgroundImages[compact ? .compactPrompt : .defaultPrompt] else {
            return appearance
        }
        let drawn: UINavigationBarAppearance = appearance.copy()
        drawn.backgroundImage = image
        return drawn
    }

    /// Writes ``barTintColor`` and ``isTranslucent`` into ``standardAppearance``.
    func applyLegacyBackground() {
        standardAppearanceStorage.takeLegacyBackground(tint: barTintColor, translucent: isTranslucent)
        appearanceDidChange()
    }
}
extension UINavigationBar: ScrollEdgeObserver {}
