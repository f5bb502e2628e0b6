import CCairo
import Foundation
import InterludeSeededRandom
import Testing
@testable import InterludeRender
@testable import InterludeUIKit

/// `SolidRectFill` writes solid axis-aligned rectangles into a frame without Cairo; its pixels
/// must be Cairo's own, byte for byte, whatever the fractions of the edges, the colour or the
/// opacity. Compared here against `cairo_fill` (drawn as the compositor draws a background) on
/// random rectangles, matrices, colours, opacities and backgrounds, and on whole frames.
@MainActor
@Suite("Solid rectangles filled without Cairo")
struct SolidRectFillTests {
    nonisolated static let size = 48

    /// A surface over caller memory, as frames are made (Cairo never treats it as clear).
    final class Canvas {
        let pixels: UnsafeMutablePointer<UInt32>
        let surface: OpaquePointer
        let cairo: OpaquePointer

        init(_ background: [UInt32]) {
            pixels = .allocate(capacity: size * size)
            pixels.initialize(from: background, count: size * size)
            surface = cairo_image_surface_create_for_data(
                UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(size),
                Int32(size), Int32(size * 4))!
            cairo = cairo_create(surface)!
        }

        deinit {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
            pixels.deallocate()
        }

        var words: [UInt32] { Array(UnsafeBufferPointer(start: pixels, count: size * size)) }

        /// What the compositor did before `SolidRectFill`: the rectangle path, the source, `cairo_fill`.
        func cairoFill(_ rect: CGRect, _ matrix: cairo_matrix_t, _ color: CGColor, _ opacity: Double) {
            var m = matrix
            cairo_set_matrix(cairo, &m)
            ShapePath.roundedRect(cairo, rect, radius: 0, corners: [])
            setSource(cairo, color, alpha: opacity)
            cairo_fill(cairo)
            cairo_surface_flush(surface)
        }

        func directFill(_ rect: CGRect, _ matrix: cairo_matrix_t, _ color: CGColor, _ opacity: Double) -> Bool {
            SolidRectFill.fill(
                rect, matrix: matrix, color: SolidRectFill.Color(color, alpha: opacity),
                into: DirectPixels(base: pixels, rowPixels: size, width: size, height: size))
        }
    }

