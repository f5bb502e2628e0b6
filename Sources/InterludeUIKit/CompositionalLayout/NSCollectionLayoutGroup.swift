/// A row, a column or a custom arrangement of items in a compositional layout, UIKit's
/// `NSCollectionLayoutGroup` (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup).
///
/// A group is an item itself (groups nest). A section repeats its group until its cells run out;
/// each repetition takes as many cells as it holds:
/// - `horizontal(layoutSize:subitems:)` and `vertical(layoutSize:subitems:)` place their subitems
///   in turn, leading to trailing (top to bottom), starting over from the first while the next
///   still fits — a group with one item a fifth of its width holds five cells;
/// - `repeatingSubitem:count:` (iOS 16) places the subitem `count` times at its own size;
/// - the deprecated `subitem:count:` places it `count` times, sized to share the group's length
///   equally after ``interItemSpacing``;
/// - `custom(layoutSize:itemProvider:)` places one cell at each frame the provider returns.
///
/// Subitems' fractional dimensions are fractions of the group's size inside its content
/// insets. A group whose dimension is estimated takes on that axis the size its items need.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How a group places its subitems.
    enum Arrangement {
        /// Along an axis, cycling through the subitems while they fit.
        case subitems(LayoutAxis)
        /// Along an axis, the one subitem `count` times; `equalSizes` shares the length out.
        case repeating(LayoutAxis, count: Int, equalSizes: Bool)
        /// At the provider's frames.
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement
    /// The items the group places.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between consecutive items along the group's axis. Defaults to nil (none)
    /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/interitemspacing).
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// Supplementary items anchored to each placed group (the section's own group; see the API
    /// audit for nested groups), at the index path of the group's first cell. Defaults to none.
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { storedSupplementaryItems }
        set { storedSupplementaryItems = newValue }
    }

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], arrangement: Arrangement) {
        self.arrangement = arrangement
        self.subitems = subitems
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Whether the group places its items at a provider's frames.
    var isCustom: Bool {
        if case .custom = arrangement { return true }
        return false
    }

    /// A row of `subitems`, repeated while they fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .subitems(.horizontal))
    }

    /// A column of `subitems`, repeated while they fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .subitems(.vertical))
    }

    /// A row of `subitem` `count` times at its own size (iOS 16); the group's size must fit them
    /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:repeatingsubitem:count:)).
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, subitems: [subitem], arrangement: .repeating(.horizontal, count: count, equalSizes: false))
    }

    /// A column of `subitem` `count` times at its own size (iOS 16).
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, subitems: [subitem], arrangement: .repeating(.vertical, count: count, equalSizes: false))
    }

    /// A row of `count` equally wide `subitem`s sharing the group's width after the spacing
    /// (deprecated in iOS 16)
    /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitem:count:)).
    @available(iOS, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, subitems: [subitem], arrangement: .repeating(.horizontal, count: count, equalSizes: true))
    }

    /// A column of `count` equally tall `subitem`s sharing the group's height (deprecated in iOS 16).
    @available(iOS, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, subitems: [subitem], arrangement: .repeating(.vertical, count: count, equalSizes: true))
    }

    /// A group of `layoutSize` whose cells go at the frames `itemProvider` returns, one cell per frame.
    open class func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [], arrangement: .custom(itemProvider))
    }
}
