/// How much a ``Constraint`` matters: a priority on UIKit's scale from 1 to 1000.
///
/// Priority 1000 is ``required``: the solver satisfies every required constraint or reports
/// ``ConstraintSolverError/unsatisfiableConstraint(_:conflictingWith:)``. Below 1000 a constraint
/// may be violated, and priorities are strictly ordered: a constraint of a higher priority always
/// wins over any number of constraints of lower priorities, as UIKit documents for Auto Layout
/// ("constraints with higher priority levels are satisfied before constraints with lower priority
/// levels"). Constraints of the same priority are traded off against each other by the sum of their
/// violations. See ``ConstraintSolver`` for how that order is kept exactly.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority, 0 < priority ≤ 1000 (UIKit's `UILayoutPriority.rawValue`).
    public let priority: Float

    /// A constraint that must hold: priority 1000.
    public static let required = Strength(priority: 1000)

    /// A strength of the given priority; stops with a message unless 0 < priority ≤ 1000, the
    /// range UIKit accepts.
    public init(priority: Float) {
        checkPrecondition(priority > 0 && priority <= 1000, "a priority must be greater than 0 and at most 1000, not \(priority)")
        self.priority = priority
    }

    /// Whether this is ``required`` (priority 1000).
    public var isRequired: Bool { priority == 1000 }

    /// Orders by priority.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }

    /// `required`, or the priority, as in `750`.
    public var description: String {
        isRequired ? "required" : priority == priority.rounded() ? "\(Int(priority))" : "\(priority)"
    }
}
