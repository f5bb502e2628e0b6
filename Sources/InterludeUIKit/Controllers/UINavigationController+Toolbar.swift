/// The navigation controller's built-in toolbar, UIKit's rules
/// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/toolbar and
/// .../istoolbarhidden, .../uiviewcontroller/hidesbottombarwhenpushed): hidden by default; when
/// shown it carries the top controller's `toolbarItems` and follows pushes and pops, and it hides
/// while the top controller's `hidesBottomBarWhenPushed` is true. It sits at the bottom, its items
/// ``UIToolbar/height`` points tall (32 in a compact height) above the home indicator and its
/// background reaching the bottom of the view, like a tab bar; the children's bottom safe area
/// grows by its height.
extension UINavigationController {
    func installToolbar(in root: UIView) {
        let height = builtInToolbar.rowHeight
        builtInToolbar.frame = CGRect(x: 0, y: root.bounds.height - height, width: root.bounds.width, height: height)
        builtInToolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        builtInToolbar.owningNavigationController = self
        root.addSubview(builtInToolbar)
        updateToolbar()
    }

    /// Shows the top controller's items and hides or shows the bar for it.
    func updateToolbar() {
        builtInToolbar.owningNavigationController = self
        builtInToolbar.setItems(topViewController?.toolbarItems, animated: false)
        updateToolbarVisibility()
    }

    /// Hides the bar when ``UINavigationController/isToolbarHidden`` is set or the top controller
    /// hides the bottom bar; `animated`, it slides (see `UINavigationController+AnimatedBars.swift`),
    /// unless a push or pop is starting, which carries the change (see `ToolbarHandoff`).
    func updateToolbarVisibility(animated: Bool = false) {
        let hidden = toolbarHiddenFlag || (topViewController?.hidesBottomBarWhenPushed ?? false)
        guard (builtInToolbar.isHidden || barSlides.toolbar.isLeaving) != hidden else { return }
        slideToolbar(hidden: hidden, animated: animated && startingToolbarHandoff == nil)
    }

    /// Places the toolbar at the bottom: its row (``UIToolbar/height`` points, 32 in a compact
    /// height) plus the bottom safe-area inset the navigation controller's view has from its
    /// window and containers (without its own additional insets).
    func layoutToolbar() {
        guard let root = viewIfLoaded else { return }
        let bottom = max(0, root.safeAreaInsets.bottom - additionalSafeAreaInsets.bottom)
        let height = builtInToolbar.rowHeight + bottom
        let y = barSlides.toolbar.isLeaving ? root.bounds.height : root.bounds.height - height
        let frame = CGRect(x: 0, y: y, width: root.bounds.width, height: height)
        guard builtInToolbar.frame != frame else { return }
        builtInToolbar.frame = frame
        placeShownChildView()
        childSafeAreasNeedUpdate()
    }

    /// The content area minus the part below the toolbar's top edge, when the child stops at it
    /// (an opaque toolbar, or a child that leaves the bottom edge out of its extended layout).
    func frameAboveToolbar(for child: UIViewController, in bounds: CGRect) -> CGRect {
        let bar = builtInToolbar
        guard !childExtends(child, under: bar, edge: .bottom, translucent: bar.isTranslucent) else { return bounds }
        let bottom = max(bounds.minY, min(bounds.maxY, bar.frame.minY))
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bottom - bounds.minY)
    }
}
