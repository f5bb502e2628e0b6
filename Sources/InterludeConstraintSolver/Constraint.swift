/// A linear equation or inequality between two expressions, with a strength: the value a
/// ``ConstraintSolver`` is asked to satisfy.
///
/// The two sides are kept as one ``expression``, left side minus right side, compared with zero.
/// The constraint's ``constant`` is the number on the right when every variable is moved to the
/// left — for UIKit's `first = multiplier × second + constant` it is exactly UIKit's constant:
///
/// ```swift
/// // label.top == card.top + 8, required
/// let pin = Constraint(labelTop, .equal, cardTop + 8)
/// pin.constant   // 8; pin.expression is labelTop - cardTop - 8
/// ```
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The left side minus the right side; the constraint reads `expression relation 0`.
    public var expression: LinearExpression
    /// How the sides compare.
    public var relation: Relation
    /// How much the constraint matters.
    public var strength: Strength

    /// The constraint `lhs relation rhs`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, strength: Strength = .required) {
        self.init(expression: lhs - rhs, relation: relation, strength: strength)
    }

    /// The constraint `lhs relation rhs`.
    public init(_ lhs: Variable, _ relation: Relation, _ rhs: LinearExpression, strength: Strength = .required) {
        self.init(expression: lhs - rhs, relation: relation, strength: strength)
    }

    /// The constraint `lhs relation rhs`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: Variable, strength: Strength = .required) {
        self.init(expression: lhs - rhs, relation: relation, strength: strength)
    }

    /// The constraint `lhs relation rhs`.
    public init(_ lhs: Variable, _ relation: Relation, _ rhs: Variable, strength: Strength = .required) {
        self.init(expression: lhs - rhs, relation: relation, strength: strength)
    }

    /// The constraint `lhs relation rhs` with a number on the right.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: Double, strength: Strength = .required) {
        self.init(expression: lhs - rhs, relation: relation, strength: strength)
    }

    /// The constraint `lhs relation rhs` with a number on the right.
    public init(_ lhs: Variable, _ relation: Relation, _ rhs: Double, strength: Strength = .required) {
        self.init(expression: lhs - rhs, relation: relation, strength: strength)
    }

    /// The constraint `expression relation 0`.
    public init(expression: LinearExpression, relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// The number `c` for which the constraint reads `a₁·x₁ + … + aₙ·xₙ relation c`: the negated
    /// constant of ``expression``. UIKit's `constant` for `first = multiplier × second + constant`.
    public var constant: Double {
        get { -expression.constant }
        set { expression.constant = -newValue }
    }

    /// The same constraint with another strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        var copy = self
        copy.strength = strength
        return copy
    }

    /// The terms, the relation and the constant, then the strength unless required, as in
    /// `1.0·v0 - 1.0·v1 == 8.0 @750`.
    public var description: String {
        let left = LinearExpression(terms: expression.terms)
        let text = "\(expression.terms.isEmpty ? "0" : left.description) \(relation) \(constant)"
        return strength.isRequired ? text : "\(text) @\(strength)"
    }
}
