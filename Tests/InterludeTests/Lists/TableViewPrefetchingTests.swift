import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A prefetch data source recording its calls, and the rows the table made cells for, in one log.
@MainActor
private final class PrefetchLog: NSObject, UITableViewDataSourcePrefetching, UICollectionViewDataSourcePrefetching {
    var log: [String] = []
    var prefetched: [[Int]] = []
    var cancelled: [[Int]] = []

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        prefetched.append(indexPaths.map(\.row))
        log += indexPaths.map { "prefetch \($0.row)" }
    }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        cancelled.append(indexPaths.map(\.row))
        log += indexPaths.map { "cancel \($0.row)" }
    }
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched.append(indexPaths.map(\.item))
    }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancelled.append(indexPaths.map(\.item))
    }
}

/// A table source that logs cell requests into the prefetch log.
@MainActor
private final class LoggingRows: NSObject, UITableViewDataSource {
    let prefetch: PrefetchLog
    init(_ prefetch: PrefetchLog) { self.prefetch = prefetch }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        prefetch.log.append("cell \(indexPath.row)")
        return tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
}

// UITableViewDataSourcePrefetching (https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching):
// rows are prefetched before tableView(_:cellForRowAt:) asks for them; cancelPrefetching for rows
// no longer needed. isPrefetchingEnabled defaults to true
// (https://developer.apple.com/documentation/uikit/uitableview/isprefetchingenabled).
// UIKit does not document how far ahead it looks; the rows pinned here follow Interlude's rule
// (ListPrefetcher): one screen beyond the visible rows in the scroll direction.
@MainActor
@Suite("UITableView and UICollectionView prefetching")
struct TableViewPrefetchingTests {
    private func makePrefetchingTable(_ prefetch: PrefetchLog, rows: LoggingRows, enabled: Bool = true) -> UITableView {
        makeListTable(dataSource: rows, delegate: nil) {
            #expect($0.isPrefetchingEnabled)
            $0.isPrefetchingEnabled = enabled
            $0.prefetchDataSource = prefetch
        }.1
    }

    // 44-point rows in 800 points: rows 0…18 show (row 18 at 792…836); the screen below,
    // 800…1600, holds rows 18…36.
    @Test("the rows a screen ahead are prefetched, nearest first, and cancelled when the scroll turns back")
    func lookAheadAndCancel() {
        let prefetch = PrefetchLog()
        let rows = LoggingRows(prefetch)
        let table = makePrefetchingTable(prefetch, rows: rows)
        #expect(prefetch.prefetched == [Array(19...36)])
        // 440…1240 shows rows 10…28; ahead, 1240…2040: rows 28…46, of which 37…46 are new.
        table.contentOffset = CGPoint(x: 0, y: 440)
        #expect(prefetch.prefetched == [Array(19...36), Array(37...46)])
        #expect(prefetch.cancelled.isEmpty)
        // Back up to 400…1200 (rows 9…27): ahead is now −400…400 (rows 0…9). The rows below that
        // were asked for and never shown are cancelled, before the rows above are asked for.
        prefetch.log = []
        table.contentOffset = CGPoint(x: 0, y: 400)
        #expect(prefetch.cancelled == [Array(29...46)])
        #expect(prefetch.prefetched.last == Array((0...8).reversed()))
        let cancelIndex = prefetch.log.firstIndex(of: "cancel 29") ?? .max
        #expect(cancelIndex < prefetch.log.firstIndex(of: "prefetch 8") ?? -1)
    }

    @Test("scrolling down a long table prefetches every row once, before its cell, never a visible one")
    func prefetchedBeforeDisplayed() {
        let prefetch = PrefetchLog()
        let rows = LoggingRows(prefetch)
        let table = makePrefetchingTable(prefetch, rows: rows)
        var offset: CGFloat = 0
        while offset < 20_000 {
            offset += 97
            table.contentOffset = CGPoint(x: 0, y: offset)
            let visible = Set((table.indexPathsForVisibleRows ?? []).map(\.row))
            #expect(prefetch.prefetched.last.map { Set($0).isDisjoint(with: visible) } ?? true)
        }
        #expect(prefetch.cancelled.isEmpty)
        let asked = prefetch.prefetched.flatMap { $0 }
        #expect(asked.count == Set(asked).count)
        for row in 19...400 {
            let prefetchIndex = prefetch.log.firstIndex(of: "prefetch \(row)")
            let cellIndex = prefetch.log.firstIndex(of: "cell \(row)")
            #expect(prefetchIndex != nil && cellIndex != nil && prefetchIndex! < cellIndex!, "row \(row)")
        }
    }

    @Test("with prefetching disabled the prefetch data source is never asked")
    func disabled() {
        let prefetch = PrefetchLog()
        let rows = LoggingRows(prefetch)
        let table = makePrefetchingTable(prefetch, rows: rows, enabled: false)
        table.contentOffset = CGPoint(x: 0, y: 1_000)
        #expect(prefetch.prefetched.isEmpty && prefetch.cancelled.isEmpty)
    }

    // UICollectionViewDataSourcePrefetching
    // (https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching);
    // isPrefetchingEnabled defaults to true
    // (https://developer.apple.com/documentation/uikit/uicollectionview/isprefetchingenabled).
    // Items 400 × 100 with no spacing: one per line, 0…800 shows items 0…7.
    @Test("a collection view prefetches the items a screen ahead and cancels them when the scroll turns back")
    func collectionView() {
        let prefetch = PrefetchLog()
        let source = GridSource(counts: [200])
        let window = makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 400, height: 100)
        layout.minimumLineSpacing = 0
        let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        grid.contentInsetAdjustmentBehavior = .never
        #expect(grid.isPrefetchingEnabled)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        grid.dataSource = source
        grid.delegate = source
        grid.prefetchDataSource = prefetch
        window.addSubview(grid)
        grid.layoutIfNeeded()
        #expect(prefetch.prefetched == [Array(8...15)])
        // 200…1000 shows 2…9; ahead, 1000…1800: 10…17, of which 16 and 17 are new.
        grid.contentOffset = CGPoint(x: 0, y: 200)
        #expect(prefetch.prefetched.last == [16, 17])
        // Back to 150…950 (1…9): ahead is −650…150, item 0; 10…17 are cancelled.
        grid.contentOffset = CGPoint(x: 0, y: 150)
        #expect(prefetch.cancelled == [Array(10...17)])
        #expect(prefetch.prefetched.last == [0])
    }
}
