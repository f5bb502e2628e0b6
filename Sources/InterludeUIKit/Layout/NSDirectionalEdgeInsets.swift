/// Insets for each edge of a rectangle that follow the layout direction, UIKit's
/// `NSDirectionalEdgeInsets`: leading and trailing are left and right in left-to-right layouts,
/// right and left in right-to-left ones.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// Inset of the top edge.
    public var top: CGFloat
    /// Inset of the leading edge.
    public var leading: CGFloat
    /// Inset of the bottom edge.
    public var bottom: CGFloat
    /// Inset of the trailing edge.
    public var trailing: CGFloat

    /// Insets with the given values.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// All four insets zero.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// All four insets zero.
    public static let zero = NSDirectionalEdgeInsets()
}

extension NSDirectionalEdgeInsets {
    /// The same insets as left and right: leading is the left inset left to right, the right
    /// inset right to left.
    func edgeInsets(rightToLeft: Bool) -> UIEdgeInsets {
        rightToLeft
            ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// `insets` as leading and trailing: left is leading left to right, trailing right to left.
    init(_ insets: UIEdgeInsets, rightToLeft: Bool) {
        self.init(
            top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
            trailing: rightToLeft ? insets.left : insets.right)
    }
}
