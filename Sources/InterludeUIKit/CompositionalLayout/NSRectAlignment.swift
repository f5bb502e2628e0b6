/// Where a boundary supplementary item sits on its section or layout, UIKit's `NSRectAlignment`
/// with its raw values (https://developer.apple.com/documentation/uikit/nsrectalignment).
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none = 0
    /// Above, centred.
    case top = 1
    /// Above, at the leading edge.
    case topLeading = 2
    /// Before, centred.
    case leading = 3
    /// Below, at the leading edge.
    case bottomLeading = 4
    /// Below, centred.
    case bottom = 5
    /// Below, at the trailing edge.
    case bottomTrailing = 6
    /// After, centred.
    case trailing = 7
    /// Above, at the trailing edge.
    case topTrailing = 8

    /// Whether the item sits before the content along `axis` (the scrolling axis): above for a
    /// vertical layout, before the leading edge for a horizontal one. Nil when the alignment
    /// puts it on neither end of that axis.
    func isAtStart(along axis: LayoutAxis) -> Bool? {
        switch (axis, self) {
        case (.vertical, .top), (.vertical, .topLeading), (.vertical, .topTrailing): true
        case (.vertical, .bottom), (.vertical, .bottomLeading), (.vertical, .bottomTrailing): false
        case (.horizontal, .leading), (.horizontal, .topLeading), (.horizontal, .bottomLeading): true
        case (.horizontal, .trailing), (.horizontal, .topTrailing), (.horizontal, .bottomTrailing): false
        default: nil
        }
    }

    /// Whether the item sits beside the content, before it across `axis` (the scrolling axis):
    /// true at the leading edge of a vertical layout (the top of a horizontal one), false at the
    /// trailing edge (bottom). Nil when the alignment is a header's or a footer's, or none.
    func isBeside(along axis: LayoutAxis) -> Bool? {
        switch (axis, self) {
        case (.vertical, .leading), (.horizontal, .top): true
        case (.vertical, .trailing), (.horizontal, .bottom): false
        default: nil
        }
    }

    /// Where the item sits across `axis` (the scrolling axis) in the space it has: 0 at the
    /// start (leading, or top), ½ centred, 1 at the end.
    func acrossFraction(along axis: LayoutAxis) -> CGFloat {
        switch (axis, self) {
        case (.vertical, .topLeading), (.vertical, .bottomLeading), (.horizontal, .topLeading), (.horizontal, .topTrailing):
            0
        case (.vertical, .topTrailing), (.vertical, .bottomTrailing), (.horizontal, .bottomLeading),
            (.horizontal, .bottomTrailing):
            1
        default: 0.5
        }
    }

    /// The edges of the rectangle the alignment names.
    var edges: NSDirectionalRectEdge {
        switch self {
        case .none: []
        case .top: .top
        case .topLeading: [.top, .leading]
        case .leading: .leading
        case .bottomLeading: [.bottom, .leading]
        case .bottom: .bottom
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: .trailing
        case .topTrailing: [.top, .trailing]
        }
    }
}
