import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A diffable data source whose rows the user may reorder: the form Apple's samples subclass
/// (UITableViewDiffableDataSource has no reordering handlers; a table's rows move when the data
/// source allows it, https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)).
@MainActor
private final class MovableRowsSource: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
}

@MainActor
@Suite("UITableViewDiffableDataSource moves")
struct TableViewDiffableMovesTests {
    private func makeTable() -> (UIWindow, UITableView, MovableRowsSource) {
        let window = makeWindow()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        window.addSubview(table)
        let source = MovableRowsSource(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        table.layoutIfNeeded()
        return (window, table, source)
    }

    private func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    // A section that changes places moves (the table's moveSection(_:toSection:)), its rows with
    // it, as UIKit's diffable update does (a port's notes checked against the system,
    // UICollectionViewDiffableDataSource.md: the update moves sections).
    @Test("swapping two sections moves them with their cells")
    func sectionMoveKeepsCells() {
        let (window, table, source) = makeTable()
        source.apply(snapshot([("A", ["a1", "a2"]), ("B", ["b1"])]), animatingDifferences: false)
        let cells = [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)]
            .map { table.cellForRow(at: $0)! }
        source.apply(snapshot([("B", ["b1"]), ("A", ["a1", "a2"])]))
        window.advance(by: UITableView.rowAnimationDuration)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === cells[0])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1)) === cells[1])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cells[2])
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["b1", "a1", "a2"])
    }

    // The user drags a reordering control (UITableView+Reordering): the data source's snapshot
    // follows, its final order the table's.
    @Test("dragging a row's reordering control moves the item in the data source's snapshot")
    func dragFollowsSnapshot() {
        let (window, table, source) = makeTable()
        source.apply(snapshot([("s", ["a", "b", "c", "d"])]), animatingDifferences: false)
        table.setEditing(true, animated: false)
        let moved = table.cellForRow(at: IndexPath(row: 0, section: 0))
        window.sendTouch(.began, at: CGPoint(x: 390, y: 22))
        window.advance(by: UIScrollView.contentTouchDelay)
        window.dragMove(to: CGPoint(x: 390, y: 22 + 88), duration: 0.3)
        window.sendTouch(.ended, at: CGPoint(x: 390, y: 22 + 88))
        window.advance(by: 1)
        #expect(source.snapshot().itemIdentifiers == ["b", "c", "a", "d"])
        #expect(source.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "a")
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === moved)
    }
}
