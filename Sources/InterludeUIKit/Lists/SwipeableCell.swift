/// A cell a ``SwipeActionsTracker`` slides open: a table cell, or a list cell in a collection
/// view's list section.
///
/// The cell keeps how far it is swiped and the buttons revealed; it shifts its content by
/// ``swipeOffset`` in `layoutSubviews` and places the buttons with ``layoutSwipeActions(height:)``.
/// Its configuration state is swiped (`isSwiped`) while the offset is not zero.
@MainActor
protocol SwipeableCell: UIView {
    /// How far the content is swiped, in points: negative moves it left (revealing a strip at
    /// the right edge), positive right. Zero when closed.
    var swipeOffset: CGFloat { get set }
    /// The buttons revealed in the strip, while the cell is swiped.
    var swipeActionsView: SwipeActionsView? { get set }
}

extension SwipeableCell {
    /// Fits the revealed buttons to the strip the content moved away from, `height` points tall.
    func layoutSwipeActions(height: CGFloat) {
        guard let actions = swipeActionsView else { return }
        let width = abs(swipeOffset)
        actions.frame = CGRect(x: swipeOffset < 0 ? bounds.width - width : 0, y: 0, width: width, height: height)
        // Above views added after the buttons (accessories, editing controls).
        if subviews.last !== actions { bringSubviewToFront(actions) }
        actions.layoutIfNeeded()
    }
}
