import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Sections of items with headers and footers from registered classes, recording what it makes
/// and the delegate's display calls.
@MainActor
private final class SectionedSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var headerHeights: [Int: CGFloat] = [:]
    var log: [String] = []
    var madeViews = Set<ObjectIdentifier>()

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let identifier = kind == UICollectionView.elementKindSectionHeader ? "Header" : "Footer"
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        madeViews.insert(ObjectIdentifier(view))
        view.tag = indexPath.section
        return view
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        headerHeights[section].map { CGSize(width: 0, height: $0) }
            ?? (collectionViewLayout as! UICollectionViewFlowLayout).headerReferenceSize
    }
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        log.append(
            "willDisplay \(elementKind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
    }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        log.append(
            "didEndDisplaying \(elementKind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)"
        )
    }
}

@MainActor
@Suite("UICollectionViewFlowLayout headers and footers")
struct CollectionViewSupplementaryViewTests {
    /// A 400 × 800 grid of 100 × 100 items, four to a line, with 50-point headers and 30-point footers.
    private func makeGrid(
        _ source: SectionedSource, configure: (UICollectionViewFlowLayout) -> Void = { _ in }
    ) -> (UIWindow, UICollectionView, UICollectionViewFlowLayout) {
        let window = makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 50)
        layout.footerReferenceSize = CGSize(width: 0, height: 30)
        configure(layout)
        let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        grid.contentInsetAdjustmentBehavior = .never
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        grid.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
        grid.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: "Footer")
        grid.dataSource = source
        grid.delegate = source
        window.addSubview(grid)
        grid.layoutIfNeeded()
        return (window, grid, layout)
    }

    @Test("defaults: no headers or footers, nothing pinned; UIKit's element kind strings")
    func defaults() {
        let layout = UICollectionViewFlowLayout()
        // Apple's headerReferenceSize and footerReferenceSize pages: zero means none.
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        #expect(!layout.sectionHeadersPinToVisibleBounds && !layout.sectionFootersPinToVisibleBounds)
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
    }

    @Test("a header starts each section above its inset, a footer ends it below, both across the whole width")
    func placement() throws {
        let source = SectionedSource(counts: [8, 8])
        let (_, grid, _) = makeGrid(source) { $0.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20) }
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        // Section 0: header 0–50, inset to 60, three lines of 100 (360 across fits three) to 360,
        // inset to 370, footer to 400. Section 1 starts at 400.
        #expect(
            grid.layoutAttributesForSupplementaryElement(ofKind: header, at: [0, 0])?.frame
                == CGRect(x: 0, y: 0, width: 400, height: 50))
        #expect(grid.layoutAttributesForItem(at: [0, 0])?.frame.minY == 60)
        #expect(
            grid.layoutAttributesForSupplementaryElement(ofKind: footer, at: [0, 0])?.frame
                == CGRect(x: 0, y: 370, width: 400, height: 30))
        #expect(grid.layoutAttributesForSupplementaryElement(ofKind: header, at: [1, 0])?.frame.minY == 400)
        #expect(grid.contentSize.height == 800)
        let shown = try #require(grid.supplementaryView(forElementKind: header, at: [0, 0]))
        #expect(shown.frame == CGRect(x: 0, y: 0, width: 400, height: 50) && shown.reuseIdentifier == "Header")
        #expect(shown.superview === grid && shown.tag == 0)
        #expect(grid.indexPathsForVisibleSupplementaryElements(ofKind: header) == [[0, 0], [1, 0]])
        #expect(grid.visibleSupplementaryViews(ofKind: footer).count == 2)
        #expect(source.log == ["willDisplay header 0", "willDisplay footer 0", "willDisplay header 1", "willDisplay footer 1"])
    }

    @Test("the delegate sizes headers per section; a zero size means no header")
    func delegateSizes() {
        let source = SectionedSource(counts: [4, 4])
        source.headerHeights = [0: 0, 1: 80]
        let (_, grid, _) = makeGrid(source)
        let header = UICollectionView.elementKindSectionHeader
        #expect(grid.layoutAttributesForSupplementaryElement(ofKind: header, at: [0, 0]) == nil)
        #expect(grid.layoutAttributesForItem(at: [0, 0])?.frame.minY == 0)
        // Section 0: items 0–100, footer to 130; section 1's header 130–210, its items from 210.
        #expect(grid.layoutAttributesForSupplementaryElement(ofKind: header, at: [1, 0])?.frame.height == 80)
        #expect(grid.layoutAttributesForItem(at: [1, 0])?.frame.minY == 210)
        #expect(grid.indexPathsForVisibleSupplementaryElements(ofKind: header) == [[1, 0]])
    }

    @Test("headers scrolled off go back to the reuse queue and come back for other sections")
    func reuse() {
        let source = SectionedSource(counts: Array(repeating: 8, count: 20))
        let (_, grid, _) = makeGrid(source)
        let header = UICollectionView.elementKindSectionHeader
        // Each section is 50 + 200 + 30 = 280 points; the window shows about three.
        for step in 1...20 { grid.contentOffset.y = CGFloat(step) * 200 }
        #expect(source.madeViews.count < 12)
        #expect(source.log.contains("didEndDisplaying header 0"))
        let visible = grid.indexPathsForVisibleSupplementaryElements(ofKind: header).map(\.section)
        #expect(visible.allSatisfy { CGFloat($0) * 280 + 50 > 4000 && CGFloat($0) * 280 < 4800 })
        #expect(grid.supplementaryView(forElementKind: header, at: [0, 0]) == nil)
    }

    @Test("pinned headers stay at the top of the visible area until their section's items end")
    func pinnedHeaders() {
        let source = SectionedSource(counts: [8, 8])
        let (window, grid, _) = makeGrid(source) { $0.sectionHeadersPinToVisibleBounds = true }
        let header = UICollectionView.elementKindSectionHeader
        grid.frame.size.height = 300
        window.layoutIfNeeded()
        // Section 0: header 0–50, items 50–250, footer 250–280; section 1 from 280.
        grid.contentOffset.y = 100
        #expect(grid.supplementaryView(forElementKind: header, at: [0, 0])?.frame.minY == 100)
        grid.contentOffset.y = 220
        #expect(grid.supplementaryView(forElementKind: header, at: [0, 0])?.frame.minY == 200) // pushed by the items' end
        #expect(grid.supplementaryView(forElementKind: header, at: [1, 0])?.frame.minY == 280)
        grid.contentOffset.y = 300
        #expect(grid.supplementaryView(forElementKind: header, at: [1, 0])?.frame.minY == 300)
    }

    @Test("pinned footers stay at the bottom of the visible area until their section's items begin")
    func pinnedFooters() {
        let source = SectionedSource(counts: [8, 8])
        let (window, grid, _) = makeGrid(source) { $0.sectionFootersPinToVisibleBounds = true }
        let footer = UICollectionView.elementKindSectionFooter
        grid.frame.size.height = 200
        window.layoutIfNeeded()
        // Section 1: header 280–330, items 330–530, footer 530–560. At offset 200 the visible
        // area ends at 400: the footer shows at 370.
        grid.contentOffset.y = 200
        #expect(grid.supplementaryView(forElementKind: footer, at: [1, 0])?.frame.minY == 370)
        #expect(grid.supplementaryView(forElementKind: footer, at: [0, 0])?.frame.minY == 250)
    }

    @Test("reloadData makes the headers again")
    func reload() {
        let source = SectionedSource(counts: [4])
        let (_, grid, _) = makeGrid(source)
        source.log = []
        source.counts = [4, 4]
        grid.reloadData()
        grid.layoutIfNeeded()
        #expect(
            grid.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader) == [
                [0, 0], [1, 0],
            ])
        #expect(source.log.first == "didEndDisplaying header 0" || source.log.first == "didEndDisplaying footer 0")
    }
}
