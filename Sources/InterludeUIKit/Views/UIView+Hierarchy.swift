extension UIView {
    /// The view this one is a subview of.
    public var superview: UIView? { _superview }
    /// Subviews back to front.
    public var subviews: [UIView] { _subviews }

    /// The window the view is in, or nil.
    public var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view._superview
        }
        return nil
    }

    /// Adds `view` on top of the subviews (`addSubview(_:)`).
    final func placeOnTop(_ view: UIView) {
        insert(view, at: view._superview === self ? _subviews.count - 1 : _subviews.count)
    }

    /// Inserts `view` at `index`, clamped (`insertSubview(_:at:)`).
    final func place(_ view: UIView, at index: Int) { insert(view, at: index) }

    /// Inserts `view` just above `siblingSubview` (`insertSubview(_:aboveSubview:)`).
    final func place(_ view: UIView, above siblingSubview: UIView) {
        guard view !== siblingSubview else { return }
        removeFromOrder(view)
        let index = _subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? _subviews.count
        insert(view, at: index)
    }

    /// Inserts `view` just below `siblingSubview` (`insertSubview(_:belowSubview:)`).
    final func place(_ view: UIView, below siblingSubview: UIView) {
        guard view !== siblingSubview else { return }
        removeFromOrder(view)
        let index = _subviews.firstIndex { $0 === siblingSubview } ?? 0
        insert(view, at: index)
    }

    /// Moves `view` to the top of the subviews (`bringSubviewToFront(_:)`).
    final func moveToFront(_ view: UIView) {
        guard view._superview === self else { return }
        insert(view, at: _subviews.count - 1)
    }

    /// Moves `view` to the bottom of the subviews (`sendSubviewToBack(_:)`).
    final func moveToBack(_ view: UIView) {
        guard view._superview === self else { return }
        insert(view, at: 0)
    }

    /// Swaps the subviews at two indices (`exchangeSubview(at:withSubviewAt:)`).
    final func swapSubviews(at index1: Int, _ index2: Int) {
        guard _subviews.indices.contains(index1), _subviews.indices.contains(index2), index1 != index2 else { return }
        _subviews.swapAt(index1, index2)
        syncSublayerOrder()
    }

    /// Removes the view from its superview and window (`removeFromSuperview()`).
    final func detachFromSuperview() {
        guard let parent = _superview else { return }
        let oldWindow = window
        let oldTint = inheritedTintColor
        detachFromAutoLayout()
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMoveToWindow(nil) }
        parent._subviews.removeAll { $0 === self }
        _superview = nil
        layer.removeFromSuperlayer()
        attachToAutoLayout(previousEngine: nil)
        didMoveToSuperview()
        noteInheritedTintColor(from: oldTint)
        if oldWindow != nil { notifyMovedToWindow() }
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let c = current {
            if c === view { return true }
            current = c._superview
        }
        return false
    }

    /// The first view with `tag` in a depth-first search starting at this view.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in _subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    // MARK: Mechanics

    private func insert(_ view: UIView, at requestedIndex: Int) {
        guard view !== self, !isDescendant(of: view) else {
            return Diagnostics.report("UIView.addSubview: a view cannot be added to itself or to one of its subviews")
        }
        if view._superview === self {
            _subviews.removeAll { $0 === view }
            _subviews.insert(view, at: min(max(0, requestedIndex), _subviews.count))
            syncSublayerOrder()
            return
        }
        let oldWindow = view.window, newWindow = window
        let oldTint = view.inheritedTintColor
        let previousEngine = view.layoutEngine(create: false)
        if view._superview != nil { view.detachFromAutoLayout() }
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMoveToWindow(newWindow) }
        if let old = view._superview {
            old.willRemoveSubview(view)
            old._subviews.removeAll { $0 === view }
        }
        _subviews.insert(view, at: min(max(0, requestedIndex), _subviews.count))
        view._superview = self
        syncSublayerOrder()
        view.attachToAutoLayout(previousEngine: previousEngine)
        if oldWindow !== newWindow, let newWindow { view.layer.didJoinWindow(with: newWindow.clock) }
        view.didMoveToSuperview()
        view.noteInheritedTintColor(from: oldTint)
        if oldWindow !== newWindow { view.notifyMovedToWindow() }
        didAddSubview(view)
        setNeedsLayout()
    }

    private func removeFromOrder(_ view: UIView) {
        guard view._superview === self else { return }
        _subviews.removeAll { $0 === view }
    }

    /// Keeps the layer tree in the subviews' order; non-view sublayers keep their relative places on top.
    func syncSublayerOrder() {
        let viewLayers = _subviews.map(\.layer)
        let others = layer._sublayers.filter { l in !viewLayers.contains { $0 === l } }
        for l in viewLayers where l._superlayer !== layer { l.detachFromSuperlayer() }
        layer._sublayers = viewLayers + others
        for l in viewLayers { l._superlayer = layer }
    }

    func notifyWillMoveToWindow(_ newWindow: UIWindow?) {
        // A first responder leaving its window resigns, whatever its delegate says, as in UIKit.
        if let window, window.textInput.firstResponder === self {
            window.textInput.forcingResignation { _ = resignFirstResponder() }
        }
        willMove(toWindow: newWindow)
        for subview in _subviews { subview.notifyWillMoveToWindow(newWindow) }
    }

    func notifyMovedToWindow() {
        safeAreaCheckPending = true
        if window != nil {
            // "iOS applies appearance changes when a view enters a window" (UIAppearance).
            applyAppearanceProxies()
            didEnterWindow()
        }
        // The new window's traits may pick another variant of a dynamic background color.
        if let dynamic = dynamicBackground, layer.backgroundColor == dynamic.resolved { applyBackgroundColor(dynamic.color) }
        didMoveToWindow()
        _viewController?.viewDidMoveToWindow()
        for subview in _subviews { subview.notifyMovedToWindow() }
    }
}
