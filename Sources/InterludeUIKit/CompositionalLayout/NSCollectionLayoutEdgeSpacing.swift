/// Space around an item in its group, outside the item, UIKit's `NSCollectionLayoutEdgeSpacing`;
/// content insets then apply inside the item
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutedgespacing).
///
/// Along the group's axis the leading (top in a vertical group) and trailing spacings push the
/// item and the items after it; across, the top (leading) spacing moves the item off the group's
/// edge, flexible spacings on both sides centre it, a flexible one before it alone pushes it to
/// the far edge.
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
    /// Space before the item's leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// Space above the item.
    public let top: NSCollectionLayoutSpacing?
    /// Space after the item's trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// Space below the item.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing with the given spacings (nil: none).
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacings before and after the item along `axis`.
    func spacings(along axis: LayoutAxis) -> (before: NSCollectionLayoutSpacing?, after: NSCollectionLayoutSpacing?) {
        axis == .horizontal ? (leading, trailing) : (top, bottom)
    }
}
