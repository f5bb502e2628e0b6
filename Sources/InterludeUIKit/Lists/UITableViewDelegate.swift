/// The object that sizes a table view's rows and hears about display and selection, UIKit's
/// `UITableViewDelegate`. Every method is optional (a default implementation is provided); it is
/// also the table's ``UIScrollViewDelegate``.
///
/// Selection by a tap calls, in order: `tableView(_:willSelectRowAt:)` (which may redirect or
/// refuse the selection), with single selection `tableView(_:willDeselectRowAt:)` and
/// `tableView(_:didDeselectRowAt:)` for the row selected before, then `tableView(_:didSelectRowAt:)`.
/// Tapping a selected row with `allowsMultipleSelection` deselects it (`willDeselect`, `didDeselect`).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row at `indexPath`. Default: the table's ``UITableView/rowHeight``;
    /// ``UITableView/automaticDimension`` sizes the row to its cell.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// An estimate of the height of a self-sizing row before its cell is measured. Default: the
    /// table's ``UITableView/estimatedRowHeight``.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of `section`'s header. Default: the table's ``UITableView/sectionHeaderHeight``;
    /// ``UITableView/automaticDimension`` fits the title (none without one).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer. Default: the table's ``UITableView/sectionFooterHeight``.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// An estimate of the height of `section`'s self-sizing header before it is measured.
    /// Default: the table's ``UITableView/estimatedSectionHeaderHeight``.
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// An estimate of the height of `section`'s self-sizing footer before it is measured.
    /// Default: the table's ``UITableView/estimatedSectionFooterHeight``.
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    /// A view to show as `section`'s header instead of the title. Default nil.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A view to show as `section`'s footer instead of the title. Default nil.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// `cell` is about to be shown for the row at `indexPath`.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// `cell` left the screen (or its row was deleted) and goes back to the reuse queue.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// `view` is about to be shown as `section`'s header (after the cells of the same layout pass).
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// `view` is about to be shown as `section`'s footer (after the section's header).
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// `section`'s header `view` left the screen (or its section was deleted or reloaded).
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    /// `section`'s footer `view` left the screen (or its section was deleted or reloaded).
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
    /// The detail button (``UITableViewCell/AccessoryType/detailButton`` or
    /// ``UITableViewCell/AccessoryType/detailDisclosureButton``) of the row at `indexPath` was
    /// tapped; the row is not selected.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// Whether a touch on the row highlights it. Default true.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted by a touch.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight ended (the finger lifted or the table started scrolling).
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row a tap is about to select: `indexPath`, another one, or nil to select none. Default `indexPath`.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row a tap is about to deselect: `indexPath`, another one, or nil to keep it. Default `indexPath`.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap selected the row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// A tap deselected the row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The editing control of an editable row. Default `.delete`.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// The title of the row's Delete button. Default nil: "Delete".
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Whether the row's content moves right for its editing control. Default: the cell's
    /// ``UITableViewCell/shouldIndentWhileEditing``.
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// A swipe is about to open the row: the table enters editing mode (without editing controls).
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The swiped row closed: the table left editing mode.
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    /// Where a row dragged from `sourceIndexPath` over `proposedDestinationIndexPath` goes.
    /// Default: the proposal.
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    /// The indentation level of the row's cell. Default: the cell's ``UITableViewCell/indentationLevel``.
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    /// The actions a swipe from the leading edge reveals. Default nil: none.
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// The actions a swipe from the trailing edge reveals. Default nil: the table's Delete action
    /// for a row whose data source or delegate said it is editable with the `.delete` style.
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
}

extension UITableViewDelegate {
    /// The table's `rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// The table's `estimatedRowHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// The table's `sectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The table's `sectionFooterHeight`.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// The table's `estimatedSectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    /// The table's `estimatedSectionFooterHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    /// No view: the title, if any, is shown.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// No view: the title, if any, is shown.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// True.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// `indexPath`: the tapped row is selected.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// `indexPath`: the tapped row is deselected.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// `.delete` (not an answer: the table knows the delegate left it to the default).
    public func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        tableView.answeredByDefault = true
        return .delete
    }
    /// Nil: "Delete".
    public func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { nil }
    /// True (not an answer: the cell's own setting stays).
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        tableView.answeredByDefault = true
        return true
    }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// The proposal.
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    /// 0 (not an answer: the cell's own level stays).
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        tableView.answeredByDefault = true
        return 0
    }
    /// Nil.
    public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// Nil.
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
}
