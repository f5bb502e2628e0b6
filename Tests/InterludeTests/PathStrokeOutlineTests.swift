import Foundation
import Testing
@testable import InterludeGraphics
@testable import InterludeUIKit

/// `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)` ("a new path equivalent
/// to the results of drawing the path with a solid stroke"; the transform is applied to the
/// elements of the converted path, `CGPathCreateCopyByStrokingPath`'s page), checked on outlines
/// worked by hand: a band of half the width each side, butt caps flush, square caps half a width
/// further, miters reaching 1 / sin(φ / 2) half-widths out (Apple's `setMiterLimit(_:)` page:
/// beyond the limit the join is beveled).
@Suite("CGPath stroke outline")
struct PathStrokeOutlineTests {
    private func line(_ points: CGPoint..., closed: Bool = false) -> CGMutablePath {
        let path = CGMutablePath()
        path.addLines(between: points)
        if closed { path.closeSubpath() }
        return path
    }

    private let horizontal = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)]

    @Test("a horizontal line 10 wide with butt caps is a 10-high rectangle over the line")
    func buttLine() {
        let outline = line(horizontal[0], horizontal[1])
            .copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(outline.boundingBoxOfPath == CGRect(x: 0, y: -5, width: 100, height: 10))
        #expect(outline.contains(CGPoint(x: 50, y: 4.9)) && outline.contains(CGPoint(x: 0.1, y: -4.9)))
        #expect(!outline.contains(CGPoint(x: 50, y: 5.1)) && !outline.contains(CGPoint(x: -0.1, y: 0)))
        #expect(!outline.contains(CGPoint(x: 100.1, y: 0)))
    }

    @Test("square caps reach half the width past each end; round caps are half discs")
    func caps() {
        let path = line(horizontal[0], horizontal[1])
        let square = path.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.boundingBoxOfPath == CGRect(x: -5, y: -5, width: 110, height: 10))
        #expect(square.contains(CGPoint(x: -4.9, y: 4.9)) && square.contains(CGPoint(x: 104.9, y: -4.9)))
        let round = path.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        let box = round.boundingBoxOfPath
        #expect(abs(box.minX + 5) < 1e-9 && abs(box.maxX - 105) < 1e-9 && abs(box.height - 10) < 1e-9)
        #expect(round.contains(CGPoint(x: -4.5, y: 0)) && round.contains(CGPoint(x: 103, y: 3)))
        // (−4, 4) is 5.66 from the end, outside the disc of radius 5, inside the square cap.
        #expect(!round.contains(CGPoint(x: -4, y: 4)) && square.contains(CGPoint(x: -4, y: 4)))
    }

    @Test("a right-angle corner: the miter fills the square corner, a bevel cuts it, round rounds it")
    func joins() {
        let path = line(CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100))
        func outline(_ join: CGLineJoin, limit: CGFloat = 10) -> CGPath {
            path.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: join, miterLimit: limit)
        }
        // The miter's tip is (105, −5): 1 / sin 45° = 1.414 half-widths… times √2 from the corner.
        #expect(outline(.miter).contains(CGPoint(x: 104.9, y: -4.9)))
        #expect(outline(.miter).boundingBoxOfPath == CGRect(x: 0, y: -5, width: 105, height: 105))
        // The bevel runs from (100, −5) to (105, 0): (104, −4) is past it.
        #expect(!outline(.bevel).contains(CGPoint(x: 104, y: -4)) && outline(.bevel).contains(CGPoint(x: 102, y: -2)))
        #expect(outline(.round).contains(CGPoint(x: 103, y: -3)) && !outline(.round).contains(CGPoint(x: 104, y: -4)))
        // The miter limit: a right angle needs 1.414; below it the join is beveled.
        #expect(!outline(.miter, limit: 1.4).contains(CGPoint(x: 104, y: -4)))
        #expect(outline(.miter, limit: 1.5).contains(CGPoint(x: 104, y: -4)))
    }

    @Test("a closed square is a frame: joined at every corner, the closing one too, and hollow")
    func closedFrame() {
        let frame = line(
            CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 100), closed: true
        ).copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(frame.boundingBoxOfPath == CGRect(x: -5, y: -5, width: 110, height: 110))
        #expect(frame.contains(CGPoint(x: -4.9, y: -4.9)) && frame.contains(CGPoint(x: 104.9, y: 104.9)))
        #expect(frame.contains(CGPoint(x: 2, y: 50)) && !frame.contains(CGPoint(x: 50, y: 50)))
    }

    @Test("a circle's outline is the ring between radius r − w/2 and r + w/2")
    func curve() {
        let circle = CGMutablePath()
        circle.addEllipse(in: CGRect(x: -50, y: -50, width: 100, height: 100))
        let ring = circle.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        for k in 0..<12 {
            let a = Double(k) * .pi / 6 + 0.1
            func at(_ r: Double) -> CGPoint { CGPoint(x: r * cos(a), y: r * sin(a)) }
            #expect(ring.contains(at(45.2)) && ring.contains(at(54.8)), "angle \(a)")
            #expect(!ring.contains(at(44.8)) && !ring.contains(at(55.2)) && !ring.contains(at(0)), "angle \(a)")
        }
    }

    @Test("the transform maps the outline; a zero width gives an empty path; a dot with round caps is a disc")
    func transformAndEdges() {
        let path = line(horizontal[0], horizontal[1])
        let scaled = path.copy(
            strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
            transform: CGAffineTransform(scaleX: 2, y: 3))
        #expect(scaled.boundingBoxOfPath == CGRect(x: 0, y: -15, width: 200, height: 30))
        #expect(path.copy(strokingWithWidth: 0, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
        let dot = line(CGPoint(x: 5, y: 5), CGPoint(x: 5, y: 5))
        #expect(dot.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10).contains(CGPoint(x: 6.5, y: 5)))
        #expect(dot.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
    }
}
