/// A control a cell draws in editing mode: the deletion or insertion control at its leading edge,
/// the reordering control at its trailing edge.
///
/// Drawn with Core Graphics (iOS draws SF Symbols; sizes here are Interlude's): deletion is a
/// 22-point `systemRed` circle with a white bar, insertion a `systemGreen` one with a white plus,
/// both centred in the control; reordering is three 18-point `systemGray` bars, 5 points apart.
/// The controls take no touches: the table decides what a touch on them does.
@MainActor
final class TableCellEditControl: UIView {
    /// Which control.
    enum Kind {
        case delete, insert, reorder
    }

    let kind: Kind

    init(kind: Kind) {
        self.kind = kind
        super.init(frame: .zero)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        switch kind {
        case .delete, .insert:
            context.setFillColor((kind == .delete ? UIColor.systemRed : UIColor.systemGreen).cgColor)
            context.fillEllipse(in: CGRect(x: center.x - 11, y: center.y - 11, width: 22, height: 22))
            context.setFillColor(UIColor.white.cgColor)
            context.fill(CGRect(x: center.x - 6, y: center.y - 1, width: 12, height: 2))
            if kind == .insert { context.fill(CGRect(x: center.x - 1, y: center.y - 6, width: 2, height: 12)) }
        case .reorder:
            context.setFillColor(UIColor.systemGray.cgColor)
            for dy: CGFloat in [-5, 0, 5] {
                context.fill(CGRect(x: center.x - 9, y: center.y + dy - 0.75, width: 18, height: 1.5))
            }
        }
    }
}
