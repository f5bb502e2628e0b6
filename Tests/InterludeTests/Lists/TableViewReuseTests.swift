import InterludeTestSupport
import Testing
@testable import InterludeUIKit

@MainActor
@Suite("UITableView reuse")
struct TableViewReuseTests {
    // A 800-point window shows at most 20 rows of 44 points at once (⌈800 / 44⌉ + 1 for a row cut
    // at each edge); a cell leaving is queued before one entering is made.
    private let mostVisible = 20

    @Test("scrolling 10,000 rows programmatically makes no more cells than are visible")
    func programmaticScroll() {
        let source = TableSource(counts: [10_000])
        let (_, table) = makeTable(source)
        #expect(table.contentSize == CGSize(width: 400, height: 440_000))
        #expect(table.visibleCells.count == 19) // rows 0…18: 18 · 44 = 792 < 800
        var offset: CGFloat = 0
        while offset < 440_000 - 800 {
            table.contentOffset = CGPoint(x: 0, y: offset)
            #expect(table.visibleCells.count <= mostVisible)
            #expect(table.subviews.filter { $0 is UITableViewCell }.count <= mostVisible)
            offset += 97
        }
        table.contentOffset = CGPoint(x: 0, y: 440_000 - 800)
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 9_999, section: 0))
        #expect(source.distinctCells.count <= mostVisible)
        #expect(source.cellForRowCalls >= 10_000)
        let reused = table.visibleCells.compactMap { $0 as? CountingCell }.map(\.reuseCount).reduce(0, +)
        #expect(reused > 0)
    }

    @Test("dragging and flicking through a long table reuses cells")
    func dragScroll() {
        let source = TableSource(counts: [10_000])
        let (window, table) = makeTable(source)
        for _ in 0..<5 {
            window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100), duration: 0.1)
            window.advance(by: 0.5)
        }
        window.advance(by: 5)
        #expect(table.contentOffset.y > 5_000)
        #expect(!table.isDecelerating)
        #expect(source.distinctCells.count <= mostVisible)
        let visible = table.indexPathsForVisibleRows ?? []
        let first = Int((table.contentOffset.y / 44).rounded(.down))
        #expect(visible.first == IndexPath(row: first, section: 0))
        #expect(visible.count == table.visibleCells.count)
        // Each visible cell sits at its row's rectangle.
        for (indexPath, cell) in zip(visible, table.visibleCells) {
            #expect(cell.frame == table.rectForRow(at: indexPath))
        }
    }

    @Test("reloadData sends the visible cells back to the queue and shows the new data")
    func reload() {
        let source = TableSource(counts: [50])
        let (_, table) = makeTable(source)
        let before = source.distinctCells.count
        source.counts = [3]
        table.reloadData()
        #expect(table.visibleCells.count == 3)
        #expect(table.contentSize.height == 132)
        #expect(source.distinctCells.count == before)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Row 0", "Row 1", "Row 2"])
    }

    @Test("dequeue without an index path returns nil for an unregistered identifier and a new cell otherwise")
    func dequeueWithoutIndexPath() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(table.dequeueReusableCell(withIdentifier: "Nothing") == nil)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Plain")
        let cell = table.dequeueReusableCell(withIdentifier: "Plain")
        #expect(cell?.reuseIdentifier == "Plain")
        #expect(cell?.style == .default)
        // UIKit's cells start 320 × 44.
        #expect(cell?.bounds.size == CGSize(width: 320, height: 44))
    }
}
