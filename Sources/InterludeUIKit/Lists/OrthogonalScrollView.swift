/// The scroll view that hosts one orthogonally scrolling section's cells, as UIKit's collection
/// view makes one per such section: a subview of the collection view at the section's strip,
/// whose content is the strip's groups. Dragging, deceleration, bouncing and animated offsets
/// are the scroll view's own; where a drag comes to rest is the section's behaviour's
/// (``OrthogonalStrip/restingOffset(releasedAt:velocity:natural:)``; `.paging` is the scroll
/// view's paging by its width). It shows no scroll indicators and takes no safe-area insets.
final class OrthogonalScrollView: UIScrollView {
    /// The collection view whose section this is.
    weak var owner: UICollectionView?
    /// The strip as last laid out.
    private(set) var strip: OrthogonalStrip?
    /// Set while the collection view configures the scroll view: the offset it sets comes from
    /// the layout already.
    private var isConfiguring = false

    /// A change of offset moves the section's cells in the layout and tiles the collection view.
    override var bounds: CGRect {
        didSet {
            guard bounds.origin != oldValue.origin, !isConfiguring else { return }
            owner?.orthogonalScrollViewDidScroll(self)
        }
    }

    /// The section's resting offset for a released drag.
    override func adjustedDragTarget(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        guard let strip else { return proposed }
        let axis = strip.axis
        let target = strip.restingOffset(
            releasedAt: axis.coordinate(contentOffset), velocity: axis.coordinate(velocity),
            natural: axis.coordinate(proposed))
        return axis.point(along: target, across: axis.cross.coordinate(proposed))
    }

    /// Takes `strip`'s frame, content, room, paging, deceleration and bounce, and `offset`.
    func configure(for strip: OrthogonalStrip, offset: CGFloat, decelerationRate parentRate: DecelerationRate) {
        isConfiguring = true
        defer { isConfiguring = false }
        self.strip = strip
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        if frame != strip.frame { frame = strip.frame }
        let axis = strip.axis
        let size = axis.size(along: strip.contentLength, across: axis.cross.length(strip.frame.size))
        if contentSize != size { contentSize = size }
        let room = strip.extraRoom
        let inset =
            axis == .horizontal
            ? UIEdgeInsets(top: 0, left: room.before, bottom: 0, right: room.after)
            : UIEdgeInsets(top: room.before, left: 0, bottom: room.after, right: 0)
        if contentInset != inset { contentInset = inset }
        let behavior = strip.behavior
        isPagingEnabled = behavior == .paging
        let properties = strip.definition.orthogonalScrollingProperties
        let pages = behavior == .paging || behavior == .groupPaging || behavior == .groupPagingCentered
        decelerationRate =
            properties.decelerationRate != .automatic
            ? DecelerationRate(rawValue: properties.decelerationRate.rawValue) : pages ? .fast : parentRate
        bounces = properties.bounce != .never
        alwaysBounceHorizontal = axis == .horizontal && properties.bounce == .always
        alwaysBounceVertical = axis == .vertical && properties.bounce == .always
        let point = axis.point(along: offset, across: 0)
        if contentOffset != point, !isDragging, !isDecelerating { contentOffset = point }
    }

    /// `attributes` (where the cell shows in the collection view) in this scroll view's content.
    func local(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let local = attributes.copied
        local.center = CGPoint(
            x: attributes.center.x + contentOffset.x - frame.minX, y: attributes.center.y + contentOffset.y - frame.minY)
        return local
    }
}
