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
        barSlides.navigationBarGeneration += 1
        let generation = barSlides.navigationBarGeneration
        guard animated, let root = viewIfLoaded, root.window != nil else {
            barSlides.navigationBarLeaving = false
            navigationBar.isHidden = hidden
            barsDidMove()
            return
        }
        root.layoutIfNeeded()
        if hidden {
            barSlides.navigationBarLeaving = true
        } else {
            barSlides.navigationBarLeaving = false
            if navigationBar.isHidden {
                // Start above the view, where a hidden bar would have slid to.
                navigationBar.isHidden = false
                navigationBar.frame.origin.y = -navigationBar.frame.height
            }
        }
        animateBarChange(in: root) { [weak self] in
            guard let self, self.barSlides.navigationBarGeneration == generation, self.barSlides.navigationBarLeaving
            else { return }
            self.barSlides.navigationBarLeaving = false
            self.navigationBar.isHidden = true
            self.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Hides or shows the built-in toolbar, sliding it when `animated` and on screen.
    func slideToolbar(hidden: Bool, animated: Bool) {
        barSlides.toolbarGeneration += 1
        let generation = barSlides.toolbarGeneration
        guard animated, let root = viewIfLoaded, root.window != nil else {
            barSlides.toolbarLeaving = false
            builtInToolbar.isHidden = hidden
            barsDidMove()
            return
        }
        root.layoutIfNeeded()
        if hidden {
            barSlides.toolbarLeaving = true
        } else {
            barSlides.toolbarLeaving = false
            if builtInToolbar.isHidden {
                // Start below the view, where a hidden toolbar would have slid to.
                builtInToolbar.isHidden = false
                builtInToolbar.frame.origin.y = root.bounds.height
            }
        }
        animateBarChange(in: root) { [weak self] in
            guard let self, self.barSlides.toolbarGeneration == generation, self.barSlides.toolbarLeaving else { return }
            self.barSlides.toolbarLeaving = false
            self.builtInToolbar.isHidden = true
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

/// Which bars are sliding out (they keep `isHidden` false until they are out) and a count of the
/// changes to each, so the end of a slide that was turned around does nothing.
struct BarSlides {
    var navigationBarLeaving = false
    var toolbarLeaving = false
    var navigationBarGeneration = 0
    var toolbarGeneration = 0
}
