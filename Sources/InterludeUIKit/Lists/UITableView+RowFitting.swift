extension UITableView {
    /// The height of a self-sizing row (``UITableView/automaticDimension``) whose cell is `cell`,
    /// in a row `width` points wide: the one place rows are measured.
    ///
    /// A cell laid out with constraints (any in or below its content view) is measured as UIKit
    /// does: its content view's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// at the content width (required) and the compressed height (fitting-size level), plus the
    /// separator. A cell without constraints sizes itself with `sizeThatFits(_:)` (the built-in
    /// styles size to their labels; custom cells override it).
    func fittingHeight(of cell: UITableViewCell, width: CGFloat) -> CGFloat {
        UIView.performWithoutAnimation {
            if cell.bounds.width != width { cell.bounds.size.width = width }
        }
        // A pending configuration update may put another content view in place first.
        cell.updateConfigurationIfNeeded()
        let content = cell.contentView
        guard content.subtreeTakesPartInAutoLayout else {
            return max(0, cell.sizeThatFits(CGSize(width: width, height: 0)).height)
        }
        let target = CGSize(
            width: cell.contentWidth(forCellWidth: width), height: UIView.layoutFittingCompressedSize.height)
        let fitted = content.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return max(0, fitted.height) + cell.separatorHeight
    }
}
