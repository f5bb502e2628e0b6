/// A view added to an item or a group in a compositional layout (a badge), UIKit's
/// `NSCollectionLayoutSupplementaryItem`: its size, its element kind and its anchors; the data
/// source's `collectionView(_:viewForSupplementaryElementOfKind:at:)` makes its view at the
/// index path of the item it is attached to
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem).
///
/// Its fractional dimensions are fractions of the item's (group's) frame. It is also the base of
/// ``NSCollectionLayoutBoundarySupplementaryItem`` (headers and footers, placed by alignment).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The element kind of the views.
    public let elementKind: String
    /// Where the item attaches to its container.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point of the item put on the container anchor; nil for the container anchor's edges.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// The stacking order of the views' attributes. Defaults to 1 (Apple's page names no
    /// default; 1 keeps headers and badges above the cells, where UIKit shows them, and Apple's
    /// samples raise pinned headers further).
    open var zIndex = 1

    /// An item of `layoutSize` and `elementKind` attached at `containerAnchor`, inside its edges.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// An item of `layoutSize` and `elementKind` whose `itemAnchor` point sits on `containerAnchor`.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: Optional(itemAnchor))
    }

    init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}
