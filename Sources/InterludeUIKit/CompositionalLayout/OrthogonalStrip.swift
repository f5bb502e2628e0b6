/// An orthogonally scrolling section as its layout placed it: a strip the collection view's
/// length across the layout's axis and its groups' thickness along it, whose groups follow one
/// another along the strip (see ``UICollectionLayoutSectionOrthogonalScrollingBehavior``).
///
/// The strip's content coordinates are the collection view's along the strip: its content
/// starts at 0 with the section's leading content inset, so an item's unscrolled frame is its
/// frame in the collection view while the strip's offset is 0, and where it shows is that frame
/// moved back by the offset.
@MainActor
struct OrthogonalStrip {
    /// The section's index and definition.
    let section: Int
    let definition: NSCollectionLayoutSection
    /// The strip's frame in the collection view's content.
    let frame: CGRect
    /// The axis the strip scrolls along: across the layout's.
    let axis: LayoutAxis
    /// The content's length along the strip: the insets, the groups and the spacing between them.
    let contentLength: CGFloat
    /// Each group's start and end along the strip.
    let groups: [(start: CGFloat, end: CGFloat)]
    /// The section's content inset before the first group, along the strip.
    let leadingInset: CGFloat
    /// The cells' attributes before any scrolling, in item order.
    let base: [UICollectionViewLayoutAttributes]
    /// Where those cells are in the solution's cells.
    let cells: Range<Int>

    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior { definition.orthogonalScrollingBehavior }

    /// The strip's visible length along its axis.
    var length: CGFloat { axis.length(frame.size) }

    /// Room added before and after the content so that centred group paging can centre the
    /// first and last groups; none for the other behaviours.
    var extraRoom: (before: CGFloat, after: CGFloat) {
        guard behavior == .groupPagingCentered, let first = groups.first, let last = groups.last else { return (0, 0) }
        return (
            max(0, length / 2 - (first.start + first.end) / 2),
            max(0, (last.start + last.end) / 2 + length / 2 - contentLength)
        )
    }

    /// The offsets the strip rests within: from before the content's start (by the extra room) to
    /// where its end (with the room after it) meets the strip's end.
    var range: ClosedRange<CGFloat> {
        let room = extraRoom
        return -room.before...max(-room.before, contentLength + room.after - length)
    }

    /// The offsets groups rest at, clamped to ``range``: a group's leading edge where the first
    /// group starts, or for centred group paging its middle at the strip's middle.
    var groupStops: [CGFloat] {
        let range = self.range
        return groups.map { group in
            let stop = behavior == .groupPagingCentered ? (group.start + group.end - length) / 2 : group.start - leadingInset
            return min(max(stop, range.lowerBound), range.upperBound)
        }
    }

    /// Where a drag released at `offset` with `velocity` (of the content, points per millisecond)
    /// comes to rest, given where plain deceleration would take it (`natural`):
    /// - `.continuous`: there;
    /// - `.continuousGroupLeadingBoundary`: at the group stop nearest it;
    /// - `.paging`: on the nearest multiple of the strip's length, or the next one in the direction
    ///   of a flick (as a paging scroll view);
    /// - `.groupPaging`, `.groupPagingCentered`: one group at a time: the group stop nearest the
    ///   release, or after a flick the first stop past the release in its direction.
    /// A flick is a speed of at least `UIScrollView.pagingFlickVelocity`.
    func restingOffset(releasedAt offset: CGFloat, velocity: CGFloat, natural: CGFloat) -> CGFloat {
        let stops = groupStops
        switch behavior {
        case .none, .continuous:
            return natural
        case .paging:
            return UIScrollView.pageOffset(offset, velocity: velocity, page: length, range: range)
        case .continuousGroupLeadingBoundary:
            return stops.min { abs($0 - natural) < abs($1 - natural) } ?? natural
        case .groupPaging, .groupPagingCentered:
            // Half a point: a release resting on a stop after arithmetic counts as on it.
            let onStop: CGFloat = 0.5
            if velocity >= UIScrollView.pagingFlickVelocity, let next = stops.first(where: { $0 > offset + onStop }) {
                return next
            }
            if velocity <= -UIScrollView.pagingFlickVelocity, let previous = stops.last(where: { $0 < offset - onStop }) {
                return previous
            }
            return stops.min { abs($0 - offset) < abs($1 - offset) } ?? offset
        }
    }
}
