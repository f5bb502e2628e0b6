import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A flow layout with one or two columns of 100-point-high items, recording the transition hooks
/// (and its `prepare()` and target offset) into a shared log under its name; optionally its items
/// are faded and scaled, and its target offset moved.
@MainActor
private final class RecordingLayout: UICollectionViewFlowLayout {
    let name: String
    let log: Log
    var fade: (alpha: CGFloat, scale: CGFloat)?
    var targetShift: CGFloat = 0

    init(_ name: String, columns: Int, log: Log) {
        self.name = name
        self.log = log
        super.init()
        itemSize = CGSize(width: 400 / CGFloat(columns), height: 100)
        minimumLineSpacing = 0
        minimumInteritemSpacing = 0
    }
    required init?(coder: NSCoder) { nil }

    override func prepare() {
        log.entries.append("\(name) prepare")
        super.prepare()
    }
    override func prepareForTransition(to newLayout: UICollectionViewLayout) {
        log.entries.append("\(name) prepareForTransition(to: \((newLayout as? RecordingLayout)?.name ?? "?"))")
    }
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
        log.entries.append("\(name) prepareForTransition(from: \((oldLayout as? RecordingLayout)?.name ?? "?"))")
    }
    override func finalizeLayoutTransition() { log.entries.append("\(name) finalizeLayoutTransition") }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        log.entries.append("\(name) targetContentOffset \(proposedContentOffset.y)")
        return CGPoint(x: proposedContentOffset.x, y: proposedContentOffset.y + targetShift)
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(adorned)
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(adorned)
    }
    private func adorned(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let fade else { return attributes }
        let copy = attributes.copied
        copy.alpha = fade.alpha
        copy.transform = CGAffineTransform(scaleX: fade.scale, y: fade.scale)
        return copy
    }
}

/// The log the layouts and the delegate share; it keeps the data source (held weakly by the
/// collection view) alive as long as the layouts.
@MainActor
private final class Log {
    var entries: [String] = []
    var dataSource: AnyObject?
}

/// A transition layout subclass a delegate supplies.
@MainActor
private final class CustomTransitionLayout: UICollectionViewTransitionLayout {}

/// `count` items; as delegate, it logs the target offset it is asked about and moves it by `shift`.
@MainActor
private final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let count: Int
    let log: Log
    var shift: CGFloat = 0
    var customTransitionLayout = false
    init(count: Int, log: Log) {
        self.count = count
        self.log = log
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        log.entries.append("delegate targetContentOffset \(proposedContentOffset.y)")
        return CGPoint(x: proposedContentOffset.x, y: proposedContentOffset.y + shift)
    }
    func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        customTransitionLayout
            ? CustomTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
            : UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
}

/// A 400 × 800 collection of `count` items in one column (`list`), with a two-column `grid` to go to.
@MainActor
private func makeCollection(count: Int = 10) -> (UIWindow, UICollectionView, RecordingLayout, RecordingLayout, Items) {
    let log = Log()
    let window = makeWindow()
    let list = RecordingLayout("list", columns: 1, log: log)
    let grid = RecordingLayout("grid", columns: 2, log: log)
    let items = Items(count: count, log: log)
    log.dataSource = items
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: list)
    collection.contentInsetAdjustmentBehavior = .never
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collection.dataSource = items
    collection.delegate = items
    window.addSubview(collection)
    collection.layoutIfNeeded()
    log.entries = []
    return (window, collection, list, grid, items)
}

@MainActor
private func cell(_ collection: UICollectionView, _ item: Int) -> UICollectionViewCell {
    collection.cellForItem(at: IndexPath(item: item, section: 0))!
}

// Apple's pages: UICollectionView setCollectionViewLayout(_:animated:completion:),
// startInteractiveTransition(to:completion:), finishInteractiveTransition(),
// cancelInteractiveTransition(), LayoutInteractiveTransitionCompletion; UICollectionViewLayout
// prepareForTransition(to:), prepareForTransition(from:), finalizeLayoutTransition() ("after it has
// gathered all of the layout attributes … before the transition animations occur"),
// targetContentOffset(forProposedContentOffset:) ("after calling the prepare() and
// collectionViewContentSize methods"); UICollectionViewDelegate
// collectionView(_:targetContentOffsetForProposedContentOffset:); UICollectionViewTransitionLayout.
// The animation's duration is undocumented: Interlude's 0.3 s (ease in, ease out).
@MainActor
@Suite("UICollectionView layout transitions")
struct CollectionViewLayoutTransitionTests {
    private let duration = UICollectionView.layoutChangeDuration

