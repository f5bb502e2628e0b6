import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Rows whose cells show `types[row]`, logging selection and detail-button taps.
@MainActor
private final class AccessorySource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var types: [UITableViewCell.AccessoryType]
    var log: [String] = []
    init(types: [UITableViewCell.AccessoryType]) { self.types = types }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { types.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.accessoryType = types[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.append("accessory \(indexPath.row)")
    }
}

// UITableViewDelegate tableView(_:accessoryButtonTappedForRowWith:)
// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:accessorybuttontappedforrowwith:)):
// the user tapped the detail button of a row, which UIKit's accessory types `.detailButton` and
// `.detailDisclosureButton` have (https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype);
// the tap goes to the button, so the row is not selected.
@MainActor
@Suite("UITableView detail button")
struct TableViewAccessoryButtonTests {
    private func accessoryCenter(of table: UITableView, row: Int) -> CGPoint? {
        guard let cell = table.cellForRow(at: IndexPath(row: row, section: 0)),
            let accessory = cell.subviews.first(where: { $0 is TableCellAccessoryView })
        else { return nil }
        // The circled "i" is the accessory's first 22 points.
        return accessory.convert(CGPoint(x: 11, y: accessory.bounds.midY), to: table.window)
    }

    @Test("tapping a detail button tells the delegate and does not select the row")
    func detailButtons() throws {
        let source = AccessorySource(types: [.detailButton, .detailDisclosureButton, .disclosureIndicator, .checkmark])
        let (window, table) = makeListTable(dataSource: source, delegate: source)
        for row in 0..<4 {
            window.tap(at: try #require(accessoryCenter(of: table, row: row)))
        }
        #expect(source.log == ["accessory 0", "accessory 1", "select 2", "select 3"])
        // Elsewhere in a row with a detail button, a tap selects the row.
        window.tap(at: CGPoint(x: 100, y: 22))
        #expect(source.log.last == "select 0")
        // The chevron of a detail disclosure button is the row's, not the button's.
        let chevron = try #require(accessoryCenter(of: table, row: 1)).applying(CGAffineTransform(translationX: 26, y: 0))
        window.tap(at: chevron)
        #expect(source.log.last == "select 1")
    }
}
