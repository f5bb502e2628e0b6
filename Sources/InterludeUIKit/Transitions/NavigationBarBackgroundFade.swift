/// The navigation bar's background cross-fading with an animated push or pop, as iOS shows it when
/// the controller that comes has another appearance (its item's standard, compact or scroll-edge
/// appearance, or the bar's own at another scroll-edge state): the old background, drawn again
/// over the new one, fades out alongside the transition. So it follows the transition's progress:
/// an interactive pop scrubs it, and a cancelled one brings it back before the bar shows the old
/// appearance again.
@MainActor
final class NavigationBarBackgroundFade {
    private weak var bar: UINavigationBar?
    /// What the bar drew before the change.
    private let appearanceBefore: UINavigationBarAppearance

    /// Takes note of the background `navigation`'s bar shows; nil when the bar is not on screen.
    init?(navigation: UINavigationController) {
        let bar = navigation.navigationBar
        guard bar.window != nil, !bar.isHidden else { return nil }
        self.bar = bar
        appearanceBefore = bar.shownAppearance.copy()
    }

    /// After the "will" calls (the bar shows the new top item): when the background differs, the
    /// old one lies over it and fades out alongside `transition`.
    func begin(in transition: ViewControllerTransition) {
        guard let bar, !bar.isHidden else { return }
        bar.layoutIfNeeded()
        guard !bar.shownAppearance.drawsSameBackground(as: appearanceBefore) else { return }
        let old = BarBackgroundView(shadowEdge: bar.background.shadowEdge)
        old.show(appearanceBefore)
        old.frame = bar.background.frame
        old.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        bar.insertSubview(old, aboveSubview: bar.background)
        transition.animateAlongsideTransition(
            in: old, animation: { _ in old.alpha = 0 }, completion: { _ in old.removeFromSuperview() })
    }
}

extension UIBarAppearance {
    /// Whether `other` draws the same background and shadow.
    func drawsSameBackground(as other: UIBarAppearance) -> Bool {
        backgroundEffect?.style == other.backgroundEffect?.style && backgroundColor == other.backgroundColor
            && backgroundImage === other.backgroundImage
            && backgroundImageContentMode == other.backgroundImageContentMode && shadowColor == other.shadowColor
            && shadowImage === other.shadowImage
    }
}
