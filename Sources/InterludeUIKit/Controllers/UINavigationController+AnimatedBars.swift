/// Animated hiding and showing of the navigation bar and the toolbar
/// (`setNavigationBarHidden(_:animated:)`, `setToolbarHidden(_:animated:)`), as UIKit does it: the
/// bar slides out of the view (the navigation bar up, the toolbar down) or back in over
/// ``UINavigationController/hideShowBarDuration`` on the window's clock. The hidden state reads
/// the new value at once; the children's safe areas change at the start of the animation, and
/// their layout (frames set in `viewSafeAreaInsetsDidChange`, `layoutSubviews`) runs inside it, so
/// it moves along with the bar. A hiding bar gets `isHidden` only once it is out; a change back
/// during the slide turns it around from where it is.
extension UINavigationController {
    /// The duration, in seconds, of the animated hiding and showing of the bars: 0.33. A constant
    /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/hideshowbarduration);
    /// Apple documents no value, see Decisions.md.
    public nonisolated static let hideShowBarDuration: CGFloat = 0.33

    /// Hides or shows the navigation bar, sliding it when `animated` and on screen.
    func slideNavigationBar(hidden: Bool, animated: Bool) {
        // A hidden navigation bar shows from above the view, where it slid to.
        slide(navigationBar, \.navigationBar, hidden: hidden, animated: animated) { -$1.frame.height }
    }

    /// Hides or shows the built-in toolbar, sliding it when `animated` and on screen.
    func slideToolbar(hidden: Bool, animated: Bool) {
        // A hidden toolbar shows from below the view, where it slid to.
        slide(builtInToolbar, \.toolbar, hidden: hidden, animated: animated) { root, _ in root.bounds.height }
    }

    /// Hides or shows `bar`, whose slide state is `state`; a bar shown again starts at the y that
    /// `hiddenY` gives for the view and the bar.
    private func slide(
        _ bar: UIView, _ state: WritableKeyPath<BarSlides, BarSlides.Slide>, hidden: Bool, animated: Bool,
        hiddenY: (_ root: UIView, _ bar: UIView) -> CGFloat
    ) {
        barSlides[keyPath: state].generation += 1
        let generation = barSlides[keyPath: state].generation
        guard animated, let root = viewIfLoaded, root.window != nil else {
            barSlides[keyPath: state].isLeaving = false
            bar.isHidden = hidden
            barsDidMove()
            return
        }
        root.layoutIfNeeded()
        barSlides[keyPath: state].isLeaving = hidden
        if !hidden && bar.isHidden {
            bar.isHidden = false
            bar.frame.origin.y = hiddenY(root, bar)
        }
        animateBarChange(in: root) { [weak self, weak bar] in
            guard let self, let bar, self.barSlides[keyPath: state].generation == generation,
                self.barSlides[keyPath: state].isLeaving
            else { return }
            self.barSlides[keyPath: state].isLeaving = false
            bar.isHidden = true
            self.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Moves the bars to their new places and lays the children out again inside one animation.
    private func animateBarChange(in root: UIView, completion: @escaping () -> Void) {
        UIView.animate(
            withDuration: TimeInterval(Self.hideShowBarDuration),
            animations: {
                self.layoutNavigationBar()
                self.layoutToolbar()
                self.barsDidMove()
                root.layoutIfNeeded()
            },
            completion: { _ in completion() })
    }

    /// The children's frames and safe areas follow the bars.
    private func barsDidMove() {
        placeShownChildView()
        childSafeAreasNeedUpdate()
        viewIfLoaded?.setNeedsLayout()
    }
}

/// The slides of a navigation controller's two bars.
struct BarSlides {
    /// Whether a bar is sliding out (it keeps `isHidden` false until it is out), and a count of
    /// the changes to it, so that the end of a slide that was turned around does nothing.
    struct Slide {
        var isLeaving = false
        var generation = 0
    }

    var navigationBar = Slide()
    var toolbar = Slide()
}
