import Foundation

/// What a layout invalidation covers, UIKit's `UICollectionViewLayoutInvalidationContext`: the
/// collection view makes one for each invalidation and passes it to the layout's
/// `invalidateLayout(with:)`, and a layout can make one itself to invalidate only some elements
/// (https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext).
///
/// The collection view marks ``invalidateEverything`` when `invalidateLayout()` is called, the
/// layout is installed or the data is reloaded, and ``invalidateDataSourceCounts`` when the data
/// is reloaded or changed by a batch update; a bounds change the layout asks for passes the
/// layout's `invalidationContext(forBoundsChange:)`. Interlude's layouts prepare everything again
/// whatever the context says; the context is there for layouts of your own.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether all the layout's data is out of date. Set by the collection view.
    open internal(set) var invalidateEverything = false
    /// Whether the numbers of sections and items changed. Set by the collection view.
    open internal(set) var invalidateDataSourceCounts = false
    /// The items ``invalidateItems(at:)`` named, nil when none.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary elements named, by kind; nil when none.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration elements named, by kind; nil when none.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How far the content offset moves when the context is applied. Zero by default.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes when the context is applied. Zero by default.
    open var contentSizeAdjustment: CGSize = .zero

    /// An empty context: nothing named, no adjustment. (Required, as the layout makes contexts of
    /// its ``UICollectionViewLayout/invalidationContextClass``.)
    public required override init() {}

    /// Names the items at `indexPaths` as out of date.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Names the supplementary elements of `elementKind` at `indexPaths` as out of date.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = adding(indexPaths, ofKind: elementKind, to: invalidatedSupplementaryIndexPaths)
    }

    /// Names the decoration elements of `elementKind` at `indexPaths` as out of date.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = adding(indexPaths, ofKind: elementKind, to: invalidatedDecorationIndexPaths)
    }

    private func adding(
        _ indexPaths: [IndexPath], ofKind kind: String, to named: [String: [IndexPath]]?
    ) -> [String: [IndexPath]] {
        var named = named ?? [:]
        named[kind, default: []] += indexPaths
        return named
    }
}

/// A flow layout's invalidation context, UIKit's `UICollectionViewFlowLayoutInvalidationContext`:
/// whether the delegate's sizes and spacings, and the attributes computed from them, are out of date.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the flow layout delegate's sizes and spacings must be asked again. True by default.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the flow layout's computed attributes are out of date. True by default.
    open var invalidateFlowLayoutAttributes = true
}
