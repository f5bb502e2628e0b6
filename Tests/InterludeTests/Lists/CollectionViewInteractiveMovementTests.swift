import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A data source of numbered items in sections that can move, recording the moves.
@MainActor
private final class MovableItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var sections: [[Int]]
    var log: [String] = []
    var movable: (IndexPath) -> Bool = { _ in true }
    var retarget: ((IndexPath) -> IndexPath)?

    init(_ sections: [[Int]]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.tag = sections[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        movable(indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        log.append("move \(sourceIndexPath.item) to \(destinationIndexPath.item)")
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        log.append("target \(proposedIndexPath.item)")
        return retarget?(proposedIndexPath) ?? proposedIndexPath
    }
}

@MainActor
@Suite("UICollectionView interactive movement")
struct CollectionViewInteractiveMovementTests {
    /// A 400-point-wide collection of 100 × 100 items, four to a row.
    private func makeCollection(_ source: MovableItems) -> (UIWindow, UICollectionView) {
        let window = makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collection.dataSource = source
        collection.delegate = source
        window.addSubview(collection)
        collection.layoutIfNeeded()
        return (window, collection)
    }

    private func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    // The data source hears the move when the movement ends
    // (https://developer.apple.com/documentation/uikit/uicollectionview/endinteractivemovement()).
    @Test("the moving cell follows the position, the others make room, and ending tells the data source")
    func moveAndEnd() {
        let source = MovableItems([Array(0..<8)])
        let (window, collection) = makeCollection(source)
        let moving = collection.cellForItem(at: item(0))!
        #expect(collection.beginInteractiveMovementForItem(at: item(0)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 60, y: 70))
        expectClose(moving.center, CGPoint(x: 60, y: 70))
        #expect(source.log.isEmpty)
        // Over item 2: items 1 and 2 slide back one place.
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 50))
        window.advance(by: UICollectionView.interactiveMovementDuration)
        #expect(source.log == ["target 2"])
        expectClose(collection.cellForItem(at: item(1))!.frame.minX, 0)
        expectClose(collection.cellForItem(at: item(2))!.frame.minX, 100)
        expectClose(collection.cellForItem(at: item(3))!.frame.minX, 300)
        collection.endInteractiveMovement()
        #expect(source.log == ["target 2", "move 0 to 2"])
        window.advance(by: 1)
        #expect(source.sections == [[1, 2, 0, 3, 4, 5, 6, 7]])
        #expect(collection.cellForItem(at: item(2)) === moving)
        expectClose(moving.frame.origin, CGPoint(x: 200, y: 0))
    }

    // "returns the target item to its original location"
    // (https://developer.apple.com/documentation/uikit/uicollectionview/cancelinteractivemovement()).
    @Test("cancelling puts every cell back and tells the data source nothing")
    func cancel() {
        let source = MovableItems([Array(0..<8)])
        let (window, collection) = makeCollection(source)
        let moving = collection.cellForItem(at: item(5))!
        #expect(collection.beginInteractiveMovementForItem(at: item(5)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 50))
        window.advance(by: 1)
        expectClose(collection.cellForItem(at: item(0))!.frame.minX, 100)
        collection.cancelInteractiveMovement()
        window.advance(by: 1)
        #expect(source.log == ["target 0"])
        expectClose(moving.frame.origin, CGPoint(x: 100, y: 100))
        expectClose(collection.cellForItem(at: item(0))!.frame.minX, 0)
    }

    // canMoveItemAt false refuses the movement
    // (https://developer.apple.com/documentation/uikit/uicollectionview/begininteractivemovementforitem(at:)).
    @Test("an item the data source keeps in place does not begin moving; the delegate can retarget")
    func refuseAndRetarget() {
        let source = MovableItems([Array(0..<8)])
        source.movable = { $0.item != 3 }
        source.retarget = { _ in IndexPath(item: 6, section: 0) }
        let (window, collection) = makeCollection(source)
        #expect(!collection.beginInteractiveMovementForItem(at: item(3)))
        #expect(collection.beginInteractiveMovementForItem(at: item(1)))
        #expect(!collection.beginInteractiveMovementForItem(at: item(2)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 350, y: 50))
        collection.endInteractiveMovement()
        window.advance(by: 1)
        #expect(source.log == ["target 3", "move 1 to 6"])
        #expect(source.sections == [[0, 2, 3, 4, 5, 6, 1, 7]])
    }
}
