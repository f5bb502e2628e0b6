import Testing
import UIKit

// Table editing as iOS code writes it: Xcode's UITableViewController template with its commented
// editing methods turned on (an edit button, deleting, inserting and moving rows), and a
// list view controller with swipe actions from its delegate.

final class TodoTableViewController: UITableViewController {
    var todos = ["Milk", "Bread", "Eggs"]
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Todo")
        tableView.allowsSelectionDuringEditing = true
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { todos.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Todo", for: indexPath)
        cell.textLabel?.text = todos[indexPath.row]
        cell.showsReorderControl = true
        cell.editingAccessoryType = .detailButton
        cell.indentationLevel = 1
        cell.indentationWidth = 12
        return cell
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete {
            todos.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        } else if editingStyle == .insert {
            todos.insert("New", at: indexPath.row)
            tableView.insertRows(at: [indexPath], with: .automatic)
        }
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, moveRowAt fromIndexPath: IndexPath, to: IndexPath) {
        todos.insert(todos.remove(at: fromIndexPath.row), at: to.row)
    }

    override func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        indexPath.row == todos.count - 1 ? .insert : .delete
    }

    override func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { "Remove" }

    override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }

    override func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }

    override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        super.tableView(tableView, willBeginEditingRowAt: indexPath)
        events.append("willBegin")
    }

    override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        super.tableView(tableView, didEndEditingRowAt: indexPath)
        events.append("didEnd")
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        events.append("setEditing \(editing)")
    }
}

final class MailboxViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    var messages = ["Hello", "Invoice", "Lunch?"]
    private(set) var flagged: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completionHandler in
            self?.messages.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completionHandler(true)
        }
        delete.image = UIImage(systemName: "trash")
        let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] action, sourceView, completion in
            self?.flagged.append(indexPath.row)
            completion(true)
        }
        flag.backgroundColor = .systemOrange
        let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
}

@MainActor
@Suite("iOS-style client code: table editing and swipe actions")
struct TableEditingCallShapesTests {
    @Test("Xcode's editing template: the edit button toggles the table; the delete control commits")
    func editingTemplate() {
        let controller = TodoTableViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        controller.editButtonItem.performPrimaryAction()
        #expect(controller.isEditing && controller.tableView.isEditing)
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.isEditing == true && cell?.editingStyle == .delete)
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.editingStyle == .insert)
        #expect(cell?.indentationLevel == 0 && cell?.indentationWidth == 12)
        controller.tableView.setEditing(false, animated: true)
        #expect(!controller.tableView.isEditing)
        controller.tableView.isEditing = true
        #expect(controller.tableView.allowsMultipleSelectionDuringEditing == false)
    }

    @Test("a mail-style list offers swipe actions from its delegate")
    func swipeActions() {
        let controller = MailboxViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let configuration = controller.tableView(
            controller.tableView, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0))
        #expect(configuration?.actions.map(\.title) == ["Delete", "Flag"])
        #expect(configuration?.performsFirstActionWithFullSwipe == false)
        let flag = configuration!.actions[1]
        flag.handler(flag, UIView()) { performed in #expect(performed) }
        #expect(controller.flagged == [0])
        let style: UIContextualAction.Style = .destructive
        #expect(configuration?.actions[0].style == style)
    }
}

// A photo grid reordered with a long press, as iOS 9's interactive movement is driven (the
// `#selector(handleLongPress(_:))` of such code is the method reference `interlude port` writes).
final class ReorderableGridController: UICollectionViewController {
    var photos = Array(0..<12)

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        let press = UILongPressGestureRecognizer(target: self, action: ReorderableGridController.handleLongPress)
        collectionView.addGestureRecognizer(press)
    }

    func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
        switch gesture.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: gesture.location(in: collectionView)) else {
                break
            }
            collectionView.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(gesture.location(in: gesture.view!))
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        true
    }

    override func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        photos.insert(photos.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }

    override func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
}

@MainActor
@Suite("iOS-style client code: interactive movement and section moves")
struct InteractiveMovementCallShapesTests {
    @Test("a grid moves an item from its long-press handler's calls; sections move in batches")
    func gridMovement() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let controller = ReorderableGridController(collectionViewLayout: layout)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let began = controller.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        #expect(began)
        controller.collectionView.cancelInteractiveMovement()
        #expect(controller.photos == Array(0..<12))
        controller.collectionView.performBatchUpdates({ controller.collectionView.moveSection(0, toSection: 0) })
        #expect(controller.collectionView.numberOfSections == 1)
    }
}
