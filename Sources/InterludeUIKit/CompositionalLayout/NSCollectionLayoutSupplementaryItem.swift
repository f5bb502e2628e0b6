/// A view added to an item or a section in a compositional layout, UIKit's
/// `NSCollectionLayoutSupplementaryItem`: its size and its element kind; the data source's
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)` makes its view
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem).
///
/// Here it is the base of ``NSCollectionLayoutBoundarySupplementaryItem`` (headers and
/// footers); supplementary items anchored to items (`NSCollectionLayoutAnchor`, badges) are not
/// laid out (see the API audit).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The element kind of the views.
    public let elementKind: String
    /// The stacking order of the views' attributes. Defaults to 1 (Apple's page names no
    /// default; 1 keeps headers above the cells, where UIKit shows them, and Apple's samples
    /// raise pinned headers further).
    open var zIndex = 1

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}
