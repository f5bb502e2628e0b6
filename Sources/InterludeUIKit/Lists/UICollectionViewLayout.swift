/// The object that places a collection view's cells, UIKit's `UICollectionViewLayout`: subclass
/// it (or use ``UICollectionViewFlowLayout``) and answer where the elements in a rectangle are.
///
/// The collection view calls ``prepare()`` after the layout is invalidated (data reloaded, a
/// batch update, a bounds change the layout asks for), then asks ``collectionViewContentSize`` and
/// ``layoutAttributesForElements(in:)`` for the visible rectangle as it scrolls. In a batch
/// update, the layout hears ``prepare(forCollectionViewUpdates:)`` with the changes, items appear
/// from ``initialLayoutAttributesForAppearingItem(at:)`` and disappear to
/// ``finalLayoutAttributesForDisappearingItem(at:)`` (nil: a fade at their place), supplementary
/// and decoration views likewise, and ``finalizeCollectionViewUpdates()`` ends it; a resize inside
/// an animation block is bracketed by ``prepare(forAnimatedBoundsChange:)`` and
/// ``finalizeAnimatedBoundsChange()`` (`UICollectionView+AnimatedBoundsChange.swift`). Decoration views are the layout's own adornments:
/// it registers their classes and returns their attributes among the elements; the collection
/// view makes and reuses the views (`UICollectionView+DecorationViews.swift`).
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout.
    open internal(set) weak var collectionView: UICollectionView?
    /// The classes of the decoration views, by element kind.
    var decorationViewClasses: [String: UICollectionReusableView.Type] = [:]

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

    /// Marks the layout out of date: ``invalidateLayout(with:)`` with a context of
    /// ``invalidationContextClass`` that invalidates everything.
    open func invalidateLayout() {
        invalidateLayout(with: makeInvalidationContext(everything: true))
    }

    /// The class of the invalidation contexts the layout uses:
    /// `UICollectionViewLayoutInvalidationContext` by default.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Marks the layout out of date as `context` says: ``prepare()`` runs again before the next
    /// query, and the collection view's content offset moves by the context's
    /// `contentOffsetAdjustment` (and its content size grows by `contentSizeAdjustment` until the
    /// layout is prepared). Overrides must call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        guard let collectionView else { return }
        collectionView.layoutNeedsPreparing = true
        if context.contentSizeAdjustment != .zero {
            collectionView.contentSize.width += context.contentSizeAdjustment.width
            collectionView.contentSize.height += context.contentSizeAdjustment.height
        }
        if context.contentOffsetAdjustment != .zero {
            collectionView.contentOffset.x += context.contentOffsetAdjustment.x
            collectionView.contentOffset.y += context.contentOffsetAdjustment.y
        }
        collectionView.setNeedsLayout()
    }

    /// The context for a change of the collection view's bounds to `newBounds`, asked when
    /// ``shouldInvalidateLayout(forBoundsChange:)`` says yes. An empty context of
    /// ``invalidationContextClass`` by default.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// A new context of ``invalidationContextClass`` (the base class, reported, when that is not a
    /// context class), marked as the collection view marks them.
    func makeInvalidationContext(everything: Bool = false, dataSourceCounts: Bool = false)
        -> UICollectionViewLayoutInvalidationContext
    {
        let type: AnyClass = Swift.type(of: self).invalidationContextClass
        let context: UICollectionViewLayoutInvalidationContext
        if let contextType = type as? UICollectionViewLayoutInvalidationContext.Type {
            context = contextType.init()
        } else {
            Diagnostics.report(
                "\(Swift.type(of: self)).invalidationContextClass is \(type), not a "
                    + "UICollectionViewLayoutInvalidationContext subclass; using UICollectionViewLayoutInvalidationContext")
            context = UICollectionViewLayoutInvalidationContext()
        }
        context.invalidateEverything = everything
        context.invalidateDataSourceCounts = dataSourceCounts
        return context
    }

    /// Whether a change of the collection view's bounds to `newBounds` invalidates the layout.
    /// False by default (scrolling does not).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a self-sizing cell's wish changes the layout: asked when a cell the collection view
    /// displays returns from `preferredLayoutAttributesFitting(_:)` attributes that differ from
    /// `originalAttributes`, the layout's. False by default; true invalidates the layout with
    /// ``invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)``
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forpreferredlayoutattributes:withoriginalattributes:)).
    /// Interlude's flow and compositional layouts measure their self-sizing items when prepared,
    /// so their cells are not asked again when displayed.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context to invalidate with when ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``
    /// says yes. An empty context of ``invalidationContextClass`` by default
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontext(forpreferredlayoutattributes:withoriginalattributes:)).
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext { makeInvalidationContext() }

    // MARK: Batch updates and animated bounds changes

    /// A batch update is about to animate: `updateItems` are its changes (an empty batch gives
    /// none). Called after ``prepare()`` has run for the new data and before the layout is asked
    /// where items, supplementary and decoration views appear from and disappear to. Does
    /// nothing by default
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare(forcollectionviewupdates:)).
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// The last step of a batch update, called inside its animation block after the views were
    /// given their new attributes: changes made here animate with them. Does nothing by default
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finalizecollectionviewupdates()).
    open func finalizeCollectionViewUpdates() {}

    /// The supplementary views of `elementKind` the layout removes in the current batch update,
    /// by index path before the update; asked between ``prepare(forCollectionViewUpdates:)`` and
    /// ``finalizeCollectionViewUpdates()``. None by default: a supplementary view follows its
    /// section
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/indexpathstodeleteforsupplementaryview(ofkind:)).
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The supplementary views of `elementKind` the layout adds in the current batch update, by
    /// index path after the update: they appear from
    /// ``initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)``. None by default
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/indexpathstoinsertforsupplementaryview(ofkind:)).
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` the layout removes in the current batch update, by
    /// index path before the update. None by default: a decoration view keeps its index path
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/indexpathstodeletefordecorationview(ofkind:)).
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` the layout adds in the current batch update, by
    /// index path after the update: they appear from
    /// ``initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)``. None by default
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/indexpathstoinsertfordecorationview(ofkind:)).
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The collection view's size changed inside an animation block and this layout asked to be
    /// invalidated: `oldBounds` are the bounds before. Called after ``prepare()`` has run for the
    /// new bounds, before the views animate to their new places. Does nothing by default
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare(foranimatedboundschange:)).
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// The end of an animated bounds change, called inside the animation block after the views
    /// were given their new attributes. Does nothing by default
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finalizeanimatedboundschange()).
    open func finalizeAnimatedBoundsChange() {}

    /// Where an item inserted by a batch update starts. Nil by default: at its final place, transparent.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where an item deleted by a batch update ends. Nil by default: at its place, transparent.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    // MARK: Decoration views, and supplementary views in batch updates

    /// Registers `viewClass`, a `UICollectionReusableView` subclass, as the class of the decoration
    /// views of `elementKind`; nil unregisters it. Stops with UIKit's message for a class that is
    /// not a reusable view; an empty kind is reported and ignored (Apple's page says it must not be
    /// empty).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard !elementKind.isEmpty else {
            return Diagnostics.report(
                "UICollectionViewLayout.register(_:forDecorationViewOfKind:): the element kind is empty; ignored")
        }
        guard let viewClass else {
            decorationViewClasses[elementKind] = nil
            return
        }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            invalidArgument("must pass a class of kind UICollectionReusableView")
        }
        decorationViewClasses[elementKind] = viewType
    }

    /// The attributes of the decoration view of `elementKind` at `indexPath`. Nil by default; a
    /// layout with decoration views returns them here as in ``layoutAttributesForElements(in:)``
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesfordecorationview(ofkind:at:)).
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a supplementary view that appears in a batch update starts. Nil by default: at its
    /// final place, transparent.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a supplementary view that disappears in a batch update ends. Nil by default: at its
    /// place, transparent.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a decoration view that appears in a batch update starts. Nil by default: at its
    /// final place, transparent.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a decoration view that disappears in a batch update ends. Nil by default: at its
    /// place, transparent.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a drag that ends comes to rest: `proposedContentOffset` is where the content would
    /// naturally stop, `velocity` the content's velocity when the finger lifted, in points per
    /// second. Returns the proposal by default; a layout that snaps (to items, to pages) returns
    /// the offset to stop at instead, and the content decelerates onto it
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:withscrollingvelocity:)).
    /// Not asked with paging on.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    /// The offset to rest at after a change of layout (see
    /// `UICollectionView+LayoutTransitions.swift`): the collection view asks after this layout's
    /// ``prepare()`` and ``collectionViewContentSize``, proposing where it would otherwise rest. The
    /// proposal by default
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:)).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Layout transitions

    /// This layout is about to be replaced by `newLayout`: called before the collection view
    /// gathers the attributes of the change. Does nothing by default.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// This layout is about to replace `oldLayout`: called before the collection view gathers the
    /// attributes of the change. Does nothing by default.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// The collection view has gathered the attributes of a change of layout, and the animations
    /// are about to start: called on both layouts, to drop what the `prepareForTransition` methods
    /// built. Does nothing by default.
    open func finalizeLayoutTransition() {}
}
