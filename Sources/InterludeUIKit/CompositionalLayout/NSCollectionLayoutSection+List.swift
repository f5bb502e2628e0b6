/// List sections (iOS 14): a compositional section of full-width self-sizing rows that looks as
/// its ``UICollectionLayoutListConfiguration`` says, and what its cells learn of it.
///
/// Metrics: rows are estimated 44 points tall (UIKit's estimate, as WWDC 2020's "Lists in
/// UICollectionView" shows); headers and footers are estimated 44 too (Interlude's). An
/// inset-grouped section is inset 20 points from the sides with 10-point corners (the
/// inset-grouped table's numbers here: the 20-point layout margin of a phone); a grouped or
/// inset-grouped section without a supplementary header starts 35 points down (the grouped
/// table's spacing without a title; no public source measures a list's). Sidebar sections have
/// no insets (Interlude's).
extension NSCollectionLayoutSection {
    /// A list section for `configuration` in `layoutEnvironment`, UIKit's
    /// `list(using:layoutEnvironment:)`
    /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/list(using:layoutenvironment:)).
    /// Pass the environment a section provider was given.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.estimatedRowHeight))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        let appearance = configuration.appearance
        let side: CGFloat = appearance == .insetGrouped ? ListMetrics.insetGroupedMargin : 0
        let grouped = appearance == .grouped || appearance == .insetGrouped
        let top: CGFloat = grouped && configuration.headerMode != .supplementary ? ListMetrics.groupedSectionSpacing : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: top, leading: side, bottom: 0, trailing: side)
        let pins = appearance == .plain || appearance == .sidebarPlain
        var boundaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: rowSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = pins
            boundaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: rowSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundaryItems
        section.decorationItems = [.background(elementKind: ListMetrics.backgroundKind)]
        return section
    }

    /// The padding above a list section's supplementary header (none without one).
    var listHeaderTopPadding: CGFloat {
        guard let listConfiguration, listConfiguration.headerMode == .supplementary else { return 0 }
        return max(0, listConfiguration.headerTopPadding ?? 0)
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list section for `configuration`, UIKit's `list(using:)`
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// What the list section of `indexPath`'s section tells the element there: a cell (`kind`
    /// nil) or a header or footer. Nil outside list sections.
    func listStyle(ofElementKind kind: String?, at indexPath: IndexPath) -> ListElementStyle? {
        guard indexPath.count == 2, let configuration = listSections[indexPath.section], let collectionView else {
            return nil
        }
        let role: ListElementStyle.Role
        switch kind {
        case nil: role = configuration.headerMode == .firstItemInSection && indexPath.item == 0 ? .header : .cell
        case UICollectionView.elementKindSectionHeader: role = .header
        case UICollectionView.elementKindSectionFooter: role = .footer
        default: return nil
        }
        let count = collectionView.numberOfItems(inSection: indexPath.section)
        var style = ListElementStyle(
            appearance: configuration.appearance, role: role, isItem: kind == nil, isFirst: indexPath.item == 0,
            isLast: indexPath.item == count - 1, separators: nil)
        if kind == nil, configuration.showsSeparators {
            let separators = configuration.itemSeparatorHandler?(indexPath, configuration.separatorConfiguration)
            style.separators = style.resolvingVisibility(of: separators ?? configuration.separatorConfiguration)
        }
        return style
    }

    /// Gives the cells, headers and footers of list sections their styles, and the sections'
    /// backgrounds their color; registers the background view for them.
    func styleListElements() {
        guard !listSections.isEmpty else { return }
        if decorationViewClasses[ListMetrics.backgroundKind] == nil {
            register(ListSectionBackgroundView.self, forDecorationViewOfKind: ListMetrics.backgroundKind)
        }
        for cell in solved.cells { cell.listStyle = listStyle(ofElementKind: nil, at: cell.indexPath) }
        for supplement in solved.supplements {
            let attributes = supplement.attributes
            attributes.listStyle = listStyle(ofElementKind: attributes.representedElementKind, at: attributes.indexPath)
        }
        let lastSection = (collectionView?.numberOfSections ?? 0) - 1
        for decoration in solved.decorations where decoration.representedElementKind == ListMetrics.backgroundKind {
            decoration.listBackgroundColor = listSections[decoration.indexPath.section]?.resolvedBackgroundColor
            // The last section's background reaches the bottom of the view, so that the list's
            // color fills a list shorter than its collection view (as UIKit's lists show).
            if decoration.indexPath.section == lastSection, let height = collectionView?.bounds.height,
                solved.axis == .vertical
            {
                decoration.frame.size.height = max(decoration.frame.height, height - decoration.frame.minY)
            }
        }
    }
}

