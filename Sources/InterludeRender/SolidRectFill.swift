import CCairo
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

    /// Fills `rect` (user space) mapped by `matrix` with `color` into `pixels`, as `cairo_rectangle`
    /// and `cairo_fill` would. Returns false, having drawn nothing, when Cairo would not fill a box
    /// (a rotated or skewed rectangle, a singular matrix, coordinates too large for fixed point).
    static func fill(_ rect: CGRect, matrix m: cairo_matrix_t, color: Color, into pixels: DirectPixels) -> Bool {
        // cairo_set_matrix refuses a singular matrix (and the context stops drawing): leave that to Cairo.
        let det = m.xx * m.yy - m.yx * m.xy
        guard det.isFinite, det != 0 else { return false }
        // ShapePath.roundedRect's rectangle: origin and size as it passes them to cairo_rectangle.
        let x = Double(rect.minX), y = Double(rect.minY)
        let w = Double(rect.maxX) - x, h = Double(rect.maxY) - y
        // cairo_matrix_transform_point / _distance, operation for operation.
        let px = (m.xx * x + m.xy * y) + m.x0, py = (m.yx * x + m.yy * y) + m.y0
        let d1x = m.xx * w + m.xy * 0, d1y = m.yx * w + m.yy * 0
        let d2x = m.xx * 0 + m.xy * h, d2y = m.yx * 0 + m.yy * h
        let limit = Double(1 << 22)
        guard abs(px) < limit, abs(py) < limit, abs(d1x) < limit, abs(d1y) < limit, abs(d2x) < limit, abs(d2y) < limit
        else { return false }
        let x0 = fixed(px), y0 = fixed(py)
        let (f1x, f1y, f2x, f2y) = (fixed(d1x), fixed(d1y), fixed(d2x), fixed(d2y))
        // The closing side is -d1, rounded symmetrically; the path is a box when its sides stay axis-aligned.
        let left: Int, right: Int, top: Int, bottom: Int
        if f1y == 0 && f2x == 0 {
            (left, right) = (min(x0, x0 + f1x), max(x0, x0 + f1x))
            (top, bottom) = (min(y0, y0 + f2y), max(y0, y0 + f2y))
        } else if f1x == 0 && f2y == 0 {
            (left, right) = (min(x0, x0 + f2x), max(x0, x0 + f2x))
            (top, bottom) = (min(y0, y0 + f1y), max(y0, y0 + f1y))
        } else {
            return false
        }
        if color.isClear { return true }
        // Cut to the surface (whole pixels, so the coverage of the pixels inside does not change).
        let l = max(left, 0), r = min(right, pixels.width << 8)
        let t = max(top, 0), b = min(bottom, pixels.height << 8)
        guard r > l, b > t else { return true }
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
        return true
    }

    /// Cairo's `_cairo_fixed_from_double`: 24.8 fixed point, rounded to nearest, ties to even.
    @inline(__always)
    static func fixed(_ d: Double) -> Int { Int((d * 256).rounded(.toNearestOrEven)) }

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
        if x2 > x1 {
            let full = coverage - (coverage >> 8)
            if full == 255 && color.isOpaque {
                (row + x1).update(repeating: color.pixel, count: x2 - x1)
            } else {
                for x in x1..<x2 { blend(row + x, coverage: full, color: color) }
            }
        }
        if right & 0xff != 0 { blend(row + x2, coverage: (coverage * (right & 0xff)) >> 8, color: color) }
    }

    /// One pixel under `coverage` (0…255) of `color`.
    @inline(__always)
    private static func blend(_ pixel: UnsafeMutablePointer<UInt32>, coverage: Int, color: Color) {
        guard coverage > 0 else { return }
        let a = UInt32(coverage)
        if color.isOpaque {
            pixel.pointee = a == 255 ? color.pixel : interpolate(color.pixel, a, pixel.pointee)
        } else {
            let source = a == 255 ? color.pixel : multiplyChannels(color.pixel, a, half: 0x80)
            pixel.pointee = over(source, pixel.pointee)
        }
    }

    /// Each 8-bit channel of `x` times `a` / 255, rounded by adding `half` (as Cairo and pixman do).
    @inline(__always)
    static func multiplyChannels(_ x: UInt32, _ a: UInt32, half: UInt32) -> UInt32 {
        let halves = half << 16 | half
        var rb = (x & 0x00ff_00ff) &* a &+ halves
        rb = ((rb &+ ((rb >> 8) & 0x00ff_00ff)) >> 8) & 0x00ff_00ff
        var ag = ((x >> 8) & 0x00ff_00ff) &* a &+ halves
        ag = ((ag &+ ((ag >> 8) & 0x00ff_00ff)) >> 8) & 0x00ff_00ff
        return rb | ag << 8
    }

    /// Channel-wise saturating sum of two pixels.
    @inline(__always)
    static func addSaturating(_ x: UInt32, _ y: UInt32) -> UInt32 {
        func add(_ a: UInt32, _ b: UInt32) -> UInt32 {
            var t = a &+ b
            t |= 0x0100_0100 &- ((t >> 8) & 0x00ff_00ff)
            return t & 0x00ff_00ff
        }
        return add(x & 0x00ff_00ff, y & 0x00ff_00ff) | add((x >> 8) & 0x00ff_00ff, (y >> 8) & 0x00ff_00ff) << 8
    }

    /// Cairo's span interpolation: `src × a + dst × (255 − a)`, each rounded at 0x7f.
    @inline(__always)
    static func interpolate(_ src: UInt32, _ a: UInt32, _ dst: UInt32) -> UInt32 {
        addSaturating(multiplyChannels(src, a, half: 0x7f), multiplyChannels(dst, 255 - a, half: 0x7f))
    }

    /// pixman's OVER of a premultiplied source on a destination pixel.
    @inline(__always)
    static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        addSaturating(multiplyChannels(dst, 255 - (src >> 24), half: 0x80), src)
    }
}
