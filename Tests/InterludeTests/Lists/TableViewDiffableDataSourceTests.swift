import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A 400 × 800 window with a plain table of 44-point rows whose diffable data source labels each
/// `CountingCell` with its item, counting the cells the provider configures.
@MainActor
private final class Fixture {
    let window = makeWindow()
    let table: UITableView
    var configured: [String] = []
    var dataSource: UITableViewDiffableDataSource<String, String>!

    init() {
        table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
        window.addSubview(table)
        dataSource = UITableViewDiffableDataSource(tableView: table) { [unowned self] tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = item
            configured.append(item)
            return cell
        }
        table.layoutIfNeeded()
    }

    func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// The labels of the rows on screen, in order.
    var shown: [String] { table.visibleCells.map { $0.textLabel?.text ?? "?" } }

    func cell(_ item: String) -> UITableViewCell? {
        dataSource.indexPath(for: item).flatMap { table.cellForRow(at: $0) }
    }
}

// Apple's pages for UITableViewDiffableDataSource
// (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir): it
// becomes the table's data source and answers from the applied snapshot; apply(_:animatingDifferences:completion:)
// computes the difference and animates it, calling the completion when the animations end.
@MainActor
@Suite("UITableViewDiffableDataSource")
struct TableViewDiffableDataSourceTests {
    private let duration = UITableView.rowAnimationDuration

    @Test("it becomes the table's data source; before any snapshot the table is empty")
    func connects() {
        let fixture = Fixture()
        #expect(fixture.table.dataSource === fixture.dataSource)
        #expect(fixture.table.numberOfSections == 0 && fixture.table.visibleCells.isEmpty)
        #expect(fixture.dataSource.defaultRowAnimation == .automatic)
    }

    @Test("applying B over A shows B's rows: deleted rows leave, inserted ones come, moved ones keep their cells")
    func applyDifference() {
        let fixture = Fixture()
        var finished = 0
        fixture.dataSource.apply(fixture.snapshot([("s", ["a", "b", "c", "d"])])) { finished += 1 }
        fixture.window.advance(by: duration)
        #expect(fixture.shown == ["a", "b", "c", "d"] && finished == 1)
        let a = fixture.cell("a")!, b = fixture.cell("b")!, d = fixture.cell("d")!
        fixture.configured = []
        fixture.dataSource.apply(fixture.snapshot([("s", ["d", "b", "e", "a"])])) { finished += 1 }
        // Only the inserted row is configured; the others keep their cells in their new places.
        #expect(fixture.configured == ["e"])
        #expect(fixture.cell("d") === d && fixture.cell("b") === b && fixture.cell("a") === a)
        #expect(fixture.table.numberOfRows(inSection: 0) == 4 && finished == 1)
        fixture.window.advance(by: duration / 2)
        // Halfway, row d is on its way up from row 3 to row 0.
        expectClose(d.layer.presentation()!.frame.minY, 66, tolerance: 1e-9)
        fixture.window.advance(by: duration / 2)
        #expect(fixture.shown == ["d", "b", "e", "a"] && finished == 2)
        #expect(d.frame.minY == 0 && a.frame.minY == 132)
        #expect(fixture.dataSource.snapshot().itemIdentifiers == ["d", "b", "e", "a"])
    }

