import Foundation

extension UITableView {
    /// How ``UITableView/separatorInset`` is read, UIKit's raw values.
    public enum SeparatorInsetReference: Int, Sendable {
        /// From the cell's edges: 0 runs the separator edge to edge.
        case fromCellEdges = 0
        /// As offsets from the table's automatic insets: 0 runs the separator where the table
        /// would by default.
        case fromAutomaticInsets = 1
    }

    /// The separator inset the table gives a cell `width` wide at `minX`: ``separatorInset`` from
    /// the cell's edges, or added to the automatic insets with `.fromAutomaticInsets` — "offsets
    /// from the default insets provided by the table view", which "normally uses its layout
    /// margins"
    /// (https://developer.apple.com/documentation/uikit/uitableview/separatorinsetreference-swift.enum/fromautomaticinsets).
    /// Interlude's automatic insets are the cell's content margin (16 points, or the readable
    /// width's) inside its content view's insets (safe area, section index) on the left and those
    /// insets on the right.
    func resolvedSeparatorInset(forWidth width: CGFloat, minX: CGFloat) -> UIEdgeInsets {
        guard separatorInsetReference == .fromAutomaticInsets else { return separatorInset }
        let content = contentViewInsets(forWidth: width, minX: minX)
        var inset = separatorInset
        inset.left += content.left + cellContentMargin(forWidth: width, minX: minX, contentInsets: content)
        inset.right += content.right
        return inset
    }
}
