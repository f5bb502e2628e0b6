import CCairo
import CPixelBlend
import InterludeUIKit

/// The pixel memory of a frame being drawn, for fills written without Cairo (`SolidRectFill`).
///
/// Only a target in the state Cairo's own fill would find it in is given one: an ARGB32 image
/// surface made over caller memory (which Cairo never treats as "clear"), no clip, no device
/// offset, the OVER operator and default antialiasing.
struct DirectPixels {
    let base: UnsafeMutablePointer<UInt32>
    /// Pixels from one row to the next.
    let rowPixels: Int
    let width: Int
    let height: Int
    /// Whether rectangles that do not stay axis-aligned are filled here too (`SolidQuadFill`), or
    /// left to Cairo (only to compare both).
    var fillsParallelograms = true
    /// The rows fills write: all of them, or one band when a batch is filled on several threads
    /// (`FillBatch`). A fill's bytes in a row do not depend on the rows around it, so bands give
    /// the same frame.
    var firstRow = 0
    var endRow: Int

    init(
        base: UnsafeMutablePointer<UInt32>, rowPixels: Int, width: Int, height: Int, fillsParallelograms: Bool = true
    ) {
        (self.base, self.rowPixels, self.width, self.height) = (base, rowPixels, width, height)
        self.fillsParallelograms = fillsParallelograms
        endRow = height
    }

    /// The same pixels, limited to rows `rows` (within the current ones).
    func band(_ rows: Range<Int>) -> DirectPixels {
        var band = self
        (band.firstRow, band.endRow) = (max(firstRow, rows.lowerBound), min(endRow, rows.upperBound))
        return band
    }
}

/// Fills an axis-aligned rectangle with a solid colour, byte for byte as Cairo 1.16's image
/// backend does (`cairo_rectangle` + `cairo_fill` under a matrix, OVER, default antialiasing,
/// no clip), without a path, a pattern or any allocation.
///
/// What Cairo does, and what is done here the same way: the rectangle's corner is mapped to device
/// space and its sides as distances, each rounded to 24.8 fixed point (to nearest, ties to even);
/// the fill is a box only when those sides stay horizontal and vertical after rounding. A box's
/// pixels are covered in 1/256ths: a row's coverage is 256 (255 once scaled to a byte) or its
/// fractional part, a pixel's the row's times its column's fractional part, shifted down by 8. An
/// opaque colour (alpha ≥ 0xff00/0xffff in Cairo's 16-bit colour) is blended by linear
/// interpolation rounded at 0x7f; any other is composited OVER with the coverage as mask, rounded
/// as pixman rounds (at 0x80). `SolidRectFillTests` compares both against Cairo on random
/// fractional rectangles, colours and opacities.
enum SolidRectFill {
    /// A solid colour as Cairo keeps it for the image backend: premultiplied 8-bit ARGB.
    struct Color {
        let pixel: UInt32
        /// Whether Cairo counts the colour as opaque (its fills then interpolate instead of compositing).
        let isOpaque: Bool
        /// Whether the colour paints nothing (Cairo skips such fills).
        let isClear: Bool

        /// `color` (components clamped to 0…1) with its alpha times `alpha`, as `setSource` gives it to Cairo.
        init(_ color: CGColor, alpha: Double) {
            func unit(_ v: CGFloat) -> Double { Double(min(1, max(0, v))) }
            let a = min(1, max(0, unit(color.alpha) * alpha))
            func short(_ d: Double) -> UInt32 { UInt32(UInt16(d * 65535.0 + 0.5)) }
            let alphaShort = short(a)
            pixel =
                (alphaShort >> 8) << 24 | (short(unit(color.red) * a) >> 8) << 16 | (short(unit(color.green) * a) & 0xff00)
                | short(unit(color.blue) * a) >> 8
            isOpaque = alphaShort >= 0xff00
            isClear = alphaShort <= 0x00ff
        }
    }

    /// A rectangle as Cairo fills it when it stays a box on the device: its sides in 24.8 fixed point.
    struct Box {
        let left: Int, right: Int, top: Int, bottom: Int

        /// The device rows it touches.
        var rows: Range<Int> { (top >> 8)..<((bottom + 0xff) >> 8) }
    }

