import InterludeTestSupport
import Testing
@testable import InterludeUIKit

@MainActor
@Suite("UITableView swipe actions")
struct TableViewSwipeActionsTests {
    private func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    /// Two trailing actions, "Flag" (normal) outermost and "Archive" (normal), recording their
    /// handlers' calls; each handler calls its completion with `performed`.
    private func flagAndArchive(log: @escaping (String) -> Void, performed: Bool? = true) -> UISwipeActionsConfiguration {
        let flag = UIContextualAction(style: .normal, title: "Flag") { action, view, completion in
            log("Flag \(view.superview is SwipeActionsView)")
            if let performed { completion(performed) }
        }
        let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, completion in
            log("Archive")
            if let performed { completion(performed) }
        }
        return UISwipeActionsConfiguration(actions: [flag, archive])
    }

    // UIContextualAction (https://developer.apple.com/documentation/uikit/uicontextualaction) and
    // performsFirstActionWithFullSwipe, true by default
    // (https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe).
    @Test("a contextual action keeps its style, title and handler; a configuration full-swipes by default")
    func model() {
        var calls = 0
        let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
            calls += 1
            completion(true)
        }
        #expect(action.style == .destructive && action.title == "Delete" && action.image == nil)
        #expect(action.backgroundColor == .systemRed)
        #expect(UIContextualAction(style: .normal, title: nil) { _, _, _ in }.backgroundColor == .systemGray)
        action.backgroundColor = .systemBlue
        #expect(action.backgroundColor == .systemBlue)
        action.handler(action, UIView(frame: .zero)) { _ in }
        #expect(calls == 1)
        let configuration = UISwipeActionsConfiguration(actions: [action])
        #expect(configuration.actions.count == 1 && configuration.actions[0] === action)
        #expect(configuration.performsFirstActionWithFullSwipe)
        #expect(UIContextualAction.Style.normal.rawValue == 0 && UIContextualAction.Style.destructive.rawValue == 1)
    }

    // The swipe enters editing mode after tableView(_:willBeginEditingRowAt:) and leaves it with
    // tableView(_:didEndEditingRowAt:)
    // (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willbegineditingrowat:)).
    @Test("a drag to the left reveals the trailing actions; the table is editing until the row closes")
    func swipeReveals() {
        let source = EditableSource(count: 10)
        var handled: [String] = []
        source.trailing = { _ in self.flagAndArchive(log: { handled.append($0) }) }
        let (window, table) = makeEditableTable(source)
        window.drag(from: CGPoint(x: 300, y: 44 + 22), to: CGPoint(x: 100, y: 44 + 22), duration: 0.3)
        window.advance(by: 1)
        #expect(source.log == ["willBeginEditing 1"])
        #expect(table.isEditing)
        let cell = table.cellForRow(at: row(1))!
        let actions = cell.editingState.actionsView
        #expect(actions?.actions.map(\.title) == ["Flag", "Archive"])
        #expect(cell.editingState.swipeOffset == -(actions?.naturalWidth ?? 0))
        // The first action is outermost: at the right edge.
        #expect(actions.map { $0.convert($0.buttons[0].frame, to: cell).maxX } == 400)
        // No editing controls in swipe-to-delete mode, and no row was selected.
        #expect(cell.editingState.editControl == nil)
        #expect(table.indexPathForSelectedRow == nil)

        window.tap(at: CGPoint(x: 390, y: 44 + 22))
        #expect(handled == ["Flag true"])
        window.advance(by: 1)
        #expect(source.log == ["willBeginEditing 1", "didEndEditing 1"])
        #expect(!table.isEditing)
        #expect(cell.editingState.swipeOffset == 0 && cell.editingState.actionsView == nil)
    }

    @Test("a quick swipe, over before the scroll view's touch delay, opens the row too")
    func quickSwipe() {
        let source = EditableSource(count: 10)
        source.trailing = { _ in self.flagAndArchive(log: { _ in }) }
        let (window, table) = makeEditableTable(source)
        window.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 120, y: 22), duration: UIScrollView.contentTouchDelay / 2)
        window.advance(by: 1)
        let cell = table.cellForRow(at: row(0))!
        #expect(cell.editingState.swipeOffset == -(cell.editingState.actionsView?.naturalWidth ?? 0))
        #expect(source.log == ["willBeginEditing 0"])
    }

    @Test("the row stays open until the handler calls its completion")
    func completionCloses() {
        let source = EditableSource(count: 10)
        var completion: ((Bool) -> Void)?
        let action = UIContextualAction(style: .normal, title: "Later") { _, _, done in completion = done }
        source.trailing = { _ in UISwipeActionsConfiguration(actions: [action]) }
        let (window, table) = makeEditableTable(source)
        window.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 150, y: 22), duration: 0.3)
        window.advance(by: 1)
        window.tap(at: CGPoint(x: 390, y: 22))
        window.advance(by: 1)
        #expect(completion != nil)
        #expect(table.cellForRow(at: row(0))?.editingState.actionsView != nil)
        completion?(false)
        window.advance(by: 1)
        #expect(table.cellForRow(at: row(0))?.editingState.actionsView == nil)
        #expect(source.log == ["willBeginEditing 0", "didEndEditing 0"])
    }

    @Test("a short drag closes the row again; a drag to the right reveals the leading actions")
    func shortDragAndLeading() {
        let source = EditableSource(count: 10)
        var handled: [String] = []
        source.trailing = { _ in self.flagAndArchive(log: { handled.append($0) }) }
        let read = UIContextualAction(style: .normal, title: "Read") { _, _, done in done(true) }
        source.leading = { _ in UISwipeActionsConfiguration(actions: [read]) }
        let (window, table) = makeEditableTable(source)
        window.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 270, y: 22), duration: 0.3)
        window.advance(by: 1)
        #expect(table.cellForRow(at: row(0))?.editingState.swipeOffset == 0)
        #expect(source.log == ["willBeginEditing 0", "didEndEditing 0"])
        window.drag(from: CGPoint(x: 100, y: 66), to: CGPoint(x: 250, y: 66), duration: 0.3)
        window.advance(by: 1)
        let cell = table.cellForRow(at: row(1))!
        #expect(cell.editingState.actionsView?.actions.map(\.title) == ["Read"])
        #expect(cell.editingState.swipeOffset == SwipeActionsView.minimumButtonWidth)
    }

    @Test("a full swipe performs the first action, unless the configuration turns it off")
    func fullSwipe() {
        let source = EditableSource(count: 10)
        var handled: [String] = []
        var fullSwipe = true
        source.trailing = { _ in
            let configuration = self.flagAndArchive(log: { handled.append($0) })
            configuration.performsFirstActionWithFullSwipe = fullSwipe
            return configuration
        }
        let (window, table) = makeEditableTable(source)
        window.drag(from: CGPoint(x: 390, y: 22), to: CGPoint(x: 20, y: 22), duration: 0.3)
        window.advance(by: 1)
        #expect(handled == ["Flag true"])
        #expect(table.cellForRow(at: row(0))?.editingState.swipeOffset == 0)
        fullSwipe = false
        window.drag(from: CGPoint(x: 390, y: 66), to: CGPoint(x: 20, y: 66), duration: 0.3)
        window.advance(by: 1)
        #expect(handled == ["Flag true"])
        let cell = table.cellForRow(at: row(1))!
        #expect(cell.editingState.swipeOffset == -(cell.editingState.actionsView?.naturalWidth ?? 0))
    }

    // An empty configuration or a row that is not deletable has nothing to reveal.
    @Test("a row with no actions does not swipe; a vertical drag scrolls")
    func noActions() {
        let source = EditableSource(count: 40)
        source.style = { _ in .none }
        let (window, table) = makeEditableTable(source)
        window.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 100, y: 22), duration: 0.3)
        window.advance(by: 1)
        #expect(source.log.isEmpty)
        #expect(table.cellForRow(at: row(0))?.editingState.actionsView == nil)
        source.trailing = { _ in UISwipeActionsConfiguration(actions: []) }
        window.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 100, y: 22), duration: 0.3)
        window.advance(by: 1)
        #expect(source.log.isEmpty)
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3)
        #expect(table.contentOffset.y > 0)
    }

    @Test("a Delete action from the data source's commit path deletes the row")
    func swipeToDelete() {
        let source = EditableSource(count: 5)
        let (window, table) = makeEditableTable(source)
        // Nil configuration, an editable row with the `.delete` style: the table's Delete button.
        window.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 150, y: 22), duration: 0.3)
        window.advance(by: 1)
        #expect(table.cellForRow(at: row(0))?.editingState.actionsView?.actions.map(\.title) == ["Delete"])
        window.tap(at: CGPoint(x: 390, y: 22))
        window.advance(by: 1)
        #expect(source.log == ["willBeginEditing 0", "commit delete 0", "didEndEditing 0"])
        #expect(table.numberOfRows(inSection: 0) == 4)
    }

    // UICellConfigurationState.isSwiped
    // (https://developer.apple.com/documentation/uikit/uicellconfigurationstate-swift.struct).
    @Test("a swiped row's configuration state is swiped until it closes, and its update handler hears both")
    func swipedState() {
        let source = EditableSource(count: 10)
        source.trailing = { _ in self.flagAndArchive(log: { _ in }) }
        let (window, table) = makeEditableTable(source)
        let cell = table.cellForRow(at: row(1))!
        var states: [Bool] = []
        cell.configurationUpdateHandler = { _, state in states.append(state.isSwiped) }
        cell.layoutIfNeeded()
        #expect(states == [false])
        window.drag(from: CGPoint(x: 300, y: 44 + 22), to: CGPoint(x: 100, y: 44 + 22), duration: 0.3)
        window.advance(by: 1)
        #expect(cell.configurationState.isSwiped)
        #expect(states.last == true)
        window.tap(at: CGPoint(x: 100, y: 400))
        window.advance(by: 1)
        #expect(!cell.configurationState.isSwiped)
        #expect(states.last == false)
    }

    @Test("UITableViewController enters editing mode while a row is swiped open")
    func controllerFollowsSwipe() {
        final class Controller: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            override func tableView(
                _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
            ) -> UISwipeActionsConfiguration? {
                UISwipeActionsConfiguration(actions: [
                    UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
                ])
            }
        }
        let controller = Controller(style: .plain)
        let window = makeWindow()
        window.rootViewController = controller
        controller.tableView.contentInsetAdjustmentBehavior = .never
        controller.tableView.rowHeight = 44
        window.layoutIfNeeded()
        window.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 150, y: 22), duration: 0.3)
        window.advance(by: 1)
        #expect(controller.isEditing && controller.tableView.isEditing)
        #expect(controller.editButtonItem.title == "Done")
        let cell = controller.tableView.cellForRow(at: row(0))
        #expect(cell?.editingState.editControl == nil && cell?.editingState.actionsView != nil)
        controller.editButtonItem.performPrimaryAction()
        window.advance(by: 1)
        #expect(!controller.isEditing && !controller.tableView.isEditing)
        #expect(cell?.editingState.actionsView == nil)
    }
}
