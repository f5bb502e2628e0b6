import InterludeConstraintSolver

/// A view or layout guide in a ``LayoutEngine``: its alignment rectangle as four solver variables
/// in the coordinates of the hierarchy's root view, and the constraints the engine makes for it.
@MainActor
final class EngineItem {
    /// The engine the item belongs to.
    weak var engine: LayoutEngine?
    /// The view, for a view's item.
    weak var view: UIView?
    /// The guide, for a guide's item.
    weak var guide: UILayoutGuide?
    /// The item of the superview (a view's) or of the owning view (a guide's); nil for the root.
    let parent: EngineItem?
    /// The left edge, in the root view's coordinates.
    let left: Variable
    /// The top edge, in the root view's coordinates.
    let top: Variable
    /// The width.
    let width: Variable
    /// The height.
    let height: Variable
    /// The constraints that define the item from its own state: the root's origin and size, a
    /// view's autoresizing constraints, a safe-area or margins guide's insets.
    var definition: [ConstraintID] = []
    /// The constraints of ``definition`` as they were added, to tell a constant change from a new shape.
    var definitionConstraints: [Constraint] = []
    /// The content size constraints of a view with an intrinsic size (hugging, compression resistance).
    var contentSize: [ConstraintID] = []
    /// The intrinsic size and priorities the content size constraints were made with.
    var contentSizeInputs: ContentSizeInputs?
    /// Whether the item's intrinsic size must be measured again before the next solve.
    var intrinsicSizeIsStale = false
    /// The weak constraint `exerciseAmbiguityInLayout()` left on the item, if any.
    var exercise: ConstraintID?
    /// The direction the next `exerciseAmbiguityInLayout()` moves the item in.
    var exerciseDirection: Double = 1

    init(engine: LayoutEngine, view: UIView?, guide: UILayoutGuide?, parent: EngineItem?, variables: [Variable]) {
        self.engine = engine
        self.view = view
        self.guide = guide
        self.parent = parent
        (left, top, width, height) = (variables[0], variables[1], variables[2], variables[3])
    }

    /// The view or guide.
    var object: (any LayoutItem)? { view ?? guide }
}

/// What a view's content size constraints were made from.
struct ContentSizeInputs: Equatable {
    var size: CGSize
    var hugging: (horizontal: Float, vertical: Float)
    var compressionResistance: (horizontal: Float, vertical: Float)

    static func == (lhs: ContentSizeInputs, rhs: ContentSizeInputs) -> Bool {
        lhs.size == rhs.size && lhs.hugging == rhs.hugging && lhs.compressionResistance == rhs.compressionResistance
    }
}

/// Where a constraint sits in its engine.
struct EngineEntry {
    /// The engine holding the constraint.
    weak var engine: LayoutEngine?
    /// The constraint's identifier in the engine's solver.
    var id: ConstraintID
}
