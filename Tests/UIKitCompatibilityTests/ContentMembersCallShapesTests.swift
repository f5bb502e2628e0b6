import UIKit
import Testing

/// A ring button that takes taps only on its ring, drawn dashed, as iOS code does it.
final class DashedRingView: UIView {
    private var ring: UIBezierPath {
        UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4))
    }

    override func draw(_ rect: CGRect) {
        let path = ring
        path.lineWidth = 2
        let dashes: [CGFloat] = [4, 2]
        path.setLineDash(dashes, count: dashes.count, phase: 0)
        UIColor.systemBlue.setStroke()
        path.reversing().stroke()
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        ring.contains(point)
    }
}

@MainActor
@Suite("iOS-style client code: path queries and dashes")
struct ContentMembersCallShapesTests {
    @Test("contains, reversing, dashes and CGPath.contains")
    func paths() {
        let view = DashedRingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.point(inside: CGPoint(x: 50, y: 50), with: nil))
        #expect(!view.point(inside: CGPoint(x: 1, y: 1), with: nil))
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        var count = 0
        path.getLineDash(nil, count: &count, phase: nil)
        #expect(count == 0)
        let reversed: UIBezierPath = path.reversing()
        #expect(reversed.contains(CGPoint(x: 5, y: 5)))
        let inside: Bool = path.cgPath.contains(CGPoint(x: 5, y: 5))
        let outside: Bool = path.cgPath.contains(CGPoint(x: 5, y: 5), using: .evenOdd, transform: .init(translationX: 20, y: 0))
        #expect(inside && !outside)
    }
}
