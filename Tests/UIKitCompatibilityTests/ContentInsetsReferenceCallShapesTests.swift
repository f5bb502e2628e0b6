import Testing
import UIKit

// Content insets references and side boundary items as iOS code writes them: a layout kept to
// the readable width on wide screens (Apple's pages on UIContentInsetsReference,
// UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference and
// NSCollectionLayoutSection.contentInsetsReference / supplementaryContentInsetsReference), a
// section provider picking its columns from `environment.container.effectiveContentSize`, and a
// pinned rail beside a section's items (NSCollectionLayoutBoundarySupplementaryItem with
// `.leading` alignment).

enum InsetsReferenceLayouts {
    /// Two or three columns depending on the width left inside the layout margins; the header
    /// spans the whole collection view; a pinned rail sits beside the items.
    static func make() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .layoutMargins
        configuration.interSectionSpacing = 20
        return UICollectionViewCompositionalLayout(
            sectionProvider: { (sectionIndex: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
                let width = environment.container.effectiveContentSize.width
                let columns = width > 600 ? 3 : 2
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1.0)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(80)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsetsReference = sectionIndex == 0 ? .automatic : .readableContent
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
                    elementKind: ModernLayouts.sectionHeaderElementKind, alignment: .top)
                let rail = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(24), heightDimension: .absolute(60)),
                    elementKind: ModernLayouts.railElementKind, alignment: .leading)
                rail.pinToVisibleBounds = true
                rail.extendsBoundary = true
                section.boundarySupplementaryItems = [header, rail]
                if #available(iOS 16.0, *) {
                    section.supplementaryContentInsetsReference = .none
                } else {
                    section.supplementariesFollowContentInsets = false
                }
                return section
            }, configuration: configuration)
    }
}

@MainActor
@Suite("Content insets reference call shapes")
struct ContentInsetsReferenceCallShapesTests {
    @Test("a layout kept inside the margins, with a full-width header and a rail beside the items")
    func marginsHeaderAndRail() {
        let controller = ModernLayoutViewController(sections: 2, layout: InsetsReferenceLayouts.make)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
        window.rootViewController = controller
        controller.collectionView.contentInsetAdjustmentBehavior = .never
        window.makeKeyAndVisible()
        let collectionView: UICollectionView = controller.collectionView
        collectionView.layoutIfNeeded()

        let reference: UIContentInsetsReference = .readableContent
        #expect(reference.rawValue == 4)
        // Landscape: 47 points of safe area and 8 of margin at each side; the rail takes 24 more.
        let header = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: ModernLayouts.sectionHeaderElementKind, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 844, height: 44))
        let rail = collectionView.supplementaryView(
            forElementKind: ModernLayouts.railElementKind, at: IndexPath(item: 0, section: 0))
        #expect(rail?.frame.minX == 0)
        let first = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(abs((first?.frame.minX ?? 0) - (55 + 24)) < 1e-9)
        _ = window
    }
}
