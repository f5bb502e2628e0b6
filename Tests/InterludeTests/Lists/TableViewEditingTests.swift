import InterludeTestSupport
import Testing
@testable import InterludeUIKit

@MainActor
@Suite("UITableView editing mode")
struct TableViewEditingTests {
    private func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    // "the table view goes into editing mode by calling setEditing(_:animated:) on each visible
    // UITableViewCell object" (https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:));
    // isEditing defaults to false (https://developer.apple.com/documentation/uikit/uitableview/isediting).
    @Test("setEditing(_:animated:) calls setEditing(_:animated:) on each visible cell")
    func setEditingReachesVisibleCells() {
        let source = EditableSource(count: 40)
        let (_, table) = makeEditableTable(source)
        #expect(!table.isEditing)
        table.setEditing(true, animated: true)
        #expect(table.isEditing)
        let cells = table.visibleCells.compactMap { $0 as? EditingRecordingCell }
        #expect(cells.count == 19)
        #expect(cells.allSatisfy { $0.isEditing && $0.editingCalls.last.map { $0 == (true, true) } == true })
        table.isEditing = false
        #expect(cells.allSatisfy { !$0.isEditing && $0.editingCalls.last.map { $0 == (false, false) } == true })
    }

    @Test("rows scrolled into view while editing come in editing")
    func newRowsEdit() {
        let source = EditableSource(count: 40)
        let (_, table) = makeEditableTable(source)
        table.setEditing(true, animated: false)
        table.contentOffset.y = 44 * 20
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: row(25))?.isEditing == true)
        #expect(table.cellForRow(at: row(25))?.editingStyle == .delete)
    }

    // The delegate's style applies to editable rows; without it a row is `.delete`
    // (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:editingstyleforrowat:)).
    // A cell's style defaults to `.none`
    // (https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.property).
    @Test("an editable row shows its delegate's editing style and indents its content; others show none")
    func editingStyles() {
        let source = EditableSource(count: 5)
        source.canEdit = { $0.row != 1 }
        source.style = { $0.row == 2 ? .insert : .delete }
        let (_, table) = makeEditableTable(source)
        #expect(table.cellForRow(at: row(0))?.editingStyle == UITableViewCell.EditingStyle.none)
        table.setEditing(true, animated: false)
        let styles = (0..<3).map { table.cellForRow(at: row($0))?.editingStyle }
        #expect(styles == [.delete, UITableViewCell.EditingStyle.none, .insert])
        #expect(table.cellForRow(at: row(0))?.contentView.frame.minX == UITableViewCell.editControlWidth)
        #expect(table.cellForRow(at: row(1))?.contentView.frame.minX == 0)
        #expect(UITableViewCell.EditingStyle.delete.rawValue == 1 && UITableViewCell.EditingStyle.insert.rawValue == 2)
    }

    @Test("shouldIndentWhileEditing false keeps the content in place beside the control")
    func noIndent() {
        let source = EditableSource(count: 5)
        let (_, table) = makeEditableTable(source)
        table.cellForRow(at: row(0))?.shouldIndentWhileEditing = false
        table.setEditing(true, animated: false)
        let cell = table.cellForRow(at: row(0))
        #expect(cell?.contentView.frame.minX == 0)
        #expect(cell?.editingState.editControl?.superview === cell)
    }

    @Test("animated, the controls and the content slide in over the editing duration")
    func animatedEntrance() {
        let source = EditableSource(count: 5)
        let (window, table) = makeEditableTable(source)
        table.setEditing(true, animated: true)
        let cell = table.cellForRow(at: row(0))!
        #expect(cell.contentView.frame.minX == UITableViewCell.editControlWidth)
        window.advance(by: UITableViewCell.editingAnimationDuration / 2)
        let midway = cell.contentView.layer.presentation()?.frame.minX ?? -1
        #expect(midway > 0 && midway < UITableViewCell.editControlWidth)
        window.advance(by: UITableViewCell.editingAnimationDuration)
        #expect(cell.contentView.layer.presentation()?.frame.minX == UITableViewCell.editControlWidth)
    }

    // "tapping the insertion (green plus) control or Delete button … the table view sends this
    // message" (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)).
    @Test("tapping the insertion control commits .insert")
    func insertionControl() {
        let source = EditableSource(count: 5)
        source.style = { _ in .insert }
        let (window, table) = makeEditableTable(source)
        table.setEditing(true, animated: false)
        window.tap(at: CGPoint(x: 20, y: 44 * 2 + 22))
        #expect(source.log == ["commit insert 2"])
        window.advance(by: 1)
        #expect(table.numberOfRows(inSection: 0) == 6)
    }

    @Test("tapping the deletion control reveals the Delete button; tapping it commits .delete")
    func deletionControl() {
        let source = EditableSource(count: 5)
        source.deleteTitle = "Remove"
        let (window, table) = makeEditableTable(source)
        table.setEditing(true, animated: false)
        window.tap(at: CGPoint(x: 20, y: 44 + 22))
        window.advance(by: 1)
        let cell = table.cellForRow(at: row(1))!
        let actions = cell.editingState.actionsView
        #expect(actions?.actions.map(\.title) == ["Remove"])
        #expect(actions?.actions.first?.style == .destructive)
        #expect(cell.editingState.swipeOffset == -(actions?.naturalWidth ?? 0))
        #expect(source.log.isEmpty)
        window.tap(at: CGPoint(x: 390, y: 44 + 22))
        #expect(source.log == ["commit delete 1"])
        window.advance(by: 1)
        #expect(source.items == ["Item 0", "Item 2", "Item 3", "Item 4"])
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.isEditing)
    }

    @Test("a tap elsewhere closes the Delete button without committing or selecting")
    func tapElsewhereCloses() {
        let source = EditableSource(count: 5)
        let (window, table) = makeEditableTable(source)
        table.allowsSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        window.tap(at: CGPoint(x: 20, y: 22))
        window.advance(by: 1)
        #expect(table.cellForRow(at: row(0))?.editingState.actionsView != nil)
        window.tap(at: CGPoint(x: 200, y: 44 * 3 + 22))
        window.advance(by: 1)
        #expect(table.cellForRow(at: row(0))?.editingState.actionsView == nil)
        #expect(table.cellForRow(at: row(0))?.editingState.swipeOffset == 0)
        #expect(source.log.isEmpty)
    }

    // allowsSelectionDuringEditing defaults to false
    // (https://developer.apple.com/documentation/uikit/uitableview/allowsselectionduringediting); a cell in
    // editing mode can be selected when it or allowsMultipleSelectionDuringEditing is true
    // (Programming iOS 6, "Table View Editing").
    @Test("in editing mode a tap selects only with allowsSelectionDuringEditing")
    func selectionDuringEditing() {
        let source = EditableSource(count: 5)
        let (window, table) = makeEditableTable(source)
        #expect(!table.allowsSelectionDuringEditing && !table.allowsMultipleSelectionDuringEditing)
        table.setEditing(true, animated: false)
        window.tap(at: CGPoint(x: 200, y: 22))
        #expect(table.indexPathForSelectedRow == nil)
        table.allowsSelectionDuringEditing = true
        window.tap(at: CGPoint(x: 200, y: 22))
        #expect(table.indexPathForSelectedRow == row(0))
        table.allowsMultipleSelectionDuringEditing = true
        window.tap(at: CGPoint(x: 200, y: 66))
        #expect(table.indexPathsForSelectedRows == [row(0), row(1)])
    }

    // indentationWidth defaults to 10 points; the indentation is the level times the width
    // (https://developer.apple.com/documentation/uikit/uitableviewcell/indentationwidth and
    // .../indentationlevel).
    @Test("indentationLevel × indentationWidth indents the built-in content; the delegate sets the level")
    func indentation() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Text"
        #expect(cell.indentationLevel == 0 && cell.indentationWidth == 10)
        cell.layoutIfNeeded()
        let plain = cell.textLabel!.frame.minX
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(cell.textLabel!.frame.minX == plain + 20)

        let source = EditableSource(count: 3)
        source.indentationLevel = { $0.row }
        let (_, table) = makeEditableTable(source)
        #expect((0..<3).map { table.cellForRow(at: row($0))?.indentationLevel } == [0, 1, 2])
    }

    // Without an editing accessory, "the cell's accessory view will vanish when in editing mode"
    // (Programming iOS 6, "Table View Editing", O'Reilly).
    @Test("the editing accessory replaces the accessory while editing; without one there is none")
    func editingAccessory() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .disclosureIndicator
        cell.setEditing(true, animated: false)
        #expect(cell.shownAccessory == nil)
        cell.setEditing(false, animated: false)
        cell.editingAccessoryType = .checkmark
        cell.layoutIfNeeded()
        #expect((cell.shownAccessory as? TableCellAccessoryView)?.type == .disclosureIndicator)
        cell.setEditing(true, animated: false)
        #expect((cell.shownAccessory as? TableCellAccessoryView)?.type == .checkmark)
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        cell.editingAccessoryView = custom
        #expect(cell.shownAccessory === custom && custom.superview === cell)
        cell.isEditing = false
        #expect((cell.shownAccessory as? TableCellAccessoryView)?.type == .disclosureIndicator)
        #expect(custom.superview == nil)
    }

    // The reordering control "temporarily replaces any accessory view"
    // (https://developer.apple.com/documentation/uikit/uitableviewcell/showsreordercontrol);
    // canMoveRowAt false hides it (…/uitableviewdatasource/tableview(_:canmoverowat:)).
    @Test("the reordering control shows for rows that can move, in place of the accessory")
    func reorderControl() {
        let source = EditableSource(count: 3)
        source.canMove = { $0.row != 1 }
        let (_, table) = makeEditableTable(source)
        table.cellForRow(at: row(0))?.accessoryType = .disclosureIndicator
        table.setEditing(true, animated: false)
        let shows = (0..<3).map { table.cellForRow(at: row($0))?.showsReorderControlNow }
        #expect(shows == [true, false, true])
        #expect(table.cellForRow(at: row(0))?.shownAccessory == nil)
        #expect(
            table.cellForRow(at: row(0))?.contentView.frame.maxX
                == 400 - UITableViewCell.reorderControlWidth)
    }

    @Test("without an answer to canMoveRowAt, the cell's showsReorderControl decides")
    func reorderControlFromCell() {
        let source = EditableSource(count: 3)
        let (_, table) = makeEditableTable(source)
        #expect(table.cellForRow(at: row(0))?.showsReorderControl == false)
        table.cellForRow(at: row(2))?.showsReorderControl = true
        table.setEditing(true, animated: false)
        let shows = (0..<3).map { table.cellForRow(at: row($0))?.showsReorderControlNow }
        #expect(shows == [false, false, true])
    }

    // UITableViewController puts its table in editing mode (UIKit's class reference:
    // https://developer.apple.com/documentation/uikit/uitableviewcontroller), and the edit button
    // calls setEditing(_:animated:) (https://developer.apple.com/documentation/uikit/uiviewcontroller/editbuttonitem).
    @Test("UITableViewController.setEditing puts its table in editing mode; the edit button toggles both")
    func controllerForwards() {
        let controller = UITableViewController(style: .plain)
        let window = makeWindow()
        window.rootViewController = controller
        window.layoutIfNeeded()
        controller.setEditing(true, animated: false)
        #expect(controller.tableView.isEditing)
        let button = controller.editButtonItem
        #expect(button.title == "Done")
        button.performPrimaryAction()
        #expect(!controller.isEditing && !controller.tableView.isEditing)
        #expect(button.title == "Edit")
    }
}
