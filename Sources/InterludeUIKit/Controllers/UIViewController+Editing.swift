/// Editing mode, UIKit's rules
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/isediting and
/// .../editbuttonitem): the edit button reads Edit, or Done while editing, and a tap on it calls
/// `setEditing(_:animated:)` with the opposite state, animated.
extension UIViewController {
    /// Records the new state and updates the edit button, if one was made.
    func editingChanged(to editing: Bool) {
        _isEditing = editing
        if let item = _editButtonItem { showEditingState(on: item) }
    }

    func makeEditButtonItemIfNeeded() -> UIBarButtonItem {
        if let item = _editButtonItem { return item }
        let item = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
        item.setTarget(self, action: UIViewController.editButtonTapped)
        _editButtonItem = item
        showEditingState(on: item)
        return item
    }

    private func showEditingState(on item: UIBarButtonItem) {
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
    }

    /// The edit button's action.
    private func editButtonTapped() { setEditing(!isEditing, animated: true) }
}
