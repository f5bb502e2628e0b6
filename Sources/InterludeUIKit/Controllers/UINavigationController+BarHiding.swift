/// The four rules that hide the navigation bar and toolbar for the content, as UIKit documents
/// them (the pages are cited at each property in `UINavigationController.swift`):
///
/// - ``UINavigationController/hidesBarsOnSwipe``: the ``UINavigationController/barHideOnSwipeGestureRecognizer``,
///   a pan on the navigation controller's view that recognizes together with every other
///   recognizer (the content's scroll view keeps scrolling), hides the bars once the finger went
///   up `barHideSwipeDistance` points (more up than sideways) and shows
///   them once it went down as far.
/// - ``UINavigationController/hidesBarsOnTap``: the ``UINavigationController/barHideOnTapGestureRecognizer``
///   toggles the bars on a tap in the content that no control takes; taps on the bars
///   themselves and on controls do not count. It does not cancel the content's touches.
/// - ``UINavigationController/hidesBarsWhenKeyboardAppears``: the keyboard appearing in the
///   window hides the bars; they stay hidden when it goes, until a tap in the content.
/// - ``UINavigationController/hidesBarsWhenVerticallyCompact``: a change to a vertically compact
///   environment hides the bars, the change back shows them; a tap in the content shows them
///   meanwhile.
///
/// The toolbar takes part only when it has items (Apple: "If the toolbar does not have any items,
/// it remains visible"). The bars hide and show with `setNavigationBarHidden(_:animated: true)`
/// and `setToolbarHidden(_:animated: true)`.
extension UINavigationController {
    /// How far, in points, the finger must go up (or down) for ``hidesBarsOnSwipe`` to hide (or
    /// show) the bars: 20. Interlude's value; UIKit documents none.
    static let barHideSwipeDistance: CGFloat = 20

    func installBarHidingRecognizers(in root: UIView) {
        barHidePan.addTarget(barHidingDriver, action: BarHidingDriver.handleSwipe)
        barHidePan.delegate = barHidingDriver
        barHideTap.addTarget(barHidingDriver, action: BarHidingDriver.handleTap)
        barHideTap.delegate = barHidingDriver
        barHideTap.cancelsTouchesInView = false
        root.addGestureRecognizer(barHidePan)
        root.addGestureRecognizer(barHideTap)
        updateBarHidingRecognizers()
    }

    /// Enables the swipe for ``hidesBarsOnSwipe`` and the tap for ``hidesBarsOnTap`` or while the
    /// keyboard or a compact environment keeps the bars hidden.
    func updateBarHidingRecognizers() {
        barHidePan.isEnabled = hidesBarsOnSwipe
        barHideTap.isEnabled = hidesBarsOnTap || barsHiddenForKeyboard || barsHiddenForCompactHeight
    }

    /// Hides or shows the navigation bar, and the toolbar when it has items, animated.
    func setBarsHiddenForContent(_ hidden: Bool) {
        if !hidden {
            barsHiddenForKeyboard = false
            barsHiddenForCompactHeight = false
        }
        setNavigationBarHidden(hidden, animated: true)
        if !(builtInToolbar.items ?? []).isEmpty { setToolbarHidden(hidden, animated: true) }
        updateBarHidingRecognizers()
    }

    /// The keyboard began to show in this controller's window (``hidesBarsWhenKeyboardAppears``).
    func keyboardWillAppear() {
        guard hidesBarsWhenKeyboardAppears else { return }
        setBarsHiddenForContent(true)
        barsHiddenForKeyboard = true
        updateBarHidingRecognizers()
    }

    /// The traits changed from `previous` (``hidesBarsWhenVerticallyCompact``).
    func verticalSizeClassMayHaveChanged(from previous: UITraitCollection) {
        let now = traitCollection.verticalSizeClass
        guard hidesBarsWhenVerticallyCompact, now != previous.verticalSizeClass else { return }
        if now == .compact {
            setBarsHiddenForContent(true)
            barsHiddenForCompactHeight = true
            updateBarHidingRecognizers()
        } else if barsHiddenForCompactHeight {
            setBarsHiddenForContent(false)
        }
    }
}

/// Target and delegate of a navigation controller's bar-hiding recognizers.
@MainActor
final class BarHidingDriver: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// Hides the bars once the finger went far enough up, shows them once it went far enough down;
    /// the distance is counted again from each change.
    func handleSwipe(_ pan: UIPanGestureRecognizer) {
        guard let navigation = navigationController, let view = navigation.viewIfLoaded,
            pan.state == .began || pan.state == .changed || pan.state == .ended
        else { return }
        let translation = pan.translation(in: view)
        guard abs(translation.y) >= UINavigationController.barHideSwipeDistance, abs(translation.y) > abs(translation.x)
        else { return }
        let hide = translation.y < 0
        if hide != navigation.isNavigationBarHidden { navigation.setBarsHiddenForContent(hide) }
        pan.setTranslation(.zero, in: view)
    }

    /// Toggles the bars for ``UINavigationController/hidesBarsOnTap``; otherwise shows the bars the
    /// keyboard or a compact environment hid.
    func handleTap(_ tap: UITapGestureRecognizer) {
        guard let navigation = navigationController, tap.state == .ended else { return }
        if navigation.hidesBarsOnTap {
            navigation.setBarsHiddenForContent(!navigation.isNavigationBarHidden)
        } else if navigation.barsHiddenForKeyboard || navigation.barsHiddenForCompactHeight {
            navigation.setBarsHiddenForContent(false)
        }
    }

    /// The tap counts only in the content: not on the bars, not on a control.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let navigation = navigationController, gestureRecognizer === navigation.barHideTap else { return true }
        var current = touch.view
        while let view = current, view !== navigation.viewIfLoaded {
            if view is UIControl || view === navigation.navigationBar || view === navigation.builtInToolbar { return false }
            current = view.superview
        }
        return true
    }

    /// Both recognizers work alongside the content's (a scroll view keeps scrolling under a swipe).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}
