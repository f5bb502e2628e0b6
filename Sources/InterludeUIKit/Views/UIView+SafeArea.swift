/// Safe areas, as UIKit documents them
/// (https://developer.apple.com/documentation/uikit/uiview/safeareainsets): a window's insets are
/// its device's (see `DeviceMetrics`); every other view's are its superview's clipped to its
/// frame — the part of the view the superview's unsafe margins cover, nothing where the superview
/// has no inset — and zero outside a window. A view controller's root view also gets the bars of
/// its container (a navigation bar at the top, a tab bar at the bottom) and then the controller's
/// `additionalSafeAreaInsets`.
///
/// A window's insets come from its `safeAreaInsets`, which a subclass may override (as
/// swift-snapshot-testing's device windows do). ``UIView/safeAreaInsets`` is computed when read, so it is right at once; the change callbacks
/// (`safeAreaInsetsDidChange()`, the controller's `viewSafeAreaInsetsDidChange()`) come in the
/// next layout pass, as in UIKit, for views whose geometry, place or superview's insets changed.
extension UIView {
    /// The guide for the view's bounds minus its safe-area insets; made on first use.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = layoutGuideList.first(where: { $0 is SafeAreaLayoutGuide }) { return guide }
        let guide = SafeAreaLayoutGuide()
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        guide.owningView = self
        layoutGuideList.append(guide)
        return guide
    }

    /// The guides added to the view (the safe-area guide among them once it was asked for).
    public var layoutGuides: [UILayoutGuide] { layoutGuideList }

    /// Adds `layoutGuide` to the view (it leaves the view it belonged to).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let old = layoutGuide.owningView, old !== self { old.removeLayoutGuide(layoutGuide) }
        guard !layoutGuideList.contains(where: { $0 === layoutGuide }) else { return }
        layoutGuide.owningView = self
        layoutGuideList.append(layoutGuide)
    }

    /// Removes `layoutGuide` from the view.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuideList.contains(where: { $0 === layoutGuide }) else { return }
        layoutGuideList.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The safe-area insets, or nil when the view is not in a window.
    func computedSafeAreaInsets() -> UIEdgeInsets? {
        if let window = self as? UIWindow { return window.safeAreaInsets }
        guard let superview = _superview, let superviewInsets = superview.computedSafeAreaInsets() else { return nil }
        var insets = clipped(superviewInsets, of: superview)
        if let controller = _viewController {
            if let container = controller._parent { insets = insets.maximum(container.barInsets(forChildView: self)) }
            insets = insets.adding(controller.additionalSafeAreaInsets)
        }
        return insets
    }

    /// The part of this view that `superview`'s insets cover, per edge, in this view's coordinates.
    private func clipped(_ superviewInsets: UIEdgeInsets, of superview: UIView) -> UIEdgeInsets {
        guard superviewInsets != .zero else { return .zero }
        // Measured from the view's edges with its bounds origin left out: a scroll view's content
        // offset moves its content, not its edges, and would only add rounding noise.
        let state = layer.modelState
        let toSuperview = CGAffineTransform(
            translationX: -state.bounds.width * state.anchorPoint.x, y: -state.bounds.height * state.anchorPoint.y
        )
        .concatenating(CATransform3DGetAffineTransform(state.transform))
        .concatenating(CGAffineTransform(translationX: state.position.x, y: state.position.y))
        guard toSuperview.a * toSuperview.d - toSuperview.b * toSuperview.c != 0 else { return .zero }
        // The superview's safe rectangle, unbounded on the edges it does not inset.
        let far: CGFloat = 1e7
        let outer = superview.bounds
        let minX = superviewInsets.left > 0 ? outer.minX + superviewInsets.left : -far
        let minY = superviewInsets.top > 0 ? outer.minY + superviewInsets.top : -far
        let maxX = superviewInsets.right > 0 ? outer.maxX - superviewInsets.right : far
        let maxY = superviewInsets.bottom > 0 ? outer.maxY - superviewInsets.bottom : far
        let safe = CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
            .applying(toSuperview.inverted())
        let own = CGRect(origin: .zero, size: bounds.size)
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), max(0, limit)) }
        return UIEdgeInsets(
            top: clamp(safe.minY - own.minY, own.height), left: clamp(safe.minX - own.minX, own.width),
            bottom: clamp(own.maxY - safe.maxY, own.height), right: clamp(own.maxX - safe.maxX, own.width))
    }

    /// Recomputes the safe area for the layout pass and, when it changed since last reported,
    /// tells the view and its controller and marks the view for layout. Returns whether it changed.
    func reportSafeAreaChange() -> Bool {
        safeAreaCheckPending = false
        let insets = safeAreaInsets
        guard insets != reportedSafeAreaInsets else { return false }
        reportedSafeAreaInsets = insets
        setNeedsLayout()
        safeAreaInsetsDidChange()
        _viewController?.viewSafeAreaInsetsDidChange()
        return true
    }
}

extension UIViewController {
    /// How far the bars this container draws over `view` (a child's root view) reach into it from
    /// the top and the bottom.
    func barInsets(forChildView view: UIView) -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        let own = view.bounds
        for bar in childObscuringBars where !bar.isHidden && bar._superview != nil {
            let rect = bar.convert(bar.obscuringBounds, to: view)
            guard rect.maxX > own.minX, rect.minX < own.maxX, rect.maxY > own.minY, rect.minY < own.maxY else { continue }
            if rect.midY < own.midY {
                insets.top = max(insets.top, min(own.height, rect.maxY - own.minY))
            } else {
                insets.bottom = max(insets.bottom, min(own.height, own.maxY - rect.minY))
            }
        }
        return insets
    }

    /// Asks the children's root views to check their safe areas in the next layout pass (this
    /// container's bars moved, appeared or hid).
    func childSafeAreasNeedUpdate() {
        for child in _children { child.viewIfLoaded?.safeAreaCheckPending = true }
    }
}

extension UIEdgeInsets {
    /// The larger inset of the two on each edge.
    func maximum(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: Swift.max(top, other.top), left: Swift.max(left, other.left),
            bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
    }

    /// The sum of the two on each edge.
    func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }
}
