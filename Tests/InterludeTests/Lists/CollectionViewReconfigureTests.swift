import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A cell that counts its reuses.
@MainActor
private final class ReuseCountingCell: UICollectionViewCell {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Items labelled by `titles`, the label kept in the cell's tag.
@MainActor
private final class TitledSource: NSObject, UICollectionViewDataSource {
    var titles: [Int]
    var asked: [IndexPath] = []
    init(titles: [Int]) { self.titles = titles }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        asked.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.tag = titles[indexPath.item]
        return cell
    }
}

// Apple's page for reconfigureItems(at:): the existing cells are kept — the cell provider
// dequeues, and gets, the item's existing cell — and prepareForReuse() is not called.
@MainActor
@Suite("UICollectionView reconfigureItems(at:)")
struct CollectionViewReconfigureTests {
    private func makeList(_ source: TitledSource) -> (UIWindow, UICollectionView) {
        let window = makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 400, height: 100)
        layout.minimumLineSpacing = 0
        let list = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        list.contentInsetAdjustmentBehavior = .never
        list.register(ReuseCountingCell.self, forCellWithReuseIdentifier: "Cell")
        list.dataSource = source
        window.addSubview(list)
        list.layoutIfNeeded()
        return (window, list)
    }

    @Test("the data source configures the item's own cell again, without prepareForReuse")
    func keepsCells() {
        let source = TitledSource(titles: Array(0..<20))
        let (_, list) = makeList(source)
        let cell = list.cellForItem(at: IndexPath(item: 2, section: 0)) as! ReuseCountingCell
        list.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        source.titles[2] = 42
        source.asked = []
        // Item 15 is not on screen (800 points show 8 items): it has no cell to reconfigure.
        list.reconfigureItems(at: [IndexPath(item: 2, section: 0), IndexPath(item: 15, section: 0)])
        #expect(source.asked == [IndexPath(item: 2, section: 0)])
        #expect(list.cellForItem(at: IndexPath(item: 2, section: 0)) === cell)
        #expect(cell.tag == 42 && cell.reuses == 0 && cell.isSelected)
    }

    @Test("inside a batch update the index paths name items before it; their cells are kept")
    func insideBatch() {
        let source = TitledSource(titles: Array(0..<20))
        let (window, list) = makeList(source)
        let cell = list.cellForItem(at: IndexPath(item: 2, section: 0)) as! ReuseCountingCell
        source.titles.insert(99, at: 0)
        source.titles[3] = 42
        list.performBatchUpdates {
            list.insertItems(at: [IndexPath(item: 0, section: 0)])
            list.reconfigureItems(at: [IndexPath(item: 2, section: 0)])
        }
        window.advance(by: UITableView.rowAnimationDuration)
        #expect(list.cellForItem(at: IndexPath(item: 3, section: 0)) === cell)
        #expect(cell.tag == 42 && cell.reuses == 0)
    }
}

/// A horizontal carousel layout that stops on multiples of 300 points, recording its input.
@MainActor
private final class SnappingLayout: UICollectionViewFlowLayout {
    var asked: [(proposed: CGPoint, velocity: CGPoint)] = []
    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        asked.append((proposedContentOffset, velocity))
        return CGPoint(x: (proposedContentOffset.x / 300).rounded() * 300, y: proposedContentOffset.y)
    }
}

/// Records the target the delegate is offered.
@MainActor
private final class TargetLog: NSObject, UICollectionViewDelegate {
    var offered: CGPoint?
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { offered = targetContentOffset.pointee }
}

// Apple's page for targetContentOffset(forProposedContentOffset:withScrollingVelocity:): the
// proposal is where scrolling would naturally stop, the velocity is in points per second, and
// the answer is where the content stops instead; the default returns the proposal.
@MainActor
@Suite("UICollectionViewLayout targetContentOffset(forProposedContentOffset:withScrollingVelocity:)")
struct CollectionViewTargetContentOffsetTests {
    @Test("the base layout returns the proposal")
    func defaultIsProposal() {
        let proposal = CGPoint(x: 123, y: 45)
        #expect(
            UICollectionViewLayout().targetContentOffset(
                forProposedContentOffset: proposal, withScrollingVelocity: CGPoint(x: 500, y: 0)) == proposal)
    }

    @Test("a drag that ends comes to rest where the layout says, and the delegate is offered that target")
    func snapsWhereTheLayoutSays() {
        let window = makeWindow()
        let layout = SnappingLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 300, height: 300)
        layout.minimumLineSpacing = 0
        let source = TitledSource(titles: Array(0..<20))
        let log = TargetLog()
        let carousel = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        carousel.contentInsetAdjustmentBehavior = .never
        carousel.register(ReuseCountingCell.self, forCellWithReuseIdentifier: "Cell")
        carousel.dataSource = source
        carousel.delegate = log
        window.addSubview(carousel)
        carousel.layoutIfNeeded()
        window.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 200, y: 150), duration: 0.25)
        #expect(layout.asked.count == 1)
        guard let (proposed, velocity) = layout.asked.first else { return }
        // The content moves left to right through the items: positive x velocity, in points per
        // second (the finger moved 100 points in 0.25 s: about 400).
        #expect(velocity.x > 200 && velocity.x < 1000 && velocity.y == 0)
        #expect(proposed.x > 100)
        let target = CGPoint(x: (proposed.x / 300).rounded() * 300, y: 0)
        #expect(log.offered == target)
        window.advance(by: 5)
        #expect(carousel.contentOffset == target)
    }
}
