/// A rectangular area of a view that layout can refer to without a view of its own, UIKit's
/// `UILayoutGuide`.
///
/// Interlude has no Auto Layout yet: a guide's ``layoutFrame`` is what its owner computes (the
/// safe-area guide's is the view's bounds minus its safe-area insets) and zero for guides added
/// with `UIView.addLayoutGuide(_:)`. Constraint anchors come with Auto Layout.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to (set by `UIView.addLayoutGuide(_:)`), held weakly.
    open weak var owningView: UIView?
    /// A name for debugging. Defaults to the empty string.
    open var identifier = ""

    /// A guide that belongs to no view yet.
    public override init() {}

    /// The guide's rectangle in the owning view's coordinates: zero until layout computes it.
    open var layoutFrame: CGRect { .zero }
}

/// The guide of `UIView.safeAreaLayoutGuide`: the owning view's bounds inset by its safe area.
@MainActor
final class SafeAreaLayoutGuide: UILayoutGuide {
    override var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        return view.bounds.inset(by: view.safeAreaInsets)
    }
}
