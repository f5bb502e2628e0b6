import Foundation
import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Sections "A" … "Z" of three rows each, titled, with an index of their letters (or `titles`);
/// records the index titles the table maps to sections.
@MainActor
private final class LetterSource: NSObject, UITableViewDataSource {
    nonisolated static let letters = (65...90).map { String(UnicodeScalar(UInt8($0))) }
    var titles: [String]? = LetterSource.letters
    /// The section an index title maps to; by default the section of that letter.
    var sectionForTitle: (String, Int) -> Int = { title, _ in LetterSource.letters.firstIndex(of: title) ?? 0 }
    var asked: [String] = []

    func numberOfSections(in tableView: UITableView) -> Int { Self.letters.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "\(Self.letters[indexPath.section]) \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { Self.letters[section] }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { titles }
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        asked.append("\(title) \(index)")
        return sectionForTitle(title, index)
    }
}

/// A data source answering only the required questions.
@MainActor
private final class PlainSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}

/// A diffable data source whose index has two titles, for the first and the last section.
private final class IndexedDataSource: UITableViewDiffableDataSource<String, Int> {
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["1", "2"] }
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index == 0 ? 0 : snapshot().numberOfSections - 1
    }
}

@MainActor
@Suite("UITableView section index")
struct TableViewSectionIndexTests {
    /// A 400 × 800 window (safe area 47 points at the top, 34 at the bottom) with a plain table of
    /// `source` filling it.
    private func makeIndexedTable(
        _ source: UITableViewDataSource, configure: (UITableView) -> Void = { _ in }
    ) -> (UIWindow, UITableView) {
        makeListTable(dataSource: source, delegate: nil, configure: configure)
    }

    /// The window point at the middle of the index title at `position`.
    private func titlePoint(_ table: UITableView, _ position: Int) -> CGPoint {
        let index = table.sectionIndexView!
        let label = index.subviews[position]
        return index.convert(CGPoint(x: label.frame.midX, y: label.frame.midY), to: nil)
    }

    // The index runs along the right edge (left edge right to left) inside the safe area; cells
    // keep the table's width while their content, like the headers' content, stops at the index
    // (UITableViewIndex is a subview of the table over the rows; its metrics: see SectionIndexView).
    @Test("the index strip sits at the trailing edge inside the safe area; cell and header content stop at it")
    func geometry() throws {
        let source = LetterSource()
        let (window, table) = makeIndexedTable(source)
        let index = try #require(table.sectionIndexView)
        #expect(table.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(index.frame == CGRect(x: 385, y: 47, width: 15, height: 800 - 47 - 34))
        #expect(table.subviews.last === index, "above the rows and headers")
        #expect(index.subviews.compactMap { ($0 as? UILabel)?.text } == LetterSource.letters)
        let font = try #require((index.subviews.first as? UILabel)?.font)
        #expect(font.pointSize == 11 && font.weight == .bold)
        // The 26 lines of the titles are centred in the strip.
        let lines = index.subviews.map(\.frame)
        let rowHeight = UIFont.boldSystemFont(ofSize: 11).lineHeight.rounded(.up)
        #expect(lines[1].minY - lines[0].minY == rowHeight)
        #expect(abs((lines[0].minY - 0) - (index.bounds.height - lines[25].maxY)) <= 1)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.frame.width == 400)
        #expect(cell.contentView.frame.minX == 0 && cell.contentView.frame.width == 385)
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.frame.width == 400 && header.contentView.frame == CGRect(x: 0, y: 0, width: 385, height: 28))
        expectClose(try #require(header.textLabel).frame.maxX, 385 - 16, tolerance: 1e-9)
        // An accessory moves in from the index too.
        cell.accessoryType = .checkmark
        cell.layoutIfNeeded()
        let accessory = try #require(cell.subviews.first { $0 is TableCellAccessoryView })
        expectClose(accessory.frame.maxX, 385 - 16, tolerance: 1e-9)
        // Scrolling keeps the strip over the visible area.
        table.contentOffset.y = 500
        #expect(index.frame == CGRect(x: 385, y: 547, width: 15, height: 800 - 47 - 34))
        withExtendedLifetime((window, source)) {}
    }

