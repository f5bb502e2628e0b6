import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A layout of its own: one column of items as wide as the collection view, 100 points high
/// unless `heights` says otherwise, sections one after the other, each with a 50-point "header"
/// when `headers` is on, and a "stripe" decoration behind section 0's first item when `stripes`
/// is on. It records the update hooks into `log`, answers the element queries from `deletions` and
/// `insertions`, and asks to be invalidated by a change of width when `invalidatesOnResize`.
@MainActor
private final class RecordingLayout: UICollectionViewLayout {
    var log: [String] = []
    var updateItems: [UICollectionViewUpdateItem] = []
    var heights: [IndexPath: CGFloat] = [:]
    var headers = false
    var stripes = false
    var invalidatesOnResize = false
    var acceptsPreferredAttributes = false
    var deletions: [String: [IndexPath]] = [:]
    var insertions: [String: [IndexPath]] = [:]
    /// The data source, which the collection view holds weakly.
    var dataSource: AnyObject?
    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var preparedWidth: CGFloat = 0
    private var height: CGFloat = 0

    override init() {
        super.init()
        register(UICollectionReusableView.self, forDecorationViewOfKind: "stripe")
    }
    required init?(coder: NSCoder) { nil }

    /// Where the update hooks run: in an animation block of `d` seconds, or outside one.
    private var animation: String {
        let duration = UIView.inheritedAnimationDuration
        return duration > 0 ? "in \(duration) s" : "not animated"
    }

    override func prepare() {
        log.append("prepare")
        guard let collectionView else { return }
        preparedWidth = collectionView.bounds.width
        attributes = []
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            if headers {
                let header = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: section))
                header.frame = CGRect(x: 0, y: y, width: preparedWidth, height: 50)
                attributes.append(header)
                y += 50
            }
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let cell = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                cell.frame = CGRect(x: 0, y: y, width: preparedWidth, height: heights[indexPath] ?? 100)
                attributes.append(cell)
                if stripes, indexPath == IndexPath(item: 0, section: 0) {
                    let stripe = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "stripe", with: indexPath)
                    stripe.frame = cell.frame
                    stripe.zIndex = -1
                    attributes.append(stripe)
                }
                y += cell.frame.height
            }
        }
        height = y
    }
    override var collectionViewContentSize: CGSize { CGSize(width: preparedWidth, height: height) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
    override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }
    override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        log.append("invalidateLayout(with:)")
        super.invalidateLayout(with: context)
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        invalidatesOnResize && newBounds.width != preparedWidth
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        log.append("prepare(forCollectionViewUpdates:) \(updateItems.count) \(animation)")
        self.updateItems = updateItems
    }
    override func finalizeCollectionViewUpdates() { log.append("finalizeCollectionViewUpdates() \(animation)") }
    override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        log.append("indexPathsToDeleteForSupplementaryView(ofKind: \(elementKind))")
        return deletions[elementKind] ?? []
    }
    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        log.append("indexPathsToInsertForSupplementaryView(ofKind: \(elementKind))")
        return insertions[elementKind] ?? []
    }
    override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        log.append("indexPathsToDeleteForDecorationView(ofKind: \(elementKind))")
        return deletions[elementKind] ?? []
    }
    override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        log.append("indexPathsToInsertForDecorationView(ofKind: \(elementKind))")
        return insertions[elementKind] ?? []
    }
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("initial item \(itemIndexPath)")
        return nil
    }
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("final item \(itemIndexPath)")
        return nil
    }
    override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        log.append("initial \(elementKind) \(elementIndexPath)")
        return nil
    }
    override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        log.append("final \(elementKind) \(elementIndexPath)")
        return nil
    }
    override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        log.append("initial \(elementKind) \(decorationIndexPath)")
        return nil
    }
    override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        log.append("final \(elementKind) \(decorationIndexPath)")
        return nil
    }

    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        log.append("prepare(forAnimatedBoundsChange: \(oldBounds.size.width) × \(oldBounds.size.height)) \(animation)")
    }
    override func finalizeAnimatedBoundsChange() { log.append("finalizeAnimatedBoundsChange() \(animation)") }

    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        log.append(
            "shouldInvalidateLayout(forPreferredLayoutAttributes: \(preferredAttributes.size.height), "
                + "withOriginalAttributes: \(originalAttributes.size.height))")
        return acceptsPreferredAttributes
    }
    override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        log.append("invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)")
        heights[originalAttributes.indexPath] = preferredAttributes.size.height
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }
}

