import Interlude

/// What the widget view tells its owner (the lock screen) about a press on an icon: the seed's
/// `WidgetsOwnerProtocol`, fed here by ``PressPreviewInteraction`` instead of 3D Touch.
@MainActor
protocol WidgetsOwnerProtocol: AnyObject {
    func startPreview(for forView: UIView)
    func updatePreview(percent: CGFloat)
    func finishPreview()
    func cancelPreview()
}

/// The icons of the favourites widget, four per row; the second row shows when ``expanded``.
/// A press on an icon drives the owner's preview.
@MainActor
package final class WidgetView: UIView, PressPreviewInteractionDelegate {
    static let apps: [(String, UIColor)] = [
        ("Mail", .systemBlue), ("Notes", .systemOrange), ("Maps", .systemGreen), ("Music", .systemPink),
        ("Photos", .systemPurple), ("Clock", .darkGray), ("Weather", .systemTeal), ("Wallet", .systemIndigo),
    ]
    static let perRow = 4
    static let rowHeight: CGFloat = 100

    package private(set) var icons: [IconCell] = []
    weak var owner: WidgetsOwnerProtocol?
    var expanded = false
    private var pressInteraction: PressPreviewInteraction?

    override init(frame: CGRect) {
        super.init(frame: frame)
        for (name, color) in Self.apps {
            let cell = IconCell(name: name, color: color)
            icons.append(cell)
            addSubview(cell)
        }
        pressInteraction = PressPreviewInteraction(view: self, delegate: self)
        reload()
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows the icons the current ``expanded`` state calls for.
    func reload() {
        for (index, cell) in icons.enumerated() { cell.isHidden = !expanded && index >= Self.perRow }
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        let spacing = (bounds.width - CGFloat(Self.perRow) * IconCell.size.width) / CGFloat(Self.perRow + 1)
        for (index, cell) in icons.enumerated() {
            let (row, column) = index.quotientAndRemainder(dividingBy: Self.perRow)
            cell.frame.origin = CGPoint(
                x: spacing + CGFloat(column) * (IconCell.size.width + spacing),
                y: 8 + CGFloat(row) * Self.rowHeight)
        }
    }

    // MARK: PressPreviewInteractionDelegate

    func pressPreviewShouldBegin(at point: CGPoint) -> Bool {
        guard let cell = icons.first(where: { !$0.isHidden && $0.frame.contains(point) }) else { return false }
        owner?.startPreview(for: cell.icon)
        return true
    }

    func pressPreviewDidUpdate(percent: CGFloat, ended: Bool) {
        owner?.updatePreview(percent: percent)
        if ended { owner?.finishPreview() }
    }

    func pressPreviewDidCancel() {
        owner?.cancelPreview()
    }
}
