import Testing
@testable import InterludeUIKit

/// A cell that records its `setEditing(_:animated:)` calls.
@MainActor
final class EditingRecordingCell: UITableViewCell {
    var editingCalls: [(Bool, Bool)] = []
    override func setEditing(_ editing: Bool, animated: Bool) {
        editingCalls.append((editing, animated))
        super.setEditing(editing, animated: animated)
    }
}

/// A one-section data source and delegate over a list of names that can be edited, swiped and
/// reordered, recording what the table tells it.
@MainActor
final class EditableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var items: [String]
    var log: [String] = []
    var canEdit: (IndexPath) -> Bool = { _ in true }
    var canMove: ((IndexPath) -> Bool)?
    var style: (IndexPath) -> UITableViewCell.EditingStyle = { _ in .delete }
    var deleteTitle: String?
    var indentationLevel: ((IndexPath) -> Int)?
    var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var moveTarget: ((IndexPath, IndexPath) -> IndexPath)?

    init(count: Int) { items = (0..<count).map { "Item \($0)" } }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { canEdit(indexPath) }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        guard let canMove else {
            tableView.answeredByDefault = true
            return false
        }
        return canMove(indexPath)
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        switch editingStyle {
        case .delete:
            log.append("commit delete \(indexPath.row)")
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        case .insert:
            log.append("commit insert \(indexPath.row)")
            items.insert("New", at: indexPath.row)
            tableView.insertRows(at: [indexPath], with: .automatic)
        case .none:
            log.append("commit none")
        }
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        style(indexPath)
    }
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        deleteTitle
    }
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        guard let indentationLevel else {
            tableView.answeredByDefault = true
            return 0
        }
        return indentationLevel(indexPath)
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.append("willBeginEditing \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEndEditing \(indexPath.map { "\($0.row)" } ?? "nil")")
    }
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        log.append("target \(sourceIndexPath.row) proposed \(proposedDestinationIndexPath.row)")
        return moveTarget?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { leading?(indexPath) }
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { trailing?(indexPath) }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }
}

/// A 400 × 800 window with a plain table of 44-point rows from `source`.
@MainActor
func makeEditableTable(
    _ source: EditableSource, cellClass: UITableViewCell.Type = EditingRecordingCell.self
) -> (UIWindow, UITableView) {
    let window = makeWindow()
    let table = UITableView(frame: window.bounds, style: .plain)
    table.contentInsetAdjustmentBehavior = .never
    table.register(cellClass, forCellReuseIdentifier: "Cell")
    table.rowHeight = 44
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    table.layoutIfNeeded()
    return (window, table)
}
