/// An item on screen in a section, as a section's `visibleItemsInvalidationHandler` sees it,
/// UIKit's `NSCollectionLayoutVisibleItem`
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem). UIKit's
/// protocol refines `UIDynamicItem`, which Interlude does not have; the members are the same.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    /// The element's opacity.
    var alpha: CGFloat { get set }
    /// The element's stacking order.
    var zIndex: Int { get set }
    /// Whether the element is hidden.
    var isHidden: Bool { get set }
    /// The element's center.
    var center: CGPoint { get set }
    /// An affine transform about the element's center.
    var transform: CGAffineTransform { get set }
    /// A 3-D transform about the element's center.
    var transform3D: CATransform3D { get set }
    /// The element's name: its element kind, or an empty string for a cell.
    var name: String { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// The element's frame, in the section's unscrolled coordinates.
    var frame: CGRect { get }
    /// The element's bounds.
    var bounds: CGRect { get }
    /// Whether the element is a cell, a supplementary view or a decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The kind of a supplementary or decoration view; nil for a cell.
    var representedElementKind: String? { get }
}

/// A visible item that writes through to the layout attributes the collection view shows.
final class LayoutVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes

    init(_ attributes: UICollectionViewLayoutAttributes) { self.attributes = attributes }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var name: String { attributes.representedElementKind ?? "" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}

/// Called before each layout pass of a section with the items visible in it, the offset of what
/// shows and the environment, UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsectionvisibleitemsinvalidationhandler).
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void
