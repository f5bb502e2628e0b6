/// The toolbar's older background and shadow images, set per position (and bar metrics), drawn
/// in place of the standard (or compact) appearance's background image and shadow.
///
/// UIKit's rules (Apple's pages for `backgroundImage(forToolbarPosition:barMetrics:)`: "When
/// non-nil the image will be used instead of the system image for toolbars in the specified
/// position"; `setShadowImage(_:forToolbarPosition:)`: "For a custom shadow image to be shown, a
/// custom background image must also be set"). The bar draws the image set for its
/// ``UIToolbar/barPosition``, else the one set for `.any`; in a compact height the `.compact`
/// metrics' image, else the `.default` one. Like the other older properties, they do not reach the
/// scroll-edge appearances. The getters return what was set for exactly that key.
extension UIToolbar {
    /// Sets the background image for toolbars at `topOrBottom` with `barMetrics` (nil removes it).
    public func setBackgroundImage(
        _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        appearancePropertyWasSet("setBackgroundImage:\(topOrBottom.rawValue):\(barMetrics.rawValue)")
        legacyBackgroundImages[LegacyImageKey(position: topOrBottom, metrics: barMetrics)] = backgroundImage
        appearanceDidChange()
    }

    /// The background image set for `topOrBottom` and `barMetrics`; nil, the default, is the
    /// system's background.
    public func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        legacyBackgroundImages[LegacyImageKey(position: topOrBottom, metrics: barMetrics)]
    }

    /// Sets the shadow image for toolbars at `topOrBottom` (nil is the default shadow); it shows
    /// only while a background image is set.
    public func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        appearancePropertyWasSet("setShadowImage:\(topOrBottom.rawValue)")
        legacyShadowImages[topOrBottom] = shadowImage
        appearanceDidChange()
    }

    /// The shadow image set for `topOrBottom`; nil, the default, is the default shadow.
    public func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        legacyShadowImages[topOrBottom]
    }

    /// `appearance` with the older images that apply at the bar's position and height drawn in it.
    func withLegacyImages(_ appearance: UIToolbarAppearance, compact: Bool) -> UIToolbarAppearance {
        guard !legacyBackgroundImages.isEmpty else { return appearance }
        let position = barPosition
        let metrics: [UIBarMetrics] = compact ? [.compact, .default] : [.default]
        var image: UIImage?
        search: for metric in metrics {
            for place in [position, .any] {
                if let found = legacyBackgroundImages[LegacyImageKey(position: place, metrics: metric)] {
                    image = found
                    break search
                }
            }
        }
        guard let image else { return appearance }
        let drawn: UIToolbarAppearance = appearance.copy()
        drawn.backgroundImage = image
        if let shadow = legacyShadowImages[position] ?? legacyShadowImages[.any] { drawn.shadowImage = shadow }
        return drawn
    }
}

/// Where an older background image applies.
struct LegacyImageKey: Hashable {
    let position: UIBarPosition
    let metrics: UIBarMetrics
}
