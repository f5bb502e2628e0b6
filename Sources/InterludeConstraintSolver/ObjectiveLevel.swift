/// The part of the objective that belongs to one priority below required: the sum of the error
/// symbols of the constraints of that priority, written over the parametric symbols.
///
/// The solver keeps one level per priority in use, highest first, and minimizes them in that
/// order (a lexicographic objective, Cassowary's symbolic weights with one weight per priority).
struct ObjectiveLevel {
    /// The priority, 0 < priority < 1000.
    let priority: Float
    /// The sum of the level's errors over the parametric symbols. Only the coefficients matter;
    /// the constant (the total violation) is not kept up to date when constants move.
    var row: Row
    /// How many constraints have errors in this level; the level goes when none are left.
    var constraintCount: Int
}
