/// Extended layout, UIKit's rules
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/edgesforextendedlayout and
/// .../extendedlayoutincludesopaquebars): a child's root view fills its container's content area,
/// under the container's bars, unless its `edgesForExtendedLayout` leaves out the bar's edge, or
/// the bar is opaque (`isTranslucent` false) and `extendedLayoutIncludesOpaqueBars` is false: then
/// the view starts (or ends) at the bar. A hidden bar never stops it.
extension UIViewController {
    /// Whether `child`'s view reaches under `bar` along `edge`, `bar` being translucent or not.
    func childExtends(_ child: UIViewController, under bar: UIView, edge: UIRectEdge, translucent: Bool) -> Bool {
        guard !bar.isHidden, bar.superview != nil else { return true }
        return child.edgesForExtendedLayout.contains(edge) && (translucent || child.extendedLayoutIncludesOpaqueBars)
    }
}

extension UINavigationController {
    /// The content area minus the part above the bar's bottom edge, when the child stops at the bar.
    func frameBelowBar(for child: UIViewController, in bounds: CGRect) -> CGRect {
        guard !childExtends(child, under: navigationBar, edge: .top, translucent: navigationBar.isTranslucent) else {
            return bounds
        }
        let top = min(bounds.maxY, max(bounds.minY, navigationBar.frame.minY + navigationBar.obscuringBounds.height))
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
    }

    /// Puts the top controller's view at its frame, when it is alone in the content view.
    func placeTopView() {
        guard let top = topViewController, top.isViewLoaded, top.containedView.superview === contentView else { return }
        top.containedView.frame = frameForChildView(top, in: contentView.bounds)
    }
}

extension UITabBarController {
    /// The content area minus the part below the bar's top edge, when the child stops at the bar
    /// (the tab bar is always translucent here).
    func frameAboveBar(for child: UIViewController, in bounds: CGRect) -> CGRect {
        guard !childExtends(child, under: tabBar, edge: .bottom, translucent: true) else { return bounds }
        let bottom = max(bounds.minY, min(bounds.maxY, tabBar.frame.minY))
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bottom - bounds.minY)
    }

    /// Puts the selected controller's view at its frame, when it is alone in the content view.
    func placeSelectedView() {
        guard let selected = selectedViewController, let view = selected.viewIfLoaded, view.superview === contentView
        else { return }
        view.frame = frameForChildView(selected, in: contentView.bounds)
    }
}
