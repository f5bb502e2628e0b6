/// The separators a list section draws on its cells: hairlines (one pixel) along the cell's
/// bottom and, when asked for, top edge, over the content, in the row's separator configuration.
///
/// Automatic insets follow the list content's text: the leading edge of a `UIListContentView`'s
/// text (past its image), or 16 points into the content view for other content (the cell content
/// padding; UIKit uses the cell's `separatorLayoutGuide`, which Interlude does not have); the
/// trailing edge is the cell's. Explicit insets count from the cell's edges. While the cell is
/// selected and its collection view allows several selected items, the separators take the
/// configuration's `multipleSelectionColor`.
extension UICollectionViewListCell {
    /// Places and colors the separators for the cell's list style (hidden outside lists).
    func layoutSeparators() {
        guard let separators = listStyle?.separators else {
            topSeparator.isHidden = true
            bottomSeparator.isHidden = true
            return
        }
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        let automatic = NSDirectionalEdgeInsets(top: 0, leading: automaticSeparatorLeading, bottom: 0, trailing: 0)
        let color = isSelected && allowsMultipleSelectionNow ? separators.multipleSelectionColor : separators.color
        let edges: [(UIView, UIListSeparatorConfiguration.Visibility, NSDirectionalEdgeInsets, CGFloat)] = [
            (topSeparator, separators.topSeparatorVisibility, separators.topSeparatorInsets, 0),
            (bottomSeparator, separators.bottomSeparatorVisibility, separators.bottomSeparatorInsets, bounds.height - 1 / scale),
        ]
        for (view, visibility, insets, y) in edges {
            view.isHidden = visibility != .visible
            guard !view.isHidden else { continue }
            if view.superview !== self {
                view.isUserInteractionEnabled = false
                addSubview(view)
            }
            bringSubviewToFront(view)
            let resolved = UIListSeparatorConfiguration.resolved(insets, automatic: automatic)
            let width = max(0, bounds.width - resolved.leading - resolved.trailing)
            let x = arrangesRightToLeft ? resolved.trailing : resolved.leading
            view.frame = CGRect(x: x, y: y, width: width, height: 1 / scale)
            view.backgroundColor = color
        }
    }

    /// Where an automatic separator starts, in points from the cell's leading edge.
    private var automaticSeparatorLeading: CGFloat {
        let contentLeading = arrangesRightToLeft ? bounds.width - contentView.frame.maxX : contentView.frame.minX
        if let listContent = contentView as? UIListContentView { return contentLeading + listContent.textLeadingOffset }
        return contentLeading + Self.accessoryPadding
    }

    /// Whether the cell's collection view lets several items be selected in its current mode.
    private var allowsMultipleSelectionNow: Bool {
        guard let collectionView = superview as? UICollectionView else { return false }
        return collectionView.isEditing
            ? collectionView.allowsMultipleSelectionDuringEditing : collectionView.allowsMultipleSelection
    }
}
