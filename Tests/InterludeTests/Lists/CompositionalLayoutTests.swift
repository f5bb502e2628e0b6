import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A data source over item counts whose cells are plain and whose supplementary views are
/// registered reusable views of their kind.
@MainActor
final class CompositionalSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    /// Sets up each cell handed out.
    var configure: (UICollectionViewCell, IndexPath) -> Void = { _, _ in }
    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        configure(cell, indexPath)
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
    }
}

/// Expects two frames within `tolerance` points of each other, printing both.
@MainActor
func expectFrame(
    _ actual: CGRect?, _ expected: CGRect, tolerance: CGFloat = 1e-9, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("no frame; expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    let off = max(
        abs(actual.minX - expected.minX), abs(actual.minY - expected.minY), abs(actual.width - expected.width),
        abs(actual.height - expected.height))
    #expect(off <= tolerance, "actual \(actual), expected \(expected), off by \(off)", sourceLocation: sourceLocation)
}

/// A cell whose content is a box half as tall as it is wide, plus `extra` points: its height
/// depends on the width it is measured at. The box would rather be 100 wide (priority 500), so
/// only a width the layout holds at `.required` makes it wider.
@MainActor
private final class AspectCell: UICollectionViewCell {
    let box = UIView()
    let extra: NSLayoutConstraint

    override init(frame: CGRect) {
        extra = box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5, constant: 0)
        super.init(frame: frame)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = UILayoutPriority(500)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor), extra, narrow,
        ])
    }

    required init?(coder: NSCoder) { return nil }
}

/// A header that asks for 60 points of height, and records the width it was offered.
@MainActor
private final class TallHeader: UICollectionReusableView {
    static var offeredWidths: [CGFloat] = []

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        Self.offeredWidths.append(layoutAttributes.size.width)
        let preferred = super.preferredLayoutAttributesFitting(layoutAttributes).copy() as! UICollectionViewLayoutAttributes
        preferred.size = CGSize(width: 10, height: 60)
        return preferred
    }
}

private let headerKind = "header-kind"
private let footerKind = "footer-kind"

@MainActor
@Suite("UICollectionViewCompositionalLayout")
struct CompositionalLayoutTests {
    /// A collection view of `size` in a window, placing `counts` items with `layout`.
    private func makeCollection(
        _ layout: UICollectionViewLayout, counts: [Int], size: CGSize = CGSize(width: 390, height: 844)
    ) -> (UIWindow, UICollectionView, CompositionalSource) {
        let window = makeWindow(width: size.width, height: size.height)
        let source = CompositionalSource(counts: counts)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        for kind in [headerKind, footerKind] {
            collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        collection.dataSource = source
        window.addSubview(collection)
        collection.layoutIfNeeded()
        return (window, collection, source)
    }

    private func frame(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    // Apple's "Grid" pattern: an item a third of its group's width and its whole height, in a
    // group the full width and a third of it tall, repeats three to a row
    // (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup). Item content
    // insets shrink each cell inside its 130-point slot
    // (https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/contentinsets).
    // Positions are rounded to the nearest pixel (⅓ point at scale 3): 0.5 becomes ⅔.
    @Test("a three-column grid of fractional items with 0.5-point insets, 390 points wide")
    func threeColumnGrid() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 0.5, leading: 0.5, bottom: 0.5, trailing: 0.5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (_, collection, _) = makeCollection(layout, counts: [7])
        #expect(collection.traitCollection.displayScale == 3)
        let pixel: CGFloat = 2 / 3 // 0.5 points is 1.5 pixels, rounded to 2
        expectFrame(frame(collection, 0), CGRect(x: pixel, y: pixel, width: 129, height: 129))
        expectFrame(frame(collection, 1), CGRect(x: 130 + pixel, y: pixel, width: 129, height: 129))
        expectFrame(frame(collection, 2), CGRect(x: 260 + pixel, y: pixel, width: 129, height: 129))
        expectFrame(frame(collection, 3), CGRect(x: pixel, y: 130 + pixel, width: 129, height: 129))
        expectFrame(frame(collection, 6), CGRect(x: pixel, y: 260 + pixel, width: 129, height: 129))
        #expect(collection.contentSize == CGSize(width: 390, height: 390))
        #expect(collection.visibleCells.count == 7)
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.size == CGSize(width: 129, height: 129))
    }

