/// Where and how one element of a collection view shows, UIKit's `UICollectionViewLayoutAttributes`:
/// the layout's answer for a cell, applied to the cell by the collection view.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// What kind of element the attributes describe, UIKit's raw values.
    public enum Category: UInt, Sendable {
        /// A cell.
        case cell = 0
        /// A supplementary view (headers, footers).
        case supplementaryView = 1
        /// A decoration view.
        case decorationView = 2
    }

    /// The element's index path.
    open var indexPath: IndexPath
    /// The element's frame in the collection view's content.
    open var frame: CGRect = .zero
    /// The element's opacity. Defaults to 1.
    open var alpha: CGFloat = 1
    /// An affine transform about the element's center. Defaults to the identity.
    open var transform: CGAffineTransform = .identity
    /// The stacking order: higher shows above. Defaults to 0.
    open var zIndex = 0
    /// Whether the element is hidden. Defaults to false.
    open var isHidden = false
    /// What kind of element this is.
    public let representedElementCategory: Category
    /// The kind of a supplementary or decoration view; nil for cells.
    public let representedElementKind: String?

    /// Attributes of the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes of a supplementary view of `elementKind` at `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// The center of ``frame``.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The size of ``frame``, keeping its center.
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }

    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// A copy with the same values (layouts hand out copies to change).
    open func copy() -> UICollectionViewLayoutAttributes {
        let copy =
            representedElementCategory == .cell
            ? UICollectionViewLayoutAttributes(forCellWith: indexPath)
            : UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        copy.frame = frame
        copy.alpha = alpha
        copy.transform = transform
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        return copy
    }
}