/// The numbers of list sections (see the extension on `NSCollectionLayoutSection` for sources).
enum ListMetrics {
    static let estimatedRowHeight: CGFloat = 44
    /// As `UITableView.insetGroupedMargin` and `insetGroupedCornerRadius`.
    static let insetGroupedMargin: CGFloat = 20
    static let insetGroupedCornerRadius: CGFloat = 10
    static let groupedSectionSpacing: CGFloat = 35
    /// The decoration kind of a list section's background.
    static let backgroundKind = "InterludeListSectionBackground"
}

/// What a list section tells one of its cells, headers or footers.
struct ListElementStyle: Equatable {
    enum Role: Equatable { case cell, header, footer }

    var appearance: UICollectionLayoutListConfiguration.Appearance
    var role: Role
    /// Whether the element is one of the section's items (not a supplementary view).
    var isItem: Bool
    var isFirst: Bool
    var isLast: Bool
    /// The row's separators with their visibility resolved (insets may still be automatic);
    /// nil when the list shows none.
    var separators: UIListSeparatorConfiguration?

    /// `separators` with automatic visibilities resolved for this row.
    func resolvingVisibility(of separators: UIListSeparatorConfiguration) -> UIListSeparatorConfiguration {
        var resolved = separators
        if resolved.topSeparatorVisibility == .automatic { resolved.topSeparatorVisibility = .hidden }
        if resolved.bottomSeparatorVisibility == .automatic {
            let shows: Bool
            switch appearance {
            case .plain, .grouped: shows = true
            case .insetGrouped: shows = !isLast
            case .sidebar, .sidebarPlain: shows = false
            }
            resolved.bottomSeparatorVisibility = shows ? .visible : .hidden
        }
        return resolved
    }

    /// The list content style for the element.
    var contentStyle: ListContentStyle {
        let sidebar = appearance == .sidebar || appearance == .sidebarPlain
        let grouped = appearance == .grouped || appearance == .insetGrouped
        switch role {
        case .cell: return sidebar ? .sidebarCell : .cell
        case .header: return sidebar ? .sidebarHeader : grouped ? .groupedHeader : .plainHeader
        case .footer: return grouped ? .groupedFooter : .plainFooter
        }
    }

    /// The background style for the element.
    var backgroundStyle: ListBackgroundStyle {
        let sidebar = appearance == .sidebar || appearance == .sidebarPlain
        let grouped = appearance == .grouped || appearance == .insetGrouped
        switch role {
        case .cell: return sidebar ? .sidebarCell : grouped ? .groupedCell : .plainCell
        case .header: return sidebar ? .sidebarHeader : grouped ? .groupedHeaderFooter : .plainHeaderFooter
        case .footer: return grouped ? .groupedHeaderFooter : .plainHeaderFooter
        }
    }

    /// The corners an inset-grouped section rounds on this row.
    var roundedCorners: CACornerMask {
        guard appearance == .insetGrouped, isItem else { return [] }
        var corners: CACornerMask = []
        if isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        return corners
    }
}

/// The view behind a list section: its list's background color.
final class ListSectionBackgroundView: UICollectionReusableView {
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        backgroundColor = layoutAttributes.listBackgroundColor
    }
}
