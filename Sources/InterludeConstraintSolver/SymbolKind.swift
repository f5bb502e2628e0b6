/// What a column of the tableau stands for.
///
/// External symbols are the solver's variables, unrestricted in sign. The others are the
/// algorithm's own: slacks turn inequalities into equations, errors measure how far a
/// non-required constraint is from holding, dummies mark required equations (and are always 0).
/// Slacks, errors and dummies are restricted to be ≥ 0.
enum SymbolKind: UInt8 {
    /// An index in the free list, standing for nothing.
    case free
    /// A ``Variable``.
    case external
    /// An inequality's slack (also the artificial variable while a constraint is added).
    case slack
    /// How far a non-required constraint is from holding, in one direction.
    case error
    /// The marker of a required equation; never enters the basis in the simplex steps.
    case dummy

    /// Whether the simplex steps may bring this symbol into the basis: slacks and errors.
    var isPivotable: Bool { self == .slack || self == .error }

    /// Whether the symbol must stay ≥ 0: everything but variables.
    var isRestricted: Bool { self == .slack || self == .error || self == .dummy }
}
