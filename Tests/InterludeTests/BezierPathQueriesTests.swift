import Testing
@testable import InterludeUIKit

// UIBezierPath's queries (https://developer.apple.com/documentation/uikit/uibezierpath/contains(_:):
// a point counts only in a closed subpath's filled area, under `usesEvenOddFillRule`;
// .../reversing(): the same contents, reversed) and CGPath's
// (https://developer.apple.com/documentation/coregraphics/cgpath/contains(_:using:transform:):
// the transform maps the point first; winding by default).
@MainActor
@Suite("UIBezierPath and CGPath queries")
struct BezierPathQueriesTests {
    /// A 100-point square with a 40-point square hole drawn the same way round.
    private func squareWithHole() -> UIBezierPath {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 30, y: 30, width: 40, height: 40)))
        return path
    }

    @Test("contains follows the fill rule: the hole is inside by winding, outside by even-odd")
    func fillRule() {
        let path = squareWithHole()
        #expect(path.contains(CGPoint(x: 10, y: 10)))
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        #expect(!path.contains(CGPoint(x: 150, y: 50)))
        path.usesEvenOddFillRule = true
        #expect(path.contains(CGPoint(x: 10, y: 10)))
        #expect(!path.contains(CGPoint(x: 50, y: 50)))
    }

    @Test("an open subpath encloses nothing for contains, though a fill would close it")
    func openSubpath() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        path.addLine(to: CGPoint(x: 0, y: 100))
        #expect(!path.contains(CGPoint(x: 50, y: 50)))
        #expect(path.cgPath.contains(CGPoint(x: 50, y: 50)), "CGPath counts what a fill paints")
        path.close()
        #expect(path.contains(CGPoint(x: 50, y: 50)))
    }

    @Test("CGPath.contains maps the point through the transform first")
    func cgPathTransform() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(!path.contains(CGPoint(x: 25, y: 5)))
        #expect(path.contains(CGPoint(x: 25, y: 5), transform: CGAffineTransform(translationX: -20, y: 0)))
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd, transform: CGAffineTransform(scaleX: 3, y: 3)))
    }

    @Test("reversing runs each subpath backwards, curves with swapped controls, and keeps closes")
    func reversing() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 20, y: 5))
        path.move(to: CGPoint(x: 50, y: 50))
        path.addLine(to: CGPoint(x: 60, y: 50))
        path.addLine(to: CGPoint(x: 60, y: 60))
        path.close()
        let reversed = path.reversing()
        #expect(reversed !== path)
        #expect(
            reversed.cgPath.elements == [
                .move(CGPoint(x: 60, y: 60)), .line(CGPoint(x: 60, y: 50)), .line(CGPoint(x: 50, y: 50)), .close,
                .move(CGPoint(x: 20, y: 10)), .curve(CGPoint(x: 20, y: 5), CGPoint(x: 15, y: 0), CGPoint(x: 10, y: 0)),
                .line(CGPoint(x: 0, y: 0)),
            ])
        #expect(reversed.reversing().cgPath.elements.count == path.cgPath.elements.count)
        #expect(reversed.bounds == path.bounds)
    }

    @Test("the dash pattern reads back as set; nil makes lines solid again")
    func dashRoundTrip() {
        let path = UIBezierPath()
        let pattern: [CGFloat] = [6, 2, 1]
        path.setLineDash(pattern, count: pattern.count, phase: 3)
        var read = [CGFloat](repeating: 0, count: 3)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(&read, count: &count, phase: &phase)
        #expect(read == pattern && count == 3 && phase == 3)
        path.setLineDash(nil, count: 0, phase: 0)
        path.getLineDash(nil, count: &count, phase: nil)
        #expect(count == 0)
    }
}
