import Testing
import UIKit

// A sectioned grid with headers as iOS code writes it (Apple's pages: UICollectionViewFlowLayout
// headerReferenceSize, footerReferenceSize, sectionHeadersPinToVisibleBounds,
// sectionFootersPinToVisibleBounds; UICollectionView register(_:forSupplementaryViewOfKind:withReuseIdentifier:),
// dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:), elementKindSectionHeader,
// supplementaryView(forElementKind:at:); UICollectionViewDataSource
// collectionView(_:viewForSupplementaryElementOfKind:at:); UICollectionViewDelegateFlowLayout
// collectionView(_:layout:referenceSizeForHeaderInSection:)).

final class SectionTitleView: UICollectionReusableView {
    static let reuseIdentifier = "SectionTitle"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 0)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        label.text = nil
    }
}

final class AlbumsViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    let sections = ["Recent", "Favorites", "Shared"]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        layout.footerReferenceSize = .zero
        layout.sectionHeadersPinToVisibleBounds = true
        layout.sectionFootersPinToVisibleBounds = false
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Album")
        collectionView.register(
            SectionTitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: SectionTitleView.reuseIdentifier)
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Album", for: indexPath)
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard kind == UICollectionView.elementKindSectionHeader,
            let header = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: SectionTitleView.reuseIdentifier, for: indexPath) as? SectionTitleView
        else { return UICollectionReusableView() }
        header.label.text = sections[indexPath.section]
        return header
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        section == 0 ? CGSize(width: collectionView.bounds.width, height: 60) : CGSize(width: 0, height: 44)
    }
}

@MainActor
@Suite("Section header call shapes")
struct SectionHeaderCallShapesTests {
    @Test("headers come from the controller's override, sized by the delegate")
    func albums() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = AlbumsViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.collectionView.layoutIfNeeded()
        let header = controller.collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        let title: String? = (header as? SectionTitleView)?.label.text
        #expect(title == "Recent")
        #expect(header?.frame.height == 60)
        let views: [UICollectionReusableView] = controller.collectionView.visibleSupplementaryViews(
            ofKind: UICollectionView.elementKindSectionHeader)
        #expect(views.count == 3)
    }
}

// Decoration views, supplementary views in batch updates, snapping and reconfiguring as iOS code
// writes them (Apple's pages: UICollectionViewLayout register(_:forDecorationViewOfKind:),
// layoutAttributesForDecorationView(ofKind:at:), the initial and final attributes of appearing and
// disappearing supplementary and decoration elements,
// targetContentOffset(forProposedContentOffset:withScrollingVelocity:);
// UICollectionViewLayoutAttributes init(forDecorationViewOfKind:with:); UICollectionView
// reconfigureItems(at:)).
final class ShelfBackgroundView: UICollectionReusableView {
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        backgroundColor = layoutAttributes.zIndex < 0 ? .secondarySystemBackground : .clear
    }
}

final class ShelfFlowLayout: UICollectionViewFlowLayout {
    static let shelfKind = "shelf"

    override init() {
        super.init()
        register(ShelfBackgroundView.self, forDecorationViewOfKind: ShelfFlowLayout.shelfKind)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var attributes = super.layoutAttributesForElements(in: rect) ?? []
        if let shelf = layoutAttributesForDecorationView(ofKind: ShelfFlowLayout.shelfKind, at: IndexPath(item: 0, section: 0)) {
            attributes.append(shelf)
        }
        return attributes
    }

    override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        let shelf = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        shelf.frame = CGRect(x: 0, y: 0, width: collectionViewContentSize.width, height: 120)
        shelf.zIndex = -1
        return shelf
    }

    override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
        attributes?.alpha = 0
        return attributes
    }

    override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }

    override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        let page = itemSize.width + minimumLineSpacing
        let index = (proposedContentOffset.x / page).rounded(velocity.x > 0 ? .up : .down)
        return CGPoint(x: index * page, y: proposedContentOffset.y)
    }
}

@MainActor
func reconfigureVisibleItems(of collectionView: UICollectionView) {
    collectionView.reconfigureItems(at: collectionView.indexPathsForVisibleItems)
    let category: UICollectionView.ElementCategory =
        UICollectionViewLayoutAttributes(forDecorationViewOfKind: ShelfFlowLayout.shelfKind, with: IndexPath(item: 0, section: 0))
        .representedElementCategory
    _ = category
}
