import Foundation
import Interlude

/// Scrolling a table: the cost of one frame (move the content offset, lay out the rows that come
/// into view, reuse the ones that leave) for 100 rows and for 10,000 — flat in the row count.
@MainActor
enum TableScrollBenchmark {
    /// Rows of standard cells with a title, the text chosen from a fixed set (no formatting per frame).
    final class Rows: NSObject, UITableViewDataSource {
        let count: Int
        let titles = (0..<100).map { "Row \($0)" }

        init(count: Int) { self.count = count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = titles[indexPath.row % titles.count]
            cell.accessoryType = indexPath.row % 3 == 0 ? .disclosureIndicator : .none
            return cell
        }
    }

    /// Per-frame CPU time scrolling `rows` rows at 420 points per second (7 points a frame) back
    /// and forth over the first 3,556 points (what a 100-row table can scroll on an 844-point
    /// screen), starting `start` points down; and heap allocations per frame.
    static func perFrame(rows: Int, start: CGFloat) -> (nanoseconds: Double, allocations: Double) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let source = Rows(count: rows)
        let table = UITableView(frame: window.bounds)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.rowHeight = 44
        table.dataSource = source
        window.addSubview(table)
        window.makeKeyAndVisible()
        table.layoutIfNeeded()
        let span: CGFloat = 100 * 44 - 844
        var travelled: CGFloat = 0
        var step: CGFloat = 7
        func frame() {
            travelled += step
            if travelled >= span || travelled <= 0 { step = -step }
            table.contentOffset = CGPoint(x: 0, y: start + travelled)
            table.layoutIfNeeded()
        }
        // One full pass first, so that every cell the scroll needs exists.
        for _ in 0..<Int(2 * span / 7) { frame() }
        let nanoseconds = measure(seconds: 1, batch: 60) { frame() }
        let frames = 600
        let allocated = allocations { for _ in 0..<frames { frame() } }
        return (nanoseconds, Double(allocated) / Double(frames))
    }

    static func run() {
        let small = perFrame(rows: 100, start: 0)
        let large = perFrame(rows: 10_000, start: 0)
        let deep = perFrame(rows: 10_000, start: 200_000)
        for (name, figure) in [("100 rows", small), ("10,000 rows", large), ("10,000 rows at 200,000 pt", deep)] {
            let label = "table scroll, \(name):".padding(toLength: 41, withPad: " ", startingAt: 0)
            print(
                label + String(format: "%6.2f µs/frame, %5.1f allocations/frame", figure.nanoseconds / 1000, figure.allocations))
        }
    }
}
