/// A view behind a section of a compositional layout, UIKit's `NSCollectionLayoutDecorationItem`:
/// the layout makes its views from the class registered with
/// `register(_:forDecorationViewOfKind:)`
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem).
///
/// A background covers its section's whole frame — across the layout, from the start of its
/// header to the end of its footer — shrunk by its ``NSCollectionLayoutItem/contentInsets``;
/// its element's index path is item 0 of the section.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The element kind of the views.
    public let elementKind: String
    /// The stacking order. Defaults to 0, below everything else in the section
    /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem/zindex).
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A background of `elementKind` behind the section.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
