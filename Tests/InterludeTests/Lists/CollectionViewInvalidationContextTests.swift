import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A context subclass a layout declares.
@MainActor
private final class StripeContext: UICollectionViewFlowLayoutInvalidationContext {}

/// A one-column flow layout of 100-point-high items recording the contexts it is invalidated
/// with; optionally it asks to be invalidated by bounds changes, giving a context of its own.
@MainActor
private final class ContextLayout: UICollectionViewFlowLayout {
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    var boundsAsked: [CGRect] = []
    var invalidatesOnBoundsChange = false

    override init() {
        super.init()
        itemSize = CGSize(width: 400, height: 100)
        minimumLineSpacing = 0
    }
    required init?(coder: NSCoder) { nil }

    override class var invalidationContextClass: AnyClass { StripeContext.self }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { invalidatesOnBoundsChange }
    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        boundsAsked.append(newBounds)
        let context = super.invalidationContext(forBoundsChange: newBounds)
        context.invalidateItems(at: [IndexPath(item: 0, section: 0)])
        return context
    }
}

/// `count` items in one section.
@MainActor
private final class CountedItems: NSObject, UICollectionViewDataSource {
    var count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}

// Apple's pages: UICollectionViewLayoutInvalidationContext (and its invalidateEverything,
// invalidateDataSourceCounts: "when you change the current layout object, change the data source
// … or call the reloadData() method"; "when you insert or delete items"), UICollectionViewLayout
// invalidateLayout(with:), invalidationContextClass, invalidationContext(forBoundsChange:),
// UICollectionViewFlowLayoutInvalidationContext (both flags default to true).
@MainActor
@Suite("UICollectionViewLayout invalidation contexts")
struct CollectionViewInvalidationContextTests {
    private func makeCollection(_ items: CountedItems) -> (UIWindow, UICollectionView, ContextLayout) {
        let window = makeWindow()
        let layout = ContextLayout()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collection.dataSource = items
        window.addSubview(collection)
        collection.layoutIfNeeded()
        layout.contexts = []
        return (window, collection, layout)
    }

    @Test("invalidateLayout() passes a context of the layout's class that invalidates everything")
    func invalidateLayoutPassesEverything() {
        let items = CountedItems(count: 20)
        let (_, _, layout) = makeCollection(items)
        layout.invalidateLayout()
        #expect(layout.contexts.count == 1)
        let context = layout.contexts[0]
        #expect(context is StripeContext)
        #expect(context.invalidateEverything && !context.invalidateDataSourceCounts)
        let flow = context as! UICollectionViewFlowLayoutInvalidationContext
        #expect(flow.invalidateFlowLayoutDelegateMetrics && flow.invalidateFlowLayoutAttributes)
    }

    @Test("reloading the data invalidates everything and the counts; a batch update the counts only")
    func dataChanges() {
        let items = CountedItems(count: 20)
        let (_, collection, layout) = makeCollection(items)
        collection.reloadData()
        #expect(layout.contexts.map { [$0.invalidateEverything, $0.invalidateDataSourceCounts] } == [[true, true]])
        layout.contexts = []
        items.count = 21
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(layout.contexts.map { [$0.invalidateEverything, $0.invalidateDataSourceCounts] } == [[false, true]])
    }

    @Test("installing a layout invalidates it entirely")
    func installing() {
        let items = CountedItems(count: 20)
        let (_, collection, _) = makeCollection(items)
        let other = ContextLayout()
        other.contexts = []
        collection.setCollectionViewLayout(other, animated: false)
        #expect(other.contexts.map(\.invalidateEverything) == [true])
    }

    @Test("a bounds change the layout asks for passes its invalidationContext(forBoundsChange:)")
    func boundsChange() {
        let items = CountedItems(count: 20)
        let (_, collection, layout) = makeCollection(items)
        collection.contentOffset = CGPoint(x: 0, y: 10)
        #expect(layout.contexts.isEmpty && layout.boundsAsked.isEmpty)
        layout.invalidatesOnBoundsChange = true
        collection.contentOffset = CGPoint(x: 0, y: 30)
        #expect(layout.boundsAsked == [CGRect(x: 0, y: 30, width: 400, height: 800)])
        #expect(layout.contexts.count == 1)
        #expect(layout.contexts.first?.invalidateEverything == false)
        #expect(layout.contexts.first?.invalidatedItemIndexPaths == [IndexPath(item: 0, section: 0)])
    }

    @Test("a context names elements and moves the content offset by its adjustment")
    func namedElementsAndAdjustment() {
        let items = CountedItems(count: 20)
        let (_, collection, layout) = makeCollection(items)
        let context = UICollectionViewLayoutInvalidationContext()
        #expect(context.invalidatedItemIndexPaths == nil && context.invalidatedSupplementaryIndexPaths == nil)
        context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        context.invalidateItems(at: [IndexPath(item: 3, section: 0)])
        context.invalidateSupplementaryElements(ofKind: "header", at: [IndexPath(item: 0, section: 0)])
        context.invalidateDecorationElements(ofKind: "stripe", at: [IndexPath(item: 0, section: 2)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
        #expect(context.invalidatedSupplementaryIndexPaths == ["header": [IndexPath(item: 0, section: 0)]])
        #expect(context.invalidatedDecorationIndexPaths == ["stripe": [IndexPath(item: 0, section: 2)]])
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 50)
        layout.invalidateLayout(with: context)
        #expect(collection.contentOffset == CGPoint(x: 0, y: 50))
        collection.layoutIfNeeded()
        #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 0))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
    }
}
