/// One section of a compositional layout, UIKit's `NSCollectionLayoutSection`: its group,
/// repeated along the scrolling axis until the section's cells run out, with insets, spacing,
/// headers, footers and backgrounds
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection).
///
/// Along the scrolling axis a section is its headers, its top (leading) content inset, its
/// groups with ``interGroupSpacing`` between them, its bottom (trailing) inset, then its footers.
/// Across it, groups sit inside the leading and trailing insets, measured from the edges of its
/// ``contentInsetsReference`` (and after any boundary items beside the content).
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group the section repeats.
    let group: NSCollectionLayoutGroup
    /// The space between the section's content and its edges. Defaults to zero.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The edges ``contentInsets`` are measured from across the scrolling axis (iOS 14).
    /// Defaults to `.automatic`: the layout configuration's `contentInsetsReference`
    /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsetsreference).
    open var contentInsetsReference = UIContentInsetsReference.automatic
    /// The edges the headers and footers (and their own content insets) are measured from
    /// across the scrolling axis (iOS 16); any value but `.automatic` ignores the section's
    /// ``contentInsets`` for them. Defaults to `.automatic`: across as the content (the section's
    /// reference and insets) while `supplementariesFollowContentInsets`, else the configuration's
    /// reference
    /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/supplementarycontentinsetsreference).
    open var supplementaryContentInsetsReference = UIContentInsetsReference.automatic
    /// The space between consecutive groups. Defaults to 0.
    open var interGroupSpacing: CGFloat = 0
    /// The section's headers and footers. Defaults to none.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers sit inside the leading and trailing ``contentInsets`` too (while
    /// ``supplementaryContentInsetsReference`` is `.automatic`). Defaults to true
    /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/supplementariesfollowcontentinsets).
    @available(iOS, deprecated: 16.0, message: "Use supplementaryContentInsetsReference")
    open var supplementariesFollowContentInsets: Bool {
        get { supplementariesInset }
        set { supplementariesInset = newValue }
    }
    var supplementariesInset = true
    /// The section's backgrounds. Defaults to none.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// The list configuration of a list section (`NSCollectionLayoutSection+List.swift`).
    var listConfiguration: UICollectionLayoutListConfiguration?
    /// Whether the section scrolls across the layout in a strip of its own, and where the strip
    /// rests. Defaults to `.none` (see `NSCollectionLayoutSection+OrthogonalScrolling.swift`).
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// The strip's deceleration and bounce (iOS 17), changed in place.
    public let orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    /// Called with an orthogonal section's visible items while its strip scrolls; what it
    /// changes in them shows. Defaults to nil.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
