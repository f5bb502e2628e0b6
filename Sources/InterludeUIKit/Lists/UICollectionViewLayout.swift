/// The object that places a collection view's cells, UIKit's `UICollectionViewLayout`: subclass
/// it (or use ``UICollectionViewFlowLayout``) and answer where the elements in a rectangle are.
///
/// The collection view calls ``prepare()`` after the layout is invalidated (data reloaded, a
/// batch update, a bounds change the layout asks for), then asks ``collectionViewContentSize`` and
/// ``layoutAttributesForElements(in:)`` for the visible rectangle as it scrolls. In a batch
/// update, items appear from ``initialLayoutAttributesForAppearingItem(at:)`` and disappear to
/// ``finalLayoutAttributesForDisappearingItem(at:)`` (nil: a fade at their place).
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout.
    open internal(set) weak var collectionView: UICollectionView?

    /// A layout.
    public override init() {}

    /// Storyboard decoding is not supported; layouts are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The class of attributes the layout makes: `UICollectionViewLayoutAttributes` by default. A
    /// subclass returns its attributes subclass, and ``UICollectionViewFlowLayout`` makes its
    /// attributes of it
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesclass).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// New attributes of ``layoutAttributesClass`` for the cell at `indexPath`. A class that is not
    /// a `UICollectionViewLayoutAttributes` subclass is reported and the base class used.
    func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let type: AnyClass = Swift.type(of: self).layoutAttributesClass
        guard let attributesType = type as? UICollectionViewLayoutAttributes.Type else {
            Diagnostics.report(
                "\(Swift.type(of: self)).layoutAttributesClass is \(type), not a UICollectionViewLayoutAttributes "
                    + "subclass; using UICollectionViewLayoutAttributes")
            return UICollectionViewLayoutAttributes(forCellWith: indexPath)
        }
        return attributesType.init(forCellWith: indexPath)
    }

    /// New attributes of ``layoutAttributesClass`` for the supplementary element of `elementKind`
    /// at `indexPath` (reported and the base class used as for cells).
    func makeAttributes(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes
    {
        let type: AnyClass = Swift.type(of: self).layoutAttributesClass
        guard let attributesType = type as? UICollectionViewLayoutAttributes.Type else {
            return UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        }
        return attributesType.init(forSupplementaryViewOfKind: elementKind, with: indexPath)
    }

    /// Computes the layout for the current data; called before the collection view asks anything
    /// after an invalidation. Does nothing by default.
    open func prepare() {}

    /// The size of the whole content. Zero by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the elements that overlap `rect`. Nil by default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`. Nil by default.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary element of `elementKind` at `indexPath`. Nil by
    /// default; a layout with supplementary views returns them (and includes them in
    /// ``layoutAttributesForElements(in:)``).
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Marks the layout out of date: ``prepare()`` runs again before the next query.
    open func invalidateLayout() {
        collectionView?.layoutNeedsPreparing = true
        collectionView?.setNeedsLayout()
    }

    /// Whether a change of the collection view's bounds to `newBounds` invalidates the layout.
    /// False by default (scrolling does not).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Where an item inserted by a batch update starts. Nil by default: at its final place, transparent.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where an item deleted by a batch update ends. Nil by default: at its place, transparent.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The offset to rest at given a proposed one. The proposal by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
}
