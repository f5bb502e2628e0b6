import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A cell laid out with constraints: a box 12 points inside the content view, its height a
/// constraint, its bottom held to the content view's at 999 (so a taller box never conflicts with
/// the row's current height while the row catches up).
@MainActor
final class ConstrainedCell: UITableViewCell {
    let box = UIView(frame: .zero)
    var boxHeight: NSLayoutConstraint!

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        boxHeight = box.heightAnchor.constraint(equalToConstant: 60)
        let bottom = box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            boxHeight, bottom,
        ])
    }

    required init?(coder: NSCoder) { return nil }
}

/// Self-sizing rows (`rowHeight = automaticDimension`) whose cells use Auto Layout.
///
/// UIKit: `rowHeight`'s default, `automaticDimension`, "causes the table view to choose an
/// appropriate height based on your cell's content"
/// (https://developer.apple.com/documentation/uikit/uitableview/rowheight); with constraints that
/// is the content view's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
/// — "the optimal size of the view based on its constraints and the specified fitting priorities"
/// (https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)) —
/// at the row's width (required) and the smallest height (fitting-size level), plus the separator.
@MainActor
@Suite("UITableView self-sizing rows with Auto Layout")
struct TableViewSelfSizingTests {
    private let separator = 1 / UIScreen.main.scale

    @Test("a constrained cell's row is its content view's fitting height (12 + 60 + 12) plus the separator")
    func fittingHeightFromConstraints() {
        let source = TableSource(counts: [3])
        let (window, table) = makeTable(source, rowHeight: UITableView.automaticDimension, cellClass: ConstrainedCell.self)
        defer { withExtendedLifetime(window) {} }
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! ConstrainedCell
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 84 + separator)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 84 + separator)
        #expect(cell.contentView.frame.height == 84)
        #expect(cell.box.frame == CGRect(x: 16, y: 12, width: 368, height: 60))
        // The measuring did not move the cell: the engine's own solution is untouched.
        #expect(cell.contentView.frame.width == 400)
    }

    @Test("the fitting width is the content view's: an accessory narrows it, the constraints follow")
    func fittingWidthIsTheContentWidth() {
        let source = TableSource(counts: [1])
        let (window, table) = makeTable(source, rowHeight: UITableView.automaticDimension, cellClass: ConstrainedCell.self)
        defer { withExtendedLifetime(window) {} }
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! ConstrainedCell
        cell.accessoryType = .checkmark
        cell.boxHeight.constant = 30
        let width = cell.contentWidth(forCellWidth: 400)
        #expect(width < 400)
        #expect(table.fittingHeight(of: cell, width: 400) == 54 + separator)
        // systemLayoutSizeFitting answers without changing the view's size.
        let fitted = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: width, height: 54))
        #expect(cell.contentView.frame.height == 84)
    }

    @Test("a height constraint's new constant and beginUpdates/endUpdates re-measure the row, animated")
    func constantChangeResizesRow() {
        let source = TableSource(counts: [3])
        let (window, table) = makeTable(source, rowHeight: UITableView.automaticDimension, cellClass: ConstrainedCell.self)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! ConstrainedCell
        let below = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        cell.boxHeight.constant = 160
        table.beginUpdates()
        table.endUpdates()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 184 + separator)
        #expect(below.frame.minY == 184 + separator)
        // Halfway through the 0.3 s ease-in-ease-out row animation the row below is midway.
        window.advance(by: UITableView.rowAnimationDuration / 2)
        #expect(abs(below.layer.presentation()!.frame.minY - (84 + 184) / 2 - separator) < 1e-9)
        window.advance(by: UITableView.rowAnimationDuration / 2)
        #expect(cell.box.frame.height == 160 && cell.contentView.frame.height == 184)
    }

    @Test("a cell without constraints still sizes itself with sizeThatFits(_:)")
    func manualCellUsesSizeThatFits() {
        let source = TableSource(counts: [2])
        source.fittingHeights[IndexPath(row: 0, section: 0)] = 70
        let (_, table) = makeTable(source, rowHeight: UITableView.automaticDimension, cellClass: SizedCell.self)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(!cell.contentView.subtreeTakesPartInAutoLayout)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 70)
    }
}
