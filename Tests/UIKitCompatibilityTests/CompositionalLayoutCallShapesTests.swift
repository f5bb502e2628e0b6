import Testing
import UIKit

// Compositional layouts as iOS code writes them, after Apple's "Implementing Modern Collection
// Views" sample (grid, nested groups, section headers and footers pinned to the visible bounds,
// adaptive sections from a section provider, a section background decoration) and Apple's pages
// on UICollectionViewCompositionalLayout, NSCollectionLayoutItem, NSCollectionLayoutGroup,
// NSCollectionLayoutSection, NSCollectionLayoutBoundarySupplementaryItem,
// NSCollectionLayoutDecorationItem, NSCollectionLayoutEnvironment and
// UICollectionViewCompositionalLayoutConfiguration.

enum ModernLayouts {
    static let sectionHeaderElementKind = "section-header-element-kind"
    static let sectionFooterElementKind = "section-footer-element-kind"
    static let backgroundElementKind = "background-element-kind"
    static let layoutHeaderElementKind = "layout-header-element-kind"
    static let railElementKind = "rail-element-kind"

    /// A grid of five items a row, square.
    static func grid() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// A large item beside a column of two, repeated.
    static func nestedGroups() -> UICollectionViewLayout {
        let leadingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
        leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingGroup = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
            repeatingSubitem: trailingItem, count: 2)
        let nestedGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)),
            subitems: [leadingItem, trailingGroup])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: nestedGroup))
    }

    /// A section of 44-point rows 5 points apart, as both list samples start.
    static func listSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        return section
    }

    /// A list with pinned section headers and footers.
    static func pinnedSectionHeaders() -> UICollectionViewLayout {
        let section = listSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let headerFooterSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize, elementKind: sectionHeaderElementKind, alignment: .top)
        let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize, elementKind: sectionFooterElementKind, alignment: .bottom)
        sectionHeader.pinToVisibleBounds = true
        sectionHeader.zIndex = 2
        section.boundarySupplementaryItems = [sectionHeader, sectionFooter]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Sections whose column count follows the container's width.
    static func adaptiveSections() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        configuration.scrollDirection = .vertical
        let layoutHeader = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60)),
            elementKind: layoutHeaderElementKind, alignment: .top)
        configuration.boundarySupplementaryItems = [layoutHeader]
        return UICollectionViewCompositionalLayout(
            sectionProvider: {
                (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
                let wide = layoutEnvironment.container.effectiveContentSize.width > 500
                let compact = layoutEnvironment.traitCollection.horizontalSizeClass == .compact
                let columns = sectionIndex == 0 ? (wide ? 4 : 2) : (compact ? 3 : 6)
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
                let groupHeight = NSCollectionLayoutDimension.absolute(sectionIndex == 0 ? 250 : 80)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight),
                    subitem: item, count: columns)
                group.interItemSpacing = .fixed(4)
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
                return section
            }, configuration: configuration)
    }

    /// A list whose sections have a rounded background behind them.
    static func sectionBackground() -> UICollectionViewLayout {
        let section = listSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let sectionBackgroundDecoration = NSCollectionLayoutDecorationItem.background(elementKind: backgroundElementKind)
        sectionBackgroundDecoration.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [sectionBackgroundDecoration]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(RoundedBackgroundView.self, forDecorationViewOfKind: backgroundElementKind)
        return layout
    }

    /// A custom group: one large tile and two small ones stacked beside it.
    static func mosaic() -> UICollectionViewLayout {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(200))
        ) { environment in
            let size = environment.container.effectiveContentSize
            let half = size.width / 2
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: half, height: size.height)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: half, y: 0, width: half, height: size.height / 2)),
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: half, y: size.height / 2, width: half, height: size.height / 2), zIndex: 1),
            ]
        }
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}

final class RoundedBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
        layer.borderColor = UIColor.black.cgColor
        layer.borderWidth = 1
        layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

final class CompositionalTitleView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.preferredFont(forTextStyle: .title3)
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

