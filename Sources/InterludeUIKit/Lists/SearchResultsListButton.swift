/// The results-list button at the end of a search field (``UISearchBar/showsSearchResultsButton``):
/// a bulleted-list glyph in the secondary label color (Interlude's drawing of iOS's glyph) that
/// sends `.touchUpInside` when tapped.
@MainActor
final class SearchResultsListButton: UIControl {
    /// The glyph's size, with its trailing padding.
    static let size = CGSize(width: 30, height: 20)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let color = UIColor.secondaryLabel.cgColor
        context.setFillColor(color)
        context.setStrokeColor(color)
        context.setLineWidth(1.75)
        context.setLineCap(.round)
        let middle = bounds.midY
        for offset in [-5.0, 0.0, 5.0] {
            let y = middle + CGFloat(offset)
            context.fillEllipse(in: CGRect(x: 4, y: y - 1.25, width: 2.5, height: 2.5))
            context.beginPath()
            context.move(to: CGPoint(x: 9.5, y: y))
            context.addLine(to: CGPoint(x: 20, y: y))
            context.strokePath()
        }
    }
}
