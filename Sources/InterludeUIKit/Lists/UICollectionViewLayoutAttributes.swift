/// Where and how one element of a collection view shows, UIKit's `UICollectionViewLayoutAttributes`:
/// the layout's answer for a cell, applied to the cell by the collection view.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// What kind of element the attributes describe: ``UICollectionView/ElementCategory``.
    public typealias Category = UICollectionView.ElementCategory

    /// The element's index path.
    open var indexPath: IndexPath
    /// The element's frame in the collection view's content.
    open var frame: CGRect = .zero
    /// The element's opacity. Defaults to 1.
    open var alpha: CGFloat = 1
    /// An affine transform about the element's center. Defaults to the identity. Setting it sets
    /// ``transform3D`` to its 3-D version
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/transform).
    open var transform: CGAffineTransform {
        get { affineTransform }
        set {
            affineTransform = newValue
            storedTransform3D = CATransform3DMakeAffineTransform(newValue)
        }
    }
    /// A 3-D transform about the element's center, applied to the view's layer. Defaults to the
    /// identity. Setting it sets ``transform`` to its affine part (the x and y rows and the
    /// translation, as `CATransform3DGetAffineTransform`)
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/transform3d).
    open var transform3D: CATransform3D {
        get { storedTransform3D }
        set {
            storedTransform3D = newValue
            affineTransform = CATransform3DGetAffineTransform(newValue)
        }
    }
    /// The dimensions the layout fixes while a self-sizing view fits itself (the others are
    /// estimates the view's constraints decide). Neither by default, as the flow layout's
    /// estimated item size; a compositional item holds its dimensions that are not estimated.
    final var heldSelfSizingAxes: (width: Bool, height: Bool) = (false, false)
    private var affineTransform: CGAffineTransform = .identity
    private var storedTransform3D: CATransform3D = CATransform3DIdentity
    /// The stacking order: higher shows above. Defaults to 0.
    open var zIndex = 0
    /// What a list section tells the element, and the color of a list section's background
    /// (`NSCollectionLayoutSection+List.swift`).
    final var listStyle: ListElementStyle?
    final var listBackgroundColor: UIColor?
    /// Whether the element is hidden. Defaults to false.
    open var isHidden = false
    /// What kind of element this is: a cell, a supplementary view or a decoration view.
    public private(set) var representedElementCategory: UICollectionView.ElementCategory
    /// The kind of a supplementary or decoration view; nil for cells.
    public let representedElementKind: String?

    /// Attributes of the cell at `indexPath`. Required, so a layout can make instances of its
    /// ``UICollectionViewLayout/layoutAttributesClass`` (UIKit's is a convenience initializer).
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes of a supplementary view of `elementKind` at `indexPath`. Required, as
    /// ``init(forCellWith:)``.
    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes of a decoration view of `decorationViewKind` at `indexPath`, of the class this is
    /// called on: the layout's adornment, not backed by the data source
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(fordecorationviewofkind:with:)).
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(forSupplementaryViewOfKind: decorationViewKind, with: indexPath)
        representedElementCategory = .decorationView
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

    /// A copy of the same class with the same values (layouts hand out copies to change), as
    /// UIKit's `NSCopying` conformance gives it: subclasses with more properties override
    /// ``copy(with:)`` and copy theirs onto `super.copy(with: zone)`.
    /// (`NSObject.copy()` is nonisolated; attributes are made and copied on the main actor.)
    open override func copy() -> Any {
        nonisolated(unsafe) var result: Any?
        MainActor.assumeIsolated { result = self.copy(with: nil) }
        return result!
    }

    /// A copy of the same class with the same values; `zone` is ignored, as in Swift on Apple
    /// platforms.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy =
            representedElementCategory == .cell
            ? type(of: self).init(forCellWith: indexPath)
            : type(of: self).init(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        copy.representedElementCategory = representedElementCategory
        copy.frame = frame
        copy.alpha = alpha
        copy.transform3D = transform3D
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.listStyle = listStyle
        copy.listBackgroundColor = listBackgroundColor
        return copy
    }

    /// ``copy()`` as attributes.
    var copied: UICollectionViewLayoutAttributes { copy() as! UICollectionViewLayoutAttributes }
}

extension UICollectionView {
    /// The kinds of element a layout places, UIKit's raw values
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory).
    public enum ElementCategory: UInt, Sendable {
        /// A cell.
        case cell = 0
        /// A supplementary view (headers, footers).
        case supplementaryView = 1
        /// A decoration view.
        case decorationView = 2
    }
}
