extension NSLayoutConstraint {
    /// The part of a view's or layout guide's alignment rectangle a constraint refers to, with
    /// UIKit's raw values. Leading and trailing are left and right (Interlude lays out left to
    /// right); the margin attributes are inset by the view's `layoutMargins`.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge (the left edge, left to right).
        case leading = 5
        /// The trailing edge (the right edge, left to right).
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The baseline of the last line of text (a view without text: its bottom edge).
        case lastBaseline = 11
        /// The baseline of the first line of text (a view without text: its bottom edge).
        case firstBaseline = 12
        /// The left edge inset by the left layout margin.
        case leftMargin = 13
        /// The right edge inset by the right layout margin.
        case rightMargin = 14
        /// The top edge inset by the top layout margin.
        case topMargin = 15
        /// The bottom edge inset by the bottom layout margin.
        case bottomMargin = 16
        /// The leading edge inset by the leading layout margin.
        case leadingMargin = 17
        /// The trailing edge inset by the trailing layout margin.
        case trailingMargin = 18
        /// The horizontal centre between the left and right layout margins.
        case centerXWithinMargins = 19
        /// The vertical centre between the top and bottom layout margins.
        case centerYWithinMargins = 20
        /// No attribute: the second attribute of a constraint to a constant.
        case notAnAttribute = 0

        /// The old name of ``lastBaseline``.
        public static let baseline = Attribute.lastBaseline
    }

    /// How the two sides of a constraint compare, with UIKit's raw values.
    public enum Relation: Int, Sendable {
        /// The first attribute is at most the second side.
        case lessThanOrEqual = -1
        /// The two sides are equal.
        case equal = 0
        /// The first attribute is at least the second side.
        case greaterThanOrEqual = 1
    }

    /// The two directions a view is laid out along, with UIKit's raw values.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}

extension NSLayoutConstraint.Attribute {
    /// Which kind of quantity the attribute is; constraints relate attributes of one kind only.
    enum Kind { case xPosition, yPosition, size }

    /// Whether the attribute is a horizontal or vertical position, or a size.
    var kind: Kind? {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins:
            .xPosition
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            .yPosition
        case .width, .height: .size
        case .notAnAttribute: nil
        }
    }

    /// The axis the attribute lies on.
    var axis: NSLayoutConstraint.Axis {
        switch self {
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins,
            .height:
            .vertical
        default: .horizontal
        }
    }

    /// Whether the attribute names left/right explicitly (not leading/trailing), which UIKit does not let mix.
    var isAbsoluteDirection: Bool { self == .left || self == .right || self == .leftMargin || self == .rightMargin }

    /// Whether the attribute is leading/trailing.
    var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// The physical attribute leading and trailing stand for in a right-to-left layout (right and
    /// left), or the attribute itself (left to right, leading and trailing are left and right).
    func resolved(rightToLeft: Bool) -> NSLayoutConstraint.Attribute {
        guard rightToLeft else { return self }
        switch self {
        case .leading: return .right
        case .trailing: return .left
        case .leadingMargin: return .rightMargin
        case .trailingMargin: return .leftMargin
        default: return self
        }
    }

    /// UIKit's name of the attribute in constraint descriptions (`leading`, `centerX`, `width`…).
    var descriptionName: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
