/// The animated change of a bar's items, shared by `UIToolbar.setItems(_:animated:)` and
/// `UINavigationItem`'s animated setters: a picture of the bar as it was fades out over the bar
/// showing the new items (`UIView.transition` with `.transitionCrossDissolve`) over ``duration``
/// on the window's clock. The new items are the bar's at once.
@MainActor
enum BarItemChange {
    /// How long an animated change of a bar's items cross-fades: 0.25 seconds, Interlude's value
    /// (Apple documents none, see Decisions.md).
    static let duration: TimeInterval = 0.25

    /// Makes `change` to `bar`'s items: cross-faded when `animated`, the bar is in a window and
    /// animations are enabled; otherwise at once.
    static func perform(in bar: UIView, animated: Bool, _ change: @escaping () -> Void) {
        guard animated, bar.window != nil, UIView.areAnimationsEnabled else { return change() }
        UIView.transition(with: bar, duration: duration, options: .transitionCrossDissolve, animations: change)
    }
}
