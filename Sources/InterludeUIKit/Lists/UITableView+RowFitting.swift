extension UITableView {
    /// The height of a self-sizing row (``UITableView/automaticDimension``) whose cell is `cell`,
    /// in a row `width` points wide: the one place rows are measured.
    ///
    /// Today it asks the cell's `sizeThatFits(_:)` (the built-in styles size to their labels;
    /// custom cells override it). When Auto Layout lands this becomes
    /// `cell.contentView.systemLayoutSizeFitting(…)` plus the separator.
    func fittingHeight(of cell: UITableViewCell, width: CGFloat) -> CGFloat {
        UIView.performWithoutAnimation {
            if cell.bounds.width != width { cell.bounds.size.width = width }
        }
        return max(0, cell.sizeThatFits(CGSize(width: width, height: 0)).height)
    }
}
