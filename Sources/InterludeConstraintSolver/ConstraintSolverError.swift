/// Why a ``ConstraintSolver`` refused a change. The solver is left exactly as it was before the
/// call that threw: same constraints, same values, same answers to every later call.
public enum ConstraintSolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The required constraint cannot hold together with the required constraints already in the
    /// solver; it was not added. `conflictingWith` lists required constraints already in the
    /// solver that, together with this one, have no solution (in the order they were added) —
    /// removing one of them, or adding this one at a priority below 1000, makes room for it.
    case unsatisfiableConstraint(Constraint, conflictingWith: [ConstraintID])
    /// The required constraint cannot take the new constant together with the other required
    /// constraints; it keeps its old constant. `conflictingWith` lists the other required
    /// constraints that, with this one at the new constant, have no solution.
    case unsatisfiableConstant(ConstraintID, constant: Double, conflictingWith: [ConstraintID])
    /// The identifier names no constraint in the solver: it was removed, or came from another solver.
    case unknownConstraint(ConstraintID)
    /// The variable is not one of the solver's (removed, or from another solver).
    case unknownVariable(Variable)
    /// The variable cannot be removed while constraints, edits or stays use it.
    case variableInUse(Variable)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// The variable already has a stay constraint.
    case duplicateStay(Variable)
    /// The variable has no stay constraint.
    case unknownStay(Variable)
    /// Edits and stays must be weaker than required: a required one could make a suggestion unsatisfiable.
    case requiredEditOrStay(Variable)
    /// A constraint cannot change between required and not required in place (UIKit forbids it
    /// too); remove it and add it again.
    case requiredStrengthChange(ConstraintID)
    /// A coefficient, constant or suggested value was NaN or infinite.
    case nonFiniteNumber(Double)

    /// What went wrong, naming the constraint or variable.
    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let constraint, let others):
            "unable to satisfy \(constraint) together with \(others.isEmpty ? "nothing else" : "\(others)")"
        case .unsatisfiableConstant(let id, let constant, let others):
            "unable to give \(id) the constant \(constant) together with \(others.isEmpty ? "nothing else" : "\(others)")"
        case .unknownConstraint(let id): "no constraint \(id) in this solver"
        case .unknownVariable(let variable): "no variable \(variable) in this solver"
        case .variableInUse(let variable): "\(variable) is still used by a constraint, edit or stay"
        case .duplicateEditVariable(let variable): "\(variable) already has an edit constraint"
        case .unknownEditVariable(let variable): "\(variable) has no edit constraint"
        case .duplicateStay(let variable): "\(variable) already has a stay"
        case .unknownStay(let variable): "\(variable) has no stay"
        case .requiredEditOrStay(let variable): "an edit or stay on \(variable) must be weaker than required"
        case .requiredStrengthChange(let id): "\(id) cannot change between required and not required"
        case .nonFiniteNumber(let value): "\(value) is not a finite number"
        }
    }
}
