/// An unknown of a ``ConstraintSolver``: a number the solver chooses, such as a view's left edge.
///
/// Variables are made by ``ConstraintSolver/makeVariable(_:)`` and belong to that solver. A
/// variable is a small integer (its ``index``) plus a generation: the solver reuses the index of a
/// removed variable, and the generation tells a stale handle from the new owner of the index.
/// Variables order by index, then generation.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The variable's index in its solver: a small integer (variables share the index range with the
    /// solver's own symbols), reused after ``ConstraintSolver/removeVariable(_:)``.
    public let index: Int
    /// Which use of ``index`` this handle names; a removed variable's handle no longer matches.
    let generation: UInt32

    init(index: Int, generation: UInt32) {
        self.index = index
        self.generation = generation
    }

    /// Orders by index, then generation.
    public static func < (lhs: Variable, rhs: Variable) -> Bool {
        (lhs.index, lhs.generation) < (rhs.index, rhs.generation)
    }

    /// `v` and the index, as in `v12`.
    public var description: String { "v\(index)" }
}