    /// Fills `rect` (user space) mapped by `matrix` with `color` into `pixels`, as `cairo_rectangle`
    /// and `cairo_fill` would. Returns false, having drawn nothing, when Cairo would not fill a box
    /// (`box(_:matrix:)` is nil).
    static func fill(_ rect: CGRect, matrix m: cairo_matrix_t, color: Color, into pixels: DirectPixels) -> Bool {
        guard let box = box(rect, matrix: m) else { return false }
        fill(box, color: color, into: pixels)
        return true
    }

    /// `rect` (user space) mapped by `matrix` as Cairo fills it, when that is a box; nil for a
    /// rotated or skewed rectangle, a singular matrix or coordinates too large for fixed point.
    static func box(_ rect: CGRect, matrix m: cairo_matrix_t) -> Box? {
        // cairo_set_matrix refuses a singular matrix (and the context stops drawing): leave that to Cairo.
        let det = m.xx * m.yy - m.yx * m.xy
        guard det.isFinite, det != 0 else { return nil }
        // ShapePath.roundedRect's rectangle: origin and size as it passes them to cairo_rectangle.
        let x = Double(rect.minX), y = Double(rect.minY)
        let w = Double(rect.maxX) - x, h = Double(rect.maxY) - y
        // cairo_matrix_transform_point / _distance, operation for operation.
        let px = (m.xx * x + m.xy * y) + m.x0, py = (m.yx * x + m.yy * y) + m.y0
        let d1x = m.xx * w + m.xy * 0, d1y = m.yx * w + m.yy * 0
        let d2x = m.xx * 0 + m.xy * h, d2y = m.yx * 0 + m.yy * h
        let limit = Double(1 << 22)
        guard abs(px) < limit, abs(py) < limit, abs(d1x) < limit, abs(d1y) < limit, abs(d2x) < limit, abs(d2y) < limit
        else { return nil }
        let x0 = fixed(px), y0 = fixed(py)
        let (f1x, f1y, f2x, f2y) = (fixed(d1x), fixed(d1y), fixed(d2x), fixed(d2y))
        // The closing side is -d1, rounded symmetrically; the path is a box when its sides stay axis-aligned.
        if f1y == 0 && f2x == 0 {
            return Box(left: min(x0, x0 + f1x), right: max(x0, x0 + f1x), top: min(y0, y0 + f2y), bottom: max(y0, y0 + f2y))
        } else if f1x == 0 && f2y == 0 {
            return Box(left: min(x0, x0 + f2x), right: max(x0, x0 + f2x), top: min(y0, y0 + f1y), bottom: max(y0, y0 + f1y))
        }
        return nil
    }

    /// Fills `box` with `color` into `pixels`' rows.
    static func fill(_ box: Box, color: Color, into pixels: DirectPixels) {
        if color.isClear { return }
        // Cut to the surface (whole pixels, so the coverage of the pixels inside does not change).
        let l = max(box.left, 0), r = min(box.right, pixels.width << 8)
        let t = max(box.top, pixels.firstRow << 8), b = min(box.bottom, pixels.endRow << 8)
        guard r > l, b > t else { return }
        let y1 = t >> 8, y2 = b >> 8
        if y2 > y1 {
            var row = y1
            if t & 0xff != 0 {
                fillRow(row, coverage: 256 - (t & 0xff), left: l, right: r, color: color, pixels: pixels)
                row += 1
            }
            while row < y2 {
                fillRow(row, coverage: 256, left: l, right: r, color: color, pixels: pixels)
                row += 1
            }
            if b & 0xff != 0 { fillRow(y2, coverage: b & 0xff, left: l, right: r, color: color, pixels: pixels) }
        } else {
            fillRow(y1, coverage: b - t, left: l, right: r, color: color, pixels: pixels)
        }
    }

    /// Cairo's `_cairo_fixed_from_double`: 24.8 fixed point, rounded to nearest, ties to even
    /// (for |d| < 2²², as the callers check). Done Cairo's way: adding 1.5 × 2⁴⁴ leaves `d`
    /// rounded to 1/256 in the low 32 bits of the sum — where `rounded(.toNearestOrEven)` would
    /// call the C library's `rint`.
    @inline(__always)
    static func fixed(_ d: Double) -> Int { Int(Int32(truncatingIfNeeded: (d + 26_388_279_066_624.0).bitPattern)) }

