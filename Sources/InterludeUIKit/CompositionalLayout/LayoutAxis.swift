/// An axis of a compositional layout — a group's, or the direction the layout scrolls — with
/// the sizes and points read and built along it and across it.
enum LayoutAxis {
    case horizontal, vertical

    /// The other axis.
    var cross: LayoutAxis { self == .horizontal ? .vertical : .horizontal }

    /// The length of `size` along the axis.
    func length(_ size: CGSize) -> CGFloat { self == .horizontal ? size.width : size.height }

    /// The coordinate of `point` along the axis.
    func coordinate(_ point: CGPoint) -> CGFloat { self == .horizontal ? point.x : point.y }

    /// A size `along` the axis and `across` it.
    func size(along: CGFloat, across: CGFloat) -> CGSize {
        self == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    /// A point `along` the axis and `across` it.
    func point(along: CGFloat, across: CGFloat) -> CGPoint {
        self == .horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
    }

    /// The span of `rect` along the axis.
    func span(_ rect: CGRect) -> (min: CGFloat, max: CGFloat) {
        self == .horizontal ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
    }

    /// The insets before and after along the axis (leading and trailing, or top and bottom).
    func insets(_ insets: NSDirectionalEdgeInsets) -> (before: CGFloat, after: CGFloat) {
        self == .horizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
    }
}

extension UICollectionView.ScrollDirection {
    /// The axis the content scrolls along.
    var layoutAxis: LayoutAxis { self == .vertical ? .vertical : .horizontal }
}
