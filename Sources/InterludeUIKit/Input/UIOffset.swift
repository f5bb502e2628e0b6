/// A distance to move something by, in points, UIKit's `UIOffset`.
public struct UIOffset: Hashable, Sendable {
    /// The distance to the right.
    public var horizontal: CGFloat
    /// The distance down.
    public var vertical: CGFloat

    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }

    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// No offset.
    public static let zero = UIOffset()
}
