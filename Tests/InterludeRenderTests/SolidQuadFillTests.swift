import CCairo
import Foundation
import InterludeSeededRandom
import Testing
@testable import InterludeRender
@testable import InterludeUIKit

/// `SolidQuadFill` fills rectangles under any affine map (a parallelogram on screen) by the exact
/// area each pixel's square shares with it. Checked here against areas computed another way:
/// the parallelogram clipped to each pixel's square (Sutherland–Hodgman), the clipped polygon's
/// area by the shoelace formula.
@MainActor
@Suite("Rotated and skewed solid rectangles filled by exact area")
struct SolidQuadFillTests {
    nonisolated static let size = SolidRectFillTests.size

    /// The area of the parallelogram `corners` inside the unit square at (`px`, `py`).
    static func referenceArea(_ corners: [(Double, Double)], px: Int, py: Int) -> Double {
        // Squares clear of the corners' bounding box share nothing with it.
        guard corners.contains(where: { $0.0 > Double(px) }), corners.contains(where: { $0.0 < Double(px + 1) }),
            corners.contains(where: { $0.1 > Double(py) }), corners.contains(where: { $0.1 < Double(py + 1) })
        else { return 0 }
        var polygon = corners
        let (x0, y0, x1, y1) = (Double(px), Double(py), Double(px + 1), Double(py + 1))
        // Keep the part on the inner side of each of the square's four sides in turn.
        let sides: [((Double, Double)) -> Double] = [{ $0.0 - x0 }, { x1 - $0.0 }, { $0.1 - y0 }, { y1 - $0.1 }]
        for inside in sides {
            var kept: [(Double, Double)] = []
            for (i, p) in polygon.enumerated() {
                let q = polygon[(i + 1) % polygon.count]
                let (dp, dq) = (inside(p), inside(q))
                if dp >= 0 { kept.append(p) }
                if (dp >= 0) != (dq >= 0) {
                    let t = dp / (dp - dq)
                    kept.append((p.0 + (q.0 - p.0) * t, p.1 + (q.1 - p.1) * t))
                }
            }
            polygon = kept
            if polygon.isEmpty { return 0 }
        }
        var twice = 0.0
        for (i, p) in polygon.enumerated() {
            let q = polygon[(i + 1) % polygon.count]
            twice += p.0 * q.1 - q.0 * p.1
        }
        return abs(twice) / 2
    }

