/// Cells within the readable width: with ``UITableView/cellLayoutMarginsFollowReadableWidth``
/// a cell's content keeps inside the table's `readableContentGuide`, so text in a wide table does
/// not run past a comfortable line length (Apple's property page; the guide is at most 672
/// points wide, centred in the layout margins). The default is false since iOS 12
/// (https://useyourloaf.com/blog/readable-width-of-table-view-cells/).
///
/// Interlude's cells lay out their content with a side margin inside the content view rather
/// than with layout margins: following the readable width raises that margin to reach the guide
/// (never below the standard 16 points), the same on both sides.
extension UITableView {
    /// The side margin of the content of a cell `width` wide at `minX` whose content view is
    /// inset by `contentInsets`.
    func cellContentMargin(forWidth width: CGFloat, minX: CGFloat, contentInsets: UIEdgeInsets) -> CGFloat {
        let standard = UITableViewCell.horizontalMargin
        guard cellLayoutMarginsFollowReadableWidth else { return standard }
        let readable = ReadableContentGuide.insets(of: self)
        let left = readable.left - minX - contentInsets.left
        let right = readable.right - (bounds.width - minX - width) - contentInsets.right
        return max(standard, min(left, right))
    }
}