final class ModernLayoutViewController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!
    let makeLayout: () -> UICollectionViewLayout
    let sections: Int

    init(sections: Int, layout: @escaping () -> UICollectionViewLayout) {
        self.sections = sections
        makeLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [
            ModernLayouts.sectionHeaderElementKind, ModernLayouts.sectionFooterElementKind,
            ModernLayouts.layoutHeaderElementKind, ModernLayouts.railElementKind,
        ] {
            collectionView.register(CompositionalTitleView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.contentView.backgroundColor = .systemBlue
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        (view as? CompositionalTitleView)?.label.text = "\(kind) \(indexPath.section)"
        return view
    }
}

@MainActor
@Suite("Compositional layout call shapes")
struct CompositionalLayoutCallShapesTests {
    private func show(_ controller: ModernLayoutViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.collectionView.layoutIfNeeded()
        return window
    }

    @Test("the grid shows five square cells a row")
    func grid() {
        let controller = ModernLayoutViewController(sections: 1, layout: ModernLayouts.grid)
        let window = show(controller)
        let first = controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        let sixth = controller.collectionView.cellForItem(at: IndexPath(item: 5, section: 0))
        #expect(first?.frame == CGRect(x: 0, y: 0, width: 78, height: 78))
        #expect(sixth?.frame.minY == 78)
        _ = window
    }

    @Test("nested groups, pinned headers, adaptive sections, backgrounds and a mosaic lay out")
    func samples() {
        let nested = ModernLayoutViewController(sections: 1, layout: ModernLayouts.nestedGroups)
        let nestedWindow = show(nested)
        #expect(nested.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 10)

        let pinned = ModernLayoutViewController(sections: 3, layout: ModernLayouts.pinnedSectionHeaders)
        let pinnedWindow = show(pinned)
        let header = pinned.collectionView.supplementaryView(
            forElementKind: ModernLayouts.sectionHeaderElementKind, at: IndexPath(item: 0, section: 0))
        #expect((header as? CompositionalTitleView)?.label.text == "\(ModernLayouts.sectionHeaderElementKind) 0")

        let adaptive = ModernLayoutViewController(sections: 2, layout: ModernLayouts.adaptiveSections)
        let adaptiveWindow = show(adaptive)
        let layoutHeader = adaptive.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: ModernLayouts.layoutHeaderElementKind, at: IndexPath(item: Int.max, section: 0))
        #expect(layoutHeader?.frame.height == 60)

        let background = ModernLayoutViewController(sections: 2, layout: ModernLayouts.sectionBackground)
        let backgroundWindow = show(background)
        let layout = background.collectionView.collectionViewLayout
        let decoration = layout.layoutAttributesForDecorationView(
            ofKind: ModernLayouts.backgroundElementKind, at: IndexPath(item: 0, section: 0))
        #expect(decoration?.frame.minX == 5)

        let mosaic = ModernLayoutViewController(sections: 1, layout: ModernLayouts.mosaic)
        let mosaicWindow = show(mosaic)
        #expect(mosaic.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 100)
        _ = (nestedWindow, pinnedWindow, adaptiveWindow, backgroundWindow, mosaicWindow)
    }

    @Test("dimensions, spacings and items report what they were made with")
    func reading() {
        let dimension = NSCollectionLayoutDimension.estimated(44)
        #expect(dimension.isEstimated && !dimension.isAbsolute && dimension.dimension == 44)
        #expect(NSCollectionLayoutDimension.fractionalWidth(0.5).isFractionalWidth)
        #expect(NSCollectionLayoutDimension.fractionalHeight(0.5).isFractionalHeight)
        #expect(NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 50).isUniformAcrossSiblings)
        let spacing = NSCollectionLayoutSpacing.flexible(8)
        #expect(spacing.isFlexibleSpacing && !spacing.isFixedSpacing && spacing.spacing == 8)
        let edges = NSCollectionLayoutEdgeSpacing(leading: .fixed(4), top: nil, trailing: .flexible(0), bottom: nil)
        #expect(edges.leading?.spacing == 4 && edges.top == nil)
        let size = NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(20))
        let item = NSCollectionLayoutItem(layoutSize: size)
        item.edgeSpacing = edges
        #expect(item.layoutSize.heightDimension.dimension == 20 && item.contentInsets == .zero)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item, item])
        #expect(group.subitems.count == 2 && group.interItemSpacing == nil)
        let boundary = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: "k", alignment: .topLeading, absoluteOffset: CGPoint(x: 0, y: -4))
        #expect(boundary.alignment == .topLeading && boundary.offset.y == -4 && boundary.elementKind == "k")
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let horizontal = UICollectionViewCompositionalLayoutConfiguration()
        horizontal.scrollDirection = .horizontal
        layout.configuration = horizontal
        #expect(layout.configuration.scrollDirection == .horizontal)
    }
}
