import Testing
@testable import InterludeUIKit

/// A cell that counts how often it is handed out again.
@MainActor
final class CountingCell: UITableViewCell {
    var reuseCount = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A cell whose height is set from outside (a self-sizing cell without Auto Layout).
@MainActor
final class SizedCell: UITableViewCell {
    var fittingHeight: CGFloat = 44
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: fittingHeight) }
}

/// A data source and delegate over row counts per section, recording what the table asks and tells.
@MainActor
final class TableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var log: [String] = []
    var heights: [IndexPath: CGFloat] = [:]
    var fittingHeights: [IndexPath: CGFloat] = [:]
    var headerHeight: CGFloat?
    var headerTitles: [Int: String] = [:]
    var redirectSelection: [IndexPath: IndexPath?] = [:]
    var cellIdentifier = "Cell"
    /// Every distinct cell the table was given, to count cells created.
    var distinctCells = Set<ObjectIdentifier>()
    var cellForRowCalls = 0

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        cellForRowCalls += 1
        distinctCells.insert(ObjectIdentifier(cell))
        cell.textLabel?.text = "Row \(indexPath.row)"
        if let sized = cell as? SizedCell { sized.fittingHeight = fittingHeights[indexPath] ?? 44 }
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeight ?? tableView.sectionHeaderHeight
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.row)")
        return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return redirectSelection[indexPath] ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.row)")
    }
}

/// A 400 × 800 window with a plain table filling it, rows from `source` in `cellClass` cells.
@MainActor
func makeTable(
    _ source: TableSource, style: UITableView.Style = .plain, rowHeight: CGFloat? = 44,
    cellClass: UITableViewCell.Type = CountingCell.self
) -> (UIWindow, UITableView) {
    let window = makeWindow()
    let table = UITableView(frame: window.bounds, style: style)
    // The table fills a window under the status bar: UIKit's default `.automatic` would add the
    // 47-point status bar and 34-point home indicator and rest it at y = -47 (see
    // ScrollViewInsetAdjustmentTests). These tests are about rows, reuse and updates; their
    // frames and visible rows are worked out from offset 0 without insets.
    table.contentInsetAdjustmentBehavior = .never
    table.register(cellClass, forCellReuseIdentifier: "Cell")
    if let rowHeight { table.rowHeight = rowHeight }
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    table.layoutIfNeeded()
    return (window, table)
}

/// A `width` × `height` (400 × 800) window with a table of `style` filling it (no inset adjustment, 44-point rows,
/// `UITableViewCell` registered as "Cell"), set up by `configure` before its data source and
/// delegate are set and it is laid out.
@MainActor
func makeListTable(
    dataSource: UITableViewDataSource, delegate: UITableViewDelegate?, style: UITableView.Style = .plain,
    width: CGFloat = 400, height: CGFloat = 800, configure: (UITableView) -> Void = { _ in }
) -> (UIWindow, UITableView) {
    let window = makeWindow(width: width, height: height)
    let table = UITableView(frame: window.bounds, style: style)
    table.contentInsetAdjustmentBehavior = .never
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.rowHeight = 44
    configure(table)
    table.dataSource = dataSource
    table.delegate = delegate
    window.addSubview(table)
    table.layoutIfNeeded()
    return (window, table)
}
