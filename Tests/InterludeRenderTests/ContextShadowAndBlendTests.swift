import Foundation
import Synchronization
import Testing
@testable import InterludeUIKit
import InterludeRender

/// `CGContext.setShadow` and `setBlendMode` in UIKit's image contexts. Sources: Apple's
/// `setShadow(offset:blur:)` page ("all objects drawn are shadowed using a black color with 1/3
/// alpha"); the Quartz 2D Programming Guide, "Shadows" (in a context UIKit creates, a positive y
/// offset puts the shadow below the object; the offsets are not affected by the current
/// transform); `setShadow(offset:blur:color:)` (a nil colour turns shadowing off); `CGBlendMode`'s
/// page for each mode's formula.
@MainActor
@Suite("CGContext shadows and blend modes")
struct ContextShadowAndBlendTests {
    /// A `size`-point image at `scale` drawn by `draw`, as pixels (straight alpha).
    private func render(
        _ size: CGFloat = 40, scale: CGFloat = 1, _ draw: (CGContext) -> Void
    ) throws -> RenderedFrame {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: size, height: size), format: format)
        let image = renderer.image { draw($0.cgContext) }
        let png = try #require(image.pngData())
        return try #require(RenderedFrame(pngData: png))
    }

    @Test("setShadow(offset:blur:) shadows in black at 1/3 alpha; positive height is down, in points")
    func defaultShadow() throws {
        let frame = try render(scale: 2) { cg in
            cg.setShadow(offset: CGSize(width: 5, height: 5), blur: 0)
            cg.setFillColor(UIColor.red.cgColor)
            cg.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        expectPixel(frame, 14, 14, RGBA(255, 0, 0), tolerance: 0)
        // (17, 17) and (12, 17) points: under the shadow only, 5 points right and down.
        expectPixel(frame, 35, 35, RGBA(0, 0, 0, 85), tolerance: 1)
        expectPixel(frame, 25, 35, RGBA(0, 0, 0, 85), tolerance: 1)
        // Above and left of the object: nothing.
        expectPixel(frame, 7, 7, RGBA(0, 0, 0, 0), tolerance: 0)
        expectPixel(frame, 41, 35, RGBA(0, 0, 0, 0), tolerance: 0)
    }

    @Test("the offset is in base space: the current transform does not scale it")
    func offsetIgnoresTransform() throws {
        let frame = try render { cg in
            cg.scaleBy(x: 2, y: 2)
            cg.setShadow(offset: CGSize(width: 5, height: 0), blur: 0, color: UIColor.blue.cgColor)
            cg.setFillColor(UIColor.red.cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        // The object covers 0…10 points; its shadow 5…15.
        expectPixel(frame, 8, 2, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(frame, 12, 2, RGBA(0, 0, 255), tolerance: 0)
        expectPixel(frame, 16, 2, RGBA(0, 0, 0, 0), tolerance: 0)
    }

    @Test("blur softens the shadow's edge; the middle keeps the full colour")
    func blur() throws {
        let draw: (CGFloat) throws -> RenderedFrame = { blur in
            try self.render { cg in
                cg.setShadow(offset: CGSize(width: 0, height: 20), blur: blur, color: UIColor.blue.cgColor)
                cg.setFillColor(UIColor.red.cgColor)
                cg.fill(CGRect(x: 10, y: 0, width: 20, height: 10))
            }
        }
        let hard = try draw(0), soft = try draw(4)
        expectPixel(hard, 20, 20, RGBA(0, 0, 255), tolerance: 0)
        expectPixel(hard, 20, 19, RGBA(0, 0, 0, 0), tolerance: 0)
        // 5 points from the shadow's top and bottom edges: a Gaussian of deviation 2 keeps 98.8 %;
        // the three box passes standing for it (deviation 2.45 here) keep 96 %.
        expectPixel(soft, 20, 25, RGBA(0, 0, 255, 245), tolerance: 4)
        let edge = RGBA(soft.pixel(x: 20, y: 20))
        #expect(edge.a > 100 && edge.a < 200, "edge alpha \(edge.a)")
        let outside = RGBA(soft.pixel(x: 20, y: 18))
        #expect(outside.a > 5 && outside.a < edge.a, "outside alpha \(outside.a)")
    }

    @Test("a nil colour turns shadowing off; restoreGState brings back the saved shadow")
    func shadowIsGraphicsState() throws {
        let frame = try render { cg in
            cg.setFillColor(UIColor.red.cgColor)
            cg.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: UIColor.blue.cgColor)
            cg.saveGState()
            cg.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: nil)
            cg.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            cg.restoreGState()
            cg.fill(CGRect(x: 20, y: 0, width: 10, height: 5))
        }
        expectPixel(frame, 5, 12, RGBA(0, 0, 0, 0), tolerance: 0)
        expectPixel(frame, 25, 12, RGBA(0, 0, 255), tolerance: 0)
    }

    /// A 40-point image: `under` filled everywhere, then `over` filled in the left half with `mode`.
    private func blended(_ mode: CGBlendMode, under: CGColor?, over: CGColor) throws -> RenderedFrame {
        try render { cg in
            if let under {
                cg.setFillColor(under)
                cg.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            }
            cg.setBlendMode(mode)
            cg.setFillColor(over)
            cg.fill(CGRect(x: 0, y: 0, width: 20, height: 40))
        }
    }

    // Rows: Apple's CGBlendMode formulas worked for the colours given (straight alpha out).
    @Test(
        "blend modes compute Core Graphics' formulas inside the shape and leave the rest alone",
        arguments: [
            (CGBlendMode.normal, 0.2, 0.4, RGBA(77, 0, 0)),
            (.multiply, 1.0, 0.5, RGBA(128, 0, 0)),
            (.screen, 0.5, 0.5, RGBA(191, 0, 0)),
            (.darken, 0.25, 0.75, RGBA(64, 0, 0)),
            (.lighten, 0.25, 0.75, RGBA(191, 0, 0)),
            (.difference, 0.75, 0.25, RGBA(128, 0, 0)),
            (.plusLighter, 0.25, 0.5, RGBA(191, 0, 0)),
            (.copy, 0.75, 0.25, RGBA(64, 0, 0)),
        ] as [(CGBlendMode, Double, Double, RGBA)])
    func separableModes(mode: CGBlendMode, under: Double, over: Double, expected: RGBA) throws {
        let frame = try blended(
            mode, under: CGColor(red: under, green: 0, blue: 0, alpha: 1),
            over: CGColor(red: over, green: 0, blue: 0, alpha: mode == .normal ? 0.5 : 1))
        expectPixel(frame, 10, 20, expected, tolerance: 1, "\(mode)")
        // Outside the filled half the destination is untouched.
        expectPixel(frame, 30, 20, RGBA(Int((under * 255).rounded()), 0, 0), tolerance: 1, "\(mode) outside")
    }

    @Test("Porter–Duff modes: clear, sourceIn, sourceOut, destinationOut, destinationIn, xor")
    func porterDuff() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let clear = try blended(.clear, under: red, over: blue)
        expectPixel(clear, 10, 20, RGBA(0, 0, 0, 0), tolerance: 0)
        expectPixel(clear, 30, 20, RGBA(255, 0, 0), tolerance: 0)
        // sourceIn over a destination covering only the top half: S × Da.
        let sourceIn = try render { cg in
            cg.setFillColor(red)
            cg.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            cg.setBlendMode(.sourceIn)
            cg.setFillColor(blue)
            cg.fill(CGRect(x: 0, y: 0, width: 20, height: 40))
        }
        expectPixel(sourceIn, 10, 10, RGBA(0, 0, 255), tolerance: 0)
        expectPixel(sourceIn, 10, 30, RGBA(0, 0, 0, 0), tolerance: 0)
        // Outside the shape the destination stays (Core Graphics' modes act where the shape is).
        expectPixel(sourceIn, 30, 10, RGBA(255, 0, 0), tolerance: 0)
        let sourceOut = try render { cg in
            cg.setFillColor(red)
            cg.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            cg.setBlendMode(.sourceOut)
            cg.setFillColor(blue)
            cg.fill(CGRect(x: 0, y: 0, width: 20, height: 40))
        }
        expectPixel(sourceOut, 10, 10, RGBA(0, 0, 0, 0), tolerance: 0)
        expectPixel(sourceOut, 10, 30, RGBA(0, 0, 255), tolerance: 0)
        expectPixel(sourceOut, 30, 10, RGBA(255, 0, 0), tolerance: 0)
        let destinationOut = try blended(.destinationOut, under: red, over: CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        expectPixel(destinationOut, 10, 20, RGBA(255, 0, 0, 128), tolerance: 1)
        let destinationIn = try blended(.destinationIn, under: red, over: CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        expectPixel(destinationIn, 10, 20, RGBA(255, 0, 0, 128), tolerance: 1)
        expectPixel(destinationIn, 30, 20, RGBA(255, 0, 0), tolerance: 0)
        let xor = try blended(.xor, under: red, over: blue)
        expectPixel(xor, 10, 20, RGBA(0, 0, 0, 0), tolerance: 0)
        let destinationOver = try blended(.destinationOver, under: nil, over: blue)
        expectPixel(destinationOver, 10, 20, RGBA(0, 0, 255), tolerance: 0)
    }

    @Test("the blend mode is graphics state, and plusDarker (no Cairo operator) is reported")
    func blendModeState() throws {
        let messages = Mutex<[String]>([])
        let old = Diagnostics.setHandler { message in messages.withLock { $0.append(message) } }
        let frame = try render { cg in
            cg.setFillColor(UIColor.red.cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            cg.saveGState()
            cg.setBlendMode(.clear)
            cg.restoreGState()
            cg.setFillColor(UIColor.blue.cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 20, height: 40))
            cg.setBlendMode(.plusDarker)
        }
        Diagnostics.setHandler(old)
        expectPixel(frame, 10, 20, RGBA(0, 0, 255), tolerance: 0)
        #expect(messages.withLock { $0.contains { $0.contains("plusDarker") } })
    }
}

extension ContextShadowAndBlendTests {
    @Test("a stroke under sourceIn changes only what the stroke covers")
    func strokeUnderSourceIn() throws {
        let frame = try render { cg in
            cg.setFillColor(UIColor.red.cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            cg.setBlendMode(.sourceIn)
            cg.setStrokeColor(UIColor.blue.cgColor)
            cg.setLineWidth(4)
            cg.stroke(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        expectPixel(frame, 10, 20, RGBA(0, 0, 255), tolerance: 0)
        expectPixel(frame, 20, 20, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(frame, 2, 2, RGBA(255, 0, 0), tolerance: 0)
    }
}
