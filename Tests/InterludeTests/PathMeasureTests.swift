import Testing
import InterludeTestSupport
@testable import InterludeGraphics
@testable import InterludeUIKit

/// Lengths along paths: lines exactly, curves to the accuracy of their sampled chords.
@Suite("Path measure")
struct PathMeasureTests {
    @Test("a closed rectangle is 160 points around; its close is the fourth side")
    func rectangle() {
        let measure = PathMeasure(CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil))
        #expect(measure.length == 160)
        #expect(measure.segments.count == 4)
        #expect(measure.location(atDistance: 50).point == CGPoint(x: 40, y: 10))
        #expect(measure.location(atDistance: 150).point == CGPoint(x: 0, y: 10))
        expectClose(measure.location(atDistance: 150).angle, -.pi / 2, tolerance: 1e-12)
        #expect(measure.location(atDistance: -5).point == .zero)
        #expect(measure.location(atDistance: 500).point == .zero)
    }

    @Test("a circle of radius 10 is 2π × 10 long, within 0.02 points, and heads along its tangent")
    func circle() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        let measure = PathMeasure(path)
        expectClose(measure.length, 20 * .pi, tolerance: 0.02)
        let quarter = measure.location(atDistance: measure.length / 4)
        expectClose(quarter.point, CGPoint(x: 0, y: 10), tolerance: 0.02)
        expectClose(quarter.angle, .pi, tolerance: 0.01)
    }

    @Test("a move lifts the pen: its jump adds no length")
    func moves() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 100, y: 100))
        path.addLine(to: CGPoint(x: 100, y: 110))
        let measure = PathMeasure(path)
        #expect(measure.length == 20)
        #expect(measure.location(atDistance: 15).point == CGPoint(x: 100, y: 105))
        #expect(measure.segments.map(\.startsSubpath) == [true, true])
    }
}
