/// Insets for each edge of a rectangle, in points, UIKit's `UIEdgeInsets`. Positive values shrink
/// the rectangle.
public struct UIEdgeInsets: Hashable, Sendable {
    /// Inset of the top edge.
    public var top: CGFloat
    /// Inset of the left edge.
    public var left: CGFloat
    /// Inset of the bottom edge.
    public var bottom: CGFloat
    /// Inset of the right edge.
    public var right: CGFloat

    /// Insets with the given values.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// All four insets zero.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// All four insets zero.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle with `insets` removed from its edges (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
