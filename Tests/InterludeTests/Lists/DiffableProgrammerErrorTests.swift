import Interlude
import Testing

/// Where UIKit raises NSInternalInconsistencyException for a snapshot's misuse, Interlude stops
/// with UIKit's text.
@Suite("Diffable snapshot misuse stops with UIKit's message")
struct DiffableProgrammerErrorTests {
    // UIKit's text, as reported in mastodon/mastodon-ios issue #1366 (and, for identifiers
    // repeated in one call, l984-451/Rivulet pull request #187).
    @Test("appending an item identifier the snapshot already has")
    func duplicateItems() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b"])
            snapshot.appendItems(["b"])
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "NSInternalInconsistencyException: Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    b\n)}"
            ))
    }

    // UIKit's text, as quoted in openillumi.com's article on reloadItems(_:).
    @Test("reloading an item identifier the snapshot does not have")
    func reloadingMissingItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.reloadItems(["ghost"])
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("Attempted to reload item identifier that does not exist in the snapshot: ghost"))
    }

    // UIKit's text (iOS 15), as quoted in noppefoxwolf/DebugMenu pull request #4.
    @Test("dequeuing with a cell registration made inside the cell provider")
    func registrationInsideCellProvider() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                let grid = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
                window.addSubview(grid)
                let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: grid) {
                    collectionView, indexPath, item in
                    let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
                    return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems([1])
                dataSource.applySnapshotUsingReloadData(snapshot)
                grid.layoutIfNeeded()
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "Attempted to dequeue a cell using a registration that was created inside "
                    + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider."
            ))
    }

    // UIKit's assertion text for a section the snapshot does not have, as reported on soinside.com.
    @Test("appending items to a section the snapshot does not have")
    func unknownSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a"], toSection: 1)
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("Invalid parameter not satisfying: section != NSNotFound"))
    }
}
