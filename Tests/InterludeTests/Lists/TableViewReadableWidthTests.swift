import Testing
@testable import InterludeUIKit

/// `UITableView.cellLayoutMarginsFollowReadableWidth`: cells' content within the readable width.
@MainActor
@Suite("UITableView readable-width cells")
struct TableViewReadableWidthTests {
    /// The left edge of the first row's text label, in the table's coordinates.
    private func textLeft(_ table: UITableView) throws -> CGFloat {
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.textLabel?.text = "Row"
        cell.layoutIfNeeded()
        let label = try #require(cell.textLabel)
        return label.convert(CGPoint.zero, to: table).x
    }

    // useyourloaf.com, "Readable width of table view cells": false by default since iOS 12; and
    // "Readable Content Guides": a 1024-point (iPad portrait) view with 20-point margins has a 672-point readable
    // width, 176 points in from each edge.
    @Test("off by default; on, a wide table's cell text starts at the readable guide, 176 points in at 1024 wide")
    func wideTable() throws {
        let source = TableSource(counts: [2])
        let (window, table) = makeListTable(dataSource: source, delegate: source, width: 1024, height: 1366) { table in
            table.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        }
        #expect(!table.cellLayoutMarginsFollowReadableWidth)
        #expect(try textLeft(table) == 16)
        table.cellLayoutMarginsFollowReadableWidth = true
        table.layoutIfNeeded()
        #expect(table.readableContentGuide.layoutFrame.minX == 176)
        #expect(try textLeft(table) == 176)
        table.separatorInsetReference = .fromAutomaticInsets
        table.separatorInset = .zero
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.separatorView.frame.minX == 176, "automatic separator insets follow the content")
        withExtendedLifetime((window, source)) {}
    }

    @Test("a narrow table keeps at least the standard 16-point margin")
    func narrowTable() throws {
        let source = TableSource(counts: [1])
        let (window, table) = makeListTable(dataSource: source, delegate: source, width: 390) { table in
            table.layoutMargins = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
            table.cellLayoutMarginsFollowReadableWidth = true
        }
        #expect(table.readableContentGuide.layoutFrame.minX == 8)
        #expect(try textLeft(table) == 16)
        withExtendedLifetime((window, source)) {}
    }
}
