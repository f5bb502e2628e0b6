/// Insets for each edge of a rectangle that follow the layout direction, UIKit's
/// `NSDirectionalEdgeInsets`: leading and trailing are left and right in left-to-right layouts
/// (Interlude's only direction).
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
    /// The same insets as left and right (left to right).
    var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

    /// `insets` with left as leading and right as trailing (left to right).
    init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}