    @Test("sections come and go; a section that changed places is shown in its new place")
    func sections() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("x", ["1", "2"]), ("y", ["3"]), ("z", ["4"])]))
        fixture.window.advance(by: duration)
        fixture.dataSource.apply(fixture.snapshot([("z", ["4"]), ("x", ["1", "2", "5"]), ("w", ["6"])]))
        fixture.window.advance(by: duration)
        #expect(fixture.table.numberOfSections == 3)
        #expect(fixture.shown == ["4", "1", "2", "5", "6"])
        #expect(fixture.dataSource.sectionIdentifier(for: 0) == "z" && fixture.dataSource.index(for: "w") == 2)
        #expect(fixture.dataSource.sectionIdentifier(for: 3) == nil)
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 1)) == "5")
        #expect(fixture.dataSource.indexPath(for: "6") == IndexPath(row: 0, section: 2))
    }

    @Test("an item moved to another section keeps its cell; a reloaded section's rows get new cells")
    func acrossSections() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("x", ["1", "2"]), ("y", ["3", "4"]), ("z", ["5"])]))
        fixture.window.advance(by: duration)
        let two = fixture.cell("2")!, five = fixture.cell("5")!
        var snapshot = fixture.snapshot([("x", ["1"]), ("y", ["3", "2", "4"]), ("z", ["5"])])
        snapshot.reloadSections(["z"])
        fixture.configured = []
        fixture.dataSource.apply(snapshot)
        fixture.window.advance(by: duration)
        #expect(fixture.shown == ["1", "3", "2", "4", "5"])
        #expect(fixture.cell("2") === two && fixture.cell("5") !== five)
        #expect(fixture.configured == ["5"])
    }

    @Test("a reloaded item gets a new cell from the provider; a reconfigured one is configured in its own cell")
    func reloadAndReconfigure() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("s", ["a", "b", "c"])]))
        fixture.window.advance(by: duration)
        let a = fixture.cell("a") as! CountingCell, b = fixture.cell("b") as! CountingCell
        var snapshot = fixture.dataSource.snapshot()
        snapshot.reloadItems(["a"])
        snapshot.reconfigureItems(["b"])
        fixture.configured = []
        fixture.dataSource.apply(snapshot)
        fixture.window.advance(by: duration)
        #expect(fixture.configured.sorted() == ["a", "b"])
        #expect(fixture.cell("a") !== a)
        #expect(fixture.cell("b") === b && b.reuseCount == 0)
        // The applied snapshot's marks are not kept.
        #expect(fixture.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
        #expect(fixture.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
    }

    @Test("without animation the rows are in their new places at once, cells kept; the completion follows")
    func withoutAnimation() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("s", ["a", "b", "c"])]), animatingDifferences: false)
        let c = fixture.cell("c")!
        var finished = false
        fixture.dataSource.apply(fixture.snapshot([("s", ["c", "a"])]), animatingDifferences: false) {
            finished = true
        }
        #expect(fixture.cell("c") === c && c.frame.minY == 0 && c.layer.animationKeys()?.isEmpty != false)
        #expect(fixture.shown == ["c", "a"])
        fixture.window.advance(by: 1.0 / 60)
        #expect(finished)
    }

    @Test("defaultRowAnimation is the inserted rows' animation")
    func rowAnimation() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("s", ["a"])]))
        fixture.window.advance(by: duration)
        fixture.dataSource.defaultRowAnimation = .left
        fixture.dataSource.apply(fixture.snapshot([("s", ["a", "b"])]))
        let b = fixture.cell("b")!
        fixture.window.advance(by: duration / 2)
        expectClose(b.layer.presentation()!.frame.minX, -200, tolerance: 1e-9)
    }

    @Test("applySnapshotUsingReloadData reloads: every row gets a cell from the provider again")
    func reloadData() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("s", ["a", "b"])]))
        fixture.window.advance(by: duration)
        fixture.configured = []
        var finished = false
        fixture.dataSource.applySnapshotUsingReloadData(fixture.snapshot([("s", ["b", "a"])])) { finished = true }
        #expect(finished)
        #expect(fixture.shown == ["b", "a"] && fixture.configured == ["b", "a"])
    }

    @Test("a table not in a window is reloaded; the completion runs")
    func notInWindow() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { tableView, indexPath, _ in
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3])
        var finished = false
        dataSource.apply(snapshot) { finished = true }
        #expect(finished && table.numberOfRows(inSection: 0) == 3)
    }

    @Test("the async apply returns once the animation has ended")
    func asyncApply() async {
        let fixture = Fixture()
        let task = Task { @MainActor in
            await fixture.dataSource.apply(fixture.snapshot([("s", ["a", "b"])]))
            return fixture.shown
        }
        for _ in 0..<100 {
            await Task.yield()
            fixture.window.advance(by: duration / 10)
        }
        #expect(await task.value == ["a", "b"])
    }

    @Test("rows are neither editable nor movable by default; a user's move is followed by the snapshot")
    func editingDefaults() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("s", ["a", "b", "c"])]))
        let first = IndexPath(row: 0, section: 0)
        #expect(!fixture.dataSource.tableView(fixture.table, canEditRowAt: first))
        #expect(!fixture.dataSource.tableView(fixture.table, canMoveRowAt: first))
        fixture.dataSource.tableView(fixture.table, moveRowAt: first, to: IndexPath(row: 2, section: 0))
        #expect(fixture.dataSource.snapshot().itemIdentifiers == ["b", "c", "a"])
    }
}

/// A data source over labels whose cells record how they were configured.
@MainActor
private final class LabelSource: NSObject, UITableViewDataSource {
    var labels: [String]
    init(labels: [String]) { self.labels = labels }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { labels.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = labels[indexPath.row]
        return cell
    }
}

// Apple's page for reconfigureRows(at:): the existing cells are kept and the data source's
// dequeue hands back the row's own cell, without prepareForReuse().
@MainActor
@Suite("UITableView reconfigureRows(at:)")
struct TableViewReconfigureTests {
    @Test("the data source configures the row's own cell again")
    func keepsCells() {
        let source = LabelSource(labels: ["a", "b", "c"])
        let (window, table) = makeTableWith(source)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! CountingCell
        source.labels[1] = "B"
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        window.advance(by: UITableView.rowAnimationDuration)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        #expect(cell.textLabel?.text == "B" && cell.reuseCount == 0)
    }

    @Test("inside a batch update the index paths name rows before it")
    func insideBatch() {
        let source = LabelSource(labels: ["a", "b", "c"])
        let (window, table) = makeTableWith(source)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! CountingCell
        table.performBatchUpdates {
            source.labels = ["z", "a", "B", "c"]
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        }
        window.advance(by: UITableView.rowAnimationDuration)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell)
        #expect(cell.textLabel?.text == "B" && cell.reuseCount == 0)
    }

    private func makeTableWith(_ source: LabelSource) -> (UIWindow, UITableView) {
        let window = makeWindow()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table)
    }
}
