import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// List cells over item counts, their headers and footers list cells too; `configure` sets up
/// each cell handed out.
@MainActor
private final class ListSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    var configure: (UICollectionViewListCell, IndexPath) -> Void = { _, _ in }
    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! UICollectionViewListCell
        configure(cell, indexPath)
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
}

/// The data sources of the lists made here (a collection view holds its data source weakly).
@MainActor private var keptSources: [ListSource] = []

/// A 320 × 600 list of `counts` rows of list cells (no content: each keeps the 44-point estimate).
@MainActor
private func makeList(
    _ configuration: UICollectionLayoutListConfiguration, counts: [Int] = [3, 2],
    configure: @escaping (UICollectionViewListCell, IndexPath) -> Void = { _, _ in }
) -> (UICollectionView, ListSource) {
    let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 600),
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
        collection.register(UICollectionViewListCell.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Header")
    }
    let source = ListSource(counts: counts)
    source.configure = configure
    keptSources.append(source)
    collection.dataSource = source
    collection.layoutIfNeeded()
    return (collection, source)
}

@MainActor
private func listCell(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> UICollectionViewListCell {
    collection.cellForItem(at: IndexPath(item: item, section: section)) as! UICollectionViewListCell
}

@MainActor
private func frame(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

// Lists in a collection view (Apple's pages on UICollectionLayoutListConfiguration,
// NSCollectionLayoutSection.list(using:layoutEnvironment:), UIListSeparatorConfiguration and
// UICollectionViewListCell; the metrics Interlude picks are named in NSCollectionLayoutSection+List.swift).
@MainActor
@Suite("Collection view list layouts")
struct CollectionListLayoutTests {
    @Test("a plain list stacks full-width 44-point rows, sections flush")
    func plainGeometry() {
        let (collection, _) = makeList(.init(appearance: .plain))
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(frame(collection, 2) == CGRect(x: 0, y: 88, width: 320, height: 44))
        #expect(frame(collection, 0, 1) == CGRect(x: 0, y: 132, width: 320, height: 44))
        #expect(collection.contentSize.height == 220)
    }

    @Test("grouped sections start 35 points apart; inset-grouped ones are also 20 points in from each side")
    func groupedGeometry() {
        let (grouped, _) = makeList(.init(appearance: .grouped))
        #expect(frame(grouped, 0) == CGRect(x: 0, y: 35, width: 320, height: 44))
        #expect(frame(grouped, 0, 1) == CGRect(x: 0, y: 35 + 132 + 35, width: 320, height: 44))
        let (inset, _) = makeList(.init(appearance: .insetGrouped))
        #expect(frame(inset, 1) == CGRect(x: 20, y: 79, width: 280, height: 44))
        #expect(frame(inset, 1, 1) == CGRect(x: 20, y: 202 + 44, width: 280, height: 44))
        let (sidebar, _) = makeList(.init(appearance: .sidebar))
        #expect(frame(sidebar, 1) == CGRect(x: 0, y: 44, width: 320, height: 44))
    }

    @Test("supplementary headers and footers come before and after the rows, inside an inset-grouped section's insets")
    func supplementaryGeometry() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let (collection, _) = makeList(configuration)
        let layout = collection.collectionViewLayout
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        let footer = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        // A section with a supplementary header has no top spacing of its own.
        #expect(frame(collection, 0) == CGRect(x: 20, y: 44, width: 280, height: 44))
        #expect(footer?.frame == CGRect(x: 20, y: 176, width: 280, height: 44))
        #expect(header?.frame == CGRect(x: 20, y: 220, width: 280, height: 44))
        #expect(frame(collection, 0, 1) == CGRect(x: 20, y: 264, width: 280, height: 44))
    }

    @Test("headerTopPadding adds room above each supplementary header")
    func headerTopPadding() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = 10
        let (collection, _) = makeList(configuration)
        let header = collection.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(frame(collection, 0) == CGRect(x: 0, y: 54, width: 320, height: 44))
        #expect(abs((header?.frame.minY ?? 0) - 196) < 1e-9, "186 + 10: \(String(describing: header?.frame))")
    }

    @Test("plain and plain-sidebar lists pin supplementary headers; grouped ones do not")
    func pinnedHeaders() {
        let environment = LayoutEnvironment(size: CGSize(width: 320, height: 600), traitCollection: UITraitCollection())
        for (appearance, pinned) in [
            (UICollectionLayoutListConfiguration.Appearance.plain, true), (.sidebarPlain, true),
            (.grouped, false), (.insetGrouped, false), (.sidebar, false),
        ] {
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = .supplementary
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            #expect(section.boundarySupplementaryItems.map(\.pinToVisibleBounds) == [pinned], "\(appearance)")
            #expect(section.boundarySupplementaryItems.first?.elementKind == UICollectionView.elementKindSectionHeader)
        }
    }

    @Test("list cells' default configurations follow the list's appearance")
    func defaultConfigurations() {
        let (inset, _) = makeList(.init(appearance: .insetGrouped))
        let row = listCell(inset, 1)
        #expect(row.defaultContentConfiguration() == UIListContentConfiguration.cell().updated(for: row.configurationState))
        #expect(row.backgroundConfiguration == UIBackgroundConfiguration.listGroupedCell().updated(for: row.configurationState))
        let (sidebar, _) = makeList(.init(appearance: .sidebar))
        let sidebarRow = listCell(sidebar, 0)
        #expect(
            sidebarRow.defaultContentConfiguration()
                == UIListContentConfiguration.sidebarCell().updated(for: sidebarRow.configurationState))
        #expect(
            sidebarRow.defaultBackgroundConfiguration()
                == UIBackgroundConfiguration.listSidebarCell().updated(for: sidebarRow.configurationState))
        let (plain, _) = makeList(.init(appearance: .plain))
        #expect(listCell(plain, 0).backgroundConfiguration?.backgroundColor == .systemBackground)
    }

    @Test("the default content is the list's already inside the data source's cell provider")
    func defaultContentAtDequeue() {
        var seen: [UIListContentConfiguration] = []
        let (_, _) = makeList(.init(appearance: .sidebar), counts: [1]) { cell, _ in
            seen.append(cell.defaultContentConfiguration())
        }
        #expect(!seen.isEmpty)
        #expect(seen.allSatisfy { $0.textProperties.numberOfLines == 1 }, "a sidebar cell's single line")
    }

    @Test("a background configuration or background view the app sets stays")
    func appBackgroundStays() {
        let (collection, _) = makeList(.init(appearance: .insetGrouped), counts: [2]) { cell, _ in
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = .red
            cell.backgroundConfiguration = background
        }
        #expect(listCell(collection, 0).backgroundConfiguration?.backgroundColor == .red)
        let (viewed, _) = makeList(.init(appearance: .insetGrouped), counts: [2]) { cell, _ in
            cell.backgroundView = UIView()
        }
        #expect(listCell(viewed, 0).backgroundConfiguration == nil, "a background view replaces the list's")
        #expect(listCell(viewed, 0).backgroundView != nil)
    }

    @Test("header modes: supplementary headers and a header-styled first item get the header's content")
    func headerModes() {
        var first = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        first.headerMode = .firstItemInSection
        let (collection, _) = makeList(first)
        let header = listCell(collection, 0), row = listCell(collection, 1)
        #expect(
            header.defaultContentConfiguration()
                == UIListContentConfiguration.groupedHeader().updated(for: header.configurationState))
        #expect(row.defaultContentConfiguration() == UIListContentConfiguration.cell().updated(for: row.configurationState))

        var supplementary = UICollectionLayoutListConfiguration(appearance: .plain)
        supplementary.headerMode = .supplementary
        let (plain, _) = makeList(supplementary)
        let view = plain.subviews.compactMap { $0 as? UICollectionViewListCell }.first { $0.elementKind != nil }
        #expect(
            view?.defaultContentConfiguration()
                == UIListContentConfiguration.plainHeader().updated(for: view!.configurationState))
    }

    @Test("inset-grouped rows round the section's outer corners")
    func insetGroupedCorners() {
        let (collection, _) = makeList(.init(appearance: .insetGrouped))
        #expect(listCell(collection, 0).layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(listCell(collection, 1).layer.cornerRadius == 0)
        #expect(listCell(collection, 2).layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(listCell(collection, 2).layer.cornerRadius == 10 && listCell(collection, 2).clipsToBounds)
        let (plain, _) = makeList(.init(appearance: .plain))
        #expect(listCell(plain, 0).layer.cornerRadius == 0)
    }

    @Test("section backgrounds take the appearance's color, or the configuration's")
    func sectionBackgrounds() {
        func color(_ configuration: UICollectionLayoutListConfiguration) -> UIColor? {
            let (collection, _) = makeList(configuration)
            let view = collection.subviews.first { $0 is ListSectionBackgroundView }
            return view?.backgroundColor
        }
        #expect(color(.init(appearance: .insetGrouped)) == .systemGroupedBackground)
        #expect(color(.init(appearance: .plain)) == .systemBackground)
        var custom = UICollectionLayoutListConfiguration(appearance: .grouped)
        custom.backgroundColor = .red
        #expect(color(custom) == .red)
    }

    @Test("separators: a hairline under each row from the text's leading edge, none under an inset-grouped section's last")
    func separators() {
        let (collection, _) = makeList(.init(appearance: .insetGrouped)) { cell, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            cell.contentConfiguration = content
        }
        let row = listCell(collection, 0)
        let hairline = 1 / row.traitCollection.displayScale
        #expect(!row.bottomSeparator.isHidden && row.topSeparator.isHidden)
        #expect(row.bottomSeparator.frame.minX == 16, "the list content's 16-point leading margin")
        #expect(row.bottomSeparator.frame.maxX == row.bounds.width)
        #expect(row.bottomSeparator.frame.maxY == row.bounds.height && row.bottomSeparator.frame.height == hairline)
        #expect(row.bottomSeparator.backgroundColor == .separator)
        #expect(listCell(collection, 2).bottomSeparator.isHidden, "the section's last row")
        let (sidebar, _) = makeList(.init(appearance: .sidebar))
        #expect(listCell(sidebar, 0).bottomSeparator.isHidden, "sidebars show none")
        var hidden = UICollectionLayoutListConfiguration(appearance: .plain)
        hidden.showsSeparators = false
        let (none, _) = makeList(hidden)
        #expect(listCell(none, 0).bottomSeparator.isHidden)
    }

    @Test("constraining separatorLayoutGuide's leading edge moves the automatic separator")
    func separatorLayoutGuide() {
        let (collection, _) = makeList(.init(appearance: .plain), counts: [2]) { cell, indexPath in
            guard indexPath.item == 0, cell.separatorGuide == nil else { return }
            cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 40)
                .isActive = true
        }
        let row = listCell(collection, 0)
        row.setNeedsLayout()
        row.layoutIfNeeded()
        #expect(row.separatorLayoutGuide.layoutFrame.minX == 40)
        #expect(row.bottomSeparator.frame.minX == 40 && row.bottomSeparator.frame.maxX == 320)
        #expect(listCell(collection, 1).bottomSeparator.frame.minX == 16, "a cell without constraints on its guide")
    }

    @Test("the item separator handler changes one row's separators, asked with each row's index path")
    func separatorHandler() {
        var asked: [IndexPath] = []
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.color = .blue
        configuration.itemSeparatorHandler = { indexPath, separators in
            asked.append(indexPath)
            var changed = separators
            if indexPath == IndexPath(item: 0, section: 0) {
                changed.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 30)
                changed.topSeparatorVisibility = .visible
            }
            if indexPath.item == 1 { changed.bottomSeparatorVisibility = .hidden }
            return changed
        }
        let (collection, _) = makeList(configuration)
        #expect(Set(asked).isSuperset(of: [IndexPath(item: 2, section: 0), IndexPath(item: 1, section: 1)]))
        let first = listCell(collection, 0)
        #expect(first.bottomSeparator.frame.minX == 0 && first.bottomSeparator.frame.maxX == 290)
        #expect(!first.topSeparator.isHidden && first.topSeparator.frame.minY == 0)
        #expect(first.bottomSeparator.backgroundColor == .blue)
        #expect(listCell(collection, 1).bottomSeparator.isHidden)
        #expect(!listCell(collection, 2).bottomSeparator.isHidden && listCell(collection, 2).topSeparator.isHidden)
    }

    @Test("UIListSeparatorConfiguration's defaults: automatic visibility and insets, the separator color")
    func separatorDefaults() {
        let separators = UIListSeparatorConfiguration(listAppearance: .insetGrouped)
        #expect(separators.topSeparatorVisibility == .automatic && separators.bottomSeparatorVisibility == .automatic)
        #expect(separators.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        #expect(UIListSeparatorConfiguration.automaticInsets.leading == .greatestFiniteMagnitude)
        #expect(UIListSeparatorConfiguration.automaticInsets.top == 0)
        #expect(separators.color == .separator)
        let list = UICollectionLayoutListConfiguration(appearance: .grouped)
        #expect(list.showsSeparators && list.headerMode == .none && list.footerMode == .none)
        #expect(list.backgroundColor == nil && list.headerTopPadding == nil && list.itemSeparatorHandler == nil)
    }
}
