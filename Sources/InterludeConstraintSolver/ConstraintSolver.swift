/// An incremental solver for linear equations and inequalities with UIKit's priorities: the
/// Cassowary algorithm (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm", ACM Transactions on Computer-Human Interaction 8(4), 2001).
///
/// ```swift
/// var solver = ConstraintSolver()
/// let left = solver.makeVariable("left"), width = solver.makeVariable("width")
/// try solver.add(Constraint(left, .equal, 20))
/// try solver.add(Constraint(width, .greaterThanOrEqual, 100))
/// try solver.add(Constraint(width, .equal, 80, strength: Strength(priority: 250)))  // loses to ≥ 100
/// solver.value(of: width)                        // 100
/// try solver.addEditVariable(left, strength: Strength(priority: 999))
/// try solver.suggestValue(35, for: left)         // fast re-solve: left = 35
/// ```
///
/// ### How it solves
///
/// The constraints are kept as a simplex tableau: equations that each define one *basic*
/// symbol in terms of *parametric* symbols, which are 0, so every value is a row's constant and
/// reading it costs nothing. Inequalities get a slack symbol (≥ 0); a non-required constraint
/// gets error symbols (≥ 0) that measure how far it is from holding, and the solver minimizes
/// those errors; a required equation gets a dummy marker so it can be found and removed again.
///
/// - **Adding** a constraint replaces the basic symbols in it by their rows, then solves the
///   new equation for one of its variables, or for its own new slack or error; when neither is
///   possible an artificial variable is minimized to find a feasible basis — or to show that
///   the required constraints have no solution. The primal simplex then minimizes the errors.
/// - **Removing** a constraint pivots its marker into the basis (choosing the row so the rest
///   stays feasible), drops that row and its errors, and re-optimizes.
/// - **Edit variables** (``addEditVariable(_:strength:)``, ``suggestValue(_:for:)``) are
///   non-required `variable == value` constraints whose value moves in place: the constant of
///   the edit's equation changes, which moves the constants of the rows its error symbol
///   appears in, and the dual simplex restores feasibility — no pivot at all until something
///   hits a limit, then one per limit. ``updateConstant(of:to:)`` does the same for any
///   constraint (UIKit's `constraint.constant = …`): no rebuild, and when the constraint's
///   marker is basic only its own row changes.
/// - **Stays** (``addStay(_:strength:)``) are non-required `variable == value` constraints
///   whose value follows the solution: before each re-solve (a suggestion, a constant change, a
///   removal) every stay is reset to its variable's current value, as Cassowary's resolve does,
///   so stays hold variables where the last solution left them.
///
/// ### Priorities
///
/// Required constraints (priority 1000) hold or the change is refused. Every priority below
/// 1000 in use gets its own level of the objective, and the levels are minimized
/// lexicographically: the primal simplex improves a level only by moves that leave every higher
/// level unchanged, and the dual simplex compares its ratios level by level. This is Cassowary's
/// symbolic weight with one component per priority, so a constraint at priority 751 wins over
/// any number of constraints at 750 — as UIKit promises. Folding the priorities into one number
/// (a weight of 10ᵏ per strength) cannot keep that promise: 999 levels would need weights up to
/// 10²⁹⁹⁷, and any finite spacing lets enough lower constraints outweigh a higher one. Within one
/// priority the violations add up, each in its constraint's own units.
///
/// ### Determinism
///
/// The solver hashes nothing: symbols, rows, constraints and levels are integers and arrays;
/// rows keep their symbols sorted; every choice between equals goes to the lowest symbol index
/// (Bland's rule, which also keeps the simplex from cycling on degenerate pivots). The same
/// sequence of calls therefore gives bit-identical values in every run and every process,
/// whatever Swift's per-process hash seed. A different sequence (the same constraints added in
/// another order) reaches the same solution when it is unique, up to rounding, and may settle
/// on another one of several equally good solutions (an ambiguous layout).
///
/// ### Errors
///
/// Every method that throws leaves the solver exactly as it was: changes that can fail save
/// each row before they first write it, and put the saved rows back on failure. A required
/// constraint that cannot hold is reported with the required constraints it conflicts with —
/// the constraints whose markers appear in the equation that proves the conflict, which is a
/// combination of exactly their equations. Only required constraints can conflict: a
/// non-required one is violated instead. Numbers are compared with a tolerance of 10⁻⁸:
/// smaller coefficients count as zero and never become pivots.
///
/// ### Costs
///
/// Adding or removing a constraint costs a few passes over the rows that contain the symbols it
/// touches, plus the pivots it causes; a suggestion or constant change without pivots is one
/// pass over the rows that contain its marker. The solver is a value: copying it copies the
/// tableau lazily (copy on write).
public struct ConstraintSolver: Sendable {
    /// The simplex tableau.
    var tableau = Tableau()
    /// The constraints, edits and stays, by slot; freed slots are reused.
    var records: [ConstraintRecord] = []
    /// Slots no longer used, reused last-freed first.
    var freeSlots: [Int32] = []
    /// The serial number the next added constraint gets.
    var nextSerial: UInt64 = 0
    /// Per symbol index: what the solver knows about the variable that has (or had) the index.
    var variables: [VariableRecord] = []
    /// The stays' slots, in the order they were added.
    var stays: [Int32] = []
    /// The number of constraints added with ``add(_:)`` and not removed (edits and stays not counted).
    public internal(set) var constraintCount = 0

