import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A section background that records what it is told.
@MainActor
private final class SectionBackground: UICollectionReusableView {
    var applied: [IndexPath] = []
    var reuses = 0
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        applied.append(layoutAttributes.indexPath)
    }
    override func prepareForReuse() { reuses += 1 }
}

/// Full-width 100-point rows, section after section, each section on a background decoration
/// ("background", behind the rows at zIndex -1) that `decorated` can leave out.
@MainActor
private final class ShelfLayout: UICollectionViewLayout {
    static let background = "background"
    var decorated: (Int) -> Bool = { _ in true }
    var finalDecorations: [IndexPath] = []
    var initialDecorations: [IndexPath] = []
    private var items: [UICollectionViewLayoutAttributes] = []
    private var backgrounds: [UICollectionViewLayoutAttributes] = []
    private var height: CGFloat = 0

    override init() {
        super.init()
        register(SectionBackground.self, forDecorationViewOfKind: Self.background)
    }
    required init?(coder: NSCoder) { nil }

    override func prepare() {
        guard let collectionView else { return }
        items = []
        backgrounds = []
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let top = y
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: 0, y: y, width: 400, height: 100)
                items.append(attributes)
                y += 100
            }
            if decorated(section) {
                let background = UICollectionViewLayoutAttributes(
                    forDecorationViewOfKind: Self.background, with: IndexPath(item: 0, section: section))
                background.frame = CGRect(x: 0, y: top, width: 400, height: y - top)
                background.zIndex = -1
                backgrounds.append(background)
            }
        }
        height = y
    }

    override var collectionViewContentSize: CGSize { CGSize(width: 400, height: height) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (items + backgrounds).filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        items.first { $0.indexPath == indexPath }
    }

    override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        backgrounds.first { $0.indexPath == indexPath }
    }

    override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        initialDecorations.append(decorationIndexPath)
        return nil
    }

    override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        finalDecorations.append(decorationIndexPath)
        return nil
    }
}

/// Sections of plain cells.
@MainActor
private final class ShelfSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}

// Apple's pages: UICollectionViewLayout register(_:forDecorationViewOfKind:) ("You do not need to
// create decoration views explicitly": the layout registers a class and returns the attributes
// from layoutAttributesForElements(in:)), layoutAttributesForDecorationView(ofKind:at:),
// UICollectionViewLayoutAttributes init(forDecorationViewOfKind:with:) and zIndex.
@MainActor
@Suite("UICollectionView decoration views")
struct CollectionViewDecorationViewTests {
    /// A 400 × 800 collection view over sections of `counts` rows.
    private func makeShelves(_ counts: [Int]) -> (UIWindow, UICollectionView, ShelfLayout, ShelfSource) {
        let window = makeWindow()
        let layout = ShelfLayout()
        let source = ShelfSource(counts: counts)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collection.dataSource = source
        window.addSubview(collection)
        collection.layoutIfNeeded()
        return (window, collection, layout, source)
    }

    private func backgrounds(in collection: UICollectionView) -> [SectionBackground] {
        collection.subviews.compactMap { $0 as? SectionBackground }.sorted { $0.frame.minY < $1.frame.minY }
    }

