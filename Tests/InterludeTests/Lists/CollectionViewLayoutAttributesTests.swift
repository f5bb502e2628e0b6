import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Attributes with one more property, as custom layouts declare them.
@MainActor
private final class TiltAttributes: UICollectionViewLayoutAttributes {
    var tilt: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TiltAttributes
        copy.tilt = tilt
        return copy
    }
}

/// A flow layout that makes `TiltAttributes` and gives every item a 3-D rotation.
@MainActor
private final class TiltLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { TiltAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { attributes in
            let copy = attributes.copy() as! UICollectionViewLayoutAttributes
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
        let copy = header.copy() as! UICollectionViewLayoutAttributes
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
        let copy = attributes?.copy() as? UICollectionViewLayoutAttributes
        #expect((copy as? TiltAttributes)?.tilt == 5)
        let cell = grid.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(cell.map { CATransform3DEqualToTransform($0.transform3D, CATransform3DMakeRotation(0.3, 0, 1, 0)) } == true)
        #expect(cell?.bounds.size == CGSize(width: 50, height: 50))
        #expect(cell?.center == CGPoint(x: 25, y: 25))
    }
}

/// A cell whose content is a box of a set size pinned to its content view's edges. The box's
/// size is held at 999, as iOS code does, so it gives way to the cell's estimated size until the
/// cell is measured (at 1000 the engine breaks it, as UIKit logs and breaks such conflicts).
@MainActor
private final class BoxCell: UICollectionViewCell {
    let box = UIView()
    let width: NSLayoutConstraint

    override init(frame: CGRect) {
        width = box.widthAnchor.constraint(equalToConstant: 100)
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        let height = box.heightAnchor.constraint(equalToConstant: 40)
        for constraint in [width, height] { constraint.priority = UILayoutPriority(999) }
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            height, width,
        ])
    }

    required init?(coder: NSCoder) { return nil }

    /// Adds 2 points of height to what the default measures, as overrides that call super do.
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.frame.size.height += 2
        return attributes
    }
}

/// Box cells 100, 110, 120 … points wide.
@MainActor
private final class BoxSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Box", for: indexPath) as! BoxCell
        cell.width.constant = 100 + 10 * CGFloat(indexPath.item)
        return cell
    }
}

@MainActor
@Suite("UICollectionViewFlowLayout self-sizing")
struct CollectionViewSelfSizingTests {
    // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize:
    // zero by default; any other value asks each cell with preferredLayoutAttributesFitting(_:).
    @Test("estimatedItemSize sizes each item by its cell's preferred attributes")
    func estimatedItemSize() {
        #expect(UICollectionViewFlowLayout().estimatedItemSize == .zero)
        for estimate in [CGSize(width: 50, height: 50), UICollectionViewFlowLayout.automaticSize] {
            let window = makeWindow()
            let layout = UICollectionViewFlowLayout()
            layout.estimatedItemSize = estimate
            let source = BoxSource()
            let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            grid.register(BoxCell.self, forCellWithReuseIdentifier: "Box")
            grid.dataSource = source
            window.addSubview(grid)
            grid.layoutIfNeeded()
            // One line (the section's last keeps the 10-point minimum spacing), 40 + 2 tall.
            let frames = (0..<3).map { grid.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
            #expect(
                frames == [
                    CGRect(x: 0, y: 0, width: 100, height: 42), CGRect(x: 110, y: 0, width: 110, height: 42),
                    CGRect(x: 230, y: 0, width: 120, height: 42),
                ])
            #expect(grid.contentSize.height == 42)
        }
    }

    @Test("automaticSize is UIKit's placeholder, CGFLOAT_MAX by CGFLOAT_MAX")
    func automaticSize() {
        #expect(
            UICollectionViewFlowLayout.automaticSize
                == CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    // https://developer.apple.com/documentation/uikit/uicollectionreusableview/preferredlayoutattributesfitting(_:)
    @Test("preferredLayoutAttributesFitting sizes a copy to the constraints, and leaves unconstrained cells alone")
    func preferredAttributes() {
        let proposed = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        proposed.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
        let plain = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(plain.preferredLayoutAttributesFitting(proposed) === proposed)
        let box = BoxCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let preferred = box.preferredLayoutAttributesFitting(proposed)
        #expect(preferred !== proposed && proposed.size == CGSize(width: 50, height: 50))
        #expect(preferred.frame == CGRect(x: 10, y: 20, width: 100, height: 42))
    }
}
