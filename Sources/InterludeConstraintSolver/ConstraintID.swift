/// Names a constraint while it is in a ``ConstraintSolver``: returned by
/// ``ConstraintSolver/add(_:)``, given back to remove it or change its constant.
///
/// An identifier is valid from the `add` that returned it until the constraint is removed; a
/// constraint cannot be added twice (each `add` returns a new identifier), and a removed
/// identifier is reported as ``ConstraintSolverError/unknownConstraint(_:)`` ever after, even when
/// its ``index`` has been given to a newer constraint.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// A small integer unique among the constraints in the solver, reused after removal — suited
    /// to index an array that maps the solver's constraints back to their owners.
    public let index: Int
    /// Which use of ``index`` this identifier names.
    let generation: UInt32

    init(index: Int, generation: UInt32) {
        self.index = index
        self.generation = generation
    }

    /// Orders by index, then generation.
    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool {
        (lhs.index, lhs.generation) < (rhs.index, rhs.generation)
    }

    /// `c` and the index, as in `c4`.
    public var description: String { "c\(index)" }
}