    @Test("decoration attributes: their category and kind survive a copy; the base layout has none")
    func attributes() {
        let attributes = UICollectionViewLayoutAttributes(
            forDecorationViewOfKind: "shelf", with: IndexPath(item: 0, section: 2))
        #expect(attributes.representedElementCategory == .decorationView)
        #expect(attributes.representedElementKind == "shelf")
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        #expect(copy.representedElementCategory == .decorationView && copy.representedElementKind == "shelf")
        #expect(
            UICollectionViewLayout().layoutAttributesForDecorationView(ofKind: "shelf", at: IndexPath(item: 0, section: 0))
                == nil)
    }

    @Test("the layout's decoration attributes become views of the registered class, placed and behind the cells")
    func decorationViewsShow() {
        let (_, collection, _, _) = makeShelves([3, 2, 4])
        let views = backgrounds(in: collection)
        // Sections 0 (0–300), 1 (300–500) and 2 (500–900) meet the 800-point-tall bounds.
        #expect(
            views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 400, height: 300), CGRect(x: 0, y: 300, width: 400, height: 200),
                CGRect(x: 0, y: 500, width: 400, height: 400),
            ])
        #expect(views.map(\.applied.last) == [0, 1, 2].map { IndexPath(item: 0, section: $0) })
        #expect(views.allSatisfy { $0.reuseIdentifier == ShelfLayout.background })
        // zIndex -1 draws them under the cells (zIndex 0).
        #expect(views.allSatisfy { $0.layer.zPosition == -1 })
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(cell.layer.zPosition == 0)
        #expect(collection.subviews.firstIndex { $0 === views[0] }! < collection.subviews.firstIndex { $0 === cell }!)
    }

    @Test("a decoration view scrolled off goes back to its queue and comes back for another section")
    func reuse() {
        let (_, collection, _, _) = makeShelves([9, 9, 9])
        let first = backgrounds(in: collection)
        #expect(first.count == 1)
        collection.contentOffset = CGPoint(x: 0, y: 950)
        let now = backgrounds(in: collection)
        // Bounds 950–1750: section 0 (0–900) is gone and section 1 (900–1800) shows, on its view.
        #expect(now.count == 1)
        #expect(now.first === first[0])
        #expect(first[0].reuses == 1)
        #expect(now.first?.frame.minY == 900)
    }

    @Test("a decoration the layout stops returning is removed; reloadData makes them again")
    func removal() {
        let (window, collection, layout, source) = makeShelves([3, 2])
        defer { withExtendedLifetime((window, source)) {} }
        #expect(backgrounds(in: collection).count == 2)
        layout.decorated = { $0 != 1 }
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(backgrounds(in: collection).map(\.frame.minY) == [0])
        layout.decorated = { _ in true }
        collection.reloadData()
        #expect(backgrounds(in: collection).count == 2)
    }

    @Test("in a batch update a decoration view moves to its new attributes; one that goes fades out, then leaves")
    func batchUpdate() {
        let (window, collection, layout, source) = makeShelves([3, 2])
        let views = backgrounds(in: collection)
        source.counts = [1, 2]
        collection.performBatchUpdates {
            collection.deleteItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        }
        // The same view: section 1's background moves from 300 to 100, section 0's shrinks to 100.
        #expect(views[1].frame == CGRect(x: 0, y: 100, width: 400, height: 200))
        window.advance(by: UITableView.rowAnimationDuration / 2)
        #expect(views[1].layer.presentation()!.frame.minY == 200)
        window.advance(by: UITableView.rowAnimationDuration / 2)
        #expect(backgrounds(in: collection) == views)
        #expect(layout.initialDecorations.isEmpty && layout.finalDecorations.isEmpty)

        layout.decorated = { $0 == 0 }
        source.counts = [1, 3]
        collection.performBatchUpdates { collection.insertItems(at: [IndexPath(item: 2, section: 1)]) }
        // UICollectionViewLayout's final attributes are nil: the view fades out where it was.
        #expect(layout.finalDecorations == [IndexPath(item: 0, section: 1)])
        window.advance(by: UITableView.rowAnimationDuration / 2)
        expectClose(CGFloat(views[1].layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
        #expect(views[1].superview === collection)
        window.advance(by: UITableView.rowAnimationDuration / 2)
        #expect(views[1].superview == nil)

        layout.decorated = { _ in true }
        source.counts = [1, 4]
        collection.performBatchUpdates { collection.insertItems(at: [IndexPath(item: 3, section: 1)]) }
        #expect(layout.initialDecorations == [IndexPath(item: 0, section: 1)])
        let back = backgrounds(in: collection)
        #expect(back.count == 2 && back[1] === views[1])
        window.advance(by: UITableView.rowAnimationDuration / 2)
        expectClose(CGFloat(views[1].layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
    }
}
