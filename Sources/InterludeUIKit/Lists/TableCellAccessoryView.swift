/// The standard accessory a cell draws at its trailing edge for its ``UITableViewCell/accessoryType``.
///
/// Drawn with Core Graphics (iOS draws SF Symbols; the shapes and sizes here are Interlude's):
/// the disclosure indicator is an 8 × 13-point chevron in `tertiaryLabel`; the checkmark a
/// 14 × 11-point tick in the tint color; the detail button a 22-point circled "i" in the tint
/// color; the detail disclosure button that button, 10 points, then the chevron.
@MainActor
final class TableCellAccessoryView: UIView {
    let type: UITableViewCell.AccessoryType

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: type)))
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { return nil }

    /// The accessory's size in points (zero for `.none`).
    static func size(of type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator: CGSize(width: 8, height: 13)
        case .checkmark: CGSize(width: 14, height: 11)
        case .detailButton: CGSize(width: 22, height: 22)
        case .detailDisclosureButton: CGSize(width: 40, height: 22)
        }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setLineCap(.round)
        context.setLineJoin(.round)
        switch type {
        case .none:
            break
        case .disclosureIndicator:
            drawChevron(in: context, at: 0)
        case .checkmark:
            context.setStrokeColor(tintColor.cgColor)
            context.setLineWidth(2)
            context.beginPath()
            context.move(to: CGPoint(x: 1.5, y: 6))
            context.addLine(to: CGPoint(x: 5.5, y: 9.5))
            context.addLine(to: CGPoint(x: 12.5, y: 1.5))
            context.strokePath()
        case .detailButton:
            drawDetailButton(in: context)
        case .detailDisclosureButton:
            drawDetailButton(in: context)
            drawChevron(in: context, at: 32)
        }
    }

    private func drawChevron(in context: CGContext, at x: CGFloat) {
        let top = (bounds.height - 13) / 2
        context.setStrokeColor(UIColor.tertiaryLabel.cgColor)
        context.setLineWidth(2)
        context.beginPath()
        context.move(to: CGPoint(x: x + 1.5, y: top + 1.5))
        context.addLine(to: CGPoint(x: x + 6.5, y: top + 6.5))
        context.addLine(to: CGPoint(x: x + 1.5, y: top + 11.5))
        context.strokePath()
    }

    private func drawDetailButton(in context: CGContext) {
        context.setStrokeColor(tintColor.cgColor)
        context.setFillColor(tintColor.cgColor)
        context.setLineWidth(1.5)
        context.strokeEllipse(in: CGRect(x: 1, y: 1, width: 20, height: 20))
        context.fillEllipse(in: CGRect(x: 10, y: 5.5, width: 2, height: 2))
        context.fill(CGRect(x: 10.25, y: 9, width: 1.5, height: 7.5))
    }
}
