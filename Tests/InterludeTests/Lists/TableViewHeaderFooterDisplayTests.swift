import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Sections of 5 rows of 44 points, a 30-point title header and a 20-point title footer each,
/// recording the display callbacks of cells, headers and footers.
@MainActor
private final class DisplaySource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: Int
    var log: [String] = []

    init(sections: Int) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Header \(section)" }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "Footer \(section)" }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 20 }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("cell \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("end cell \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        #expect(view.superview === tableView)
        log.append("header \(section)")
    }
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        #expect(view.superview === tableView)
        log.append("footer \(section)")
    }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        log.append("end header \(section)")
    }
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        log.append("end footer \(section)")
    }

    /// The log's header and footer entries, and whether every cell entry came before them.
    func headerFooterEntries() -> (entries: [String], afterCells: Bool) {
        let entries = log.filter { $0.contains("header") || $0.contains("footer") }
        let lastCell = log.lastIndex { $0.contains("cell") } ?? -1
        let firstOther = log.firstIndex { $0.contains("header") || $0.contains("footer") } ?? log.count
        return (entries, lastCell < firstOther)
    }
}

// UITableViewDelegate's display callbacks for headers and footers
// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplayheaderview:forsection:),
// …/tableview(_:didenddisplayingheaderview:forsection:) and the footer pair): "about to display" a
// header or footer view, and "removed from the table". Order: on iOS the cells of a layout pass
// are displayed first, then each section's header and then its footer (a log of UITableView's
// delegate calls: http://39.103.169.235/p/ce5a13cbf565).
@MainActor
@Suite("UITableView header and footer display callbacks")
struct TableViewHeaderFooterDisplayTests {
    private func makeDisplayTable(_ source: DisplaySource) -> (UIWindow, UITableView) {
        makeListTable(dataSource: source, delegate: source)
    }

    // Each section is 30 + 5 · 44 + 20 = 270 points: 0…800 shows sections 0, 1 and 2 (its footer
    // at 790…810 in part); section 3's header starts at 810.
    @Test("the first layout displays the cells, then each section's header and footer")
    func firstLayout() {
        let source = DisplaySource(sections: 10)
        _ = makeDisplayTable(source)
        let (entries, afterCells) = source.headerFooterEntries()
        #expect(entries == ["header 0", "footer 0", "header 1", "footer 1", "header 2", "footer 2"])
        #expect(afterCells)
        #expect(source.log.filter { $0.hasPrefix("cell") }.count == 15)
    }

    // Scrolled to 270…1070: section 0 (0…270) has left, its pinned header with it (pinned at
    // most to 250 − 30 = 220); section 3 (810…1080) has come in, footer at 1060 included.
    @Test("scrolling ends the display of headers and footers that leave and displays those that come")
    func scrolling() {
        let source = DisplaySource(sections: 10)
        let (_, table) = makeDisplayTable(source)
        source.log = []
        table.contentOffset = CGPoint(x: 0, y: 270)
        let (entries, afterCells) = source.headerFooterEntries()
        #expect(entries == ["end header 0", "end footer 0", "header 3", "footer 3"])
        #expect(afterCells)
        #expect(source.log.filter { $0.hasPrefix("end cell 0.") }.count == 5)
        source.log = []
        table.contentOffset = CGPoint(x: 0, y: 275)
        #expect(source.log.isEmpty)
    }

    @Test("a plain table's pinned header stays displayed while its section's rows pass under it")
    func pinnedHeader() {
        let source = DisplaySource(sections: 10)
        let (_, table) = makeDisplayTable(source)
        source.log = []
        // 200…1000: section 0's header pinned at 200 (its footer's top 250 − 30 = 220 is lower);
        // section 3's header (810) comes in, its footer (1060) not yet.
        table.contentOffset = CGPoint(x: 0, y: 200)
        #expect(source.headerFooterEntries().entries == ["header 3"])
        #expect(table.headerView(forSection: 0)?.frame.minY == 200)
    }

    @Test("reloadData ends the display of every header and footer and displays them again")
    func reload() {
        let source = DisplaySource(sections: 10)
        let (_, table) = makeDisplayTable(source)
        source.log = []
        table.reloadData()
        let (entries, _) = source.headerFooterEntries()
        #expect(
            entries == [
                "end header 0", "end header 1", "end header 2", "end footer 0", "end footer 1", "end footer 2",
                "header 0", "footer 0", "header 1", "footer 1", "header 2", "footer 2",
            ])
    }

    @Test("deleting a section ends the display of its header and footer under their old section")
    func deleteSection() {
        let source = DisplaySource(sections: 10)
        let (window, table) = makeDisplayTable(source)
        source.log = []
        source.sections = 9
        table.deleteSections(IndexSet(integer: 1), with: .fade)
        #expect(Array(source.headerFooterEntries().entries.prefix(2)) == ["end header 1", "end footer 1"])
        window.advance(by: 1)
        // Sections 0, 1 (was 2) and 2 (was 3) now fill 0…810: the old section 3 comes in as 2.
        #expect(source.log.contains("header 2") && source.log.contains("footer 2"))
        #expect(table.headerView(forSection: 2) != nil)
    }
}
