import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Attributes with one more property, as custom layouts declare them.
@MainActor
private final class TiltAttributes: UICollectionViewLayoutAttributes {
    var tilt: CGFloat = 0

    override func copy() -> UICollectionViewLayoutAttributes {
        let copy: UICollectionViewLayoutAttributes = super.copy()
        (copy as? TiltAttributes)?.tilt = tilt
        return copy
    }
}

/// A flow layout that makes `TiltAttributes` and gives every item a 3-D rotation.
@MainActor
private final class TiltLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { TiltAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { attributes in
            let copy: UICollectionViewLayoutAttributes = attributes.copy()
            copy.transform3D = CATransform3DMakeRotation(0.3, 0, 1, 0)
            return copy
        }
    }
}

@MainActor
@Suite("UICollectionViewLayoutAttributes")
struct CollectionViewLayoutAttributesTests {
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/transform and
    // …/transform3d: each setter replaces the other with its affine or 3-D version.
    @Test("transform and transform3D replace each other")
    func transforms() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        #expect(CATransform3DIsIdentity(attributes.transform3D) && attributes.transform == .identity)
        attributes.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CATransform3DEqualToTransform(attributes.transform3D, CATransform3DMakeScale(2, 3, 1)))
        let rotation = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        attributes.transform3D = rotation
        #expect(CATransform3DEqualToTransform(attributes.transform3D, rotation))
        #expect(attributes.transform == CATransform3DGetAffineTransform(rotation))
        // A rotation about y has no exact affine version: the affine part is its x and y rows.
        attributes.transform3D = CATransform3DMakeRotation(0.3, 0, 1, 0)
        expectClose(attributes.transform.a, cos(0.3), tolerance: 1e-12)
        #expect(attributes.transform.d == 1)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/representedelementcategory
    @Test("representedElementCategory is a UICollectionView.ElementCategory with UIKit's raw values")
    func category() {
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 0))
        let kind: UICollectionView.ElementCategory = cell.representedElementCategory
        #expect(kind == .cell && header.representedElementCategory == .supplementaryView)
        #expect(UICollectionView.ElementCategory.decorationView.rawValue == 2)
        let copy: UICollectionViewLayoutAttributes = header.copy()
        #expect(copy.representedElementKind == "header")
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesclass
    @Test("a flow layout makes its layoutAttributesClass, copies keep the class, and cells get transform3D")
    func attributesClass() {
        let window = makeWindow()
        let source = GridSource(counts: [4])
        let layout = TiltLayout()
        let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        grid.dataSource = source
        window.addSubview(grid)
        grid.layoutIfNeeded()
        let attributes = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(attributes is TiltAttributes)
        (attributes as? TiltAttributes)?.tilt = 5
        let copy: UICollectionViewLayoutAttributes? = attributes?.copy()
        #expect((copy as? TiltAttributes)?.tilt == 5)
        let cell = grid.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(cell.map { CATransform3DEqualToTransform($0.transform3D, CATransform3DMakeRotation(0.3, 0, 1, 0)) } == true)
        #expect(cell?.bounds.size == CGSize(width: 50, height: 50))
        #expect(cell?.center == CGPoint(x: 25, y: 25))
    }
}
