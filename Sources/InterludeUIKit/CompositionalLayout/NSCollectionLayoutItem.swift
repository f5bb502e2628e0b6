/// The blueprint of one cell in a compositional layout, UIKit's `NSCollectionLayoutItem`: its
/// size in its group, the space around it and the insets inside it
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutitem).
///
/// A group repeats its items for as many cells as fit; each cell's frame is its slot (the
/// ``layoutSize`` resolved in the group, after ``edgeSpacing``) shrunk by ``contentInsets``.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size in its group.
    public let layoutSize: NSCollectionLayoutSize
    /// The supplementary items attached to the item (badges), placed on its cell by their
    /// anchors and shown as supplementary views of their kinds at the item's index path.
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }
    var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Space taken from the item's slot on each side, so its frame is smaller than the slot.
    /// Applied after ``edgeSpacing``; ignored on an axis whose dimension is estimated
    /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/contentinsets).
    /// Defaults to zero.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space around the item's slot in its group. Defaults to nil (none).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with `supplementaryItems` attached.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        storedSupplementaryItems = supplementaryItems
    }

    /// The insets that apply: ``contentInsets`` without those on an estimated axis.
    var effectiveContentInsets: NSDirectionalEdgeInsets {
        var insets = contentInsets
        if layoutSize.widthDimension.isEstimated { (insets.leading, insets.trailing) = (0, 0) }
        if layoutSize.heightDimension.isEstimated { (insets.top, insets.bottom) = (0, 0) }
        return insets
    }
}