    /// An empty solver.
    public init() {}

    /// A new variable, unconstrained (value 0) until constraints use it.
    /// - Parameter name: a name for descriptions and debugging; the solver does not use it.
    public mutating func makeVariable(_ name: String = "") -> Variable {
        let symbol = Int(tableau.makeSymbol(.external, owner: -1))
        while variables.count <= symbol { variables.append(VariableRecord()) }
        variables[symbol].name = name
        return Variable(index: symbol, generation: variables[symbol].generation)
    }

    /// Removes a variable no constraint, edit or stay uses; its index is given to a later variable.
    /// - Throws: ``ConstraintSolverError/unknownVariable(_:)`` or ``ConstraintSolverError/variableInUse(_:)``.
    public mutating func removeVariable(_ variable: Variable) throws(ConstraintSolverError) {
        try checkKnown(variable)
        let record = variables[variable.index]
        guard record.uses == 0 && record.edit < 0 && record.stay < 0 else { throw .variableInUse(variable) }
        // With no constraint left that mentions it, the variable is in no row; erasing it also
        // clears any rounding residue before the index is reused.
        tableau.eraseSymbol(Int32(variable.index))
        tableau.freeSymbol(Int32(variable.index))
        variables[variable.index].generation &+= 1
        variables[variable.index].name = ""
    }

    /// Whether `variable` is one of this solver's variables (made here and not removed).
    public func contains(_ variable: Variable) -> Bool {
        variable.index < tableau.kinds.count && tableau.kinds[variable.index] == .external
            && variables[variable.index].generation == variable.generation
    }

    /// The name the variable was made with ("" for unknown variables).
    public func name(of variable: Variable) -> String {
        contains(variable) ? variables[variable.index].name : ""
    }

    /// The variable's value in the current solution: 0 for a variable no constraint determines,
    /// and for unknown variables.
    @inline(__always)
    public func value(of variable: Variable) -> Double {
        guard contains(variable) else { return 0 }
        return tableau.value(of: Int32(variable.index))
    }

    /// Throws ``ConstraintSolverError/unknownVariable(_:)`` unless `variable` is this solver's.
    func checkKnown(_ variable: Variable) throws(ConstraintSolverError) {
        guard contains(variable) else { throw .unknownVariable(variable) }
    }
}

/// What the solver keeps per variable index.
struct VariableRecord {
    /// The name the variable was made with.
    var name = ""
    /// Bumped when the variable is removed, so its old handles stop matching.
    var generation: UInt32 = 0
    /// How many constraints, edits and stays in the solver mention the variable.
    var uses: Int32 = 0
    /// The slot of the variable's edit constraint, or −1.
    var edit: Int32 = -1
    /// The slot of the variable's stay constraint, or −1.
    var stay: Int32 = -1
}

/// A constraint, edit or stay in the solver (or a free slot).
struct ConstraintRecord {
    /// What kind of constraint a slot holds.
    enum Role {
        /// Added with ``ConstraintSolver/add(_:)``.
        case constraint
        /// The edit constraint of a variable.
        case edit
        /// The stay constraint of a variable.
        case stay
    }

    /// The constraint as it stands (its constant follows suggestions and constant changes).
    var constraint: Constraint
    /// Which use of the slot this is; bumped on removal so old identifiers stop matching.
    var generation: UInt32
    /// Whether the slot holds a constraint.
    var isLive: Bool
    /// The order of addition, for listing conflicts in the order the constraints came.
    var serial: UInt64
    /// The constraint's symbols in the tableau.
    var symbols: ConstraintSymbols
    /// What kind of constraint it is.
    var role: Role
}
