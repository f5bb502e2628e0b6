/// Where a supplementary item (a badge) attaches to its item or group, UIKit's
/// `NSCollectionLayoutAnchor` (https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor).
///
/// The edges pick a point of the container: one edge its middle, two adjacent edges a corner, no
/// edge its center. By default the supplementary item sits inside those edges (its own point of
/// the same edges on the container's); the offset then moves it, in points or as a fraction of
/// the supplementary item's size (0.3 moves it by 30 % of its width), as Apple's page says.
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject {
    /// The edges of the container the anchor is on.
    public let edges: NSDirectionalRectEdge
    /// The offset, in points or as fractions of the supplementary item's size.
    public let offset: CGPoint
    /// Whether ``offset`` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether ``offset`` is a fraction of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// An anchor on `edges`, with no offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    /// An anchor on `edges`, moved by `absoluteOffset` points.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
    }

    /// An anchor on `edges`, moved by `fractionalOffset` of the supplementary item's size.
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
    }

    /// The point of `rect` the edges pick (leading on the left; the layout mirrors right to left).
    func point(in rect: CGRect) -> CGPoint {
        CGPoint(
            x: edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX,
            y: edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY)
    }

    /// The offset in points for a supplementary item of `size`.
    func points(for size: CGSize) -> CGPoint {
        isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
    }
}

extension NSCollectionLayoutSupplementaryItem {
    /// The frame of this item, of `size`, anchored on `container`: its item anchor's point (the
    /// container anchor's edges by default) on the container anchor's point, moved by the
    /// container anchor's offset; an item anchor's own offset moves that point within the item,
    /// so the item the other way (Interlude's reading; Apple's pages do not say).
    func anchoredFrame(size: CGSize, in container: CGRect) -> CGRect {
        let target = containerAnchor.point(in: container)
        let shift = containerAnchor.points(for: size)
        let own = itemAnchor ?? NSCollectionLayoutAnchor(edges: containerAnchor.edges)
        let point = own.point(in: CGRect(origin: .zero, size: size))
        let ownShift = own.points(for: size)
        return CGRect(
            x: target.x + shift.x - point.x - ownShift.x, y: target.y + shift.y - point.y - ownShift.y,
            width: size.width, height: size.height)
    }
}
