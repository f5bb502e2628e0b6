import Foundation

/// Filler rows, as UIKit documents ``UITableView/fillerRowHeight``: a plain table whose rows do
/// not fill it can show empty rows below the last one, drawn as their separators. `0` (the
/// default since iOS 15) shows none; ``UITableView/automaticDimension`` gives them the last row's
/// height (the default before iOS 15); a positive value is their height
/// (https://developer.apple.com/documentation/uikit/uitableview/fillerrowheight).
///
/// They are drawn from the end of the content down to the bottom of the visible area, with the
/// table's separator color and inset, and only in plain tables with single-line separators and
/// no table footer view (a footer view is how apps hid them before iOS 15: Apple's CloudKitCatalog
/// sample sets `tableFooterView = UIView()` "removing the empty cells of a plain table").
extension UITableView {
    /// The height of a filler row now, or nil when there are none.
    var shownFillerRowHeight: CGFloat? {
        guard style == .plain, separatorStyle != .none, tableFooterView == nil else { return nil }
        if fillerRowHeight > 0 { return fillerRowHeight }
        guard fillerRowHeight == Self.automaticDimension else { return nil }
        let sections = (0..<layout.numberOfSections).filter { layout.numberOfRows(inSection: $0) > 0 }
        guard let last = sections.last else {
            // Without rows there is no last row to match: the row height, or UIKit's 44-point row
            // (Interlude's choice; Apple's page does not say).
            return rowHeight > 0 ? rowHeight : UITableViewCell.standardHeight
        }
        return layout.rowSpan(IndexPath(row: layout.numberOfRows(inSection: last) - 1, section: last)).height
    }

    /// Shows the filler rows below the content, if any, behind the rows.
    func placeFillerRows() {
        let top = layout.contentHeight
        guard let height = shownFillerRowHeight, height > 0, top < bounds.maxY else {
            fillerRowsView?.removeFromSuperview()
            fillerRowsView = nil
            return
        }
        let view = fillerRowsView ?? TableFillerRowsView(frame: .zero)
        if fillerRowsView == nil {
            view.isOpaque = false
            view.isUserInteractionEnabled = false
            view.contentMode = .redraw
            fillerRowsView = view
            insertSubview(view, at: backgroundView == nil ? 0 : 1)
        }
        view.frame = CGRect(x: 0, y: top, width: bounds.width, height: bounds.maxY - top)
        view.style = .init(
            rowHeight: height, color: separatorColor ?? .separator, inset: separatorInset,
            thickness: 1 / UIScreen.main.scale)
    }
}

/// The separators of a table's filler rows: a hairline at the bottom of each row.
@MainActor
final class TableFillerRowsView: UIView {
    struct Style: Equatable {
        var rowHeight: CGFloat
        var color: UIColor
        var inset: UIEdgeInsets
        var thickness: CGFloat
    }

    var style = Style(rowHeight: 44, color: .separator, inset: .zero, thickness: 1) {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    override func draw(_ rect: CGRect) {
        guard style.rowHeight > 0, let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(style.color.cgColor)
        let width = max(0, bounds.width - style.inset.left - style.inset.right)
        var bottom = style.rowHeight
        while bottom <= bounds.height {
            context.fill(CGRect(x: style.inset.left, y: bottom - style.thickness, width: width, height: style.thickness))
            bottom += style.rowHeight
        }
    }
}
