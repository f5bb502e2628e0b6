import Foundation
import Testing
@testable import InterludeUIKit
import InterludeRender

/// A stroke outline filled covers the pixels the stroke paints (Apple's page of
/// `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`: "equivalent to the results of
/// drawing the path with a solid stroke").
@MainActor
@Suite("CGPath stroke outline, drawn")
struct StrokeOutlinePixelTests {
    private func frame(_ draw: (CGContext) -> Void) throws -> RenderedFrame {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format).image { draw($0.cgContext) }
        let png = try #require(image.pngData())
        return try #require(RenderedFrame(pngData: png))
    }

    @Test(
        "filling the outline paints what stroking paints, but along the antialiased edges",
        arguments: [(CGLineJoin.miter, CGLineCap.butt), (.round, .round), (.bevel, .square)])
    func sameCoverage(join: CGLineJoin, cap: CGLineCap) throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 80))
        path.addLine(to: CGPoint(x: 30, y: 20))
        path.addLine(to: CGPoint(x: 50, y: 70))
        path.addCurve(to: CGPoint(x: 90, y: 30), control1: CGPoint(x: 60, y: 100), control2: CGPoint(x: 90, y: 60))
        let stroked = try frame { cg in
            cg.addPath(path)
            cg.setLineWidth(8)
            cg.setLineJoin(join)
            cg.setLineCap(cap)
            cg.setStrokeColor(UIColor.black.cgColor)
            cg.strokePath()
        }
        let filled = try frame { cg in
            cg.addPath(path.copy(strokingWithWidth: 8, lineCap: cap, lineJoin: join, miterLimit: 10))
            cg.setFillColor(UIColor.black.cgColor)
            cg.fillPath()
        }
        var painted = 0, differing = 0
        for y in 0..<stroked.height {
            for x in 0..<stroked.width {
                let (a, b) = (RGBA(stroked.pixel(x: x, y: y)), RGBA(filled.pixel(x: x, y: y)))
                if a.a > 0 { painted += 1 }
                if a.distance(to: b) > 64 { differing += 1 }
            }
        }
        #expect(painted > 5000)
        #expect(differing * 100 < painted, "\(differing) of \(painted) painted pixels differ by more than 64")
    }
}
