import InterludeTestSupport
import Testing
@testable import InterludeUIKit

@MainActor
@Suite("UITableView reordering")
struct TableViewReorderingTests {
    private func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    /// Drags the reordering control of row `from` (44-point rows) by `dy` points, holding it first
    /// past the scroll view's touch delay, and lets go.
    private func dragControl(in window: UIWindow, row from: Int, by dy: CGFloat) {
        let start = CGPoint(x: 390, y: CGFloat(from) * 44 + 22)
        window.sendTouch(.began, at: start)
        window.advance(by: UIScrollView.contentTouchDelay)
        window.dragMove(to: CGPoint(x: 390, y: start.y + dy), duration: 0.3)
        window.sendTouch(.ended, at: CGPoint(x: 390, y: start.y + dy))
    }

    // The data source hears the move when the user drags the reordering control
    // (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)),
    // after the delegate's retarget
    // (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:targetindexpathformovefromrowat:toproposedindexpath:)).
    @Test("dragging a reordering control moves the row where its middle lands")
    func dragMovesRow() {
        let source = EditableSource(count: 6)
        source.canMove = { _ in true }
        let (window, table) = makeEditableTable(source)
        table.setEditing(true, animated: false)
        let moved = table.cellForRow(at: row(0))
        dragControl(in: window, row: 0, by: 44 * 2)
        #expect(source.log == ["target 0 proposed 1", "target 0 proposed 2", "move 0 to 2"])
        #expect(source.items == ["Item 1", "Item 2", "Item 0", "Item 3", "Item 4", "Item 5"])
        window.advance(by: 1)
        #expect(table.cellForRow(at: row(2)) === moved)
        expectClose(moved?.frame.minY ?? 0, 88)
        #expect(table.cellForRow(at: row(0))?.textLabel?.text == "Item 1")
        // No selection from the drag, and the scroll view did not move.
        #expect(table.indexPathForSelectedRow == nil && table.contentOffset.y == 0)
    }

    @Test("the row follows the finger while dragged")
    func rowFollowsFinger() {
        let source = EditableSource(count: 6)
        source.canMove = { _ in true }
        let (window, table) = makeEditableTable(source)
        table.setEditing(true, animated: false)
        window.sendTouch(.began, at: CGPoint(x: 390, y: 66))
        window.advance(by: UIScrollView.contentTouchDelay)
        window.dragMove(to: CGPoint(x: 390, y: 66 + 30), duration: 0.2)
        expectClose(table.cellForRow(at: row(1))?.frame.minY ?? 0, 44 + 30)
        // Its middle is over row 2, which slides up into the gap; row 3 stays.
        window.advance(by: UITableView.reorderGapDuration)
        expectClose(table.cellForRow(at: row(2))?.frame.minY ?? 0, 44)
        expectClose(table.cellForRow(at: row(3))?.frame.minY ?? 0, 44 * 3)
        window.dragMove(to: CGPoint(x: 390, y: 20), duration: 0.2)
        window.advance(by: UITableView.reorderGapDuration)
        // Now over row 0, which slides down; row 2 is back.
        expectClose(table.cellForRow(at: row(0))?.frame.minY ?? 0, 44)
        expectClose(table.cellForRow(at: row(2))?.frame.minY ?? 0, 88)
        window.sendTouch(.ended, at: CGPoint(x: 390, y: 20))
        #expect(source.log.last == "move 1 to 0")
    }

    @Test("the delegate can redirect the move; a row let go in place does not move")
    func retarget() {
        let source = EditableSource(count: 6)
        source.canMove = { _ in true }
        source.moveTarget = { _, _ in IndexPath(row: 4, section: 0) }
        let (window, table) = makeEditableTable(source)
        table.setEditing(true, animated: false)
        dragControl(in: window, row: 1, by: 44)
        #expect(source.log == ["target 1 proposed 2", "move 1 to 4"])
        window.advance(by: 1)
        source.log = []
        source.moveTarget = nil
        dragControl(in: window, row: 3, by: 10)
        #expect(source.log.isEmpty)
        window.advance(by: 1)
        expectClose(table.cellForRow(at: row(3))?.frame.minY ?? 0, 44 * 3)
    }

    @Test("a row that cannot move has no control to drag: the drag scrolls")
    func cannotMove() {
        let source = EditableSource(count: 40)
        source.canMove = { _ in false }
        let (window, table) = makeEditableTable(source)
        table.setEditing(true, animated: false)
        dragControl(in: window, row: 5, by: -200)
        #expect(!source.log.contains { $0.hasPrefix("move") })
        #expect(table.contentOffset.y > 0)
    }
}