/// A cell that would like to be as high as its layout's `preferred` height for its item, logging
/// the question into the layout's log.
@MainActor
private final class PreferringCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let layout = (superview as? UICollectionView)?.collectionViewLayout as? RecordingLayout
        layout?.log.append("preferredLayoutAttributesFitting \(layoutAttributes.indexPath)")
        let preferred = layoutAttributes.copied
        if let height = Preferences.heights[layoutAttributes.indexPath] { preferred.size.height = height }
        return preferred
    }
}

/// The heights `PreferringCell`s would like, by item (set by each test before the cells show).
@MainActor
private enum Preferences {
    static var heights: [IndexPath: CGFloat] = [:]
}

/// Sections of `counts` items.
@MainActor
private final class Sections: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
}

/// A 400 × 800 collection view in a window showing `sections` with a `RecordingLayout`, laid out,
/// with the log emptied.
@MainActor
private func makeCollection(
    _ sections: Sections, configure: (RecordingLayout) -> Void = { _ in }
) -> (UIWindow, UICollectionView, RecordingLayout) {
    let window = makeWindow()
    let layout = RecordingLayout()
    configure(layout)
    layout.dataSource = sections
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collection.contentInsetAdjustmentBehavior = .never
    collection.register(PreferringCell.self, forCellWithReuseIdentifier: "Cell")
    collection.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "Header")
    collection.dataSource = sections
    window.addSubview(collection)
    collection.layoutIfNeeded()
    layout.log = []
    return (window, collection, layout)
}

/// An update item as "action before → after", a whole section as "s<n>".
@MainActor
private func describe(_ item: UICollectionViewUpdateItem) -> String {
    func path(_ indexPath: IndexPath?) -> String {
        guard let indexPath else { return "nil" }
        return indexPath.item == NSNotFound ? "s\(indexPath.section)" : "\(indexPath.section).\(indexPath.item)"
    }
    return "\(item.updateAction) \(path(item.indexPathBeforeUpdate)) → \(path(item.indexPathAfterUpdate))"
}

// Apple's pages: UICollectionViewLayout prepare(forCollectionViewUpdates:) ("the first step …
// after that, additional calls are made to gather layout information for inserted, deleted, and
// moved items"), finalizeCollectionViewUpdates() ("called within the animation block"),
// indexPathsToInsertForSupplementaryView(ofKind:) and its three siblings ("between its calls to
// prepare(forCollectionViewUpdates:) and finalizeCollectionViewUpdates()", empty by default),
// prepare(forAnimatedBoundsChange:), finalizeAnimatedBoundsChange(),
// shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:) (false by default),
// invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:) (a context of
// invalidationContextClass); UICollectionViewUpdateItem and its Action; UICollectionViewLayout.h
// ("prepareForAnimatedBoundsChange: UICollectionView calls this when its bounds have changed
// inside an animation block before displaying cells in its new bounds"; finalize "also called
// inside the animation block"). NSNotFound as the item of a section's index path is UIKit's
// undocumented but relied-on convention.
@MainActor
@Suite("UICollectionViewLayout update hooks")
struct CollectionViewLayoutUpdateHooksTests {
    private let duration = UITableView.rowAnimationDuration

