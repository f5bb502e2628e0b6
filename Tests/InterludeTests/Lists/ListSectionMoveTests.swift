import InterludeTestSupport
import Testing
@testable import InterludeUIKit

@MainActor
@Suite("Moving sections")
struct ListSectionMoveTests {
    // moveSection(_:toSection:) (https://developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:)):
    // the section's rows keep their cells and animate to the new place.
    @Test("a table's moved section keeps its cells, which animate to their new places")
    func tableMove() {
        let source = TableSource(counts: [2, 3, 1])
        let (window, table) = makeTable(source)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let last = table.cellForRow(at: IndexPath(row: 0, section: 2))
        source.counts = [3, 1, 2]
        table.moveSection(0, toSection: 2)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 2)) === first)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === last)
        // Animated as a move: mid-way the row is between its old place (y 0) and its new one (y 176).
        window.advance(by: UITableView.rowAnimationDuration / 2)
        let y = first?.layer.presentation()?.frame.minY ?? -1
        #expect(y > 0 && y < 176)
        window.advance(by: 1)
        expectClose(first?.frame.minY ?? 0, 44 * 4)
        #expect(table.numberOfRows(inSection: 2) == 2)
    }

    @Test("inside a batch, a section move combines with row changes in other sections")
    func tableMoveInBatch() {
        let source = TableSource(counts: [2, 3, 1])
        let (window, table) = makeTable(source)
        let moved = table.cellForRow(at: IndexPath(row: 0, section: 2))
        source.counts = [1, 2, 4]
        table.performBatchUpdates {
            table.moveSection(2, toSection: 0)
            table.insertRows(at: [IndexPath(row: 3, section: 2)], with: .fade)
        }
        window.advance(by: 1)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === moved)
        expectClose(moved?.frame.minY ?? 1, 0)
        #expect(table.numberOfRows(inSection: 2) == 4)
    }

    @Test("a collection view's moved section keeps its cells")
    func collectionMove() {
        let window = makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        final class Source: NSObject, UICollectionViewDataSource {
            var counts = [2, 1]
            func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                counts[section]
            }
            func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
        }
        let source = Source()
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collection.dataSource = source
        window.addSubview(collection)
        collection.layoutIfNeeded()
        let single = collection.cellForItem(at: IndexPath(item: 0, section: 1))
        #expect(single != nil)
        source.counts = [1, 2]
        collection.moveSection(1, toSection: 0)
        window.advance(by: 1)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === single)
        #expect(collection.numberOfItems(inSection: 1) == 2)
    }
}
