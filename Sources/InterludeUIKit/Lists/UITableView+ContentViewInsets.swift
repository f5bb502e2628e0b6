import Foundation

extension UITableView {
    /// The room kept clear at the left and right of a cell, header or footer `width` wide at `minX`
    /// (in the table's coordinates), for its content view: the safe area when
    /// ``insetsContentViewsToSafeArea`` (its "leading and trailing sides",
    /// https://developer.apple.com/documentation/uikit/uitableview/insetscontentviewstosafearea)
    /// and the section index, whichever reaches farther in. An inset-grouped row already away from
    /// an edge keeps only what is left to clear.
    func contentViewInsets(forWidth width: CGFloat, minX: CGFloat) -> UIEdgeInsets {
        let safe = insetsContentViewsToSafeArea ? safeAreaInsets : .zero
        let index = sectionIndexInsets
        let left = max(safe.left, index.left), right = max(safe.right, index.right)
        let rightGap = bounds.width - minX - width
        return UIEdgeInsets(top: 0, left: max(0, left - minX), bottom: 0, right: max(0, right - rightGap))
    }
}