    @Test("a batch update calls prepare(), the update hooks, the element queries, and finalizes in the animation block")
    func batchUpdateOrder() {
        let sections = Sections([3])
        let (_, collection, layout) = makeCollection(sections)
        sections.counts = [4]
        collection.performBatchUpdates { collection.insertItems(at: [IndexPath(item: 1, section: 0)]) }
        #expect(
            layout.log == [
                "invalidateLayout(with:)", "prepare", "prepare(forCollectionViewUpdates:) 1 not animated",
                "indexPathsToDeleteForSupplementaryView(ofKind: header)",
                "indexPathsToInsertForSupplementaryView(ofKind: header)",
                "indexPathsToDeleteForDecorationView(ofKind: stripe)",
                "indexPathsToInsertForDecorationView(ofKind: stripe)", "initial item [0, 1]",
                "finalizeCollectionViewUpdates() in \(duration) s",
            ])
        #expect(layout.updateItems.map(describe) == ["insert nil → 0.1"])
    }

    @Test("update items name each change, deletions first; a whole section has NSNotFound as its item")
    func updateItems() {
        let sections = Sections([3, 3, 2])
        let (_, collection, layout) = makeCollection(sections)
        sections.counts = [1, 3, 3]
        collection.performBatchUpdates {
            collection.deleteSections([2])
            collection.insertSections([0])
            collection.deleteItems(at: [IndexPath(item: 2, section: 0)])
            collection.insertItems(at: [IndexPath(item: 0, section: 1)])
            collection.reloadItems(at: [IndexPath(item: 1, section: 1)])
            collection.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 2, section: 2))
        }
        // Old section 1 is new section 2: its item 0 moves to the end, so reloaded item 1 is at 0.
        #expect(
            layout.updateItems.map(describe) == [
                "delete s2 → nil", "delete 0.2 → nil", "reload 1.1 → 2.0", "move 1.0 → 2.2", "insert nil → s0",
                "insert nil → 1.0",
            ])
        #expect(layout.updateItems.first?.indexPathBeforeUpdate == IndexPath(item: NSNotFound, section: 2))
        #expect(UICollectionViewUpdateItem.Action.none.rawValue == 4 && UICollectionViewUpdateItem.Action.move.rawValue == 3)
    }

    @Test("section reloads and moves are whole-section items; an empty batch has none")
    func sectionItemsAndEmptyBatch() {
        let sections = Sections([1, 2, 3])
        let (_, collection, layout) = makeCollection(sections)
        sections.counts = [2, 1, 3]
        collection.performBatchUpdates {
            collection.moveSection(1, toSection: 0)
            collection.reloadSections([2])
        }
        #expect(layout.updateItems.map(describe) == ["reload s2 → s2", "move s1 → s0"])
        layout.log = []
        collection.performBatchUpdates(nil)
        #expect(layout.log.contains("prepare(forCollectionViewUpdates:) 0 not animated"))
        #expect(layout.log.last == "finalizeCollectionViewUpdates() in \(duration) s")
    }

    @Test("a diffable data source's apply goes through the same hooks, animated or not")
    func diffableApply() {
        let (window, collection, layout) = makeCollection(Sections([0]))
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            collection, indexPath, _ in
            collection.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        dataSource.apply(snapshot, animatingDifferences: false)
        layout.log = []
        snapshot.insertItems(["new"], beforeItem: "b")
        dataSource.apply(snapshot)
        #expect(layout.updateItems.map(describe) == ["insert nil → 0.1"])
        #expect(layout.log.last == "finalizeCollectionViewUpdates() in \(duration) s")
        snapshot.deleteItems(["a"])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(layout.updateItems.map(describe) == ["delete 0.0 → nil"])
        #expect(layout.log.last == "finalizeCollectionViewUpdates() not animated")
        #expect(collection.window === window)
    }

    @Test("a supplementary view follows its section unless the layout deletes and inserts it")
    func supplementaryQueries() {
        let sections = Sections([2])
        let (_, collection, layout) = makeCollection(sections) { $0.headers = true }
        let header = IndexPath(item: 0, section: 0)
        let before = collection.supplementaryView(forElementKind: "header", at: header)
        sections.counts = [3]
        collection.insertItems(at: [IndexPath(item: 2, section: 0)])
        #expect(collection.supplementaryView(forElementKind: "header", at: header) === before)
        #expect(!layout.log.contains("initial header [0, 0]"))

        layout.deletions = ["header": [header]]
        layout.insertions = ["header": [header]]
        layout.log = []
        sections.counts = [4]
        collection.insertItems(at: [IndexPath(item: 3, section: 0)])
        let after = collection.supplementaryView(forElementKind: "header", at: header)
        #expect(after != nil && after !== before)
        #expect(layout.log.contains("final header [0, 0]") && layout.log.contains("initial header [0, 0]"))
        // The new header fades in at its place (the layout gives no initial attributes).
        #expect(after?.layer.presentation()?.opacity == 0)
    }

    @Test("a decoration view keeps its index path unless the layout deletes and inserts it")
    func decorationQueries() {
        let sections = Sections([2])
        let (window, collection, layout) = makeCollection(sections) { $0.stripes = true }
        let stripe = {
            collection.subviews.first { $0.frame == CGRect(x: 0, y: 0, width: 400, height: 100) && !($0 is UICollectionViewCell) }
        }
        let before = stripe()
        #expect(before != nil)
        sections.counts = [3]
        collection.insertItems(at: [IndexPath(item: 2, section: 0)])
        #expect(stripe() === before)

        layout.deletions = ["stripe": [IndexPath(item: 0, section: 0)]]
        layout.insertions = ["stripe": [IndexPath(item: 0, section: 0)]]
        layout.log = []
        sections.counts = [4]
        collection.insertItems(at: [IndexPath(item: 3, section: 0)])
        #expect(layout.log.contains("final stripe [0, 0]") && layout.log.contains("initial stripe [0, 0]"))
        window.advance(by: duration)
        let after = stripe()
        #expect(after != nil && after !== before)
    }

    // MARK: Animated bounds changes

    @Test("resizing inside an animation prepares the layout for the change and finalizes it in the block")
    func animatedBoundsChange() {
        let (window, collection, layout) = makeCollection(Sections([20])) { $0.invalidatesOnResize = true }
        let second = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(collection.indexPathsForVisibleItems.count == 9)
        UIView.animate(withDuration: 0.4) {
            collection.frame = CGRect(x: 0, y: 0, width: 200, height: 1000)
        }
        #expect(
            layout.log == [
                "invalidateLayout(with:)", "prepare", "prepare(forAnimatedBoundsChange: 400.0 × 800.0) in 0.4 s",
                "initial item [0, 9]", "initial item [0, 10]", "finalizeAnimatedBoundsChange() in 0.4 s",
            ])
        #expect(second.frame == CGRect(x: 0, y: 100, width: 200, height: 100))
        window.advance(by: 0.2)
        #expect(second.layer.presentation()!.frame == CGRect(x: 0, y: 100, width: 300, height: 100))
        window.advance(by: 0.2)
        // Items 0 to 10: the layout's rectangles include the item touching the bottom edge.
        #expect(collection.indexPathsForVisibleItems.count == 11)
    }

    @Test("outside an animation, or when the layout does not ask, there is no animated bounds change")
    func unanimatedBoundsChange() {
        let (window, collection, layout) = makeCollection(Sections([20])) { $0.invalidatesOnResize = true }
        collection.frame = CGRect(x: 0, y: 0, width: 300, height: 800)
        #expect(layout.log == ["invalidateLayout(with:)"])
        collection.layoutIfNeeded()
        layout.log = []
        layout.invalidatesOnResize = false
        UIView.animate(withDuration: 0.4) { collection.frame = CGRect(x: 0, y: 0, width: 200, height: 800) }
        window.advance(by: 0.4)
        #expect(!layout.log.contains { $0.hasPrefix("prepare(forAnimatedBoundsChange:") })
        #expect(!layout.log.contains { $0.hasPrefix("finalizeAnimatedBoundsChange") })
    }

    // MARK: Self-sizing invalidation

    @Test("a cell preferring other attributes asks the layout, whose yes invalidates it with its context")
    func preferredAttributesInvalidate() {
        Preferences.heights = [IndexPath(item: 0, section: 0): 150]
        defer { Preferences.heights = [:] }
        let sections = Sections([0])
        let (_, collection, layout) = makeCollection(sections) { $0.acceptsPreferredAttributes = true }
        sections.counts = [3]
        collection.reloadData()
        collection.layoutIfNeeded()
        #expect(
            Array(layout.log.prefix(8)) == [
                "invalidateLayout(with:)", "prepare", "preferredLayoutAttributesFitting [0, 0]",
                "shouldInvalidateLayout(forPreferredLayoutAttributes: 150.0, withOriginalAttributes: 100.0)",
                "invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)", "invalidateLayout(with:)",
                "preferredLayoutAttributesFitting [0, 1]", "preferredLayoutAttributesFitting [0, 2]",
            ])
        // Placed again by the layout prepared anew; each cell was asked once.
        #expect(layout.log.suffix(1) == ["prepare"])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 150)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 150)
    }

    @Test("by default the layout says no, and attributes the cell keeps are not asked about")
    func preferredAttributesDefault() {
        Preferences.heights = [IndexPath(item: 0, section: 0): 150]
        defer { Preferences.heights = [:] }
        let sections = Sections([0])
        let (_, collection, layout) = makeCollection(sections)
        sections.counts = [2]
        collection.reloadData()
        collection.layoutIfNeeded()
        #expect(
            layout.log == [
                "invalidateLayout(with:)", "prepare", "preferredLayoutAttributesFitting [0, 0]",
                "shouldInvalidateLayout(forPreferredLayoutAttributes: 150.0, withOriginalAttributes: 100.0)",
                "preferredLayoutAttributesFitting [0, 1]",
            ])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 100)
        // The base class: no, and an empty context of its invalidation context class.
        let base = UICollectionViewLayout()
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        #expect(!base.shouldInvalidateLayout(forPreferredLayoutAttributes: attributes, withOriginalAttributes: attributes))
        let context = base.invalidationContext(forPreferredLayoutAttributes: attributes, withOriginalAttributes: attributes)
        #expect(!context.invalidateEverything && context.invalidatedItemIndexPaths == nil)
        #expect(base.indexPathsToInsertForSupplementaryView(ofKind: "header").isEmpty)
        #expect(base.indexPathsToDeleteForDecorationView(ofKind: "stripe").isEmpty)
    }
}
