/// The view of one ``UICellAccessory`` in a list cell: a drawn glyph (Core Graphics; iOS draws
/// SF Symbols, so sizes and colors are Interlude's), a label or a custom view. Accessories with
/// an action are controls: a tap (touch up inside) runs it.
///
/// Glyphs: the disclosure chevron 8 × 13 points in `tertiaryLabel`; the checkmark 14 × 11 in the
/// tint color; the detail button a 22-point circled "i" in the tint color; deletion and
/// insertion 22-point `systemRed` and `systemGreen` circles with a white bar or plus; the
/// reordering grip three 18-point `systemGray` bars; the multiselection circle 22 points, a
/// `tertiaryLabel` ring, filled with the tint and a white check while selected; the outline
/// chevron 13 points, pointing down while expanded, in `tertiaryLabel` for cells and the tint
/// color for headers; labels in body `secondaryLabel`.
@MainActor
final class CellAccessoryView: UIControl {
    let accessory: UICellAccessory
    /// Whether the cell is selected (multiselection) or expanded (outline disclosure).
    var isOn = false { didSet { if isOn != oldValue { setNeedsDisplay() } } }
    /// Whether a `.automatic` outline disclosure takes the header look.
    var isHeaderStyle = false { didSet { setNeedsDisplay() } }
    private var label: UILabel?

    init(_ accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
        switch accessory.kind {
        case .label(let text, let font):
            let label = UILabel(frame: .zero)
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.textColor = accessory.tintColor ?? .secondaryLabel
            addSubview(label)
            self.label = label
        case .custom(let view, _, _):
            addSubview(view)
        default: break
        }
        isUserInteractionEnabled = accessory.actionHandler != nil || isCustom
        isHidden = accessory.isHidden
        frame.size = naturalSize
    }

    required init?(coder: NSCoder) { return nil }

    private var isCustom: Bool {
        if case .custom = accessory.kind { return true }
        return false
    }

    /// The glyph's, label's or custom view's own size.
    var naturalSize: CGSize {
        switch accessory.kind {
        case .disclosureIndicator: CGSize(width: 8, height: 13)
        case .checkmark: CGSize(width: 14, height: 11)
        case .detail, .delete, .insert, .multiselect: CGSize(width: 22, height: 22)
        case .reorder: CGSize(width: 18, height: 12)
        case .outlineDisclosure: CGSize(width: 13, height: 13)
        case .label: label?.sizeThatFits(.zero) ?? .zero
        case .custom(let view, _, _): view.bounds.size == .zero ? view.sizeThatFits(.zero) : view.bounds.size
        }
    }

    /// The width the accessory takes: its own, or its reserved width when wider.
    var layoutWidth: CGFloat {
        switch accessory.reservedLayoutWidth {
        case .actual, .standard: naturalSize.width
        case .custom(let width): max(width, naturalSize.width)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = naturalSize
        let frame = CGRect(
            x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        label?.frame = frame
        if case .custom(let view, _, _) = accessory.kind { view.frame = frame }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let viewTint: UIColor = tintColor
        let tint = accessory.tintColor ?? viewTint
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        switch accessory.kind {
        case .disclosureIndicator:
            stroke(context, accessory.tintColor ?? .tertiaryLabel, width: 2, [(-2.5, -5), (2.5, 0), (-2.5, 5)], around: c)
        case .outlineDisclosure(let style):
            let header = style == .header || (style == .automatic && isHeaderStyle)
            let color = accessory.tintColor ?? (header ? viewTint : .tertiaryLabel)
            let points: [(CGFloat, CGFloat)] = isOn ? [(-5, -2.5), (0, 2.5), (5, -2.5)] : [(-2.5, -5), (2.5, 0), (-2.5, 5)]
            stroke(context, color, width: 2, points, around: c)
        case .checkmark:
            stroke(context, tint, width: 2, [(-5.5, 0.5), (-1.5, 4), (5.5, -4)], around: c)
        case .detail:
            context.setStrokeColor(tint.cgColor)
            context.setLineWidth(1.5)
            context.strokeEllipse(in: CGRect(x: c.x - 10, y: c.y - 10, width: 20, height: 20))
            context.setFillColor(tint.cgColor)
            context.fillEllipse(in: CGRect(x: c.x - 1, y: c.y - 5.5, width: 2, height: 2))
            context.fill(CGRect(x: c.x - 0.75, y: c.y - 2, width: 1.5, height: 7.5))
        case .delete, .insert:
            let isDelete: Bool = { if case .delete = accessory.kind { return true } else { return false } }()
            context.setFillColor((accessory.backgroundColor ?? (isDelete ? .systemRed : .systemGreen)).cgColor)
            context.fillEllipse(in: CGRect(x: c.x - 11, y: c.y - 11, width: 22, height: 22))
            context.setFillColor((accessory.tintColor ?? .white).cgColor)
            context.fill(CGRect(x: c.x - 6, y: c.y - 1, width: 12, height: 2))
            if !isDelete { context.fill(CGRect(x: c.x - 1, y: c.y - 6, width: 2, height: 12)) }
        case .reorder:
            context.setFillColor((accessory.tintColor ?? .systemGray).cgColor)
            for dy: CGFloat in [-5, 0, 5] { context.fill(CGRect(x: c.x - 9, y: c.y + dy - 0.75, width: 18, height: 1.5)) }
        case .multiselect:
            let circle = CGRect(x: c.x - 11, y: c.y - 11, width: 22, height: 22)
            if isOn {
                context.setFillColor((accessory.backgroundColor ?? tint).cgColor)
                context.fillEllipse(in: circle)
                stroke(context, .white, width: 2, [(-5, 0), (-1.5, 3.5), (5, -3.5)], around: c)
            } else {
                context.setStrokeColor(UIColor.tertiaryLabel.cgColor)
                context.setLineWidth(1.5)
                context.strokeEllipse(in: circle.insetBy(dx: 0.75, dy: 0.75))
            }
        case .label, .custom: break
        }
    }

    private func stroke(_ context: CGContext, _ color: UIColor, width: CGFloat, _ points: [(CGFloat, CGFloat)], around c: CGPoint)
    {
        context.setStrokeColor(color.cgColor)
        context.setLineWidth(width)
        context.beginPath()
        for (index, point) in points.enumerated() {
            let p = CGPoint(x: c.x + point.0, y: c.y + point.1)
            if index == 0 { context.move(to: p) } else { context.addLine(to: p) }
        }
        context.strokePath()
    }
}
