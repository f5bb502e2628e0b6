import InterludeTestSupport
import Testing
@testable import InterludeUIKit

@MainActor
@Suite("UITableView geometry")
struct TableViewGeometryTests {
    @Test("rows, headers and sections stack top to bottom (hand-computed rectangles)")
    func sectionsAndRows() {
        let source = TableSource(counts: [3, 2, 4])
        source.headerHeight = 30
        let (_, table) = makeTable(source, rowHeight: 50)
        // Section 0: header 0…30, rows 30…180. Section 1: header 180…210, rows 210…310.
        // Section 2: header 310…340, rows 340…540. Plain footers without titles are 0 high.
        #expect(table.numberOfSections == 3)
        #expect(table.numberOfRows(inSection: 2) == 4)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 30, width: 400, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 260, width: 400, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 2)) == CGRect(x: 0, y: 490, width: 400, height: 50))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 180, width: 400, height: 30))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 180, width: 400, height: 130))
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 2)) == .zero)
        #expect(table.contentSize == CGSize(width: 400, height: 540))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 265)) == IndexPath(row: 1, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 260)) == IndexPath(row: 1, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 259.5)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 195)) == nil) // section 1's header
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 600)) == nil)
        #expect(
            table.indexPathsForRows(in: CGRect(x: 0, y: 150, width: 10, height: 100))
                == [IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1)])
    }

    // https://developer.apple.com/documentation/uikit/uitableview/sectionheadertoppadding: padding
    // above each section header, automaticDimension by default.
    @Test("sectionHeaderTopPadding adds space above each header, which scrolls away from a pinned header")
    func sectionHeaderTopPadding() {
        let source = TableSource(counts: [3, 2])
        source.headerHeight = 30
        let (_, table) = makeTable(source, rowHeight: 50)
        #expect(table.sectionHeaderTopPadding == UITableView.automaticDimension)
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 180, width: 400, height: 30))
        table.sectionHeaderTopPadding = 10
        table.layoutIfNeeded()
        // Section 0: padding 0…10, header 10…40, rows 40…190. Section 1: padding 190…200, header
        // 200…230, rows 230…330.
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 10, width: 400, height: 30))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 40, width: 400, height: 50))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 200, width: 400, height: 30))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 190, width: 400, height: 140))
        #expect(table.contentSize.height == 330)
        // Scrolled 60 points into section 0, its plain header sticks at the top of the view.
        table.contentOffset = CGPoint(x: 0, y: 60)
        table.layoutIfNeeded()
        #expect(table.headerFooterFrame(section: 0, isHeader: true) == CGRect(x: 0, y: 60, width: 400, height: 30))
        // Sections without a header get no padding.
        source.headerHeight = 0
        table.reloadData()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 400, height: 50))
    }

    @Test("a table header view pushes the sections down by its height")
    func tableHeaderView() {
        let source = TableSource(counts: [2])
        let (_, table) = makeTable(source, rowHeight: 50)
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 150, width: 400, height: 50))
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 400, height: 100))
        #expect(table.contentSize.height == 200)
    }

    // UITableView.rowHeight defaults to automaticDimension
    // (https://developer.apple.com/documentation/uikit/uitableview/rowheight); a standard cell is
    // UIKit's 44-point row, whose separator is one pixel (⅓ point on a 3× screen) inside it.
    @Test("default rows are 44 points with a one-pixel separator under a content view of the rest")
    func defaultRowHeight() {
        let source = TableSource(counts: [5])
        let (_, table) = makeTable(source, rowHeight: nil, cellClass: UITableViewCell.self)
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 400, height: 44))
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        expectClose(cell.contentView.frame.height, 44 - 1.0 / 3, tolerance: 1e-9)
        #expect(cell.separatorView.frame.minX == 16)
        expectClose(cell.separatorView.frame.minY, 44 - 1.0 / 3, tolerance: 1e-9)
        expectClose(cell.separatorView.frame.height, 1.0 / 3, tolerance: 1e-9)
        #expect(cell.textLabel?.frame.minX == 16)
    }

    @Test("self-sizing rows count at their estimate until their cells appear, then at their measured height")
    func selfSizing() {
        let source = TableSource(counts: [100])
        for row in 0..<100 { source.fittingHeights[IndexPath(row: row, section: 0)] = 60 + CGFloat(row % 3) * 10 }
        let window = makeWindow()
        let table = UITableView(frame: window.bounds)
        table.register(SizedCell.self, forCellReuseIdentifier: "Cell")
        table.estimatedRowHeight = 50
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        #expect(table.contentSize.height == 0) // nothing is read before the first layout
        table.layoutIfNeeded()
        // The table fills a window under the status bar; UIKit's default `.automatic` insets it by
        // the 47-point status bar (a table always bounces vertically) and it rests at y = −47,
        // showing content −47…753. At the 50-point estimate rows 0…15 show and are measured (row
        // 15 starts at 750; 60, 70, 80 repeating, 1,110 in all); measured, rows 0…10 fill the
        // 753 points (row 10 spans 690…760, row 11 starts at 760).
        #expect(table.contentOffset.y == -47)
        let measured: CGFloat = (0...15).map { 60 + CGFloat($0 % 3) * 10 }.reduce(0, +)
        #expect(measured == 1_110)
        #expect(table.visibleCells.count == 11)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 130, width: 400, height: 80))
        #expect(table.contentSize.height == measured + 84 * 50)
        #expect(table.rectForRow(at: IndexPath(row: 50, section: 0)).height == 50)
    }

    @Test("a value1 cell puts its detail against the trailing margin; an accessory narrows the content view")
    func cellLayout() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 400, height: 44)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.width == 400)
        #expect(cell.detailTextLabel!.frame.maxX == 384)
        #expect(cell.textLabel!.frame.minX == 16)
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        // The 8-point chevron sits 16 points from the edge; the content view stops 8 points before it.
        let accessory = cell.subviews.first { $0 is TableCellAccessoryView }!
        #expect(accessory.frame == CGRect(x: 376, y: 16, width: 8, height: 13))
        #expect(cell.contentView.frame.width == 368)
        #expect(cell.detailTextLabel!.frame.maxX == 368)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        #expect(subtitle.detailTextLabel?.font.pointSize == 12)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).imageView == nil)
    }

    @Test("scrollToRow puts the row at the top, middle or bottom, clamped to the content")
    func scrollToRow() {
        let source = TableSource(counts: [10_000])
        let (window, table) = makeTable(source)
        let row = IndexPath(row: 500, section: 0)
        table.scrollToRow(at: row, at: .top, animated: false)
        #expect(table.contentOffset.y == 22_000)
        table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(table.contentOffset.y == CGFloat(22_000 + 22 - 400))
        table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(22_044 - 800))
        table.scrollToRow(at: IndexPath(row: 9_999, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(440_000 - 800))
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .none, animated: true)
        window.advance(by: 0.15)
        expectClose(table.contentOffset.y, (439_200 + 440) / 2, tolerance: 1e-6)
        window.advance(by: 0.15)
        #expect(table.contentOffset.y == 440)
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0))?.frame.minY == 440)
    }

    @Test("plain headers stick to the top while their section scrolls under them")
    func stickyHeaders() {
        let source = TableSource(counts: [20, 20])
        source.headerTitles = [0: "First", 1: "Second"]
        let (_, table) = makeTable(source)
        let header = table.rectForHeader(inSection: 0)
        #expect(header.height == 28)
        table.contentOffset = CGPoint(x: 0, y: 300)
        #expect(table.headerView(forSection: 0)?.frame.minY == 300)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "First")
        // Near the end of section 0 the next header pushes it up: section 0 ends at 28 + 880 = 908.
        table.contentOffset = CGPoint(x: 0, y: 900)
        #expect(table.headerView(forSection: 0)?.frame.minY == CGFloat(908 - 28))
        #expect(table.headerView(forSection: 1)?.frame.minY == 908)
    }
}
