import Testing
import UIKit

// The custom-layout idiom: attributes subclasses copy their own properties in copy(with:), and
// layouts hand out `copy() as! UICollectionViewLayoutAttributes`.
final class ParallaxAttributes: UICollectionViewLayoutAttributes {
    var parallaxOffset: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! ParallaxAttributes
        copy.parallaxOffset = parallaxOffset
        return copy
    }
}

@MainActor
@Suite("Layout attributes copying")
struct LayoutAttributesCopyingCallShapesTests {
    @Test("copy() goes through copy(with:), keeping the subclass and its own property")
    func copying() {
        let attributes = ParallaxAttributes(forCellWith: IndexPath(item: 2, section: 0))
        attributes.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        attributes.parallaxOffset = 12
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        #expect(copy !== attributes)
        #expect((copy as? ParallaxAttributes)?.parallaxOffset == 12)
        #expect(copy.frame == attributes.frame)
        #expect(copy.indexPath == IndexPath(item: 2, section: 0))
    }
}
