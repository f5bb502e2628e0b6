import Foundation

/// A two-dimensional vector, Core Graphics' `CGVector`: a direction and magnitude in points,
/// such as a velocity (points per second) or an offset.
///
/// Foundation on Linux provides `CGFloat`, `CGPoint`, `CGSize` and `CGRect` but not `CGVector`,
/// so Interlude defines it with Core Graphics' API. Equality is exact (component-wise `==`).
public struct CGVector: Sendable, Hashable {
    /// The x component, in the unit of the quantity the vector describes (usually points).
    /// Defaults to 0. Any value, including negative ones.
    public var dx: CGFloat

    /// The y component, in the same unit as `dx`. Defaults to 0. Any value, including negative ones.
    public var dy: CGFloat

    /// Creates a vector with the given components.
    /// - Parameters:
    ///   - dx: The x component.
    ///   - dy: The y component.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector from `Double` components (converted exactly on 64-bit platforms).
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector from integer components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates the zero vector, (0, 0).
    public init() {
        self.init(dx: CGFloat(0), dy: CGFloat(0))
    }

    /// The zero vector, (0, 0).
    public static let zero = CGVector()
}

extension CGVector: CustomStringConvertible {
    /// A one-line description, `CGVector(dx: 1.0, dy: 2.0)`.
    public var description: String { "CGVector(dx: \(dx), dy: \(dy))" }
}
