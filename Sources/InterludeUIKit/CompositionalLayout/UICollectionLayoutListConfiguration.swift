/// How a list section of a compositional layout looks, UIKit's `UICollectionLayoutListConfiguration`
/// (iOS 14; https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct).
///
/// Make a section with `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, or a layout of
/// list sections with `UICollectionViewCompositionalLayout.list(using:)`. The rows are full-width
/// self-sizing cells (estimated 44 points tall); ``UICollectionViewListCell``s in them take the
/// list's look: their default content and background configurations, separators, and the
/// rounded corners of an inset-grouped section.
public struct UICollectionLayoutListConfiguration {
    /// The overall look of a list, UIKit's `UICollectionLayoutListAppearance` raw values.
    public enum Appearance: Int, Hashable, Sendable {
        /// Rows edge to edge on `systemBackground`; supplementary headers stick to the top.
        case plain = 0
        /// Rows edge to edge in sections apart on `systemGroupedBackground`.
        case grouped = 1
        /// Sections apart on `systemGroupedBackground`, inset from the sides with rounded corners.
        case insetGrouped = 2
        /// A sidebar: no separators, sidebar cells.
        case sidebar = 3
        /// A plain sidebar: as ``sidebar`` on `systemBackground`, with sticking headers.
        case sidebarPlain = 4
    }

    /// How a list shows section headers.
    public enum HeaderMode: Hashable, Sendable {
        /// No headers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader` at item 0
        /// of the section (pinned in plain and plain-sidebar lists).
        case supplementary
        /// The section's first item, styled as a header (its list cell's default content is a
        /// header's).
        case firstItemInSection
    }

    /// How a list shows section footers.
    public enum FooterMode: Hashable, Sendable {
        /// No footers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// Changes a row's separator configuration: given the row's index path and the section's
    /// configuration, returns the row's.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    /// Gives the swipe actions of the row at an index path, or nil for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// The list's look.
    public private(set) var appearance: Appearance
    /// Whether rows show separators; when false, ``separatorConfiguration`` has no effect.
    /// Defaults to true.
    public var showsSeparators = true
    /// The separators of every row (iOS 14.5). Defaults to `UIListSeparatorConfiguration(listAppearance:)`.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes the separators row by row (iOS 14.5); asked with each row's index path each time
    /// the layout is prepared. Defaults to nil.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The color behind the list's sections; nil (the default) uses the appearance's:
    /// `systemGroupedBackground` for grouped, inset-grouped and sidebar lists (the sidebar's is
    /// Interlude's choice), `systemBackground` for the plain ones.
    public var backgroundColor: UIColor?
    /// How sections show headers. Defaults to `.none`.
    public var headerMode = HeaderMode.none
    /// How sections show footers. Defaults to `.none`.
    public var footerMode = FooterMode.none
    /// The actions shown at a row's trailing edge when it is swiped (iOS 14; a drag to the left
    /// in a left-to-right layout), asked with the row's index path when a horizontal drag begins
    /// on its ``UICollectionViewListCell``; nil or an empty configuration: the row does not swipe
    /// that way. Defaults to nil
    /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/trailingswipeactionsconfigurationprovider;
    /// the swipe is `UICollectionView+SwipeActions.swift`'s).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions shown at a row's leading edge when it is swiped (iOS 14; a drag to the right
    /// in a left-to-right layout), as ``trailingSwipeActionsConfigurationProvider``. Defaults to nil.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Padding above each supplementary header, in points (iOS 15). Defaults to nil: automatic,
    /// which in Interlude adds none, as the table's `sectionHeaderTopPadding`.
    public var headerTopPadding: CGFloat?

    /// A configuration for a list of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The color behind the sections.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }
}
