/// The scroll view bars watch to switch to their scroll-edge appearance.
///
/// Without one set, a controller finds it in its loaded view: the view itself when it is a scroll
/// view, else its first subview when that is one (Apple says only that the controller "analyzes
/// the view hierarchy"; this is the placement table and collection view controllers and most
/// screens use, and Interlude's rule). A container asks the child it shows: a navigation
/// controller its top controller, a tab bar controller its selected one. A view that is not loaded
/// is not loaded to find out.
extension UIViewController {
    /// Sets the scroll view bars at every edge watch; nil lets the controller find one again.
    public func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: .all)
    }

    func chosenContentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        switch edge {
        case .top: chosenContentScrollViews.top ?? foundContentScrollView(for: edge)
        case .bottom: chosenContentScrollViews.bottom ?? foundContentScrollView(for: edge)
        default:
            programmerError(
                "contentScrollView(for:) accepts one edge, .top or .bottom; got NSDirectionalRectEdge(rawValue: \(edge.rawValue))."
            )
        }
    }

    func chooseContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        if edge.contains(.top) { chosenContentScrollViews.top = scrollView }
        if edge.contains(.bottom) { chosenContentScrollViews.bottom = scrollView }
        contentScrollViewDidChange()
    }

    /// The scroll view the bars of this controller's containers watch at `edge`.
    func observedContentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        contentScrollView(for: edge)
    }

    private func foundContentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if let shown = childShownForContentScrollView { return shown.contentScrollView(for: edge) }
        guard let view = viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }

    /// The child whose content scroll view stands for a container's.
    private var childShownForContentScrollView: UIViewController? {
        switch self {
        case let navigation as UINavigationController: navigation.topViewController
        case let tabs as UITabBarController: tabs.selectedViewController
        default: nil
        }
    }

    /// Tells the bars above this controller to look for their scroll view again.
    private func contentScrollViewDidChange() {
        var ancestor: UIViewController? = self
        while let controller = ancestor {
            (controller as? UINavigationController)?.navigationBar.updateScrollEdgeState()
            (controller as? UINavigationController)?.builtInToolbar.updateScrollEdgeState()
            (controller as? UITabBarController)?.tabBar.updateScrollEdgeState()
            ancestor = controller.parent
        }
    }
}

/// The scroll views a controller was given for its top and bottom edges (held weakly).
struct ChosenContentScrollViews {
    weak var top: UIScrollView?
    weak var bottom: UIScrollView?
}
