/// A view that lays out a row or column of views with Auto Layout, UIKit's `UIStackView`.
///
/// The stack view places its ``arrangedSubviews`` with constraints it makes and remakes itself
/// (in its ``updateConstraints()``, before the next layout pass): along the ``axis`` by the
/// ``distribution`` and ``spacing``, across it by the ``alignment``. Arranged views stop
/// translating their autoresizing masks when added. A hidden arranged view collapses to zero
/// length along the axis and takes no spacing; hiding or showing one inside an animation block
/// animates the others into place (UIKit also lets the hidden view shrink visibly; in Interlude
/// it disappears at once). The stack view draws nothing of its own beyond its background color.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the stack's length along its axis, with UIKit's raw values.
    public enum Distribution: Int, Sendable {
        /// Views keep their natural lengths; the one with the lowest hugging priority grows (the
        /// lowest compression resistance shrinks), ties going to the first views in the array.
        case fill = 0
        /// Every view gets the same length.
        case fillEqually = 1
        /// Lengths in proportion to the views' intrinsic lengths: view *i* gets
        /// (stack length − spacing) × intrinsicᵢ / Σ intrinsic.
        case fillProportionally = 2
        /// Views keep their natural lengths; the gaps between them are equal (at least `spacing`).
        case equalSpacing = 3
        /// The distances between the views' centres are equal (the gaps at least `spacing`).
        case equalCentering = 4
    }

    /// How arranged views sit across the stack's axis, with UIKit's raw values.
    public enum Alignment: Int, Sendable {
        /// Views fill the stack's breadth.
        case fill = 0
        /// Views keep their natural breadth against the leading edge (top edge for a horizontal stack).
        case leading = 1
        /// Horizontal stacks: first baselines line up.
        case firstBaseline = 2
        /// Views are centred across the axis.
        case center = 3
        /// Views keep their natural breadth against the trailing edge (bottom edge for a horizontal stack).
        case trailing = 4
        /// Horizontal stacks: last baselines line up.
        case lastBaseline = 5
        /// The top edge: `.leading` in a horizontal stack.
        public static let top = Alignment.leading
        /// The bottom edge: `.trailing` in a horizontal stack.
        public static let bottom = Alignment.trailing
    }

    /// `setCustomSpacing(_:after:)`'s value for "use ``spacing``".
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// `setCustomSpacing(_:after:)`'s value for the system spacing (8 points in Interlude).
    public static let spacingUseSystem = -CGFloat(Float.greatestFiniteMagnitude)

    /// The views the stack arranges, in order; each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []
    /// The direction views are stacked in. Defaults to `.horizontal`.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    /// How views share the length along the axis. Defaults to `.fill`.
    open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    /// How views sit across the axis. Defaults to `.fill`.
    open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    /// The gap between adjacent views (the least gap for the equal distributions). Defaults to 0.
    open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    /// Whether vertical spacing is measured between baselines. Stored; Interlude measures between edges.
    open var isBaselineRelativeArrangement = false
    /// Whether views are arranged within the layout margins instead of the bounds. Defaults to false.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }

    /// Custom gaps after arranged views, by view.
    var customSpacings: [(view: UIView, spacing: CGFloat)] = []
    /// The constraints and guides the stack made last.
    var arrangement = StackArrangement()

    /// A horizontal stack of `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// An empty horizontal stack in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Storyboard decoding is not supported; stack views are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Appends `view` to the arranged views (and to the subviews when it is not one).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` into the arranged views at `stackIndex` (clamped); adds it as a subview when needed.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view._superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Removes `view` from the arranged views; it stays a subview (call `removeFromSuperview()` too).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings.removeAll { $0.view === view }
        arrangementChanged()
    }

    /// Sets the gap after `arrangedSubview` (``spacingUseDefault`` returns to ``spacing``).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings.removeAll { $0.view === arrangedSubview }
        if spacing != Self.spacingUseDefault { customSpacings.append((arrangedSubview, spacing)) }
        arrangementChanged()
    }

    /// The gap set after `arrangedSubview`, or ``spacingUseDefault``.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings.first { $0.view === arrangedSubview }?.spacing ?? Self.spacingUseDefault
    }

    /// A subview leaving the stack leaves the arranged views too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Remakes the arrangement's constraints when something changed, then calls super.
    open override func updateConstraints() {
        if arrangement.isStale { rebuildArrangement() }
        super.updateConstraints()
    }

    /// An arranged view was hidden or shown, or its intrinsic size changed: the arrangement is
    /// remade before the next layout pass — at once inside an animation block, so the change animates.
    func arrangedSubviewChanged(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementChanged()
        if ViewAnimationContext.current != nil { hierarchyRoot.layoutIfNeeded() }
    }

    /// Marks the arrangement for remaking before the next layout pass.
    private func arrangementChanged() {
        arrangement.isStale = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
        _superview?.setNeedsLayout()
    }
}
