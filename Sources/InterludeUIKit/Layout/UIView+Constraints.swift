extension UIView {
    /// The constraints installed on this view: those activated with this view as the nearest
    /// common ancestor of their items, and those added with ``addConstraint(_:)``.
    public var constraints: [NSLayoutConstraint] { layoutState?.constraints ?? [] }

    /// Installs `constraint` on this view (UIKit's older API; prefer `isActive`). The view must
    /// contain both items.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.install(on: self) }

    /// Installs each of `constraints` on this view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes `constraint` when it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        constraint.uninstall()
    }

    /// Removes each of `constraints` installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Whether the view's frame and autoresizing mask become constraints when Auto Layout places
    /// it or its subviews. Defaults to true (views made in code, as in UIKit); set false for a view
    /// you place with constraints — its frame then comes from them in its superview's layout pass.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMask ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMask = newValue
            if let item = layoutState?.engineItem { item.engine?.refreshDefinition(of: item) }
        }
    }

    /// The rectangle of the bounds' size around the center, in the superview: the frame without
    /// the transform (what Auto Layout reads and sets, as UIKit sets `center` and `bounds`).
    var untransformedFrame: CGRect {
        get {
            let size = layer.bounds.size, anchor = layer.anchorPoint, position = layer.position
            return CGRect(
                x: position.x - size.width * anchor.x, y: position.y - size.height * anchor.y, width: size.width,
                height: size.height)
        }
        set {
            if layer.transform == CATransform3DIdentity {
                frame = newValue
                return
            }
            let anchor = layer.anchorPoint
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
            center = CGPoint(
                x: newValue.minX + newValue.width * anchor.x, y: newValue.minY + newValue.height * anchor.y)
        }
    }

    /// The view's frame, size or mask changed: its autoresizing constraints (or, for the root,
    /// its size constraints) follow.
    func geometryChangedForAutoLayout() {
        guard let item = layoutState?.engineItem, let engine = item.engine, !engine.isApplyingFrames else { return }
        guard translatesAutoresizingMaskIntoConstraints || _superview == nil else { return }
        engine.refreshDefinition(of: item)
    }

    // MARK: Hierarchy changes

    /// Before `self` leaves its superview: deactivates the constraints installed above it that
    /// refer to it or its subviews (UIKit removes them), and marks the engine for a rebuild.
    func detachFromAutoLayout() {
        guard let engine = layoutEngine(create: false) else { return }
        var ancestor = _superview
        while let view = ancestor {
            if let installed = view.layoutState?.constraints {
                for constraint in installed where constraint.refersToItems(inside: self) { constraint.uninstall() }
            }
            ancestor = view._superview
        }
        guard subtreeTakesPartInAutoLayout else { return }
        engine.isStale = true
        forgetEngine()
    }

    /// Drops this subtree's references into its engine (its items and constraint entries), which
    /// stop being valid once the engine is rebuilt without them.
    private func forgetEngine() {
        if let state = layoutState {
            state.engineItem = nil
            for constraint in state.constraints { constraint.engineEntry = nil }
        }
        for guide in layoutGuideList { guide.engineItem = nil }
        for subview in _subviews { subview.forgetEngine() }
    }

    /// After `self` joined a superview, or became a root: the constraints of its subtree move to
    /// the new hierarchy's engine (rebuilt before it is next used).
    func attachToAutoLayout(previousEngine: LayoutEngine?) {
        if let previousEngine, previousEngine.root === self {
            previousEngine.isStale = true
            layoutState?.engine = nil
        }
        if let state = layoutState, state.needsUpdateConstraints || state.subtreeNeedsUpdateConstraints {
            var ancestor = _superview
            while let view = ancestor, !view.autoLayout.subtreeNeedsUpdateConstraints {
                view.autoLayout.subtreeNeedsUpdateConstraints = true
                ancestor = view._superview
            }
        }
        guard subtreeTakesPartInAutoLayout else { return }
        layoutEngine(create: true)?.isStale = true
    }

    /// The number of constraints in the Auto Layout engine of this view's hierarchy: the app's
    /// active ones and the engine's own (autoresizing, content size, guides); for benchmarks.
    package var autoLayoutConstraintCount: Int { layoutEngine(create: false)?.solver.constraintCount ?? 0 }

    /// Whether a view at or below this one has constraints installed or is in an engine.
    var subtreeTakesPartInAutoLayout: Bool {
        if let state = layoutState, !state.constraints.isEmpty || state.engineItem != nil { return true }
        return _subviews.contains { $0.subtreeTakesPartInAutoLayout }
    }
}

extension NSLayoutConstraint {
    /// Whether an item of the constraint is `view`, a view inside it, or a guide of one of those.
    func refersToItems(inside view: UIView) -> Bool {
        let items = [
            firstLayoutItem, secondLayoutItem, firstSpan?.fromItem, firstSpan?.toItem, secondSpan?.fromItem, secondSpan?.toItem,
        ]
        for item in items {
            if let host = item?.layoutHostView, host.isDescendant(of: view) { return true }
        }
        return false
    }
}
