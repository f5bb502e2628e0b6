/// The width and height of an item, group or supplementary item in a compositional layout,
/// UIKit's `NSCollectionLayoutSize`
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsize).
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of the two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The dimension along `axis`.
    func dimension(_ axis: LayoutAxis) -> NSCollectionLayoutDimension {
        axis == .horizontal ? widthDimension : heightDimension
    }
}
