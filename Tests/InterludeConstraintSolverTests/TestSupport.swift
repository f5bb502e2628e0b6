import InterludeConstraintSolver

/// Strengths used across the tests, named as Cassowary's papers name them.
extension Strength {
    /// A strong preference (UIKit's `defaultHigh`).
    static let strong = Strength(priority: 750)
    /// A medium preference.
    static let medium = Strength(priority: 500)
    /// A weak preference (UIKit's `defaultLow`).
    static let weak = Strength(priority: 250)
}
