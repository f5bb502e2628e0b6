extension UIWindow {
    /// The controller whose view fills the window.
    ///
    /// Setting it installs the view at the window's bounds (resizing with it) and, when the window
    /// is visible, sends the controller `viewWillAppear(_:)` (and `viewIsAppearing(_:)`) at once and
    /// `viewDidAppear(_:)` at the next clock step; the controller it replaces disappears.
    public var rootViewController: UIViewController? {
        get { _rootViewController }
        set {
            guard newValue !== _rootViewController else { return }
            if let old = _rootViewController {
                // Requests waiting for a transition the teardown ends run after the old root left.
                transitionQueue.holdingRequests {
                    old.endHostedPresentations()
                    old.beginAppearanceTransition(false, animated: false)
                    old.viewIfLoaded?.removeFromSuperview()
                    old.endAppearanceTransition()
                }
            }
            _rootViewController = newValue
            defer { _statusBarManager?.update() }
            guard let root = newValue else { return }
            UIScreen.main.measuring(self) { root.loadViewIfNeeded() }
            root.view.frame = bounds
            root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(root.view, at: 0)
            if !isHidden { showRootViewController() }
        }
    }

    /// Sends the root controller its appearance: "will" now, "did" at the next clock step.
    func showRootViewController() {
        guard let root = _rootViewController, root.appearanceState == .disappeared else { return }
        root.beginAppearanceTransition(true, animated: false)
        clock.enqueue { [weak root] in
            guard let root, root.appearanceState == .appearing else { return }
            root.endAppearanceTransition()
        }
    }
}
