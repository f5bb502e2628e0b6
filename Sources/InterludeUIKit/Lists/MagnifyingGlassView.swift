/// The magnifying glass at the start of a search field: a 14-point ring with a handle in the
/// secondary label color (Interlude's drawing of iOS's glyph).
@MainActor
final class MagnifyingGlassView: UIView {
    /// The glyph's size, with its leading padding.
    static let size = CGSize(width: 28, height: 20)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setStrokeColor(UIColor.secondaryLabel.cgColor)
        context.setLineWidth(1.75)
        context.setLineCap(.round)
        let top = (bounds.height - 15) / 2
        context.strokeEllipse(in: CGRect(x: 8, y: top, width: 11.5, height: 11.5))
        context.beginPath()
        context.move(to: CGPoint(x: 18, y: top + 10.5))
        context.addLine(to: CGPoint(x: 22, y: top + 14.5))
        context.strokePath()
    }
}