    static func corners(_ rect: CGRect, _ m: cairo_matrix_t) -> [(Double, Double)] {
        [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)].map { p in
            let (x, y) = (Double(p.0), Double(p.1))
            return (m.xx * x + m.xy * y + m.x0, m.yx * x + m.yy * y + m.y0)
        }
    }

    /// The coverage bytes an exact area allows: its nearest 1/255, or both neighbours when the
    /// area lies within rounding noise (1e-6 of a step) of halfway between two.
    static func allowedCoverage(_ area: Double) -> ClosedRange<Int> {
        let v = area * 255
        let nearest = min(255, max(0, Int(v + 0.5)))
        guard abs(v - v.rounded(.down) - 0.5) < 1e-6 else { return nearest...nearest }
        let below = min(255, max(0, Int(v.rounded(.down))))
        return below...min(255, below + 1)
    }

    /// A random map: any rotation, scales (flips included) and a skew, placed around the canvas
    /// so that some parallelograms are cut by its sides.
    static func matrix(_ random: inout SplitMix64) -> cairo_matrix_t {
        let angle = Double.random(in: -Double.pi...Double.pi, using: &random)
        let sx = Double.random(in: 0.3...3, using: &random) * (Bool.random(using: &random) ? 1 : -1)
        let sy = Double.random(in: 0.3...3, using: &random) * (Bool.random(using: &random) ? 1 : -1)
        let skew = [0, 0, Double.random(in: -1...1, using: &random)].randomElement(using: &random)!
        // scale, then skew (x += skew × y), then rotate
        let (c, s) = (cos(angle), sin(angle))
        let (a, b, cc, d) = (sx, 0.0, skew * sy, sy) // [x y] → [a x + cc y, b x + d y]
        return cairo_matrix_t(
            xx: c * a - s * b, yx: s * a + c * b, xy: c * cc - s * d, yy: s * cc + c * d,
            x0: Double.random(in: -10...Double(size + 10), using: &random),
            y0: Double.random(in: -10...Double(size + 10), using: &random))
    }

    static func rect(_ random: inout SplitMix64) -> CGRect {
        CGRect(
            x: Double.random(in: -6...6, using: &random), y: Double.random(in: -6...6, using: &random),
            width: Double.random(in: 0.1...16, using: &random), height: Double.random(in: 0.1...16, using: &random))
    }

    static func fill(_ canvas: inout [UInt32], _ rect: CGRect, _ m: cairo_matrix_t, _ color: SolidRectFill.Color) -> Bool {
        canvas.withUnsafeMutableBufferPointer { buffer in
            SolidQuadFill.fill(
                rect, matrix: m, color: color,
                into: DirectPixels(base: buffer.baseAddress!, rowPixels: size, width: size, height: size))
        }
    }

    @Test("An opaque white on transparent black leaves each pixel's coverage in its alpha")
    func whiteAlphaIsCoverage() {
        // The premise: blending opaque white with coverage c over transparent black gives alpha c.
        let white = SolidRectFill.Color(CGColor(red: 1, green: 1, blue: 1, alpha: 1), alpha: 1)
        for c in 0...255 {
            var pixel: UInt32 = 0
            SolidRectFill.blend(&pixel, coverage: c, color: white)
            #expect(pixel == UInt32(c) * 0x0101_0101, "coverage \(c)")
        }
    }

    @Test("Every pixel's coverage is the exact area to the nearest 1/255, on random parallelograms")
    func coverageIsExactArea() {
        var random = SplitMix64(seed: 14_4)
        let white = SolidRectFill.Color(CGColor(red: 1, green: 1, blue: 1, alpha: 1), alpha: 1)
        var (edgePixels, interiorPixels) = (0, 0)
        for _ in 0..<300 {
            let rect = Self.rect(&random), m = Self.matrix(&random)
            var canvas = [UInt32](repeating: 0, count: Self.size * Self.size)
            #expect(Self.fill(&canvas, rect, m, white))
            let corners = Self.corners(rect, m)
            for py in 0..<Self.size {
                for px in 0..<Self.size {
                    let area = Self.referenceArea(corners, px: px, py: py)
                    let alpha = Int(canvas[py * Self.size + px] >> 24)
                    let allowed = Self.allowedCoverage(area)
                    if area >= 1 - 1e-12 { interiorPixels += 1 } else if area > 0 { edgePixels += 1 }
                    #expect(
                        allowed.contains(alpha),
                        "rect \(rect), matrix \(m): pixel (\(px), \(py)) area \(area), coverage \(alpha)")
                    if !allowed.contains(alpha) { return }
                }
            }
        }
        #expect(edgePixels > 5_000)
        #expect(interiorPixels > 10_000)
    }

    @Test("Translucent and opaque colours over random backgrounds blend as SolidRectFill blends the exact coverage")
    func coloursOverBackgrounds() {
        var random = SplitMix64(seed: 4_14)
        for _ in 0..<200 {
            var canvas = SolidRectFillTests.background(&random)
            var expected = canvas
            for _ in 0..<6 {
                let rect = Self.rect(&random), m = Self.matrix(&random)
                let (cgColor, opacity) = SolidRectFillTests.color(&random)
                let color = SolidRectFill.Color(cgColor, alpha: opacity)
                let before = canvas
                #expect(Self.fill(&canvas, rect, m, color))
                let corners = Self.corners(rect, m)
                for i in canvas.indices {
                    let area = Self.referenceArea(corners, px: i % Self.size, py: i / Self.size)
                    // Any coverage the exact area allows, blended onto the pixel as it was.
                    let options = Self.allowedCoverage(area).map { c -> UInt32 in
                        var pixel = before[i]
                        if !color.isClear { SolidRectFill.blend(&pixel, coverage: c, color: color) }
                        return pixel
                    }
                    #expect(
                        options.contains(canvas[i]),
                        "rect \(rect), matrix \(m), colour \(cgColor) × \(opacity): pixel \(i) area \(area), \(String(canvas[i], radix: 16)) not in \(options.map { String($0, radix: 16) })"
                    )
                    if !options.contains(canvas[i]) { return }
                    expected[i] = canvas[i]
                }
            }
            #expect(canvas == expected)
        }
    }

    @Test("Singular maps and huge coordinates are left to Cairo, nothing written")
    func declined() {
        var canvas = [UInt32](repeating: 0xff00_0000, count: Self.size * Self.size)
        let red = SolidRectFill.Color(CGColor(red: 1, green: 0, blue: 0, alpha: 1), alpha: 1)
        let rect = CGRect(x: 0, y: 0, width: 8, height: 8)
        #expect(!Self.fill(&canvas, rect, cairo_matrix_t(xx: 1, yx: 1, xy: 2, yy: 2, x0: 5, y0: 5), red))
        #expect(!Self.fill(&canvas, rect, cairo_matrix_t(xx: 1, yx: 0.5, xy: -0.5, yy: 1, x0: 1e9, y0: 5), red))
        #expect(canvas.allSatisfy { $0 == 0xff00_0000 })
    }

    @Test("Frames with rotated layers: axis-aligned layers keep Cairo's bytes, rotated ones differ only at their edges")
    func framesAgainstCairo() {
        var random = SplitMix64(seed: 9_14)
        let window = makeWhiteWindow(width: 120, height: 90)
        var rotatedBoxes: [CGRect] = []
        var rotatedLayers: [CALayer] = []
        for i in 0..<40 {
            let layer = CALayer()
            layer.frame = CGRect(
                x: SolidRectFillTests.coordinate(0...100, &random), y: SolidRectFillTests.coordinate(0...70, &random),
                width: SolidRectFillTests.coordinate(2...20, &random), height: SolidRectFillTests.coordinate(2...20, &random))
            let (color, opacity) = SolidRectFillTests.color(&random)
            layer.backgroundColor = color
            layer.opacity = Float(opacity)
            if i % 2 == 0 {
                layer.transform = CATransform3DMakeRotation(CGFloat.random(in: -3...3, using: &random), 0, 0, 1)
                rotatedLayers.append(layer)
            }
            window.layer.addSublayer(layer)
        }
        for layer in rotatedLayers { rotatedBoxes.append(layer.frame) }
        for scale: CGFloat in [1, 2] {
            let direct = window.renderFrame(scale: scale)
            FrameRenderer.fillsSolidRectsDirectly = false
            let viaCairo = window.renderFrame(scale: scale)
            FrameRenderer.fillsSolidRectsDirectly = true
            var (differing, largest) = (0, 0)
            for y in 0..<direct.height {
                for x in 0..<direct.width {
                    let a = direct.premultipliedWord(x: x, y: y), b = viaCairo.premultipliedWord(x: x, y: y)
                    guard a != b else { continue }
                    differing += 1
                    // Only where a rotated layer's outline may pass (its frame, a pixel around)…
                    let point = CGPoint(x: (Double(x) + 0.5) / Double(scale), y: (Double(y) + 0.5) / Double(scale))
                    let nearRotated = rotatedBoxes.contains { $0.insetBy(dx: -1, dy: -1).contains(point) }
                    #expect(nearRotated, "scale \(scale): pixel (\(x), \(y)) differs away from every rotated layer")
                    // …and by no more than Cairo's sampling (15 sub-rows a pixel) can be off:
                    // 255 / 15 = 17 per channel and layer; two rotated layers may meet at one pixel.
                    for shift: UInt32 in [0, 8, 16, 24] {
                        largest = max(largest, abs(Int((a >> shift) & 0xff) - Int((b >> shift) & 0xff)))
                    }
                }
            }
            #expect(largest <= 34, "scale \(scale): largest channel difference \(largest)")
            #expect(differing > 0)
        }
    }
}