    // Apple's "Nested Groups" sample: a leading item 0.7 wide beside a column of two, in a group
    // 0.4 of the collection view's height (844 · 0.4 = 337.6); every item inset by 10. The
    // deprecated `subitem:count:` shares the column's height equally; the iOS 16
    // `repeatingSubitem:count:` keeps the item's own fraction (0.3 of 337.6, floored to a pixel).
    @Test("nested groups: a leading item beside a column of two, with both count forms")
    func nestedGroups() {
        for equalSizes in [true, false] {
            let leading = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
            leading.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let trailing = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)))
            trailing.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let columnSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1))
            let column =
                equalSizes
                ? NSCollectionLayoutGroup.vertical(layoutSize: columnSize, subitem: trailing, count: 2)
                : NSCollectionLayoutGroup.vertical(layoutSize: columnSize, repeatingSubitem: trailing, count: 2)
            let nested = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.4)),
                subitems: [leading, column])
            let (_, collection, _) = makeCollection(
                UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: nested)), counts: [5])
            // 337.6 floors to 337⅓ at scale 3; 0.7 · 390 = 273; 0.3 · 390 = 117.
            let groupHeight: CGFloat = 1012 / 3
            expectFrame(frame(collection, 0), CGRect(x: 10, y: 10, width: 253, height: groupHeight - 20), tolerance: 1e-6)
            let slot: CGFloat = equalSizes ? 506 / 3 : 101 // ½ or 0.3 of 337⅓, floored to a pixel
            expectFrame(frame(collection, 1), CGRect(x: 283, y: 10, width: 97, height: slot - 20), tolerance: 1e-6)
            expectFrame(frame(collection, 2), CGRect(x: 283, y: slot + 10, width: 97, height: slot - 20), tolerance: 1e-6)
            // The next repetition starts below the first.
            expectFrame(
                frame(collection, 3), CGRect(x: 10, y: groupHeight + 10, width: 253, height: groupHeight - 20), tolerance: 1e-6)
        }
    }

    // Boundary items: a header at `.top` sits before the section's top content inset, a footer at
    // `.bottom` after its bottom inset; both follow the leading and trailing insets while
    // `supplementariesFollowContentInsets` is true (its default)
    // (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/supplementariesfollowcontentinsets).
    // Groups are `interGroupSpacing` apart, sections `interSectionSpacing`.
    @Test("headers, footers, content insets, inter-group and inter-section spacing (hand-computed frames)")
    func headersAndFooters() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 20)
        let fullWidth = NSCollectionLayoutDimension.fractionalWidth(1)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: fullWidth, heightDimension: .absolute(50)),
                elementKind: headerKind, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: fullWidth, heightDimension: .absolute(40)),
                elementKind: footerKind, alignment: .bottom),
        ]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        #expect(configuration.scrollDirection == .vertical && configuration.interSectionSpacing == 0)
        configuration.interSectionSpacing = 8
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let (_, collection, _) = makeCollection(layout, counts: [3, 3])
        let header0 = collection.layoutAttributesForSupplementaryElement(ofKind: headerKind, at: IndexPath(item: 0, section: 0))
        expectFrame(header0?.frame, CGRect(x: 20, y: 0, width: 350, height: 50))
        // Items: 50 + 10 = 60, then 44 + 5 apart.
        expectFrame(frame(collection, 0), CGRect(x: 20, y: 60, width: 350, height: 44))
        expectFrame(frame(collection, 2), CGRect(x: 20, y: 158, width: 350, height: 44))
        // 158 + 44 + 30 = 232; the section ends at 272, the next starts 8 later.
        let footer0 = collection.layoutAttributesForSupplementaryElement(ofKind: footerKind, at: IndexPath(item: 0, section: 0))
        expectFrame(footer0?.frame, CGRect(x: 20, y: 232, width: 350, height: 40))
        let header1 = collection.layoutAttributesForSupplementaryElement(ofKind: headerKind, at: IndexPath(item: 0, section: 1))
        expectFrame(header1?.frame, CGRect(x: 20, y: 280, width: 350, height: 50))
        expectFrame(frame(collection, 0, 1), CGRect(x: 20, y: 340, width: 350, height: 44))
        #expect(collection.contentSize == CGSize(width: 390, height: 552))
        #expect(collection.visibleSupplementaryViews(ofKind: headerKind).count == 2)
        #expect(collection.supplementaryView(forElementKind: footerKind, at: IndexPath(item: 0, section: 1))?.frame.minY == 512)
        // Not following the insets, the header spans the collection view.
        section.supplementariesFollowContentInsets = false
        layout.invalidateLayout()
        let wide = collection.layoutAttributesForSupplementaryElement(ofKind: headerKind, at: IndexPath(item: 0, section: 0))
        expectFrame(wide?.frame, CGRect(x: 0, y: 0, width: 390, height: 50))
    }

    // https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/pintovisiblebounds:
    // a pinned header shows while any of its section does; it stops at the end of the section's
    // content (UIKit as measured: the footer's room does not count).
    @Test("a pinned header stays at the top of the visible area until its section's content ends")
    func pinnedHeader() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: headerKind, alignment: .top)
        #expect(!header.pinToVisibleBounds && header.extendsBoundary && header.zIndex == 1)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let (_, collection, _) = makeCollection(UICollectionViewCompositionalLayout(section: section), counts: [10, 10])
        // Section 0: header 0…40, items 40…1040; section 1 from 1040.
        let at = { (section: Int) in
            collection.layoutAttributesForSupplementaryElement(ofKind: headerKind, at: IndexPath(item: 0, section: section))
        }
        #expect(at(0)?.frame.minY == 0)
        collection.contentOffset = CGPoint(x: 0, y: 300)
        #expect(at(0)?.frame.minY == 300)
        #expect(at(0)!.zIndex == 1 + 1_000_000_000)
        #expect(at(1)?.frame.minY == 1040)
        #expect(collection.supplementaryView(forElementKind: headerKind, at: IndexPath(item: 0, section: 0))?.frame.minY == 300)
        // Near the end of section 0 the header is pushed up: its bottom stays at 1040.
        collection.contentOffset = CGPoint(x: 0, y: 1020)
        #expect(at(0)?.frame.minY == 1000)
        #expect(at(1)?.frame.minY == 1040)
        collection.contentOffset = CGPoint(x: 0, y: 1100)
        #expect(at(1)?.frame.minY == 1100)
    }

    // https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment: the provider
    // sees the container's size and adapts, as Apple's "Adaptive Sections" sample does.
    @Test("a section provider changes the column count with the container's width")
    func adaptiveSectionProvider() {
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let width = environment.container.effectiveContentSize.width
            widths.append(width)
            let columns: CGFloat = width > 500 ? 4 : 2
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let (_, collection, _) = makeCollection(layout, counts: [8])
        #expect(widths == [390])
        expectFrame(frame(collection, 1), CGRect(x: 195, y: 0, width: 195, height: 100))
        expectFrame(frame(collection, 2), CGRect(x: 0, y: 100, width: 195, height: 100))
        #expect(collection.contentSize.height == 400)
        collection.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        collection.layoutIfNeeded()
        #expect(widths.last == 800)
        expectFrame(frame(collection, 1), CGRect(x: 200, y: 0, width: 200, height: 100))
        expectFrame(frame(collection, 3), CGRect(x: 600, y: 0, width: 200, height: 100))
        expectFrame(frame(collection, 4), CGRect(x: 0, y: 100, width: 200, height: 100))
        #expect(collection.contentSize == CGSize(width: 800, height: 200))
    }

    // https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing: a flexible
    // spacing takes a share of what the group has left; three 100-point items fit in 390.
    @Test("flexible inter-item spacing spreads a row's spare space; fixed edge spacing moves an item")
    func spacing() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            subitems: [item])
        group.interItemSpacing = .flexible(0)
        let (_, collection, _) = makeCollection(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [4])
        expectFrame(frame(collection, 0), CGRect(x: 0, y: 0, width: 100, height: 50))
        expectFrame(frame(collection, 1), CGRect(x: 145, y: 0, width: 100, height: 50))
        expectFrame(frame(collection, 2), CGRect(x: 290, y: 0, width: 100, height: 50))
        expectFrame(frame(collection, 3), CGRect(x: 0, y: 80, width: 100, height: 50))
        // Fixed spacing of 10 and a fixed top edge spacing of 15.
        group.interItemSpacing = .fixed(10)
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .fixed(15), trailing: nil, bottom: nil)
        collection.collectionViewLayout.invalidateLayout()
        expectFrame(frame(collection, 1), CGRect(x: 110, y: 15, width: 100, height: 50))
        expectFrame(frame(collection, 2), CGRect(x: 220, y: 15, width: 100, height: 50))
    }

    // UIKit as measured (see `PixelGrid`): how many items fit is decided with the items sized in
    // the group less the spacings between them, so a third-wide item still makes three columns
    // with spacing (each (390 − 2 · 10) / 3 = 123⅓ wide).
    @Test("fractional items are sized after the inter-item spacing is taken off")
    func fractionsAfterSpacing() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        group.interItemSpacing = .fixed(10)
        let (_, collection, _) = makeCollection(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [4])
        let width: CGFloat = 370 / 3
        expectFrame(frame(collection, 2), CGRect(x: 2 * width + 20, y: 0, width: width, height: 50), tolerance: 1e-6)
        expectFrame(frame(collection, 3), CGRect(x: 0, y: 50, width: width, height: 50), tolerance: 1e-6)
    }

    // https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/custom(layoutsize:itemprovider:):
    // one cell per frame the provider returns, relative to the group. UIKit as measured (see
    // `PixelGrid`): the provider's container is the group's size with its content insets, and
    // the frames are relative to the group's outer corner.
    @Test("a custom group places one cell at each frame its provider returns")
    func customGroup() {
        var containers: [(CGSize, CGSize)] = []
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200))
        ) { environment in
            containers.append((environment.container.contentSize, environment.container.effectiveContentSize))
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 200, height: 200)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 200, y: 100, width: 190, height: 100), zIndex: 3),
            ]
        }
        group.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let (_, collection, _) = makeCollection(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [3])
        #expect(containers.first?.0 == CGSize(width: 390, height: 200))
        #expect(containers.first?.1 == CGSize(width: 370, height: 180))
        expectFrame(frame(collection, 1), CGRect(x: 200, y: 100, width: 190, height: 100))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3)
        expectFrame(frame(collection, 2), CGRect(x: 0, y: 200, width: 200, height: 200))
        #expect(collection.contentSize.height == 400)
    }

    // https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem: a
    // background registered with `register(_:forDecorationViewOfKind:)` covers its section,
    // shrunk by its content insets, below everything else (z-index 0 by default).
    @Test("a background decoration covers its section inside its insets, behind the cells")
    func backgroundDecoration() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        #expect(background.zIndex == 0)
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        let (_, collection, _) = makeCollection(layout, counts: [3, 2])
        // Section 0: 10 + 3 · 50 + 10 = 170 tall; section 1 from 170, 120 tall.
        let attributes = layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))
        expectFrame(attributes?.frame, CGRect(x: 5, y: 5, width: 380, height: 160))
        expectFrame(
            layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 1))?.frame,
            CGRect(x: 5, y: 175, width: 380, height: 110))
        #expect(attributes?.representedElementCategory == .decorationView)
        // Cells of a section with decorations get z-index 1 (UIKit as measured).
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 1)
        let views = collection.decorationViewsByElement.values.map(\.frame).sorted { $0.minY < $1.minY }
        #expect(views == [CGRect(x: 5, y: 5, width: 380, height: 160), CGRect(x: 5, y: 175, width: 380, height: 110)])
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        let decoration = collection.decorationViewsByElement.values.first!
        #expect(collection.subviews.firstIndex(of: decoration)! < collection.subviews.firstIndex(of: cell)!)
    }

    // The flow layout's test of the same: the rectangle's answer is every element whose frame
    // meets it, found without walking the whole list.
    @Test("layoutAttributesForElements(in:) answers exactly the cells that meet the rectangle")
    func elementsInRect() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 7
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (_, collection, _) = makeCollection(layout, counts: [1_000, 500])
        let all = (0..<1_000).map { IndexPath(item: $0, section: 0) } + (0..<500).map { IndexPath(item: $0, section: 1) }
        for rect in [
            CGRect(x: 0, y: 0, width: 390, height: 844), CGRect(x: 100, y: 5_000, width: 50, height: 300),
            CGRect(x: 0, y: 16_740, width: 390, height: 30), CGRect(x: 0, y: 100_000, width: 390, height: 10),
        ] {
            let answered = Set((layout.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath))
            let expected = Set(all.filter { layout.layoutAttributesForItem(at: $0)!.frame.intersects(rect) })
            #expect(answered == expected, "\(rect)")
        }
        // 250 rows of 60 with 249 gaps of 7, then 125 rows with 124: 15,000 + 1,743 + 7,500 + 868.
        #expect(collection.contentSize.height == 25_111)
    }

    // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:)
    // and …/nscollectionlayoutitem/contentinsets: an estimated height is the cell's
    // `preferredLayoutAttributesFitting(_:)`, measured at the width the layout gives it (held, as
    // UIKit measures a constraint cell at its width), and content insets on that axis are ignored.
    // An estimated header self-sizes the same way, by its view's answer.
    @Test("estimated heights self-size at the item's width; insets on the estimated axis are ignored")
    func estimatedHeights() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 8, bottom: 5, trailing: 8)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
                elementKind: headerKind, alignment: .top)
        ]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let window = makeWindow(width: 390, height: 844)
        let source = CompositionalSource(counts: [3])
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(AspectCell.self, forCellWithReuseIdentifier: "Cell")
        collection.register(TallHeader.self, forSupplementaryViewOfKind: headerKind, withReuseIdentifier: headerKind)
        collection.dataSource = source
        window.addSubview(collection)
        collection.layoutIfNeeded()
        // The header is offered the section's width, and its preferred width is ignored (not estimated).
        #expect(TallHeader.offeredWidths.last == 390)
        // The cell is 390 − 16 = 374 wide, so its box is 187 tall.
        let header = collection.layoutAttributesForSupplementaryElement(ofKind: headerKind, at: IndexPath(item: 0, section: 0))
        expectFrame(header?.frame, CGRect(x: 0, y: 0, width: 390, height: 60))
        expectFrame(frame(collection, 0), CGRect(x: 8, y: 60, width: 374, height: 187))
        expectFrame(frame(collection, 2), CGRect(x: 8, y: 60 + 2 * 187, width: 374, height: 187))
        expectClose(collection.contentSize.height, 60 + 3 * 187, tolerance: 1e-6)
    }

    // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/uniformacrosssiblings(estimate:):
    // siblings take the largest size measured; plain estimates keep their own (the row is as
    // tall as its tallest).
    @Test("estimated siblings keep their own heights; uniformAcrossSiblings gives them the tallest")
    func uniformAcrossSiblings() {
        for uniform in [false, true] {
            let height: NSCollectionLayoutDimension = uniform ? .uniformAcrossSiblings(estimate: 44) : .estimated(44)
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3), heightDimension: height))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                subitems: [item])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            let window = makeWindow(width: 390, height: 844)
            let source = CompositionalSource(counts: [4])
            source.configure = { cell, indexPath in (cell as! AspectCell).extra.constant = [0, 20, 10, 0][indexPath.item] }
            let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            collection.register(AspectCell.self, forCellWithReuseIdentifier: "Cell")
            collection.dataSource = source
            window.addSubview(collection)
            collection.layoutIfNeeded()
            // 130-wide cells: 65 tall, plus 0, 20 and 10.
            let heights = (0..<3).map { frame(collection, $0)?.height }
            #expect(heights == (uniform ? [85, 85, 85] : [65, 85, 75]))
            #expect(frame(collection, 3)?.minY == 85)
        }
    }

    // UIKit's text, as `_UICollectionCompositionalLayoutSolver` raises it for a nil section that
    // has items (a section with none may be nil).
    @Test("a section provider that returns nil for a section with items stops with UIKit's message")
    func nilSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let layout = UICollectionViewCompositionalLayout { _, _ in nil }
                let source = CompositionalSource(counts: [0, 1])
                let collection = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
                collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
                collection.dataSource = source
                collection.layoutIfNeeded()
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "NSInternalInconsistencyException: Invalid section definition. Please specify a valid section definition "
                    + "when content is to be rendered for a section. This is a client error."))
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/scrolldirection:
    // scrolling sideways, sections follow one another along x; a `.leading` header comes first.
    @Test("a horizontally scrolling layout places columns and sections along x, a leading header first")
    func horizontalScrolling() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.25)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(30), heightDimension: .fractionalHeight(1)),
                elementKind: headerKind, alignment: .leading)
        ]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 10
        // Measured from the collection view's edges, not its safe area (47 and 34 points at the
        // top and bottom in portrait; see `CompositionalContentInsetsReferenceTests`).
        configuration.contentInsetsReference = .none
        let (_, collection, _) = makeCollection(
            UICollectionViewCompositionalLayout(section: section, configuration: configuration), counts: [6, 1])
        // 844 · 0.25 = 211: four a column.
        let header = collection.layoutAttributesForSupplementaryElement(ofKind: headerKind, at: IndexPath(item: 0, section: 0))
        expectFrame(header?.frame, CGRect(x: 0, y: 0, width: 30, height: 844))
        expectFrame(frame(collection, 1), CGRect(x: 30, y: 211, width: 100, height: 211))
        expectFrame(frame(collection, 4), CGRect(x: 130, y: 0, width: 100, height: 211))
        let header1 = collection.layoutAttributesForSupplementaryElement(ofKind: headerKind, at: IndexPath(item: 0, section: 1))
        expectFrame(header1?.frame, CGRect(x: 240, y: 0, width: 30, height: 844))
        expectFrame(frame(collection, 0, 1), CGRect(x: 270, y: 0, width: 100, height: 211))
        #expect(collection.contentSize == CGSize(width: 370, height: 844))
        let visible = Set(
            collection.collectionViewLayout.layoutAttributesForElements(in: CGRect(x: 140, y: 0, width: 50, height: 300))?
                .map(\.indexPath) ?? [])
        #expect(visible == [IndexPath(item: 4, section: 0), IndexPath(item: 5, section: 0)])
    }
}
