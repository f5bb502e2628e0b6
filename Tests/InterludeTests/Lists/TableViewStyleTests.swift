import InterludeTestSupport
import Testing
@testable import InterludeUIKit

@MainActor
@Suite("UITableView styles and reloads")
struct TableViewStyleTests {
    @Test("grouped sections stand apart on the grouped background; inset-grouped rows are inset with rounded ends")
    func groupedGeometry() {
        let source = TableSource(counts: [2, 3])
        let (_, grouped) = makeTable(source, style: .grouped)
        #expect(grouped.backgroundColor == .systemGroupedBackground)
        // Interlude's grouped spacing without titles: 35 above the first section, 18 footers, 18 headers.
        #expect(grouped.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 35, width: 400, height: 44))
        #expect(grouped.rectForFooter(inSection: 0) == CGRect(x: 0, y: 123, width: 400, height: 18))
        #expect(grouped.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 159, width: 400, height: 44))
        #expect(grouped.contentSize.height == CGFloat(35 + 88 + 18 + 18 + 132 + 18))
        let (_, inset) = makeTable(TableSource(counts: [3]), style: .insetGrouped)
        #expect(inset.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 20, y: 79, width: 360, height: 44))
        let cells = inset.visibleCells
        #expect(cells.map(\.layer.cornerRadius) == [10, 0, 10])
        #expect(cells[0].layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(cells[2].layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        // No separator under a section's last row in an inset-grouped table.
        #expect(cells.map { $0.separatorView.isHidden } == [false, false, true])
    }

    @Test("a grouped header title is uppercased and stands against the rows")
    func groupedTitle() {
        let source = TableSource(counts: [2])
        source.headerTitles = [0: "Recents"]
        let (_, table) = makeTable(source, style: .grouped)
        let header = table.headerView(forSection: 0)!
        #expect(header.textLabel?.text == "RECENTS")
        #expect(header.textLabel?.font.pointSize == 13)
        let label = header.textLabel!.frame
        #expect(header.frame.height - label.maxY == 6)
        #expect(header.frame.height == label.height + 22)
    }

    @Test("reloadRows gives the row a new cell; separatorStyle none hides the separators")
    func reloadRows() {
        let source = TableSource(counts: [5])
        let (window, table) = makeTable(source)
        let old = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        let new = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect(new !== old)
        window.advance(by: UITableView.rowAnimationDuration / 2)
        expectClose(CGFloat(old.layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
        expectClose(CGFloat(new.layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
        window.advance(by: UITableView.rowAnimationDuration / 2)
        #expect(old.superview == nil)
        table.separatorStyle = .none
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { $0.separatorView.isHidden && $0.contentView.frame.height == 44 })
    }

    @Test("row animations start inserted rows from (and send deleted rows to) the named side")
    func rowAnimationGeometry() {
        let frame = CGRect(x: 0, y: 88, width: 400, height: 44)
        #expect(UITableView.offscreenState(of: frame, animation: .right) == (CGRect(x: 400, y: 88, width: 400, height: 44), 1))
        #expect(UITableView.offscreenState(of: frame, animation: .left) == (CGRect(x: -400, y: 88, width: 400, height: 44), 1))
        #expect(UITableView.offscreenState(of: frame, animation: .top) == (CGRect(x: 0, y: 44, width: 400, height: 44), 1))
        #expect(UITableView.offscreenState(of: frame, animation: .bottom) == (CGRect(x: 0, y: 132, width: 400, height: 44), 1))
        #expect(UITableView.offscreenState(of: frame, animation: .middle) == (CGRect(x: 0, y: 110, width: 400, height: 0), 0))
        #expect(UITableView.offscreenState(of: frame, animation: .automatic) == (frame, 0))
        #expect(UITableView.offscreenState(of: frame, animation: .none) == (frame, 1))
    }

    @Test("a deleted row with no animation leaves at once while the rows below still slide up")
    func deleteWithoutAnimation() {
        let source = TableSource(counts: [6])
        let (window, table) = makeTable(source)
        let deleted = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let below = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        source.counts = [5]
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(deleted.superview == nil)
        window.advance(by: UITableView.rowAnimationDuration / 2)
        #expect(below.layer.presentation()!.frame.minY == 22)
    }
}
