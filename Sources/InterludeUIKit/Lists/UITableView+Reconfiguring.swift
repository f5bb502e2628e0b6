extension UITableView {
    /// Asks the data source again for the cells on screen at `indexPaths` (index paths in the
    /// current geometry), handing each its own cell when it dequeues for it (see
    /// ``reconfigureRows(at:)``). A different cell returned takes the row's place.
    func reconfigureCells(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in Set(indexPaths) {
            guard let cell = cellsByIndexPath[indexPath] else { continue }
            reconfiguringCells[indexPath] = cell
            let returned = dataSource.tableView(self, cellForRowAt: indexPath)
            reconfiguringCells[indexPath] = nil
            guard returned !== cell else { continue }
            prepare(returned, for: indexPath)
            returned.frame = cell.frame
            insertCell(returned)
            cellsByIndexPath[indexPath] = returned
            removeDisplayed(cell, at: indexPath)
            tableDelegate?.tableView(self, willDisplay: returned, forRowAt: indexPath)
        }
    }
}
