/// The separators a list section draws on its cells: hairlines (one pixel) along the cell's
/// bottom and, when asked for, top edge, over the content, in the row's separator configuration.
///
/// Automatic insets follow the list content's text: the leading edge of a `UIListContentView`'s
/// text (past its image), or 16 points into the content view for other content (the cell content
/// padding), or the cell's `separatorLayoutGuide` once constraints move it; the trailing edge is
/// the cell's. Explicit insets count from the cell's edges. While the cell is
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
        let automatic = NSDirectionalEdgeInsets(top: 0, leading: guidedSeparatorLeading, bottom: 0, trailing: 0)
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

    /// Makes ``separatorLayoutGuide``: the cell's height and trailing edge, its leading edge at
    /// the automatic place at priority 250 (Interlude's: any stronger constraint moves it).
    func makeSeparatorGuide() -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: automaticSeparatorLeading)
        leading.priority = .defaultLow
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: topAnchor), guide.bottomAnchor.constraint(equalTo: bottomAnchor),
            guide.trailingAnchor.constraint(equalTo: trailingAnchor), leading,
        ])
        separatorGuide = (guide, leading)
        return guide
    }

    /// Where an automatic separator starts: the separator guide's leading edge when the cell has
    /// one, else the automatic place.
    private var guidedSeparatorLeading: CGFloat {
        let automatic = automaticSeparatorLeading
        guard let (guide, leading) = separatorGuide else { return automatic }
        if leading.constant != automatic { leading.constant = automatic }
        let frame = guide.layoutFrame
        guard frame.width > 0 || frame.minX > 0 else { return automatic }
        return arrangesRightToLeft ? bounds.width - frame.maxX : frame.minX
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
