import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Reads a view's frame as shown at the current clock time.
@MainActor
private func presentedFrame(_ view: UIView) -> CGRect { view.layer.presentation()!.frame }

@MainActor
@Suite("UITableView batch updates")
struct TableViewBatchUpdateTests {
    // Row animations last UITableView.rowAnimationDuration (0.3 s) on the ease-in-ease-out curve,
    // which is exactly one half at half time: mid-animation values are the averages.
    private let half = UITableView.rowAnimationDuration / 2

    @Test("an inserted row slides in from the left while the rows below move down")
    func insertLeft() {
        let source = TableSource(counts: [10])
        let (window, table) = makeTable(source)
        let oldRow1 = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        source.counts = [11]
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .left)
        #expect(table.contentSize.height == 484)
        let inserted = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(inserted !== oldRow1)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === oldRow1)
        #expect(inserted.frame == CGRect(x: 0, y: 44, width: 400, height: 44))
        window.advance(by: half)
        #expect(presentedFrame(inserted) == CGRect(x: -200, y: 44, width: 400, height: 44))
        #expect(presentedFrame(oldRow1) == CGRect(x: 0, y: 66, width: 400, height: 44))
        window.advance(by: half)
        #expect(presentedFrame(inserted) == CGRect(x: 0, y: 44, width: 400, height: 44))
        #expect(presentedFrame(oldRow1) == CGRect(x: 0, y: 88, width: 400, height: 44))
    }

    @Test("a deleted row fades out, then its cell goes back to the queue at full opacity")
    func deleteFade() {
        let source = TableSource(counts: [10])
        let (window, table) = makeTable(source)
        let deleted = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        let below = table.cellForRow(at: IndexPath(row: 5, section: 0))!
        var finished: Bool?
        table.performBatchUpdates(
            {
                source.counts = [9]
                table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            }, completion: { finished = $0 })
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === below)
        window.advance(by: half)
        expectClose(CGFloat(deleted.layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
        #expect(presentedFrame(below).minY == CGFloat(5 * 44 - 22))
        #expect(finished == nil)
        window.advance(by: half)
        #expect(finished == true)
        #expect(deleted.superview == nil && deleted.alpha == 1)
        #expect(table.visibleCells.count == 9)
        #expect(table.visibleCells.map { table.indexPath(for: $0)?.row } == Array(0..<9))
    }

    @Test("beginUpdates/endUpdates animates a height change from the delegate")
    func heightChange() {
        let source = TableSource(counts: [10])
        let (window, table) = makeTable(source)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let second = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        source.heights[IndexPath(row: 0, section: 0)] = 144
        table.beginUpdates()
        table.endUpdates()
        #expect(table.contentSize.height == 540)
        window.advance(by: half)
        #expect(presentedFrame(first).height == 94)
        #expect(presentedFrame(second).minY == 94)
        #expect(first.contentView.layer.presentation()!.frame.height > 44)
        window.advance(by: half)
        #expect(presentedFrame(second).minY == 144)
        expectClose(first.contentView.frame.height, 144 - 1.0 / 3, tolerance: 1e-9)
    }

    @Test("a self-sizing row is measured again in an update, as a cell's content grows")
    func selfSizingGrowth() {
        let source = TableSource(counts: [5])
        let (window, table) = makeTable(source, rowHeight: UITableView.automaticDimension, cellClass: SizedCell.self)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! SizedCell
        cell.fittingHeight = 100
        table.performBatchUpdates(nil)
        window.advance(by: half)
        #expect(presentedFrame(table.cellForRow(at: IndexPath(row: 1, section: 0))!).minY == 72)
        window.advance(by: half)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 100)
    }

    @Test("a moved row's cell travels to its new place")
    func move() {
        let source = TableSource(counts: [10])
        let (window, table) = makeTable(source)
        let moving = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let shifting = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === moving)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === shifting)
        window.advance(by: half)
        #expect(presentedFrame(moving).minY == 66)
        #expect(presentedFrame(shifting).minY == 22)
    }

    @Test("inserting rows at the top pushes rows that were on screen off it; they leave after the animation")
    func pushOffScreen() {
        let source = TableSource(counts: [30])
        let (window, table) = makeTable(source)
        let last = table.cellForRow(at: IndexPath(row: 18, section: 0))!
        source.counts = [35]
        table.insertRows(at: (0..<5).map { IndexPath(row: $0, section: 0) }, with: .top)
        #expect(table.cellForRow(at: IndexPath(row: 23, section: 0)) == nil)
        #expect(last.superview === table)
        window.advance(by: half)
        #expect(presentedFrame(last).minY == CGFloat(18 * 44 + 23 * 44) / 2)
        window.advance(by: half)
        #expect(last.superview == nil)
        #expect(table.visibleCells.count == 19)
    }

    @Test("a row animation inside an enclosing UIView.animate follows that animation's duration")
    func inheritsEnclosingAnimation() {
        let source = TableSource(counts: [10])
        let (window, table) = makeTable(source)
        let second = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        source.heights[IndexPath(row: 0, section: 0)] = 144
        UIView.animate(withDuration: 1) {
            table.beginUpdates()
            table.endUpdates()
        }
        window.advance(by: 0.5)
        #expect(presentedFrame(second).minY == 94)
    }

    @Test("inside a property animator (seed 003's Show More) the rows follow the animator, and the batch completes")
    func insidePropertyAnimator() {
        let source = TableSource(counts: [10])
        let (window, table) = makeTable(source)
        let second = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        source.heights[IndexPath(row: 0, section: 0)] = 144
        var completed: Bool?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            table.performBatchUpdates(nil) { completed = $0 }
        }
        animator.startAnimation()
        window.advance(by: 0.25)
        #expect(presentedFrame(second).minY == CGFloat(44 + 25))
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        #expect(presentedFrame(second).minY == 94)
        animator.startAnimation()
        window.advance(by: 1)
        #expect(presentedFrame(second).minY == 144)
        #expect(completed == true)
    }
}
