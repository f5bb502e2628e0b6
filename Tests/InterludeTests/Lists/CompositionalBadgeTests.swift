import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Plain cells, and a reusable view of each kind for the badges.
@MainActor
private final class BadgeSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
    }
}

@MainActor private var retainedBadgeSources: [BadgeSource] = []

// Items 100 × 100, three to a 390-point row 100 tall: item 1 spans x 100…200, y 0…100.
// Apple's page on NSCollectionLayoutAnchor: by default a supplementary item sits inside the
// anchor's edges (two edges: a corner; one edge: its middle); an absolute offset moves it by
// points, a fractional one by that fraction of the supplementary item's own size (0.3 → 30 % of
// its width) (https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor).
@MainActor
@Suite("Compositional layout: badges")
struct CompositionalBadgeTests {
    private func makeCollection() -> UICollectionView {
        let badge = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        let corner = NSCollectionLayoutAnchor(edges: [.top, .trailing])
        let badges = [
            NSCollectionLayoutSupplementaryItem(layoutSize: badge, elementKind: "corner", containerAnchor: corner),
            NSCollectionLayoutSupplementaryItem(
                layoutSize: badge, elementKind: "absolute",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 5, y: -5))),
            NSCollectionLayoutSupplementaryItem(
                layoutSize: badge, elementKind: "fractional",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))),
            NSCollectionLayoutSupplementaryItem(
                layoutSize: badge, elementKind: "outside", containerAnchor: corner,
                itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading])),
            NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(10)),
                elementKind: "bottom", containerAnchor: NSCollectionLayoutAnchor(edges: .bottom)),
        ]
        badges[1].zIndex = 5
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
            supplementaryItems: badges)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        group.supplementaryItems = [
            NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(10)),
                elementKind: "group", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]))
        ]
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let window = makeWindow(width: 390, height: 844)
        let source = BadgeSource()
        retainedBadgeSources.append(source)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        for kind in ["corner", "absolute", "fractional", "outside", "bottom", "group"] {
            collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        collection.dataSource = source
        window.addSubview(collection)
        collection.layoutIfNeeded()
        return collection
    }

    @Test(
        "each anchor form places the badge on its item",
        arguments: [
            ("corner", CGRect(x: 180, y: 0, width: 20, height: 20)), // inside the top-trailing corner
            ("absolute", CGRect(x: 185, y: -5, width: 20, height: 20)), // moved 5 right, 5 up
            ("fractional", CGRect(x: 186, y: -6, width: 20, height: 20)), // 0.3 × 20 = 6
            ("outside", CGRect(x: 200, y: -20, width: 20, height: 20)), // its bottom-leading on the corner
            ("bottom", CGRect(x: 140, y: 90, width: 20, height: 10)), // centred inside the bottom edge
        ])
    func anchorForms(kind: String, expected: CGRect) {
        let collection = makeCollection()
        let indexPath = IndexPath(item: 1, section: 0)
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)?.frame == expected)
        let view = collection.supplementaryView(forElementKind: kind, at: indexPath)
        #expect(view?.frame == expected)
    }

    @Test("a group's badge is placed on each group, at its first item's index path; zIndex carries over")
    func groupBadgesAndZIndex() {
        let collection = makeCollection()
        // Half the group's 390-point width, at its top-leading corner; rows start at items 0 and 3.
        #expect(
            collection.layoutAttributesForSupplementaryElement(ofKind: "group", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 195, height: 10))
        #expect(
            collection.layoutAttributesForSupplementaryElement(ofKind: "group", at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 0, y: 100, width: 195, height: 10))
        #expect(
            collection.layoutAttributesForSupplementaryElement(ofKind: "corner", at: IndexPath(item: 4, section: 0))?.zIndex == 1)
        #expect(
            collection.layoutAttributesForSupplementaryElement(ofKind: "absolute", at: IndexPath(item: 4, section: 0))?.zIndex
                == 5)
        // Row 2's bottom badges span y 190…200.
        let rect = CGRect(x: 0, y: 195, width: 390, height: 1)
        let inRow = collection.collectionViewLayout.layoutAttributesForElements(in: rect)!
        #expect(inRow.filter { $0.representedElementKind == "bottom" }.map(\.indexPath.item).sorted() == [3, 4, 5])
        #expect(collection.visibleSupplementaryViews(ofKind: "corner").count == 6)
    }

    // A group nested in another is a layout item too, and so takes supplementary items
    // (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup: it inherits from
    // NSCollectionLayoutItem, https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/supplementaryitems).
    // The outer group's insets (10 leading, 5 top) leave 380 × 95: a leading item 190 wide, then a
    // column of two from x 200 to 390, whose top-trailing corner holds the badge.
    @Test("a nested group's badge is placed on that group, at its first item's index path")
    func nestedGroupBadges() {
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            repeatingSubitem: NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5))),
            count: 2)
        column.supplementaryItems = [
            NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        ]
        let leading = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [leading, column])
        row.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 0, trailing: 0)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
        let (_, collection, _) = makeCompositionalCollection(layout, counts: [6], size: CGSize(width: 390, height: 844))
        let badge = { (item: Int) in
            collection.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: item, section: 0))?.frame
        }
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.origin == CGPoint(x: 200, y: 5))
        #expect(badge(1) == CGRect(x: 370, y: 5, width: 20, height: 20))
        #expect(badge(4) == CGRect(x: 370, y: 105, width: 20, height: 20))
        #expect(badge(0) == nil && badge(2) == nil)
        #expect(collection.visibleSupplementaryViews(ofKind: "badge").count == 2)
    }
}