    /// One pixel row whose vertical coverage is `coverage` (1…256): the partial pixel at each end
    /// and the covered run between them.
    @inline(__always)
    private static func fillRow(_ y: Int, coverage: Int, left: Int, right: Int, color: Color, pixels: DirectPixels) {
        let row = pixels.base + y * pixels.rowPixels
        var x1 = left >> 8
        let x2 = right >> 8
        guard x2 > x1 else {
            return blend(row + x1, coverage: (coverage * (right - left)) >> 8, color: color)
        }
        if left & 0xff != 0 {
            blend(row + x1, coverage: (coverage * (256 - (left & 0xff))) >> 8, color: color)
            x1 += 1
        }
        if x2 > x1 { fillRun(row, x1, x2, coverage: coverage - (coverage >> 8), color: color) }
        if right & 0xff != 0 { blend(row + x2, coverage: (coverage * (right & 0xff)) >> 8, color: color) }
    }

    /// Pixels `x1..<x2` of a row under the same `coverage` (1…255) of `color`.
    @inline(__always)
    static func fillRun(_ row: UnsafeMutablePointer<UInt32>, _ x1: Int, _ x2: Int, coverage: Int, color: Color) {
        if !color.isOpaque {
            composite(row, x1, x2, coverage: coverage, color: color)
        } else if coverage == 255 {
            (row + x1).update(repeating: color.pixel, count: x2 - x1)
        } else {
            let a = UInt64(coverage)
            let colored = compress(multiplyLanes(expand(color.pixel), a, half: 0x7f))
            interlude_scale_add_run(row + x1, x2 - x1, UInt32(255 - a), 0x7f, colored)
        }
    }

    /// One pixel under `coverage` (0…255) of `color`.
    @inline(__always)
    static func blend(_ pixel: UnsafeMutablePointer<UInt32>, coverage: Int, color: Color) {
        guard coverage > 0 else { return }
        let a = UInt64(coverage)
        if color.isOpaque {
            pixel.pointee = a == 255 ? color.pixel : interpolate(color.pixel, a, pixel.pointee)
        } else {
            let source = a == 255 ? expand(color.pixel) : multiplyLanes(expand(color.pixel), a, half: 0x80)
            pixel.pointee = over(source, pixel.pointee)
        }
    }

    /// Pixels `x1..<x2` of a row under the same `coverage` (1…255) of a colour that is not opaque.
    @inline(__always)
    static func composite(_ row: UnsafeMutablePointer<UInt32>, _ x1: Int, _ x2: Int, coverage: Int, color: Color) {
        let source = coverage == 255 ? color.pixel : compress(multiplyLanes(expand(color.pixel), UInt64(coverage), half: 0x80))
        interlude_scale_add_run(row + x1, x2 - x1, 255 - (source >> 24), 0x80, source)
    }

    // Each pixel's four 8-bit channels are spread over the 16-bit lanes of a UInt64 (blue, red,
    // green, alpha from the low lane up), so one multiplication scales all four.
    static let laneMask: UInt64 = 0x00ff_00ff_00ff_00ff

    @inline(__always)
    static func expand(_ pixel: UInt32) -> UInt64 {
        let x = UInt64(pixel)
        return (x | x << 24) & laneMask
    }

    @inline(__always)
    static func compress(_ lanes: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: lanes | lanes >> 24) }

    /// Each lane times `a` / 255, rounded by adding `half` (Cairo rounds at 0x7f, pixman at 0x80).
    @inline(__always)
    static func multiplyLanes(_ x: UInt64, _ a: UInt64, half: UInt64) -> UInt64 {
        let t = x &* a &+ half &* 0x0001_0001_0001_0001
        return ((t &+ ((t >> 8) & laneMask)) >> 8) & laneMask
    }

    /// Lane-wise sum, saturated at 255.
    @inline(__always)
    static func addSaturating(_ x: UInt64, _ y: UInt64) -> UInt64 {
        let t = x &+ y
        return (t | (0x0100_0100_0100_0100 &- ((t >> 8) & laneMask))) & laneMask
    }

    /// Cairo's span interpolation: `src × a + dst × (255 − a)`, each rounded at 0x7f.
    @inline(__always)
    static func interpolate(_ src: UInt32, _ a: UInt64, _ dst: UInt32) -> UInt32 {
        compress(addSaturating(multiplyLanes(expand(src), a, half: 0x7f), multiplyLanes(expand(dst), 255 - a, half: 0x7f)))
    }

    /// pixman's OVER of a premultiplied source (in lanes) on a destination pixel.
    @inline(__always)
    static func over(_ source: UInt64, _ dst: UInt32) -> UInt32 {
        compress(addSaturating(multiplyLanes(expand(dst), 255 - (source >> 48), half: 0x80), source))
    }
}
