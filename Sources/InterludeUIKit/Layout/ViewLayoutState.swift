/// What Auto Layout keeps per view, made the first time a view takes part (a view that never
/// does keeps only a nil reference, and its frame-based layout is untouched).
@MainActor
final class ViewLayoutState {
    /// The constraints installed on the view (activated with the view as the items' nearest
    /// common ancestor, or added with `addConstraint(_:)`), in the order they came.
    var constraints: [NSLayoutConstraint] = []
    /// Storage of `translatesAutoresizingMaskIntoConstraints`.
    var translatesAutoresizingMask = true
    /// Content hugging priorities (horizontal, vertical).
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    /// Compression resistance priorities (horizontal, vertical).
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// The layout margins set on the view, as they were set (physical or directional), or nil for the default.
    var customMargins: CustomMargins?
    /// Storage of `preservesSuperviewLayoutMargins`.
    var preservesSuperviewLayoutMargins = false
    /// Storage of `insetsLayoutMarginsFromSafeArea`.
    var insetsLayoutMarginsFromSafeArea = true
    /// Whether `updateConstraints()` is owed to this view.
    var needsUpdateConstraints = false
    /// Whether a view below this one is owed `updateConstraints()`.
    var subtreeNeedsUpdateConstraints = false
    /// Set by `UIView.updateConstraints()`, to check that overrides call super.
    var didReachSuperUpdateConstraints = false
    /// The engine of the hierarchy this view is the root of (kept on the root view only).
    var engine: LayoutEngine?
    /// The view's variables in its hierarchy's engine, while it takes part.
    var engineItem: EngineItem?
    /// The layout margins guide, made on first use.
    var marginsGuide: UILayoutGuide?
    /// The readable content guide, made on first use.
    var readableGuide: UILayoutGuide?
    /// The anchors, made on first use and kept so that `view.leadingAnchor === view.leadingAnchor`.
    var anchors: [Int: AnyObject] = [:]
    /// The width the view had when its intrinsic size was last measured (labels that wrap at their width).
    var measuredLayoutWidth: CGFloat?
}

extension UIView {
    /// The view's Auto Layout state, made on first use.
    var autoLayout: ViewLayoutState {
        if let state = layoutState { return state }
        let state = ViewLayoutState()
        layoutState = state
        return state
    }

    /// The topmost view above this one (itself when it has no superview).
    var hierarchyRoot: UIView {
        var view = self
        while let superview = view._superview { view = superview }
        return view
    }

    /// The engine of this view's hierarchy, made when `create` and there is none.
    func layoutEngine(create: Bool) -> LayoutEngine? {
        let root = hierarchyRoot
        if let engine = root.layoutState?.engine { return engine }
        guard create else { return nil }
        let engine = LayoutEngine(root: root)
        root.autoLayout.engine = engine
        return engine
    }
}

/// Layout margins as they were set: `layoutMargins` keeps its left and right whatever the
/// direction, `directionalLayoutMargins` its leading and trailing.
enum CustomMargins {
    case physical(UIEdgeInsets)
    case directional(NSDirectionalEdgeInsets)

    /// The margins as left and right in a layout of the given direction.
    func edgeInsets(rightToLeft: Bool) -> UIEdgeInsets {
        switch self {
        case .physical(let insets): insets
        case .directional(let insets): insets.edgeInsets(rightToLeft: rightToLeft)
        }
    }
}
