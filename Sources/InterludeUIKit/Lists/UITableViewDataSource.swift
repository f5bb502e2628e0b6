/// The object that tells a table view what to show, UIKit's `UITableViewDataSource`: how many
/// sections and rows, the cell of each row, section titles. The first two methods are required;
/// the others are optional (a default implementation is provided).
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell showing the row at `indexPath`, usually from
    /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections. Default 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header, or nil for none. Default nil.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer, or nil for none. Default nil.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row at `indexPath` shows an editing control in editing mode (and may be swiped
    /// to delete). Default true.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row at `indexPath` shows a reordering control in editing mode. Without an
    /// answer, the cell's ``UITableViewCell/showsReorderControl`` decides (UIKit looks for
    /// `tableView(_:moveRowAt:to:)`, which Swift cannot see is implemented).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user dragged the row at `sourceIndexPath` to `destinationIndexPath`: the data should
    /// follow (the table has already moved the row). Does nothing by default.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The user tapped the insertion control (`.insert`) or the Delete button (`.delete`) of the
    /// row at `indexPath`: change the data and call ``UITableView/insertRows(at:with:)`` or
    /// ``UITableView/deleteRows(at:with:)`` to match. Does nothing by default.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// The titles of the section index shown along the table's trailing edge (e.g. "A" to "Z"),
    /// or nil for no index. Default nil.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section the index title `title`, at `index` in ``sectionIndexTitles(for:)``, stands
    /// for: the table scrolls to its top when the title is touched. `NSNotFound` scrolls nowhere.
    /// Default `index`.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// True (not an answer: the table knows the data source left it to the default).
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableView.answeredByDefault = true
        return true
    }
    /// False (not an answer: the cell's `showsReorderControl` decides).
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        tableView.answeredByDefault = true
        return false
    }
    /// Does nothing.
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    /// Does nothing.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// No section index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The title's position, as if the index had a title per section in order (Interlude's
    /// answer: Apple does not say what a table does without one).
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}