    /// A coordinate with a random fraction: whole, halves and 1/512ths (ties of Cairo's rounding)
    /// or any double.
    static func coordinate(_ range: ClosedRange<Double>, _ random: inout SplitMix64) -> Double {
        let whole = Double(Int.random(in: Int(range.lowerBound)...Int(range.upperBound), using: &random))
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return whole
        case 1: return whole + Double(Int.random(in: 0..<512, using: &random)) / 512
        case 2: return whole + 0.5
        default: return Double.random(in: range, using: &random)
        }
    }

    static func matrix(_ random: inout SplitMix64) -> cairo_matrix_t {
        let tx = coordinate(-10...30, &random), ty = coordinate(-10...30, &random)
        let scales: [Double] = [1, 1, 2, 3, 0.5, -1, Double.random(in: -3...3, using: &random)]
        let sx = scales.randomElement(using: &random)!, sy = scales.randomElement(using: &random)!
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return cairo_matrix_t(xx: 0, yx: sy, xy: sx, yy: 0, x0: tx, y0: ty) // a quarter turn
        case 1: // a slight rotation: Cairo fills a polygon, SolidRectFill must decline
            let angle = Double.random(in: -0.3...0.3, using: &random)
            return cairo_matrix_t(xx: cos(angle), yx: sin(angle), xy: -sin(angle), yy: cos(angle), x0: tx, y0: ty)
        default: return cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: tx, y0: ty)
        }
    }

    static func color(_ random: inout SplitMix64) -> (CGColor, Double) {
        func channel() -> CGFloat {
            [0, 1, CGFloat.random(in: 0...1, using: &random)].randomElement(using: &random)!
        }
        // Alphas around Cairo's opaque threshold (0xff00 of 0xffff) and its clear one.
        let alpha = [1, 0.9961, 0.9962, 0.002, CGFloat.random(in: 0...1, using: &random)].randomElement(using: &random)!
        let opacity = [1, 1, 0.5, Double.random(in: 0...1, using: &random)].randomElement(using: &random)!
        return (CGColor(red: channel(), green: channel(), blue: channel(), alpha: alpha), opacity)
    }

    /// A background of premultiplied pixels: transparent, opaque or random.
    static func background(_ random: inout SplitMix64) -> [UInt32] {
        (0..<(size * size)).map { _ in
            let a = UInt32([0, 255, UInt32.random(in: 0...255, using: &random)].randomElement(using: &random)!)
            func c() -> UInt32 { UInt32.random(in: 0...a, using: &random) }
            return a << 24 | c() << 16 | c() << 8 | c()
        }
    }

    @Test("Random fractional rectangles, colours and opacities give Cairo's bytes")
    func randomRectangles() {
        var random = SplitMix64(seed: 14_04)
        var (filled, declined) = (0, 0)
        for _ in 0..<400 {
            let background = Self.background(&random)
            let cairoCanvas = Canvas(background), directCanvas = Canvas(background)
            // Several rectangles on one canvas, so later fills blend over earlier ones.
            for _ in 0..<12 {
                let rect = CGRect(
                    x: Self.coordinate(-8...30, &random), y: Self.coordinate(-8...30, &random),
                    width: Self.coordinate(0...24, &random), height: Self.coordinate(0...24, &random))
                let matrix = Self.matrix(&random)
                let (color, opacity) = Self.color(&random)
                cairoCanvas.cairoFill(rect, matrix, color, opacity)
                if directCanvas.directFill(rect, matrix, color, opacity) {
                    filled += 1
                } else {
                    declined += 1
                    directCanvas.cairoFill(rect, matrix, color, opacity)
                }
                let (viaCairo, direct) = (cairoCanvas.words, directCanvas.words)
                let mismatch = viaCairo.indices.first { viaCairo[$0] != direct[$0] }
                #expect(
                    mismatch == nil,
                    "rect \(rect), matrix \(matrix), color \(color), opacity \(opacity): pixel \(mismatch ?? 0) Cairo \(String(viaCairo[mismatch ?? 0], radix: 16)), direct \(String(direct[mismatch ?? 0], radix: 16))"
                )
                if mismatch != nil { return }
            }
        }
        // Most matrices keep rectangles axis-aligned; the slight rotations must all be declined.
        #expect(filled > 3_500)
        #expect(declined > 500)
    }

    @Test("Rotated rectangles are left to Cairo and nothing is written")
    func rotatedDeclined() {
        let canvas = Canvas(Array(repeating: 0xff00_0000, count: Self.size * Self.size))
        let angle = 0.003
        let matrix = cairo_matrix_t(xx: cos(angle), yx: sin(angle), xy: -sin(angle), yy: cos(angle), x0: 10, y0: 10)
        #expect(
            !canvas.directFill(CGRect(x: 0, y: 0, width: 8, height: 8), matrix, CGColor(red: 1, green: 0, blue: 0, alpha: 1), 1))
        #expect(canvas.words.allSatisfy { $0 == 0xff00_0000 })
    }

    @Test("Whole frames of moving, fading layers are the same with and without direct fills")
    func wholeFrames() {
        var random = SplitMix64(seed: 2_485)
        let window = makeWhiteWindow(width: 120, height: 90)
        for _ in 0..<60 {
            let layer = CALayer()
            layer.frame = CGRect(
                x: Self.coordinate(-5...110, &random), y: Self.coordinate(-5...80, &random),
                width: Self.coordinate(0...20, &random), height: Self.coordinate(0...20, &random))
            let (color, opacity) = Self.color(&random)
            layer.backgroundColor = color
            layer.opacity = Float(opacity)
            if Bool.random(using: &random) {
                layer.transform = CATransform3DMakeScale(CGFloat.random(in: 0.5...2, using: &random), -1, 1)
            }
            window.layer.addSublayer(layer)
        }
        for scale: CGFloat in [1, 2, 3] {
            let direct = window.renderFrame(scale: scale)
            FrameRenderer.fillsSolidRectsDirectly = false
            let viaCairo = window.renderFrame(scale: scale)
            FrameRenderer.fillsSolidRectsDirectly = true
            let mismatch = direct.pixels.indices.first { direct.pixels[$0] != viaCairo.pixels[$0] }
            #expect(mismatch == nil, "scale \(scale): first different byte \(mismatch ?? 0) of \(direct.pixels.count)")
        }
    }
}
