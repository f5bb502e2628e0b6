/// A header or footer of a section or of the whole layout, UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem).
///
/// Its ``alignment`` puts it before the content (`.top`, `.topLeading`, `.topTrailing` in a
/// vertical layout; `.leading`… in a horizontal one) or after it, centred across the layout or at
/// one edge, or beside a section's content (`.leading`, `.trailing` in a vertical layout; `.top`,
/// `.bottom` in a horizontal one: see `CompositionalLayoutBuilder+SideItems.swift`); its
/// element's index path is item 0 of the section (section 0 for the layout's). Its fractional
/// dimensions are fractions of the span its section's `supplementaryContentInsetsReference`
/// gives it across the layout, or of the layout's size.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Where the item sits on its section or layout.
    public let alignment: NSRectAlignment
    /// Moves the item from its aligned place, in points. Defaults to zero.
    public let offset: CGPoint
    /// Whether the item makes room for itself: the content starts after a header and the next
    /// section after a footer. False lays it over the content. Defaults to true
    /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/extendsboundary).
    open var extendsBoundary = true
    /// Whether the item stays in view while any of its section shows: a header at the top of
    /// the visible area (below the adjusted content inset) until the section's end pushes it
    /// off, a footer at the bottom. Defaults to false
    /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/pintovisiblebounds).
    open var pinToVisibleBounds = false

    /// An item of `layoutSize` and `elementKind` at `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// An item of `layoutSize` and `elementKind` at `alignment`, moved by `absoluteOffset` points.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges),
            itemAnchor: nil)
    }
}
