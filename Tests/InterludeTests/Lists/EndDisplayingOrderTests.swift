import Testing
@testable import InterludeUIKit

/// Rows and items that leave the screen together end displaying in index path order, every run:
/// the views keep their cells in dictionaries, whose order Swift seeds anew in each process, so
/// an order taken from them would change the delegate's calls (and the reuse queue) from run to
/// run, against Interlude's rule that the same inputs give the same results.
@MainActor
@Suite("End-displaying order")
struct EndDisplayingOrderTests {
    final class Recorder: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource,
        UICollectionViewDelegate
    {
        var ended: [IndexPath] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            ended.append(indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 200 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            ended.append(indexPath)
        }
    }

    @Test("a table's rows end in order when scrolled away, reloaded and deleted")
    func table() {
        let recorder = Recorder()
        let (_, table) = makeListTable(dataSource: recorder, delegate: recorder)
        table.contentOffset.y = 2_000
        table.layoutIfNeeded()
        #expect(recorder.ended.count == 19 && recorder.ended == recorder.ended.sorted())
        recorder.ended = []
        table.reloadData()
        table.layoutIfNeeded()
        #expect(recorder.ended.count > 10 && recorder.ended == recorder.ended.sorted())
    }

    @Test("a collection view's items end in order when scrolled away and reloaded")
    func collection() {
        let recorder = Recorder()
        let window = makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        grid.contentInsetAdjustmentBehavior = .never
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        grid.dataSource = recorder
        grid.delegate = recorder
        window.addSubview(grid)
        grid.layoutIfNeeded()
        grid.contentOffset.y = 3_000
        grid.layoutIfNeeded()
        #expect(recorder.ended.count > 20 && recorder.ended == recorder.ended.sorted())
        recorder.ended = []
        grid.reloadData()
        grid.layoutIfNeeded()
        #expect(recorder.ended.count > 20 && recorder.ended == recorder.ended.sorted())
    }
}
