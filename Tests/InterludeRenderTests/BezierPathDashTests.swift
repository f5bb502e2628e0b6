import Testing
@testable import InterludeUIKit
import InterludeRender

/// `UIBezierPath.setLineDash(_:count:phase:)` (https://developer.apple.com/documentation/uikit/uibezierpath/setlinedash(_:count:phase:)):
/// strokes alternate painted and unpainted lengths, starting `phase` points into the pattern.
@MainActor
@Suite("UIBezierPath dashes")
struct BezierPathDashTests {
    /// A horizontal 4-point-wide black line across a 40 × 8 clear image at scale 1, dashed 10 on, 10 off.
    private func dashedLine(phase: CGFloat) throws -> RenderedFrame {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 8), false, 1)
        defer { UIGraphicsEndImageContext() }
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 4))
        path.addLine(to: CGPoint(x: 40, y: 4))
        path.lineWidth = 4
        path.setLineDash([10, 10], count: 2, phase: phase)
        UIColor.black.setStroke()
        path.stroke()
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        let png = try #require(image.pngData())
        return try #require(RenderedFrame(pngData: png))
    }

    @Test("ten points painted, ten skipped, from the start")
    func dashes() throws {
        let frame = try dashedLine(phase: 0)
        expectPixel(frame, 5, 4, RGBA(0, 0, 0), tolerance: 0, "first dash")
        expectPixel(frame, 15, 4, RGBA(0, 0, 0, 0), tolerance: 0, "first gap")
        expectPixel(frame, 25, 4, RGBA(0, 0, 0), tolerance: 0, "second dash")
    }

    @Test("a phase of 10 starts with the gap")
    func phase() throws {
        let frame = try dashedLine(phase: 10)
        expectPixel(frame, 5, 4, RGBA(0, 0, 0, 0), tolerance: 0)
        expectPixel(frame, 15, 4, RGBA(0, 0, 0), tolerance: 0)
    }
}
