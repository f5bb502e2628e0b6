extension UITableView {
    /// The smallest square a detail button answers touches in: Apple's minimum hit target of
    /// 44 × 44 points (Human Interface Guidelines, "Buttons"); the drawn circle is 22 points.
    static let accessoryButtonHitSize: CGFloat = 44

    /// Where the detail button of the row at `indexPath` answers touches, in the table's
    /// coordinates: the circled "i" of a `.detailButton` or `.detailDisclosureButton` accessory
    /// (the chevron of the latter selects the row, as the rest of the cell does); nil for other
    /// accessories and custom accessory views, which have no button of the table's.
    func accessoryButtonHitRect(ofRowAt indexPath: IndexPath) -> CGRect? {
        guard let cell = cellsByIndexPath[indexPath], let accessory = cell.shownAccessory as? TableCellAccessoryView,
            accessory.type == .detailButton || accessory.type == .detailDisclosureButton
        else { return nil }
        let button = CGRect(x: 0, y: 0, width: 22, height: min(22, accessory.bounds.height))
        let rect = accessory.convert(button, to: self)
        let grow = max(0, Self.accessoryButtonHitSize - rect.width) / 2
        return rect.insetBy(dx: -grow, dy: -max(0, Self.accessoryButtonHitSize - rect.height) / 2)
            .intersection(rectForRowInLayout(indexPath))
    }

    /// A finger going down on a row's detail button: the button takes the touch (the row is not
    /// highlighted). True when it did.
    func accessoryButtonTouchesBegan(_ touches: Set<UITouch>) -> Bool {
        guard touches.count == 1, let point = touches.first?.location(in: self),
            let indexPath = indexPathForRow(at: point), accessoryButtonHitRect(ofRowAt: indexPath)?.contains(point) == true
        else { return false }
        touchedAccessoryRow = indexPath
        return true
    }

    /// A finger lifting from a detail button it went down on: lifted on the button, the delegate
    /// hears `tableView(_:accessoryButtonTappedForRowWith:)`; the row is never selected. True when
    /// the touch was the button's.
    func accessoryButtonTouchesEnded(_ touches: Set<UITouch>) -> Bool {
        guard let indexPath = touchedAccessoryRow else { return false }
        touchedAccessoryRow = nil
        if let point = touches.first?.location(in: self), accessoryButtonHitRect(ofRowAt: indexPath)?.contains(point) == true {
            tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
        }
        return true
    }
}
