import Interlude

/// The lock screen's list (the seed's table view): rows stacked top to bottom with 12 pt gaps,
/// each as tall as its ``WidgetCell/widgetHeight`` or its own frame. It bounces vertically, so it
/// can be pulled down to present the settings.
@MainActor
package final class WidgetListView: UIScrollView {
    static let margin: CGFloat = 16
    static let gap: CGFloat = 12

    package private(set) var rows: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        alwaysBounceVertical = true
        clipsToBounds = false
    }

    required init?(coder: NSCoder) { return nil }

    func addRow(_ row: UIView) {
        rows.append(row)
        addSubview(row)
        (row as? WidgetCell)?.tableView = self
        setNeedsLayout()
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        var y = Self.margin
        for row in rows {
            let height = (row as? WidgetCell)?.widgetHeight ?? row.bounds.height
            row.frame = CGRect(x: Self.margin, y: y, width: bounds.width - 2 * Self.margin, height: height)
            y += height + Self.gap
        }
        contentSize = CGSize(width: bounds.width, height: y)
    }
}
