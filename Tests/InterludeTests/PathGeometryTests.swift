import Testing
@testable import InterludeGraphics
@testable import InterludeUIKit

/// `CGPath.boundingBoxOfPath` ("the smallest rectangle completely enclosing all points in the path
/// but not including control points for Bézier and quadratic curves"; `CGRectNull` when empty) and
/// `contains(_:using:transform:)` (whether the point, after the affine transform, is interior to the
/// path by the fill rule, winding by default), from Apple's documentation pages of each.
@Suite("CGPath geometry")
struct PathGeometryTests {
    @Test("an arch's bounding box stops at the curve's top, 3/4 of the way to its control points")
    func curveExtremes() {
        let arch = CGMutablePath()
        arch.move(to: .zero)
        arch.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(arch.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        // The cubic's y at t = 1/2 is 3 · (1/8) · 100 · 2 = 75.
        #expect(arch.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 75))
    }

    @Test("an ellipse's path bounding box is its rectangle; straight paths equal boundingBox; empty is null")
    func ellipseAndEmpty() {
        let ellipse = CGPath(ellipseIn: CGRect(x: 10, y: 20, width: 80, height: 40), transform: nil).boundingBoxOfPath
        for (value, expected) in [(ellipse.minX, 10.0), (ellipse.minY, 20), (ellipse.maxX, 90), (ellipse.maxY, 60)] {
            #expect(abs(value - expected) < 1e-9)
        }
        let rect = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        #expect(rect.boundingBoxOfPath == rect.boundingBox)
        #expect(CGMutablePath().boundingBoxOfPath.isNull)
    }

    @Test("contains: inside and outside a rectangle; the transform moves the point")
    func rectangle() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(square.contains(CGPoint(x: 5, y: 5)))
        #expect(!square.contains(CGPoint(x: 15, y: 5)))
        #expect(square.contains(CGPoint(x: 15, y: 5), transform: CGAffineTransform(translationX: -10, y: 0)))
        #expect(!CGMutablePath().contains(.zero))
    }

    @Test("contains: a square inside a square is inside by winding and a hole by even-odd")
    func fillRules() {
        let nested = CGMutablePath()
        nested.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        nested.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(nested.contains(CGPoint(x: 15, y: 15)))
        #expect(nested.contains(CGPoint(x: 15, y: 15), using: .winding))
        #expect(!nested.contains(CGPoint(x: 15, y: 15), using: .evenOdd))
        #expect(nested.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
    }

    @Test("contains: an open subpath counts as closed, as a fill closes it")
    func openSubpath() {
        let triangle = CGMutablePath()
        triangle.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 0, y: 30)])
        #expect(triangle.contains(CGPoint(x: 5, y: 5)))
        #expect(!triangle.contains(CGPoint(x: 25, y: 25)))
    }
}
