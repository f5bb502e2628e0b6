import Testing
import Interlude

/// A data source that dequeues an identifier nobody registered.
@MainActor
private final class UnregisteredSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Missing", for: indexPath)
    }
}

/// A data source whose row count is set from outside.
@MainActor
private final class CountSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    var count = 5
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}

/// Where UIKit raises NSInternalInconsistencyException for a data source's mistakes, Interlude
/// stops with UIKit's text.
@Suite("Table and collection misuse stops with UIKit's message")
struct ListProgrammerErrorTests {
    // UIKit's text, as reported in Karumi/BothamUI issue #57 and rcdilorenzo/Cell-Expander issue #3.
    @Test("dequeueReusableCell(withIdentifier:for:) with an unregistered identifier")
    func unregisteredCell() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = UnregisteredSource()
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                table.dataSource = source
                table.layoutIfNeeded()
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "NSInternalInconsistencyException: unable to dequeue a cell with identifier Missing - must register a "
                    + "nib or a class for the identifier or connect a prototype cell in a storyboard"))
    }

    // UIKit's text, as reported in tonyarnold/Differ issue #76 and woocommerce/woocommerce-ios issue #2617.
    @Test("a batch update whose counts do not add up")
    func invalidRowCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = CountSource()
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
                table.dataSource = source
                table.layoutIfNeeded()
                source.count = 6
                table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                    + "section after the update (6) must be equal to the number of rows contained in that section "
                    + "before the update (5), plus or minus the number of rows inserted or deleted from that section "
                    + "(2 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section "
                    + "(0 moved in, 0 moved out)."))
    }

    // UIKit's text for collection views, as reported in lionheart/openradar-mirror issue #1134.
    @Test("dequeueReusableCell(withReuseIdentifier:for:) on a collection view with an unregistered identifier")
    func unregisteredCollectionCell() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = CountSource()
                let collection = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
                collection.dataSource = source
                collection.layoutIfNeeded()
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier Cell - must register a "
                    + "nib or a class for the identifier or connect a prototype cell in a storyboard"))
    }

    // UIKit's text for collection views, as reported in PlenipotentSS/DragDropCollectionViewDemo
    // issue #2 and mikaoj/BSImagePicker issue #329.
    @Test("a collection batch update whose counts do not add up")
    func invalidItemCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = CountSource()
                let collection = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
                collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
                collection.dataSource = source
                collection.layoutIfNeeded()
                source.count = 3
                collection.performBatchUpdates({ collection.deleteItems(at: [IndexPath(item: 0, section: 0)]) })
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
                    + "section after the update (3) must be equal to the number of items contained in that section "
                    + "before the update (5), plus or minus the number of items inserted or deleted from that section "
                    + "(0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section "
                    + "(0 moved in, 0 moved out)."))
    }
}
