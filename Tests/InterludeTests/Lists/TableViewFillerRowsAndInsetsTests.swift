import InterludeTestSupport
import Testing
@testable import InterludeUIKit

@MainActor
@Suite("UITableView filler rows, content view insets and separator inset reference")
struct TableViewFillerRowsAndInsetsTests {
    /// A `width` × `height` window with a table of `source` filling it (no inset adjustment).
    private func makeTable(
        _ source: TableSource, width: CGFloat = 400, height: CGFloat = 800, style: UITableView.Style = .plain,
        configure: (UITableView) -> Void = { _ in }
    ) -> (UIWindow, UITableView) {
        makeListTable(
            dataSource: source, delegate: source, style: style, width: width, height: height, configure: configure)
    }

    /// The pixel at screen pixel (`x`, `y`) of the window rendered at 3×.
    private func pixel(_ window: UIWindow, _ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
        let p = window.renderFrame(scale: 3).pixel(x: x, y: y)
        return (p.r, p.g, p.b)
    }

    // fillerRowHeight: 0 shows no filler rows ("the default in iOS 15 and later"),
    // automaticDimension matches the last row's height, a positive value is the filler rows'
    // height; plain tables only (https://developer.apple.com/documentation/uikit/uitableview/fillerrowheight).
    @Test("filler rows: none by default; automaticDimension repeats the last row's height; a positive height")
    func fillerRows() throws {
        let source = TableSource(counts: [3])
        let (window, table) = makeTable(source)
        #expect(table.fillerRowHeight == 0)
        #expect(table.fillerRowsView == nil)
        // The last row's separator is at 132 − ⅓; below it the first filler separator would be at 176 − ⅓.
        #expect(pixel(window, 200, 3 * 132 - 1) != (255, 255, 255))
        #expect(pixel(window, 200, 3 * 176 - 1) == (255, 255, 255), "no filler separator")
        table.fillerRowHeight = UITableView.automaticDimension
        table.layoutIfNeeded()
        let filler = try #require(table.fillerRowsView)
        #expect(filler.frame == CGRect(x: 0, y: 132, width: 400, height: 800 - 132))
        let separator = pixel(window, 200, 3 * 132 - 1)
        #expect(pixel(window, 200, 3 * 176 - 1) == separator, "a filler separator, like the rows'")
        #expect(pixel(window, 200, 3 * 220 - 1) == separator)
        #expect(pixel(window, 200, 3 * 176 - 2) == (255, 255, 255), "one screen pixel thick")
        #expect(pixel(window, 8, 3 * 176 - 1) == (255, 255, 255), "inset 16 points like the rows")
        table.fillerRowHeight = 30
        table.layoutIfNeeded()
        #expect(pixel(window, 200, 3 * 176 - 1) == (255, 255, 255))
        #expect(pixel(window, 200, 3 * 162 - 1) == separator)
        #expect(pixel(window, 200, 3 * 192 - 1) == separator)
        // A table footer view hides them (how apps hid them before iOS 15); so does `.none`.
        table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 0))
        table.layoutIfNeeded()
        #expect(table.fillerRowsView == nil)
        table.tableFooterView = nil
        table.separatorStyle = .none
        table.layoutIfNeeded()
        #expect(table.fillerRowsView == nil)
        withExtendedLifetime(source) {}
    }

    @Test("filler rows only in plain tables, and only when the rows leave room")
    func fillerRowsPlainOnly() {
        let few = TableSource(counts: [3]), many = TableSource(counts: [30])
        let (_, grouped) = makeTable(few, style: .grouped) { $0.fillerRowHeight = UITableView.automaticDimension }
        #expect(grouped.fillerRowsView == nil)
        let (window, full) = makeTable(many) { $0.fillerRowHeight = UITableView.automaticDimension }
        #expect(full.fillerRowsView == nil)
        full.contentOffset.y = full.contentSize.height - 800 + 100
        #expect(full.fillerRowsView?.frame == CGRect(x: 0, y: 30 * 44, width: 400, height: 100), "bounced past the end")
        withExtendedLifetime((window, few, many)) {}
    }

    // insetsContentViewsToSafeArea: true (the default) insets the content views of cells, headers
    // and footers on the leading and trailing sides to fit within the safe area
    // (https://developer.apple.com/documentation/uikit/uitableview/insetscontentviewstosafearea).
    @Test("in landscape the content views stay inside the safe area unless insetsContentViewsToSafeArea is false")
    func contentViewsInsideSafeArea() throws {
        let source = TableSource(counts: [5])
        source.headerTitles = [0: "Header"]
        let (window, table) = makeTable(source, width: 844, height: 390)
        #expect(table.insetsContentViewsToSafeArea)
        #expect(table.safeAreaInsets.left == 47 && table.safeAreaInsets.right == 47)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.frame.minX == 0 && cell.frame.width == 844, "the cell itself spans the table")
        #expect(cell.contentView.frame.minX == 47 && cell.contentView.frame.width == 844 - 94)
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.contentView.frame.minX == 47 && header.contentView.frame.width == 844 - 94)
        table.insetsContentViewsToSafeArea = false
        table.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 0 && cell.contentView.frame.width == 844)
        #expect(table.headerView(forSection: 0)?.contentView.frame.width == 844)
        withExtendedLifetime((window, source)) {}
    }

    // separatorInsetReference defaults to .fromCellEdges
    // (https://developer.apple.com/documentation/uikit/uitableview/separatorinsetreference-swift.property);
    // .fromAutomaticInsets reads separatorInset as offsets from the table's default insets.
    @Test("separatorInsetReference: from the cell's edges by default, else from the automatic insets")
    func separatorInsetReference() throws {
        let source = TableSource(counts: [5])
        let (window, table) = makeTable(source, width: 844, height: 390)
        #expect(table.separatorInsetReference == .fromCellEdges)
        #expect(UITableView.SeparatorInsetReference(rawValue: 1) == .fromAutomaticInsets)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        table.separatorInset = .zero
        cell.layoutIfNeeded()
        #expect(cell.separatorView.frame.minX == 0 && cell.separatorView.frame.width == 844, "edge to edge")
        table.separatorInsetReference = .fromAutomaticInsets
        cell.layoutIfNeeded()
        #expect(cell.separatorView.frame.minX == 47 + 16 && cell.separatorView.frame.maxX == 844 - 47)
        table.separatorInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 5)
        cell.layoutIfNeeded()
        #expect(cell.separatorView.frame.minX == 47 + 16 + 10 && cell.separatorView.frame.maxX == 844 - 47 - 5)
        withExtendedLifetime((window, source)) {}
    }
}
