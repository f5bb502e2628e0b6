import Testing
import UIKit

// An App-Store-style "Today / Apps" page as iOS code writes it: a featured carousel that pages
// one centred card at a time and shrinks the cards beside the middle one (Apple's
// `visibleItemsInvalidationHandler` carousel), a shelf of app rows three to a column paging a
// column at a time, and a strip of icons that scrolls freely with iOS 17's scrolling properties.
// After Apple's pages on NSCollectionLayoutSection.orthogonalScrollingBehavior,
// UICollectionLayoutSectionOrthogonalScrollingBehavior, orthogonalScrollingProperties and
// NSCollectionLayoutSectionVisibleItemsInvalidationHandler.

enum StoreLayout {
    static func make() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        return UICollectionViewCompositionalLayout(
            sectionProvider: { sectionIndex, environment in
                switch sectionIndex {
                case 0: return featured(environment)
                case 1: return appShelf()
                default: return iconStrip()
                }
            }, configuration: configuration)
    }

    static func featured(_ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(240)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 10
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let width = environment.container.contentSize.width
            items.forEach { item in
                let distanceFromCenter = abs((item.frame.midX - offset.x) - width / 2.0)
                let minScale: CGFloat = 0.8
                let maxScale: CGFloat = 1.0
                let scale = max(maxScale - (distanceFromCenter / width), minScale)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        return section
    }

    static func appShelf() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0 / 3.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(210)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.interGroupSpacing = 12
        return section
    }

    static func iconStrip() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(64), heightDimension: .absolute(64)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .absolute(64), heightDimension: .absolute(64)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        if #available(iOS 17.0, *) {
            section.orthogonalScrollingProperties.decelerationRate = .fast
            section.orthogonalScrollingProperties.bounce = .always
        }
        return section
    }
}

final class StoreViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: StoreLayout.make())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        [8, 30, 40][section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        cell.contentView.backgroundColor = indexPath.section == 0 ? .systemIndigo : .secondarySystemBackground
        cell.contentView.layer.cornerRadius = 12
        return cell
    }
}

@MainActor
@Suite("Orthogonal scrolling call shapes")
struct OrthogonalScrollingCallShapesTests {
    @Test("a store page: a centred carousel, a shelf of app columns and a strip of icons lay out across")
    func storePage() {
        let controller = StoreViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let collectionView = controller.collectionView!
        collectionView.layoutIfNeeded()
        // The carousel's first card (312 wide) starts centred: (390 − 312) / 2 = 39.
        let card = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        let cardFrame = collectionView.convert(card.frame, from: card.superview)
        #expect(abs(cardFrame.minX - 39) < 0.5)
        // The card beside it is scaled down by the handler.
        let next = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(next.transform.a < 1)
        // The shelf's columns run across: item 3 starts the second column.
        let first = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))!.frame
        let fourth = collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 1))!.frame
        #expect(fourth.minY == first.minY)
        #expect(fourth.minX > first.maxX)
        // Scrolling to an icon far along the strip scrolls the strip, not the page sideways.
        collectionView.scrollToItem(at: IndexPath(item: 30, section: 2), at: .centeredHorizontally, animated: false)
        collectionView.layoutIfNeeded()
        let icon = collectionView.cellForItem(at: IndexPath(item: 30, section: 2))!
        let iconFrame = collectionView.convert(icon.frame, from: icon.superview)
        #expect(abs(iconFrame.midX - 195) < 0.5)
        #expect(collectionView.contentOffset.x == 0)
        #expect(
            collectionView.indexPathForItem(at: CGPoint(x: iconFrame.midX, y: iconFrame.midY)) == IndexPath(item: 30, section: 2))
        _ = window
    }
}