    @Test("right to left, the index runs along the left edge and the content starts after it")
    func rightToLeft() throws {
        let source = LetterSource()
        let (window, table) = makeIndexedTable(source) { $0.semanticContentAttribute = .forceRightToLeft }
        let index = try #require(table.sectionIndexView)
        #expect(index.frame == CGRect(x: 0, y: 47, width: 15, height: 800 - 47 - 34))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.contentView.frame == CGRect(x: 15, y: 0, width: 385, height: cell.contentView.frame.height))
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.contentView.frame.minX == 15 && header.contentView.frame.width == 385)
        withExtendedLifetime((window, source)) {}
    }

    // sectionIndexColor: "A value of nil represents the default color"
    // (https://developer.apple.com/documentation/uikit/uitableview/sectionindexcolor) — the tint.
    @Test("Pixels: titles in the tint color on the index background; the tracking background while touched")
    func pixels() {
        let source = LetterSource()
        source.titles = ["W"]
        let (window, table) = makeIndexedTable(source) { $0.sectionIndexBackgroundColor = .systemRed }
        let scale = Int(window.screen.scale)
        func color(_ x: CGFloat, _ y: CGFloat) -> (UInt8, UInt8, UInt8) {
            let pixel = window.renderFrame(scale: CGFloat(scale)).pixel(x: Int(x) * scale, y: Int(y) * scale)
            return (pixel.r, pixel.g, pixel.b)
        }
        /// The pixels of the strip's title line that are close to `rgb`.
        func titlePixels(near rgb: (Int, Int, Int)) -> Int {
            let frame = window.renderFrame(scale: CGFloat(scale))
            let line = table.sectionIndexView!.subviews[0].convert(table.sectionIndexView!.subviews[0].bounds, to: nil)
            var count = 0
            for y in Int(line.minY) * scale..<Int(line.maxY) * scale {
                for x in Int(line.minX) * scale..<Int(line.maxX) * scale {
                    let p = frame.pixel(x: x, y: y)
                    if abs(Int(p.r) - rgb.0) < 30, abs(Int(p.g) - rgb.1) < 30, abs(Int(p.b) - rgb.2) < 30 { count += 1 }
                }
            }
            return count
        }
        #expect(color(392, 60) == (255, 59, 48), "the index background")
        #expect(color(380, 60) != (255, 59, 48), "only the strip")
        #expect(titlePixels(near: (0, 122, 255)) > 10, "the W in systemBlue, the tint")
        table.sectionIndexColor = .black
        #expect(titlePixels(near: (0, 122, 255)) == 0)
        #expect(titlePixels(near: (0, 0, 0)) > 10)
        table.sectionIndexTrackingBackgroundColor = .systemGreen
        window.sendTouch(.began, at: CGPoint(x: 392, y: 60))
        #expect(color(392, 60) == (52, 199, 89), "the tracking background while touched")
        window.sendTouch(.ended, at: CGPoint(x: 392, y: 60))
        #expect(color(392, 60) == (255, 59, 48))
        withExtendedLifetime(source) {}
    }

    // Touching the index asks the data source which section a title stands for
    // (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:sectionforsectionindextitle:at:))
    // and scrolls to that section's top, as scrolling to the row NSNotFound of the section does
    // (facebookarchive/AsyncDisplayKit issue #2461).
    @Test("touching and dragging over the index scrolls to the sections the data source names, at once")
    func touchSequence() throws {
        let source = LetterSource()
        let (window, table) = makeIndexedTable(source)
        // Titles "A" … "Z" each name the section three letters later (the last ones, "Z").
        source.sectionForTitle = { _, position in min(position + 3, 25) }
        let sectionHeight = table.rect(forSection: 1).height
        #expect(abs(sectionHeight - (28 + 3 * 44)) < 1e-9)
        window.sendTouch(.began, at: titlePoint(table, 2))
        #expect(source.asked == ["C 2"])
        #expect(table.contentOffset.y == 5 * sectionHeight, "no wait: the index hears the touch at once")
        #expect(table.sectionIndexView?.isTracking == true)
        // Moving within the same title asks nothing; each new title is asked once, in order.
        window.sendTouch(.moved, at: CGPoint(x: titlePoint(table, 2).x, y: titlePoint(table, 2).y + 2))
        #expect(source.asked == ["C 2"])
        window.sendTouch(.moved, at: titlePoint(table, 3))
        window.sendTouch(.moved, at: titlePoint(table, 5))
        #expect(source.asked == ["C 2", "D 3", "F 5"])
        #expect(table.contentOffset.y == 8 * sectionHeight, "the table did not scroll with the finger")
        // Beyond the titles, the last one; the offset stops at the end of the content.
        window.sendTouch(.moved, at: CGPoint(x: 392, y: 790))
        #expect(source.asked.last == "Z 25")
        #expect(table.contentOffset.y == table.contentSize.height - 800)
        window.sendTouch(.ended, at: CGPoint(x: 392, y: 790))
        #expect(table.sectionIndexView?.isTracking == false)
        // Outside the strip a touch is the rows' (a row highlights, the index asks nothing).
        source.asked = []
        window.tap(at: CGPoint(x: 200, y: 400))
        #expect(source.asked.isEmpty)
    }

    @Test("a data source answering NSNotFound scrolls nowhere")
    func notFound() {
        let source = LetterSource()
        let (window, table) = makeIndexedTable(source)
        source.sectionForTitle = { _, _ in NSNotFound }
        window.tap(at: titlePoint(table, 10))
        #expect(source.asked == ["K 10"])
        #expect(table.contentOffset.y == 0)
    }

    // sectionIndexMinimumDisplayRowCount: "The number of table rows at which to display the index
    // list", default zero (https://developer.apple.com/documentation/uikit/uitableview/sectionindexminimumdisplayrowcount).
    @Test("the index shows only from sectionIndexMinimumDisplayRowCount rows; without it cells take the full width")
    func minimumDisplayRowCount() throws {
        let source = LetterSource()
        let (window, table) = makeIndexedTable(source) { $0.sectionIndexMinimumDisplayRowCount = 79 }
        #expect(UITableView(frame: .zero, style: .plain).sectionIndexMinimumDisplayRowCount == 0)
        #expect(table.sectionIndexView == nil, "78 rows")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.width == 400)
        table.sectionIndexMinimumDisplayRowCount = 78
        table.layoutIfNeeded()
        #expect(table.sectionIndexView?.superview === table)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.width == 385)
        #expect(table.headerView(forSection: 0)?.contentView.frame.width == 385)
        table.sectionIndexMinimumDisplayRowCount = 100
        table.layoutIfNeeded()
        #expect(table.sectionIndexView == nil)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.width == 400)
        withExtendedLifetime((window, source)) {}
    }

    // reloadSectionIndexTitles(): "a way to update the section index after inserting or deleting
    // sections without having to reload the whole table"
    // (https://developer.apple.com/documentation/uikit/uitableview/reloadsectionindextitles()).
    @Test("reloadSectionIndexTitles picks up new titles; a batch update does not")
    func reloadTitles() throws {
        let source = LetterSource()
        let (window, table) = makeIndexedTable(source)
        source.titles = ["A", "M", "WWWW"]
        table.performBatchUpdates(nil)
        table.layoutIfNeeded()
        #expect(table.sectionIndexView?.subviews.count == 26)
        table.reloadSectionIndexTitles()
        table.layoutIfNeeded()
        let index = try #require(table.sectionIndexView)
        #expect(index.subviews.compactMap { ($0 as? UILabel)?.text } == ["A", "M", "WWWW"])
        // A wider title widens the strip, and the content gives way.
        #expect(index.frame.width > 15 && index.frame.maxX == 400)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.width == index.frame.minX)
        window.tap(at: titlePoint(table, 1))
        #expect(source.asked == ["M 1"])
        #expect(table.contentOffset.y == table.rect(forSection: 12).minY)
        // No titles, no index.
        source.titles = nil
        table.reloadSectionIndexTitles()
        table.layoutIfNeeded()
        #expect(table.sectionIndexView == nil)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 12))?.contentView.frame.width == 400)
        // reloadData reads them again.
        source.titles = ["B"]
        table.reloadData()
        #expect(table.sectionIndexView?.subviews.compactMap { ($0 as? UILabel)?.text } == ["B"])
    }

    @Test("the default data source answers give no index and map a title to its position")
    func defaults() {
        let source = PlainSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(source.sectionIndexTitles(for: table) == nil)
        #expect(source.tableView(table, sectionForSectionIndexTitle: "C", at: 2) == 2)
        #expect(table.sectionIndexColor == nil && table.sectionIndexBackgroundColor == nil)
        #expect(table.sectionIndexTrackingBackgroundColor == nil)
    }

    @Test("a diffable data source subclass gives the index and maps its titles")
    func diffableSubclass() throws {
        let (window, table) = makeListTable(dataSource: PlainSource(), delegate: nil)
        let dataSource = IndexedDataSource(tableView: table) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        for section in 0..<5 {
            snapshot.appendSections(["\(section)"])
            snapshot.appendItems(Array(section * 10..<section * 10 + 10))
        }
        dataSource.applySnapshotUsingReloadData(snapshot)
        table.layoutIfNeeded()
        let index = try #require(table.sectionIndexView)
        #expect(index.subviews.compactMap { ($0 as? UILabel)?.text } == ["1", "2"])
        window.tap(at: titlePoint(table, 1))
        #expect(table.contentOffset.y == table.contentSize.height - 800, "section 4, as far as the content goes")
        window.tap(at: titlePoint(table, 0))
        #expect(table.contentOffset.y == 0)
        withExtendedLifetime(dataSource) {}
    }
}

/// A section the table does not have, from the index, is UIKit's NSRangeException.
@Suite("UITableView section index misuse")
struct TableViewSectionIndexMisuseTests {
    // UIKit's text, as reported in SURYAKANTSHARMA/CountryPicker issue #54.
    @Test("an index title mapped to a section that does not exist stops with UIKit's message")
    func outOfBounds() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = LetterSource()
                source.sectionForTitle = { _, _ in 26 }
                let (window, table) = makeListTable(dataSource: source, delegate: nil)
                let index = table.sectionIndexView!
                window.tap(at: index.convert(CGPoint(x: 7, y: index.bounds.midY), to: nil))
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "NSRangeException: Attempted to scroll the table view to an out-of-bounds section (26) when there are "
                    + "only 26 sections."))
    }
}