    @Test("an animated layout change calls the layouts' hooks and asks for the offset in UIKit's order")
    func hookOrder() {
        let (_, collection, list, grid, items) = makeCollection()
        collection.setCollectionViewLayout(grid, animated: true)
        #expect(
            items.log.entries == [
                "list prepareForTransition(to: grid)", "grid prepareForTransition(from: list)", "grid prepare",
                "grid targetContentOffset 0.0", "delegate targetContentOffset 0.0", "list finalizeLayoutTransition",
                "grid finalizeLayoutTransition",
            ])
        #expect(collection.collectionViewLayout === grid && grid.collectionView === collection)
        #expect(list.collectionView == nil)
    }

    @Test("cells animate from their old attributes to the new ones, and the completion hears finished")
    func cellsAnimate() {
        let (window, collection, _, grid, _) = makeCollection()
        let second = cell(collection, 1)
        #expect(second.frame == CGRect(x: 0, y: 100, width: 400, height: 100))
        var finished: [Bool] = []
        collection.setCollectionViewLayout(grid, animated: true) { finished.append($0) }
        #expect(second.frame == CGRect(x: 200, y: 0, width: 200, height: 100))
        window.advance(by: duration / 2)
        #expect(second.layer.presentation()!.frame == CGRect(x: 100, y: 50, width: 300, height: 100))
        #expect(finished.isEmpty)
        window.advance(by: duration / 2)
        #expect(finished == [true])
        #expect(cell(collection, 1) === second)
    }

    @Test("items coming into view start from their places in the old layout")
    func appearingItemsStartFromOldLayout() {
        let (window, collection, _, grid, _) = makeCollection(count: 20)
        #expect(collection.indexPathsForVisibleItems.count == 8)
        collection.setCollectionViewLayout(grid, animated: true)
        // Item 9 was below the screen in the list (y 900); in the grid it is at (200, 400).
        let ninth = cell(collection, 9)
        #expect(ninth.frame == CGRect(x: 200, y: 400, width: 200, height: 100))
        window.advance(by: duration / 2)
        #expect(ninth.layer.presentation()!.frame == CGRect(x: 100, y: 650, width: 300, height: 100))
        window.advance(by: duration / 2)
        #expect(collection.indexPathsForVisibleItems.count == 16)
    }

    @Test("the offset is the current one kept within the new content, then the layout's, then the delegate's")
    func targetContentOffset() {
        let (window, collection, _, grid, items) = makeCollection(count: 30)
        collection.contentOffset = CGPoint(x: 0, y: 2000)
        collection.layoutIfNeeded()
        items.log.entries = []
        grid.targetShift = -200
        items.shift = 50
        collection.setCollectionViewLayout(grid, animated: true)
        // The grid's 15 rows are 1500 points high: the offset can go to 700.
        #expect(items.log.entries.contains("grid targetContentOffset 700.0"))
        #expect(items.log.entries.contains("delegate targetContentOffset 500.0"))
        #expect(collection.contentOffset == CGPoint(x: 0, y: 550))
        window.advance(by: duration)
        #expect(collection.contentOffset == CGPoint(x: 0, y: 550))
        #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 10, section: 0))
    }

    @Test("without animation the cells are in place at once and the completion runs at once")
    func withoutAnimation() {
        let (_, collection, _, grid, items) = makeCollection()
        let second = cell(collection, 1)
        var finished: [Bool] = []
        collection.setCollectionViewLayout(grid, animated: false) { finished.append($0) }
        #expect(finished == [true])
        #expect(second.layer.presentation()!.frame == CGRect(x: 200, y: 0, width: 200, height: 100))
        #expect(items.log.entries.first == "list prepareForTransition(to: grid)")
        #expect(items.log.entries.last == "grid finalizeLayoutTransition")
    }

    // MARK: Interactive transitions

    @Test("the transition layout interpolates frames, alpha and transforms with the progress")
    func interpolation() {
        let (_, collection, _, grid, _) = makeCollection()
        grid.fade = (alpha: 0.5, scale: 0.5)
        let transition = collection.startInteractiveTransition(to: grid)
        #expect(collection.collectionViewLayout === transition)
        let second = IndexPath(item: 1, section: 0)
        collection.layoutIfNeeded()
        #expect(cell(collection, 1).frame == CGRect(x: 0, y: 100, width: 400, height: 100))
        transition.transitionProgress = 0.25
        collection.layoutIfNeeded()
        // Center (200, 150) → (300, 50), size 400 × 100 → 200 × 100.
        let quarter = transition.layoutAttributesForItem(at: second)!
        #expect(quarter.center == CGPoint(x: 225, y: 125) && quarter.size == CGSize(width: 350, height: 100))
        #expect(quarter.alpha == 0.875)
        #expect(quarter.transform3D.m11 == 0.875 && quarter.transform3D.m22 == 0.875)
        #expect(cell(collection, 1).center == CGPoint(x: 225, y: 125))
        #expect(cell(collection, 1).alpha == 0.875)
        // The elements in a rectangle are those whose interpolated frames overlap it.
        let inTop = transition.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 400, height: 80)) ?? []
        #expect(inTop.map(\.indexPath.item).sorted() == [0, 1])
        transition.transitionProgress = 1
        #expect(transition.layoutAttributesForItem(at: second)!.frame == grid.layoutAttributesForItem(at: second)!.frame)
    }

    @Test("animated keys keep the value last stored")
    func animatedKeys() {
        let (_, collection, _, grid, _) = makeCollection()
        let transition = collection.startInteractiveTransition(to: grid)
        transition.updateValue(3, forAnimatedKey: "scale")
        transition.updateValue(1.5, forAnimatedKey: "scale")
        #expect(transition.value(forAnimatedKey: "scale") == 1.5)
        #expect(transition.value(forAnimatedKey: "other") == 0)
    }

    @Test("the delegate may supply the transition layout")
    func delegateTransitionLayout() {
        let (_, collection, list, grid, items) = makeCollection()
        items.customTransitionLayout = true
        let transition = collection.startInteractiveTransition(to: grid)
        #expect(transition is CustomTransitionLayout)
        #expect(transition.currentLayout === list && transition.nextLayout === grid)
        #expect(collection.collectionViewLayout === transition)
    }

    @Test("finishing animates from where the gesture left the cells to the next layout")
    func finish() {
        let (window, collection, list, grid, items) = makeCollection()
        var results: [String] = []
        let transition = collection.startInteractiveTransition(to: grid) { results.append("\($0) \($1)") }
        #expect(items.log.entries == ["list prepareForTransition(to: grid)", "grid prepareForTransition(from: list)"])
        transition.transitionProgress = 0.5
        collection.layoutIfNeeded()
        let second = cell(collection, 1)
        #expect(second.frame == CGRect(x: 100, y: 50, width: 300, height: 100))
        items.log.entries = []
        collection.finishInteractiveTransition()
        #expect(items.log.entries.suffix(2) == ["list finalizeLayoutTransition", "grid finalizeLayoutTransition"])
        #expect(collection.collectionViewLayout === grid)
        #expect(second.frame == CGRect(x: 200, y: 0, width: 200, height: 100))
        window.advance(by: duration / 2)
        #expect(second.layer.presentation()!.frame == CGRect(x: 150, y: 25, width: 250, height: 100))
        #expect(results.isEmpty)
        window.advance(by: duration / 2)
        #expect(results == ["true true"])
        #expect(transition.transitionProgress == 1)
        #expect(list.collectionView == nil && transition.collectionView == nil && grid.collectionView === collection)
    }

    @Test("cancelling animates back to the current layout, which stays")
    func cancel() {
        let (window, collection, list, grid, _) = makeCollection()
        var results: [String] = []
        let transition = collection.startInteractiveTransition(to: grid) { results.append("\($0) \($1)") }
        transition.transitionProgress = 0.5
        collection.layoutIfNeeded()
        let second = cell(collection, 1)
        collection.cancelInteractiveTransition()
        #expect(collection.collectionViewLayout === list)
        #expect(second.frame == CGRect(x: 0, y: 100, width: 400, height: 100))
        window.advance(by: duration / 2)
        #expect(second.layer.presentation()!.frame == CGRect(x: 50, y: 75, width: 350, height: 100))
        window.advance(by: duration / 2)
        #expect(results == ["true false"])
        #expect(transition.transitionProgress == 0)
        #expect(grid.collectionView == nil && list.collectionView === collection)
        // A new transition can start once the last one ended.
        _ = collection.startInteractiveTransition(to: grid)
    }

    // UIKit's texts, as reported in SwiftKickMobile/TLLayoutTransitioning issues #7, #14 (starting
    // twice) and #17, #23 (finishing without a transition, or twice).
    @Test("starting while a transition runs stops with UIKit's message")
    func startTwice() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (_, collection, list, grid, _) = makeCollection()
                collection.startInteractiveTransition(to: grid)
                collection.startInteractiveTransition(to: list)
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("the collection is already in the middle of an interactive transition"))
    }

    @Test("finishing twice stops with UIKit's message")
    func finishTwice() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (_, collection, _, grid, _) = makeCollection()
                collection.startInteractiveTransition(to: grid)
                collection.finishInteractiveTransition()
                collection.cancelInteractiveTransition()
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "the collection was not prepared for an interactive transition. see "
                    + "startInteractiveTransitionToCollectionViewLayout:completion:"))
    }
}
