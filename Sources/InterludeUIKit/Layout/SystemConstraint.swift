/// A constraint the engine makes itself, for conflict reports and debugging: UIKit's
/// `NSAutoresizingMaskLayoutConstraint` (a view's frame and autoresizing mask), its
/// `NSContentSizeLayoutConstraint` (hugging and compression resistance), and the constraints that
/// place the root view and the safe-area and margins guides.
@MainActor
final class SystemConstraint {
    /// The kinds of constraints the engine makes.
    enum Kind {
        /// From a view's frame and autoresizing mask (`h=-&- v=--&` in UIKit's notation).
        case autoresizingMask(String)
        /// Hugging or compression resistance of a view's intrinsic size.
        case contentSize(hugging: Float, compressionResistance: Float)
        /// A guide's edges from its owning view's insets.
        case guide
        /// The root view's origin and, without autoresizing, its size.
        case root
    }

    let kind: Kind
    /// The relation as UIKit writes it, as in `UIView:0x….width == 100`.
    let equation: String

    init(kind: Kind, equation: String) {
        self.kind = kind
        self.equation = equation
    }

    /// UIKit's description, as in `<NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& UIView:0x….minX == 0   (active)>`.
    var description: String {
        let address = addressText(of: self)
        switch kind {
        case .autoresizingMask(let mask):
            return "<NSAutoresizingMaskLayoutConstraint:\(address) \(mask) \(equation)   (active)>"
        case .contentSize(let hugging, let resistance):
            return "<NSContentSizeLayoutConstraint:\(address) \(equation) Hug:\(Int(hugging)) "
                + "CompressionResistance:\(Int(resistance))   (active)>"
        case .guide, .root:
            return "<NSLayoutConstraint:\(address) \(equation)   (active)>"
        }
    }

    /// Whether this is an autoresizing-mask constraint (the conflict report's note mentions them).
    var isAutoresizing: Bool {
        if case .autoresizingMask = kind { return true }
        return false
    }
}

/// Who made a constraint in an engine's solver.
enum ConstraintOwner {
    /// An `NSLayoutConstraint` activated by the app.
    case user(NSLayoutConstraint)
    /// A constraint the engine made.
    case system(SystemConstraint)

    /// UIKit's description of the constraint.
    @MainActor var description: String {
        switch self {
        case .user(let constraint): constraint.description
        case .system(let constraint): constraint.description
        }
    }
}
