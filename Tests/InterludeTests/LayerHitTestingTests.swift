import InterludeTestSupport
import Testing
@testable import InterludeQuartzCore

/// CALayer.hitTest(_:) — "the farthest descendant of the receiver in the layer hierarchy (including
/// itself) that contains the specified point", the point in the superlayer's coordinates
/// (https://developer.apple.com/documentation/quartzcore/calayer/hittest(_:)); contains(_:) — the
/// point in the layer's own coordinates, inside its bounds
/// (https://developer.apple.com/documentation/quartzcore/calayer/contains(_:)); convert(_:from:) and
/// convert(_:to:) (https://developer.apple.com/documentation/quartzcore/calayer/convert(_:from:)-…).
@MainActor @Suite("Layer hit testing and conversion")
struct LayerHitTestingTests {
    /// root (0, 0, 300, 300) ⊃ card at (100, 100) 100 × 100, scrolled by 10 ⊃ badge at (50, 50) 20 × 20.
    private func tree() -> (root: CALayer, card: CALayer, badge: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let card = CALayer()
        card.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        card.bounds.origin = CGPoint(x: 10, y: 10)
        let badge = CALayer()
        badge.frame = CGRect(x: 50, y: 50, width: 20, height: 20)
        root.addSublayer(card)
        card.addSublayer(badge)
        return (root, card, badge)
    }

    @Test("contains(_:) is the bounds, in the layer's own coordinates")
    func containsIsBounds() {
        let (_, card, _) = tree()
        #expect(card.contains(CGPoint(x: 10, y: 10)))
        #expect(card.contains(CGPoint(x: 109, y: 109)))
        #expect(!card.contains(CGPoint(x: 5, y: 50)))
    }

    @Test("hitTest(_:) finds the deepest layer, front to back, and skips hidden ones")
    func hitTest() {
        let (root, card, badge) = tree()
        // The badge is at card (50…70) = root (140…160) with the card's bounds origin at 10.
        #expect(root.hitTest(CGPoint(x: 145, y: 145)) === badge)
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === card)
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === root)
        #expect(root.hitTest(CGPoint(x: 400, y: 20)) == nil)
        let cover = CALayer()
        cover.frame = CGRect(x: 130, y: 130, width: 40, height: 40)
        root.addSublayer(cover)
        #expect(root.hitTest(CGPoint(x: 145, y: 145)) === cover, "the later sublayer is in front")
        cover.isHidden = true
        #expect(root.hitTest(CGPoint(x: 145, y: 145)) === badge)
    }

    @Test("A sublayer outside its superlayer is hit unless the superlayer masks to its bounds")
    func masksToBounds() {
        let (root, card, badge) = tree()
        badge.frame = CGRect(x: 150, y: 10, width: 20, height: 20) // root x 240…260, outside the card
        #expect(root.hitTest(CGPoint(x: 245, y: 105)) === badge)
        card.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 245, y: 105)) === root)
    }

    @Test("convert(_:from:) and convert(_:to:) go through bounds origins, positions and transforms")
    func convert() {
        let (root, card, badge) = tree()
        #expect(badge.convert(CGPoint.zero, to: root) == CGPoint(x: 140, y: 140))
        #expect(root.convert(CGPoint(x: 140, y: 140), to: badge) == .zero)
        #expect(card.convert(CGPoint(x: 140, y: 140), from: root) == CGPoint(x: 50, y: 50))
        #expect(
            badge.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: nil) == CGRect(x: 140, y: 140, width: 20, height: 20))
        card.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        // Scaled about its centre (150, 150): card point (10, 10) → (50, 50) in root.
        #expect(card.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: 50, y: 50))
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === card)
    }
}
