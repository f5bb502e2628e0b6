/// Where a control places its content (a button's image and title) inside its bounds, UIKit's
/// `UIControl.ContentHorizontalAlignment` and `ContentVerticalAlignment`, with their raw values.
extension UIControl {
    /// Horizontal placement of the content.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred. The default.
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched across the width.
        case fill = 3
        /// Against the leading edge (left in left-to-right layouts).
        case leading = 4
        /// Against the trailing edge (right in left-to-right layouts).
        case trailing = 5
    }

    /// Vertical placement of the content.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred. The default.
        case center = 0
        /// Against the top edge.
        case top = 1
        /// Against the bottom edge.
        case bottom = 2
        /// Stretched across the height.
        case fill = 3
    }

    /// ``contentHorizontalAlignment`` with `.leading` and `.trailing` resolved to `.left` and
    /// `.right`, or to `.right` and `.left` when the control lays out right to left.
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = arrangesRightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }
}
