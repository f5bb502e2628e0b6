import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Item counts, plain cells, and the items whose cells left the screen.
@MainActor
private final class StripSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    var ended: [IndexPath] = []
    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        ended.append(indexPath)
    }
}

/// A cell that counts how many were made.
@MainActor
private final class CountedCell: UICollectionViewCell {
    static var made = 0
    override init(frame: CGRect) {
        Self.made += 1
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { return nil }
}

/// The data sources of the collection views the tests make, kept for the tests' length.
@MainActor private var retainedSources: [StripSource] = []

/// The behaviour a section provider reads, changed by a test.
@MainActor
private final class BehaviorSetting {
    var behavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous
}

/// Records where a drag of a strip was released and where it was aimed.
@MainActor
private final class StripDragLog: NSObject, UIScrollViewDelegate {
    var release: CGFloat?
    var velocity: CGFloat?
    var target: CGFloat?
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        release = scrollView.contentOffset.x
        self.velocity = velocity.x
        target = targetContentOffset.pointee.x
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if release == nil { release = scrollView.contentOffset.x }
    }
}

// The strip used throughout: a vertical layout 390 × 844 whose section 0 scrolls orthogonally,
// groups 150 × 100 (one full-size item each), leading and trailing insets 20, 10 between groups;
// so group i spans x = 20 + 160·i … 170 + 160·i unscrolled, the content is
// 20 + 20·150 + 19·10 + 20 = 3230 long, and the strip rests within 0 … 3230 − 390 = 2840.
// Section 1 is a plain list of 50-point rows below the 100-point strip.
@MainActor
@Suite("Compositional layout: orthogonal scrolling")
struct CompositionalOrthogonalScrollingTests {
    private func makeCollection(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, count: Int = 20,
        configure: @escaping @MainActor (NSCollectionLayoutSection) -> Void = { _ in }
    ) -> (UIWindow, UICollectionView, StripSource) {
        let layout = UICollectionViewCompositionalLayout { section, _ in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            guard section == 0 else {
                let row = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: row)
            }
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                subitems: [item])
            let strip = NSCollectionLayoutSection(group: group)
            strip.orthogonalScrollingBehavior = behavior
            strip.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            strip.interGroupSpacing = 10
            configure(strip)
            return strip
        }
        let window = makeWindow(width: 390, height: 844)
        let source = StripSource(counts: [count, 40])
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(CountedCell.self, forCellWithReuseIdentifier: "Cell")
        collection.dataSource = source
        collection.delegate = source
        retainedSources.append(source) // the collection view holds its data source weakly
        window.addSubview(collection)
        collection.layoutIfNeeded()
        return (window, collection, source)
    }

    private func strip(_ collection: UICollectionView) -> UIScrollView { collection.orthogonalScrollViews[0]! }

    private func frame(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// Where the cell of `item` shows, in the collection view's content.
    private func shownFrame(_ collection: UICollectionView, _ item: Int) -> CGRect? {
        guard let cell = collection.cellForItem(at: IndexPath(item: item, section: 0)) else { return nil }
        return collection.convert(cell.frame, from: cell.superview)
    }

    // UIKit: any behaviour but .none lays the section's content out orthogonally to the layout's
    // axis (https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior),
    // in a scroll view of its own that hosts the section's cells.
    @Test("the groups run across the layout in a strip as thick as a group; the next section follows it")
    func stripLayout() {
        let (_, collection, _) = makeCollection(.continuous)
        #expect(frame(collection, 0) == CGRect(x: 20, y: 0, width: 150, height: 100))
        #expect(frame(collection, 3) == CGRect(x: 500, y: 0, width: 150, height: 100))
        #expect(frame(collection, 19) == CGRect(x: 3060, y: 0, width: 150, height: 100))
        #expect(frame(collection, 0, 1) == CGRect(x: 0, y: 100, width: 390, height: 50))
        #expect(collection.collectionViewLayout.collectionViewContentSize == CGSize(width: 390, height: 100 + 40 * 50))
        let scrollView = strip(collection)
        #expect(scrollView.superview === collection)
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(scrollView.contentSize == CGSize(width: 3230, height: 100))
        // Cells 0…2 show (item 2 spans 340…490); they live in the strip's scroll view.
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.superview === scrollView)
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) == nil)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === collection)
    }

    @Test("after the strip scrolls, attributes, hit tests, rectangles and cells agree on where items show")
    func scrolledStrip() {
        let (_, collection, _) = makeCollection(.continuous)
        strip(collection).contentOffset = CGPoint(x: 300, y: 0)
        // Item i shows at 20 + 160·i − 300.
        #expect(frame(collection, 2) == CGRect(x: 40, y: 0, width: 150, height: 100))
        #expect(shownFrame(collection, 2) == CGRect(x: 40, y: 0, width: 150, height: 100))
        #expect(shownFrame(collection, 4) == CGRect(x: 360, y: 0, width: 150, height: 100))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(collection.indexPathForItem(at: CGPoint(x: 45, y: 50)) == IndexPath(item: 2, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 25, y: 50)) == IndexPath(item: 1, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 35, y: 50)) == nil) // between items 1 and 2
        // Items whose shown frames meet 0…390: 20 + 160·i − 300 in (−150, 390): i = 1…4.
        let inTop = collection.collectionViewLayout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 100))!
        #expect(inTop.map(\.indexPath.item).sorted() == [1, 2, 3, 4])
        #expect(collection.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [1, 2, 3, 4])
        // The list below does not move.
        #expect(frame(collection, 0, 1) == CGRect(x: 0, y: 100, width: 390, height: 50))
    }

    @Test("a long strip recycles its cells: scrolling its whole length makes only a screenful")
    func recycling() {
        CountedCell.made = 0
        let (_, collection, source) = makeCollection(.continuous, count: 200)
        let afterFirstLayout = CountedCell.made
        let scrollView = strip(collection)
        let end = 20 + 200 * 150 + 199 * 10 + 20 - 390
        for x in stride(from: 0, through: end, by: 50) { scrollView.contentOffset = CGPoint(x: CGFloat(x), y: 0) }
        // At most four strip cells show at once (390 / 160 + 2); a few more are made at most.
        #expect(CountedCell.made <= afterFirstLayout + 4)
        #expect(collection.cellForItem(at: IndexPath(item: 199, section: 0)) != nil)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(scrollView.subviews.filter { $0 is UICollectionViewCell }.count <= 4)
        #expect(source.ended.contains(IndexPath(item: 0, section: 0)))
    }

    @Test("a horizontal drag in the strip scrolls the strip; a vertical one scrolls the collection view")
    func dragging() {
        let (window, collection, _) = makeCollection(.continuous)
        let scrollView = strip(collection)
        window.sendTouch(.began, at: CGPoint(x: 300, y: 50))
        window.sendTouch(.moved, at: CGPoint(x: 280, y: 50))
        window.sendTouch(.moved, at: CGPoint(x: 200, y: 50))
        window.sendTouch(.moved, at: CGPoint(x: 150, y: 50))
        #expect(scrollView.contentOffset.x == 130) // 150 points of finger less the 20 before the pan began
        #expect(collection.contentOffset == .zero)
        #expect(frame(collection, 1) == CGRect(x: 180 - 130, y: 0, width: 150, height: 100))
        window.sendTouch(.ended, at: CGPoint(x: 150, y: 50))
        window.advance(by: 5)
        let rested = scrollView.contentOffset.x
        window.sendTouch(.began, at: CGPoint(x: 200, y: 60))
        window.sendTouch(.moved, at: CGPoint(x: 200, y: 40))
        window.sendTouch(.moved, at: CGPoint(x: 200, y: 0))
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 0))
        #expect(collection.contentOffset.y == 40)
        #expect(scrollView.contentOffset.x == rested)
    }

    /// Drags the strip from x = 300 to 300 − `distance` over `duration` and lets it come to rest.
    private func fling(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, from start: CGFloat = 0, distance: CGFloat,
        duration: TimeInterval
    )
        -> (release: CGFloat, velocity: CGFloat?, target: CGFloat?, rest: CGFloat, collection: UICollectionView, window: UIWindow)
    {
        let (window, collection, _) = makeCollection(behavior)
        let scrollView = strip(collection)
        if start != 0 { scrollView.contentOffset = CGPoint(x: start, y: 0) }
        let log = StripDragLog()
        scrollView.delegate = log
        window.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 300 - distance, y: 50), duration: duration)
        window.advance(by: 5)
        return (log.release!, log.velocity, log.target, scrollView.contentOffset.x, collection, window)
    }

    // .continuous decelerates as a scroll view: the projection x + v·d/(1 − d) with the
    // collection view's rate (0.998, UIScrollView.DecelerationRate.normal).
    @Test("a continuous strip comes to rest where it decelerates naturally")
    func continuousTarget() {
        let run = fling(.continuous, distance: 100, duration: 0.25)
        let natural = min(max(run.release + run.velocity! * 0.998 / 0.002, 0), 2840)
        expectClose(run.target!, natural, tolerance: 1e-6)
        #expect(run.rest == run.target!)
    }

    // .continuousGroupLeadingBoundary "comes to a natural stop at the leading boundary of the
    // visible group"
    // (https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior/continuousgroupleadingboundary):
    // a group's leading edge where the first group starts, offsets 160·i, the one nearest the
    // natural stop.
    @Test("a leading-boundary strip rests at the group boundary nearest its natural stop")
    func leadingBoundaryTarget() {
        let run = fling(.continuousGroupLeadingBoundary, distance: 100, duration: 0.25)
        let natural = min(max(run.release + run.velocity! * 0.998 / 0.002, 0), 2840)
        let expected = (natural / 160).rounded() * 160
        #expect(run.target! == expected)
        #expect(run.rest == expected)
        #expect(frame(run.collection, Int(expected / 160)) == CGRect(x: 20, y: 0, width: 150, height: 100))
    }

    // .paging pages by the strip's width (390), as a paging scroll view: a slow drag settles on
    // the nearest page, a flick moves to the next.
    @Test("a paging strip pages by its width")
    func pagingTarget() {
        let slow = fling(.paging, distance: 150, duration: 1.5)
        #expect(slow.release < 195)
        #expect(slow.rest == 0)
        let far = fling(.paging, distance: 250, duration: 2.5)
        #expect(far.release > 195)
        #expect(far.rest == 390)
        let flick = fling(.paging, distance: 100, duration: 0.1)
        #expect(flick.release < 195)
        #expect(flick.rest == 390)
    }

    // .groupPaging pages "one group at a time"
    // (https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior/grouppaging):
    // stops at 160·i; a flick moves to the next stop past the release, however fast.
    @Test("a group-paging strip moves one group per flick and settles on the nearest group otherwise")
    func groupPagingTarget() {
        let flick = fling(.groupPaging, distance: 100, duration: 0.05)
        #expect(flick.velocity! > 1) // fast enough to project far past the next group
        #expect(flick.release < 160)
        #expect(flick.target == 160)
        #expect(flick.rest == 160)
        let slow = fling(.groupPaging, from: 320, distance: 60, duration: 1.5)
        // Released about 320 + 60 − slop, nearer 320 than 480.
        #expect(slow.target == 320)
        #expect(slow.rest == 320)
        let back = fling(.groupPaging, from: 320, distance: -60, duration: 0.05)
        #expect(back.target == 160)
    }

    // .groupPagingCentered rests with a group centred; the first group is centred too (Apple's
    // forum: the first group is not left-justified, https://developer.apple.com/forums/thread/684678).
    // Group i's middle is 95 + 160·i, so its stop is 95 + 160·i − 195 = 160·i − 100.
    @Test("a centred group-paging strip starts and rests with a group in the middle")
    func groupPagingCenteredTarget() {
        let (_, collection, _) = makeCollection(.groupPagingCentered)
        #expect(strip(collection).contentOffset.x == -100)
        #expect(shownFrame(collection, 0) == CGRect(x: 120, y: 0, width: 150, height: 100))
        let flick = fling(.groupPagingCentered, distance: 100, duration: 0.05)
        #expect(flick.target == 60)
        #expect(flick.rest == 60)
        #expect(frame(flick.collection, 1) == CGRect(x: 120, y: 0, width: 150, height: 100))
    }

    @Test("orthogonalScrollingProperties: bounce .never stops at the ends; a .fast rate decelerates less far")
    func scrollingProperties() {
        let (window, collection, _) = makeCollection(.continuous) { $0.orthogonalScrollingProperties.bounce = .never }
        window.sendTouch(.began, at: CGPoint(x: 100, y: 50))
        window.sendTouch(.moved, at: CGPoint(x: 130, y: 50))
        window.sendTouch(.moved, at: CGPoint(x: 230, y: 50))
        #expect(strip(collection).contentOffset.x == 0)
        window.sendTouch(.ended, at: CGPoint(x: 230, y: 50))
        let (fastWindow, fast, _) = makeCollection(.continuous) { $0.orthogonalScrollingProperties.decelerationRate = .fast }
        let log = StripDragLog()
        strip(fast).delegate = log
        fastWindow.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 200, y: 50), duration: 0.25)
        expectClose(log.target!, log.release! + log.velocity! * 0.99 / 0.01, tolerance: 1e-6)
        #expect(strip(fast).decelerationRate == .fast)
        #expect(strip(collection).decelerationRate == .normal)
    }

    @Test("scrollToItem(at:at:animated:) scrolls the item's strip")
    func scrollToItem() {
        let (window, collection, _) = makeCollection(.continuous)
        collection.scrollToItem(at: IndexPath(item: 10, section: 0), at: .centeredHorizontally, animated: false)
        // Item 10 spans 1620…1770 unscrolled; centred: (1620 + 1770 − 390) / 2 = 1500.
        #expect(strip(collection).contentOffset.x == 1500)
        #expect(shownFrame(collection, 10) == CGRect(x: 120, y: 0, width: 150, height: 100))
        collection.scrollToItem(at: IndexPath(item: 2, section: 0), at: .left, animated: true)
        window.advance(by: 1)
        #expect(strip(collection).contentOffset.x == 340)
        #expect(collection.contentOffset == .zero)
    }

    // Apple's carousel pattern: scale each visible item by its distance from the container's
    // middle, `frame.midX − offset.x` being its place in the strip
    // (https://developer.apple.com/documentation/uikit/nscollectionlayoutsectionvisibleitemsinvalidationhandler).
    @Test("the visible-items handler sees unscrolled frames and the strip's offset; its transforms show")
    func visibleItemsHandler() {
        var seen: [(items: [Int], offset: CGPoint)] = []
        let (_, collection, _) = makeCollection(.groupPagingCentered) { section in
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                seen.append((items.map(\.indexPath.item).sorted(), offset))
                for item in items {
                    let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                    let scale = max(1 - distance / environment.container.contentSize.width, 0.8)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                }
            }
        }
        // At offset −100, groups 0 and 1 show (group 1 spans 280…430 on screen).
        #expect(seen.last?.items == [0, 1])
        #expect(seen.last?.offset == CGPoint(x: -100, y: 0))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.transform == .identity)
        // Item 1: |255 + 100 − 195| = 160 from the middle: scale max(1 − 160/390, 0.8) = 0.8.
        let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(cell.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
        expectFrameClose(collection.convert(cell.frame, from: cell.superview), CGRect(x: 295, y: 10, width: 120, height: 80))
        strip(collection).contentOffset = CGPoint(x: 60, y: 0)
        #expect(seen.last?.offset == CGPoint(x: 60, y: 0))
        #expect(seen.last?.items == [0, 1, 2])
        // Now item 1 is centred (scale 1) and item 0 is 160 away (0.8).
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.transform == .identity)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
    }

    private func expectFrameClose(_ actual: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let off = max(
            abs(actual.minX - expected.minX), abs(actual.minY - expected.minY), abs(actual.width - expected.width),
            abs(actual.height - expected.height))
        #expect(off <= 1e-9, "actual \(actual), expected \(expected)", sourceLocation: sourceLocation)
    }

    @Test("a section that stops scrolling orthogonally gives its cells back to the collection view")
    func behaviourChange() {
        let setting = BehaviorSetting()
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = setting.behavior
            return section
        }
        let window = makeWindow(width: 390, height: 844)
        let source = StripSource(counts: [10])
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(CountedCell.self, forCellWithReuseIdentifier: "Cell")
        collection.dataSource = source
        retainedSources.append(source)
        window.addSubview(collection)
        collection.layoutIfNeeded()
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview is OrthogonalScrollView)
        setting.behavior = .none
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(collection.orthogonalScrollViews.isEmpty)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview === collection)
        // Without orthogonal scrolling each 150-point group is a row of its own.
        #expect(frame(collection, 1) == CGRect(x: 0, y: 100, width: 150, height: 100))
    }
}
