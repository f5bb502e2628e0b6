import InterludeTestSupport
import Testing
@testable import InterludeUIKit

@MainActor
@Suite("UITableView selection")
struct TableViewSelectionTests {
    // The order of UITableViewDelegate's selection calls: willSelectRowAt, then for the row
    // selected before willDeselectRowAt and didDeselectRowAt, then didSelectRowAt
    // (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdeselectrowat:):
    // "called only if there is an existing selection when the user tries to select a different row").
    @Test("a tap highlights, then selects, deselecting the row selected before")
    func tapSelects() {
        let source = TableSource(counts: [10])
        let (window, table) = makeTable(source)
        window.tap(at: CGPoint(x: 200, y: 44 + 20))
        #expect(source.log == ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "willSelect 1", "didSelect 1"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        source.log = []
        window.tap(at: CGPoint(x: 200, y: 3 * 44 + 20))
        #expect(
            source.log == [
                "shouldHighlight 3", "didHighlight 3", "didUnhighlight 3", "willSelect 3", "willDeselect 1",
                "didDeselect 1", "didSelect 3",
            ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test("with multiple selection a tap on a selected row deselects it")
    func multipleSelection() {
        let source = TableSource(counts: [10])
        let (window, table) = makeTable(source)
        table.allowsMultipleSelection = true
        window.tap(at: CGPoint(x: 200, y: 20))
        window.tap(at: CGPoint(x: 200, y: 44 * 2 + 20))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        source.log = []
        window.tap(at: CGPoint(x: 200, y: 20))
        #expect(source.log == ["shouldHighlight 0", "didHighlight 0", "didUnhighlight 0", "willDeselect 0", "didDeselect 0"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    }

    @Test("willSelectRowAt can redirect or refuse the selection")
    func redirect() {
        let source = TableSource(counts: [10])
        source.redirectSelection = [
            IndexPath(row: 0, section: 0): IndexPath?(IndexPath(row: 4, section: 0)),
            IndexPath(row: 1, section: 0): IndexPath?.none,
        ]
        let (window, table) = makeTable(source)
        window.tap(at: CGPoint(x: 200, y: 20))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        #expect(source.log.last == "didSelect 4")
        source.log = []
        window.tap(at: CGPoint(x: 200, y: 64))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        #expect(source.log.last == "willSelect 1")
    }

    @Test("a drag cancels the highlight and selects nothing; a quick drag never highlights")
    func dragDoesNotSelect() {
        let source = TableSource(counts: [100])
        let (window, table) = makeTable(source)
        // Held past the scroll view's delaysContentTouches wait, the row highlights; the drag
        // then takes the touch.
        window.sendTouch(.began, at: CGPoint(x: 200, y: 400))
        window.advance(by: UIScrollView.contentTouchDelay)
        #expect(source.log.contains("didHighlight 9"))
        window.dragMove(to: CGPoint(x: 200, y: 200), duration: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 200))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(source.log.contains("didUnhighlight 9"))
        #expect(!source.log.contains { $0.hasPrefix("willSelect") })
        // A drag beginning within the wait keeps the touch from the rows altogether.
        window.advance(by: 2)
        source.log = []
        window.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 200), duration: 0.2)
        #expect(!source.log.contains { $0.hasPrefix("didHighlight") || $0.hasPrefix("willSelect") })
    }

    // selectRow(at:animated:scrollPosition:) and deselectRow(at:animated:) do not call the
    // delegate (https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)).
    @Test("selectRow and deselectRow change the selection silently; an animated deselection fades")
    func programmaticSelection() {
        let source = TableSource(counts: [100])
        let (window, table) = makeTable(source)
        table.selectRow(at: IndexPath(row: 50, section: 0), animated: false, scrollPosition: .top)
        #expect(source.log.isEmpty)
        #expect(table.contentOffset.y == 2_200)
        let cell = table.cellForRow(at: IndexPath(row: 50, section: 0))!
        #expect(cell.isSelected)
        let highlight = cell.selectedBackgroundView!
        #expect(highlight.superview === cell && highlight.alpha == 1)
        #expect(highlight.backgroundColor == .systemGray4)
        table.deselectRow(at: IndexPath(row: 50, section: 0), animated: true)
        #expect(table.indexPathForSelectedRow == nil && !cell.isSelected)
        window.advance(by: UITableViewCell.selectionFadeDuration / 2)
        // Ease-in-ease-out is one half at half time.
        expectClose(CGFloat(highlight.layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
        window.advance(by: UITableViewCell.selectionFadeDuration / 2)
        #expect(highlight.layer.presentation()!.opacity == 0)
        #expect(source.log.isEmpty)
    }

    @Test("a reused cell shows its new row's selection state")
    func reusedCellSelection() {
        let source = TableSource(counts: [200])
        let (_, table) = makeTable(source)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.contentOffset = CGPoint(x: 0, y: 2_000)
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
        table.contentOffset = .zero
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    }
}
