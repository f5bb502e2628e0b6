import UIKit
import Testing

// Swift 5 code as iOS libraries write it: a plain NSObject subclass (not main-actor isolated) that
// owns views, creates them in its initializer and moves them from property observers and helpers.
// It compiles because the UIKit types are `@preconcurrency @MainActor`, as Swift imports Apple's.
final class SpotlightTransition: NSObject {
    var origin = CGPoint.zero {
        didSet { spot.center = origin }
    }
    var tint: UIColor = .black
    let spot = UIView()

    override init() {
        super.init()
        spot.backgroundColor = tint
    }

    func diameter(toCover frame: CGRect) -> CGFloat {
        let dx = max(origin.x, frame.width - origin.x), dy = max(origin.y, frame.height - origin.y)
        return (dx * dx + dy * dy).squareRoot() * 2
    }

    func expand(in container: UIView) {
        let size = diameter(toCover: container.bounds)
        spot.frame = CGRect(x: 0, y: 0, width: size, height: size)
        spot.layer.cornerRadius = size / 2
        spot.center = origin
        container.addSubview(spot)
    }
}

@MainActor
@Suite("iOS-style client code: nonisolated owners of views")
struct NonisolatedClientCodeTests {
    @Test("A didSet on a nonisolated object moves its view")
    func observerMovesView() {
        let transition = SpotlightTransition()
        transition.origin = CGPoint(x: 30, y: 40)
        #expect(transition.spot.center == CGPoint(x: 30, y: 40))
    }

    @Test("A helper sizes the view to cover the container from the origin")
    func helperSizesView() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let transition = SpotlightTransition()
        transition.origin = CGPoint(x: 0, y: 0)
        transition.expand(in: container)
        // Farthest corner (300, 400) is 500 pt away: the circle's diameter is 1000.
        #expect(transition.spot.bounds.size == CGSize(width: 1000, height: 1000))
        #expect(transition.spot.layer.cornerRadius == 500)
        #expect(transition.spot.superview === container)
    }
}
