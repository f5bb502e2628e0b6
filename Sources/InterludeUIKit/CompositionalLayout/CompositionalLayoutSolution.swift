/// What a compositional layout computed when it was prepared: every element's attributes, and
/// the groups' spans along the scrolling axis for finding the cells in a rectangle.
@MainActor
struct CompositionalLayoutSolution {
    /// The cells of one placed group: their span along the scrolling axis and their indices.
    struct Line {
        var start: CGFloat
        /// The farthest end of this line and every line before it, so that the ends only grow
        /// and a binary search over them is sound even when a custom group's cells overlap the next.
        var end: CGFloat
        var items: Range<Int>
    }

    /// How a pinned boundary item stays in view: a header at the start of the visible area, a
    /// footer at its end, a side item anywhere in it (pushed only as far as needed).
    enum PinRule { case header, footer, side }

    /// A boundary item or badge, and what pins it: its rule and the span it stays in.
    struct Supplement {
        var attributes: UICollectionViewLayoutAttributes
        var pin: (rule: PinRule, body: ClosedRange<CGFloat>)?
    }

    /// The cells, section by section in item order.
    var cells: [UICollectionViewLayoutAttributes] = []
    /// The index in ``cells`` of each section's first cell.
    var sectionStarts: [Int] = []
    var lines: [Line] = []
    var supplements: [Supplement] = []
    var decorations: [UICollectionViewLayoutAttributes] = []
    /// The orthogonally scrolling sections, in section order; their cells in ``cells`` show
    /// where they are at the strips' offsets.
    var strips: [OrthogonalStrip] = []
    var contentSize: CGSize = .zero
    /// The collection view's size when the layout was prepared.
    var preparedSize: CGSize?
    /// The collection view's insets the content insets references stood for then.
    var referenceInsets: ReferenceInsets?
    /// The insets of the container section providers were given (the configuration's reference).
    var containerInsets = NSDirectionalEdgeInsets.zero
    var axis = LayoutAxis.vertical

    /// The attributes of the cell at `indexPath`, or nil.
    func cell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sectionStarts.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
        let end = indexPath.section + 1 < sectionStarts.count ? sectionStarts[indexPath.section + 1] : cells.count
        let index = sectionStarts[indexPath.section] + indexPath.item
        return index < end ? cells[index] : nil
    }

    /// The cells that overlap `rect`: the lines from the first whose end passes `rect`'s start
    /// (binary search) to the first that starts past its end.
    func cells(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let (low, high) = axis.span(rect)
        var result: [UICollectionViewLayoutAttributes] = []
        var index = firstSpan(endingAfter: low, count: lines.count) { lines[$0].end }
        while index < lines.count, lines[index].start < high {
            for item in lines[index].items where cells[item].frame.intersects(rect) { result.append(cells[item]) }
            index += 1
        }
        return result
    }

    /// Adds the cells `from` onwards as one line.
    mutating func closeLine(from start: Int) {
        guard start < cells.count else { return }
        let spans = cells[start...].map { axis.span($0.frame) }
        let lineStart = spans.map(\.min).min() ?? 0
        let lineEnd = max(spans.map(\.max).max() ?? 0, lines.last?.end ?? -.infinity)
        lines.append(Line(start: lineStart, end: lineEnd, items: start..<cells.count))
    }
}
