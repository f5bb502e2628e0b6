import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A flow layout whose appearing headers slide in from 100 points to the left, recording the
/// elements it is asked about.
@MainActor
private final class SlidingHeaderLayout: UICollectionViewFlowLayout {
    var initial: [IndexPath] = []
    var final: [IndexPath] = []

    override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        initial.append(elementIndexPath)
        let attributes =
            layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)?.copy()
            as? UICollectionViewLayoutAttributes
        attributes?.frame.origin.x -= 100
        return attributes
    }

    override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        final.append(elementIndexPath)
        return nil
    }
}

/// Sections of items with headers, logging the supplementary views made and the display calls.
@MainActor
private final class HeaderSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    var log: [String] = []
    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        log.append("make \(indexPath.section)")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) { log.append("willDisplay \(indexPath.section)") }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) { log.append("didEndDisplaying \(indexPath.section)") }
}

// Apple's pages for UICollectionViewLayout's initialLayoutAttributesForAppearingSupplementaryElement
// (ofKind:at:) and finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:): the
// layout says where supplementary views inserted or removed by an update start and end; the
// views that stay animate to their new attributes, as cells do.
@MainActor
@Suite("UICollectionView supplementary views in batch updates")
struct CollectionViewSupplementaryUpdateTests {
    /// A 400 × 800 grid of 400 × 100 items with 50-point headers.
    private func makeList(_ source: HeaderSource) -> (UIWindow, UICollectionView, SlidingHeaderLayout) {
        let window = makeWindow()
        let layout = SlidingHeaderLayout()
        layout.itemSize = CGSize(width: 400, height: 100)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 50)
        let list = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        list.contentInsetAdjustmentBehavior = .never
        list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        list.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
        list.dataSource = source
        list.delegate = source
        window.addSubview(list)
        list.layoutIfNeeded()
        return (window, list, layout)
    }

    private func header(_ list: UICollectionView, _ section: Int) -> UICollectionReusableView? {
        list.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }

    @Test("a header whose section moves is the same view and slides to its new place")
    func headerMovesWithItsSection() {
        let source = HeaderSource(counts: [3, 2])
        let (window, list, _) = makeList(source)
        let second = header(list, 1)!
        #expect(second.frame.minY == 350)
        source.log = []
        source.counts = [1, 2]
        list.performBatchUpdates {
            list.deleteItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        }
        #expect(header(list, 1) === second)
        #expect(second.frame.minY == 150)
        #expect(source.log.isEmpty)
        window.advance(by: UITableView.rowAnimationDuration / 2)
        #expect(second.layer.presentation()!.frame.minY == 250)
        window.advance(by: UITableView.rowAnimationDuration / 2)
        #expect(header(list, 1) === second && source.log.isEmpty)
    }

    @Test("a deleted section's header fades out to the layout's final attributes, then goes to the queue")
    func deletedSectionHeaderFades() {
        let source = HeaderSource(counts: [2, 2])
        let (window, list, layout) = makeList(source)
        let first = header(list, 0)!, second = header(list, 1)!
        source.log = []
        source.counts = [2]
        list.performBatchUpdates { list.deleteSections([0]) }
        #expect(layout.final == [IndexPath(item: 0, section: 0)])
        #expect(source.log == ["didEndDisplaying 0"])
        // Section 1 is section 0 now: its header is the same view, moving up to the top.
        #expect(header(list, 0) === second && second.frame.minY == 0)
        window.advance(by: UITableView.rowAnimationDuration / 2)
        expectClose(CGFloat(first.layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
        #expect(first.superview === list)
        window.advance(by: UITableView.rowAnimationDuration / 2)
        #expect(first.superview == nil && first.alpha == 1)
        // Back in the queue: the next header made is the same view.
        source.counts = [2, 1]
        list.performBatchUpdates { list.insertSections([1]) }
        #expect(header(list, 1) === first)
    }

    @Test("an inserted section's header starts from the layout's initial attributes")
    func insertedSectionHeaderSlidesIn() {
        let source = HeaderSource(counts: [2])
        let (window, list, layout) = makeList(source)
        source.log = []
        source.counts = [2, 1]
        list.performBatchUpdates { list.insertSections([1]) }
        #expect(layout.initial == [IndexPath(item: 0, section: 1)])
        #expect(source.log == ["make 1", "willDisplay 1"])
        let inserted = header(list, 1)!
        #expect(inserted.frame == CGRect(x: 0, y: 250, width: 400, height: 50))
        window.advance(by: UITableView.rowAnimationDuration / 2)
        #expect(inserted.layer.presentation()!.frame.minX == -50)
        window.advance(by: UITableView.rowAnimationDuration / 2)
        #expect(inserted.layer.presentation()!.frame.minX == 0)
    }
}
