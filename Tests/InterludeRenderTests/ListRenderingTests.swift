import Foundation
import Testing
@testable import InterludeUIKit
import InterludeRender

/// Rows with fixed content for drawing.
@MainActor
private final class ThreeRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "A"
        cell.accessoryType = [.checkmark, .disclosureIndicator, .none][indexPath.row]
        return cell
    }
}

// What rows and a search bar draw (Interlude's rendering of iOS's look; UIKit documents the parts,
// not the pixels): hairline separators inset 16 points in `.separator` over the white row, the
// checkmark in the tint color, the chevron in a light gray, the selected row in `systemGray4`, a
// search field filled with `tertiarySystemFill` with its placeholder and glass.
@MainActor
@Suite("Lists drawn")
struct ListRenderingTests {
    private func extremes(_ frame: RenderedFrame, in rect: CGRect) -> (darkest: Int, bluest: Int) {
        var darkest = 255, bluest = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = frame.pixel(x: x, y: y)
                darkest = min(darkest, Int(p.r), Int(p.g), Int(p.b))
                bluest = max(bluest, Int(p.b) - Int(p.r))
            }
        }
        return (darkest, bluest)
    }

    private func scaled(_ rect: CGRect) -> CGRect { rect.applying(CGAffineTransform(scaleX: 3, y: 3)) }

    @Test("rows draw their text, separators, accessories and selection")
    func tableRows() {
        let window = makeWhiteWindow(width: 200, height: 150)
        let source = ThreeRows()
        let table = UITableView(frame: window.bounds)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.rowHeight = 44
        // The window is wider than tall, so it has the landscape safe area (47 points at the
        // sides); the rows' content keeps to the cells' edges here, where the pixels are known.
        table.insetsContentViewsToSafeArea = false
        table.dataSource = source
        window.addSubview(table)
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let frame = window.renderFrame(scale: 3)
        // The separator under row 0 fills pixel row 131 (43⅔ pt · 3) from x = 16 pt: (60, 60, 67)
        // at 29 % over white.
        expectPixel(frame, 300, 131, RGBA(198, 198, 201), tolerance: 2, "separator")
        expectPixel(frame, 15, 131, RGBA(255, 255, 255), tolerance: 0, "left of the separator inset")
        expectPixel(frame, 300, 120, RGBA(255, 255, 255), tolerance: 0, "row background")
        #expect(extremes(frame, in: scaled(CGRect(x: 16, y: 8, width: 16, height: 28))).darkest < 80, "text")
        let check = extremes(frame, in: scaled(CGRect(x: 170, y: 16, width: 14, height: 11)))
        #expect(check.bluest > 150, "the checkmark is in the tint color")
        let chevron = extremes(frame, in: scaled(CGRect(x: 176, y: 59, width: 8, height: 13)))
        #expect(chevron.darkest < 225 && chevron.bluest < 15, "the chevron is a light gray")
        expectPixel(frame, 300, 330, RGBA(209, 209, 214), tolerance: 1, "selected row")
    }

    @Test("a search bar draws a filled rounded field with its glass and placeholder")
    func searchBar() {
        let window = makeWhiteWindow(width: 300, height: 56)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 300, height: 56))
        bar.placeholder = "Search"
        window.addSubview(bar)
        bar.layoutIfNeeded()
        let frame = window.renderFrame(scale: 3)
        // tertiarySystemFill, (118, 118, 128) at 12 %, over white.
        expectPixel(frame, 3 * 250, 3 * 28, RGBA(239, 239, 240), tolerance: 1, "field fill")
        expectPixel(frame, 3 * 4, 3 * 28, RGBA(255, 255, 255), tolerance: 0, "bar background")
        expectPixel(frame, 3 * 8 + 1, 3 * 10 + 1, RGBA(255, 255, 255), tolerance: 2, "outside the rounded corner")
        #expect(extremes(frame, in: scaled(CGRect(x: 14, y: 18, width: 16, height: 20))).darkest < 200, "glass")
        let placeholder = extremes(frame, in: scaled(CGRect(x: 40, y: 14, width: 60, height: 28))).darkest
        #expect(placeholder < 220 && placeholder > 100, "placeholder in the placeholder color")
    }
}
