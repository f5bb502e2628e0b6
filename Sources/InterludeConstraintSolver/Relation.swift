/// How the two sides of a ``Constraint`` compare (UIKit's `NSLayoutConstraint.Relation`).
public enum Relation: Hashable, Sendable, CustomStringConvertible {
    /// The left side is at most the right side.
    case lessThanOrEqual
    /// The two sides are equal.
    case equal
    /// The left side is at least the right side.
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
