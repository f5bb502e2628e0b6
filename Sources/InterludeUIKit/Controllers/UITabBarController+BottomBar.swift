/// The tab bar and `hidesBottomBarWhenPushed`, UIKit's rule (the property's documentation up to
/// iOS 12: "the bottom bar remains hidden until the view controller is popped from the stack"):
/// while any controller on the selected tab's navigation stack hides the bottom bar, the bar is
/// hidden; pushes and pops move it (`BottomBarHandoff`), other changes hide or show it at once.
extension UITabBarController {
    /// Whether the selected tab is a navigation controller whose stack hides the bar.
    var selectedStackHidesBottomBar: Bool {
        (selectedViewController as? UINavigationController)?.stackHidesBottomBar ?? false
    }

    /// Hides or shows the bar for the selected tab's stack; a bar hidden by other code stays so
    /// unless the stack hides it.
    func updateBottomBarForSelection() {
        let hidden = selectedStackHidesBottomBar
        guard hidden || hidesBarForStack else { return }
        setBottomBarHidden(hidden)
    }

    /// Hides or shows the bar for the stack, moving the children's views and safe areas with it.
    func setBottomBarHidden(_ hidden: Bool) {
        hidesBarForStack = hidden
        guard tabBar.isHidden != hidden else { return }
        tabBar.isHidden = hidden
        placeShownChildView()
        childSafeAreasNeedUpdate()
        viewIfLoaded?.setNeedsLayout()
    }
}

extension UINavigationController {
    /// Whether a controller on the stack hides its tab bar controller's bar.
    var stackHidesBottomBar: Bool { viewControllers.contains { $0.hidesBottomBarWhenPushed } }
}
