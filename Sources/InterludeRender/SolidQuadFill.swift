import CCairo
import InterludeUIKit

/// Fills a rectangle under any invertible affine map (rotated, skewed, flipped — a parallelogram
/// on screen) with a solid colour, straight into a frame's pixels, each pixel covered by the exact
/// area of the parallelogram inside it.
///
/// `SolidRectFill` handles the rectangles that stay axis-aligned, byte for byte as Cairo; the
/// others would go through Cairo's polygon rasterizer (a path, a scan converter allocated per fill,
/// coverage sampled on a 256 × 15 grid per pixel), which costs several times more than the fill
/// itself. Here a pixel's coverage is the area of the parallelogram inside the pixel's square,
/// computed in closed form and rounded to the nearest 1/255, and blended with `SolidRectFill`'s
/// arithmetic (opaque colours interpolated, translucent ones composited OVER). Pixels the
/// parallelogram covers entirely get the colour exactly as Cairo gives it; edge pixels may differ
/// from Cairo's by its sampling error. `SolidQuadFillTests` checks every pixel against areas
/// computed independently, by clipping the parallelogram to each pixel's square.
///
/// Row by row: the parallelogram's outline splits at its highest and lowest corners into a left
/// and a right chain of two edges. Within a one-pixel-high row, the part of a pixel's column left
/// of a chain is the integral over the row of how far the chain lies into that column, which for a
/// straight edge is a closed form (`EdgePiece`). Columns between the two chains' ranges are
/// covered as high as the row's part of the shape, with no arithmetic per pixel.
enum SolidQuadFill {
    /// Fills `rect` (user space) mapped by `matrix` with `color` into `pixels`. Returns false,
    /// having drawn nothing, when `quad(_:matrix:)` is nil (left to Cairo).
    static func fill(_ rect: CGRect, matrix m: cairo_matrix_t, color: SolidRectFill.Color, into pixels: DirectPixels) -> Bool {
        guard let quad = quad(rect, matrix: m) else { return false }
        fill(quad, color: color, into: pixels)
        return true
    }

    /// A rectangle mapped to the device: its corners in order around the outline.
    struct Quad {
        let cx: (Double, Double, Double, Double), cy: (Double, Double, Double, Double)

        /// The device rows it touches (at most).
        var rows: Range<Int> {
            let top = floor(min(min(cy.0, cy.1), min(cy.2, cy.3)))
            return top..<max(top, ceiling(max(max(cy.0, cy.1), max(cy.2, cy.3))))
        }
    }

    /// `rect` (user space) mapped by `matrix`; nil for a singular matrix or coordinates too large
    /// for the frame's fixed-point limits (as Cairo's fills are limited).
    static func quad(_ rect: CGRect, matrix m: cairo_matrix_t) -> Quad? {
        let det = m.xx * m.yy - m.yx * m.xy
        guard det.isFinite, det != 0 else { return nil }
        let x = Double(rect.minX), y = Double(rect.minY)
        let w = Double(rect.maxX) - x, h = Double(rect.maxY) - y
        // The corner at the rectangle's origin and the two sides from it, in device pixels.
        let ox = (m.xx * x + m.xy * y) + m.x0, oy = (m.yx * x + m.yy * y) + m.y0
        let ax = m.xx * w, ay = m.yx * w
        let bx = m.xy * h, by = m.yy * h
        let limit = Double(1 << 22)
        guard abs(ox) < limit, abs(oy) < limit, abs(ax) + abs(bx) < limit, abs(ay) + abs(by) < limit else { return nil }
        // Corners in order around the outline: o, o + a, o + a + b, o + b.
        return Quad(cx: (ox, ox + ax, ox + ax + bx, ox + bx), cy: (oy, oy + ay, oy + ay + by, oy + by))
    }

    /// Fills `quad` with `color` into `pixels`' rows.
    static func fill(_ quad: Quad, color: SolidRectFill.Color, into pixels: DirectPixels) {
        if color.isClear { return }
        let (cx, cy) = (quad.cx, quad.cy)
        func corner(_ i: Int) -> (x: Double, y: Double) {
            switch i & 3 {
            case 0: return (cx.0, cy.0)
            case 1: return (cx.1, cy.1)
            case 2: return (cx.2, cy.2)
            default: return (cx.3, cy.3)
            }
        }
        // The highest corner; the lowest is the opposite one (a parallelogram is symmetric about its centre).
        var top = 0
        if cy.1 < corner(top).y { top = 1 }
        if cy.2 < corner(top).y { top = 2 }
        if cy.3 < corner(top).y { top = 3 }
        let t = corner(top), b = corner(top + 2), n1 = corner(top + 1), n3 = corner(top + 3)
        // The chain through the corner left of the line from the top to the bottom corner is the left one.
        let n1IsLeft = (b.x - t.x) * (n1.y - t.y) - (b.y - t.y) * (n1.x - t.x) > 0
        let left = Chain(top: t, middle: n1IsLeft ? n1 : n3, bottom: b)
        let right = Chain(top: t, middle: n1IsLeft ? n3 : n1, bottom: b)

        let firstRow = max(pixels.firstRow, floor(t.y)), endRow = min(pixels.endRow, ceiling(b.y))
        guard firstRow < endRow else { return }
        for row in firstRow..<endRow {
            let y0 = max(Double(row), t.y), y1 = min(Double(row + 1), b.y)
            guard y1 > y0 else { continue }
            let pixelRow = pixels.base + row * pixels.rowPixels
            // Most rows meet one edge of each chain; only a row holding a chain's middle corner meets two.
            switch (left.hasCorner(within: y0, y1), right.hasCorner(within: y0, y1)) {
            case (false, false):
                let l = left.edge(y0, y1), r = right.edge(y0, y1)
                if l.first == l.last && r.first == r.last {
                    fillRow(
                        pixelRow, y1 - y0, leftColumn: l.first, l.firstArea, rightColumn: r.first, r.firstArea, pixels.width,
                        color)
                } else {
                    fillRow(pixelRow, y1 - y0, l, r, width: pixels.width, color: color)
                }
            case (true, false):
                fillRow(pixelRow, y1 - y0, left.slice(y0, y1), right.edge(y0, y1), width: pixels.width, color: color)
            case (false, true):
                fillRow(pixelRow, y1 - y0, left.edge(y0, y1), right.slice(y0, y1), width: pixels.width, color: color)
            case (true, true):
                fillRow(pixelRow, y1 - y0, left.slice(y0, y1), right.slice(y0, y1), width: pixels.width, color: color)
            }
        }
    }

    /// One row: the left chain's columns, the covered run between the chains, the right chain's
    /// columns. A column's coverage is its area left of the right chain less its area left of the
    /// left chain.
    @inline(__always)
    private static func fillRow<Left: ColumnAreas, Right: ColumnAreas>(
        _ row: UnsafeMutablePointer<UInt32>, _ height: Double, _ left: Left, _ right: Right, width: Int,
        color: SolidRectFill.Color
    ) {
        if left.last < right.first {
            // Left of the right chain's columns a column lies wholly left of it; right of the left
            // chain's columns no part of it lies left of the left chain.
            var x = max(0, left.first)
            while x <= min(width - 1, left.last) {
                blend(row + x, area: height - left.areaLeft(ofColumn: x), color: color)
                x += 1
            }
            let runStart = max(0, left.last + 1), runEnd = min(width, right.first)
            if runEnd > runStart {
                let coverage = byte(height)
                if coverage > 0 { SolidRectFill.fillRun(row, runStart, runEnd, coverage: coverage, color: color) }
            }
            x = max(0, right.first)
            while x <= min(width - 1, right.last) {
                blend(row + x, area: right.areaLeft(ofColumn: x), color: color)
                x += 1
            }
        } else {
            // The chains' columns meet: a column may need both.
            var x = max(0, min(left.first, right.first))
            while x <= min(width - 1, max(left.last, right.last)) {
                blend(row + x, area: right.areaLeft(ofColumn: x) - left.areaLeft(ofColumn: x), color: color)
                x += 1
            }
        }
    }

    /// 1.5 × 2⁵²: the sum of a double below 2³¹ in magnitude and this holds that double rounded to
    /// the nearest whole number (ties to even) in its low 32 bits, and subtracting it again gives
    /// that whole number as a double.
    static let roundingBias = 6_755_399_441_055_744.0

    /// One row in which each chain is one straight piece within one column (steep edges, the most
    /// common rows), the area left of them in that column given: the general `fillRow` without
    /// its loops.
    @inline(__always)
    private static func fillRow(
        _ row: UnsafeMutablePointer<UInt32>, _ height: Double, leftColumn: Int, _ leftArea: Double, rightColumn: Int,
        _ rightArea: Double, _ width: Int, _ color: SolidRectFill.Color
    ) {
        guard leftColumn < rightColumn else {
            if leftColumn >= 0 && leftColumn < width { blend(row + leftColumn, area: rightArea - leftArea, color: color) }
            return
        }
        if leftColumn >= 0 && leftColumn < width { blend(row + leftColumn, area: height - leftArea, color: color) }
        let runStart = max(0, leftColumn + 1), runEnd = min(width, rightColumn)
        if runEnd > runStart {
            let coverage = byte(height)
            if coverage > 0 { SolidRectFill.fillRun(row, runStart, runEnd, coverage: coverage, color: color) }
        }
        if rightColumn >= 0 && rightColumn < width { blend(row + rightColumn, area: rightArea, color: color) }
    }

    /// The largest whole number ≤ `v` (which is within the fixed-point limits). `rounded(.down)`
    /// calls the C library on baseline x86-64, and `Int(v)` checks its range and traps, which
    /// costs three times as much as rounding by `roundingBias` and correcting by one.
    @inline(__always)
    static func floor(_ v: Double) -> Int {
        let sum = v + roundingBias
        let nearest = Int(Int32(truncatingIfNeeded: sum.bitPattern))
        return sum - roundingBias > v ? nearest - 1 : nearest
    }

    /// The smallest whole number ≥ `v` (within the fixed-point limits).
    @inline(__always)
    static func ceiling(_ v: Double) -> Int {
        let sum = v + roundingBias
        let nearest = Int(Int32(truncatingIfNeeded: sum.bitPattern))
        return sum - roundingBias < v ? nearest + 1 : nearest
    }

    /// `area` (of a pixel, 0…1, give or take rounding) as a coverage byte, rounded to nearest (ties up).
    @inline(__always)
    static func byte(_ area: Double) -> Int { min(255, max(0, floor(area * 255 + 0.5))) }

    @inline(__always)
    private static func blend(_ pixel: UnsafeMutablePointer<UInt32>, area: Double, color: SolidRectFill.Color) {
        SolidRectFill.blend(pixel, coverage: byte(area), color: color)
    }

    /// One side of the outline from the highest corner to the lowest, through a middle corner.
    struct Chain {
        let top: (x: Double, y: Double), middle: (x: Double, y: Double), bottom: (x: Double, y: Double)
        /// The middle corner's height, kept between the ends against rounding.
        let middleY: Double
        /// Each edge's x per unit of height (0 for an edge of no height, which is never sliced).
        let upperSlope: Double, lowerSlope: Double

        init(top: (x: Double, y: Double), middle: (x: Double, y: Double), bottom: (x: Double, y: Double)) {
            (self.top, self.middle, self.bottom) = (top, middle, bottom)
            middleY = min(max(middle.y, top.y), bottom.y)
            upperSlope = middleY > top.y ? (middle.x - top.x) / (middle.y - top.y) : 0
            lowerSlope = bottom.y > middleY ? (bottom.x - middle.x) / (bottom.y - middle.y) : 0
        }

        /// Whether the middle corner lies strictly between heights `y0` and `y1`.
        @inline(__always)
        func hasCorner(within y0: Double, _ y1: Double) -> Bool { y0 < middleY && y1 > middleY }

        /// The chain's part between heights `y0 < y1`, both on one side of the middle corner.
        @inline(__always)
        func edge(_ y0: Double, _ y1: Double) -> EdgePiece {
            if y1 <= middleY {
                return EdgePiece(height: y1 - y0, top.x + upperSlope * (y0 - top.y), top.x + upperSlope * (y1 - top.y))
            }
            return EdgePiece(height: y1 - y0, middle.x + lowerSlope * (y0 - middle.y), middle.x + lowerSlope * (y1 - middle.y))
        }

        /// The chain's part between heights `y0 < y1` (both within its height).
        @inline(__always)
        func slice(_ y0: Double, _ y1: Double) -> Slice {
            var upper = EdgePiece.none, lower = EdgePiece.none
            if y0 < middleY {
                let e = min(y1, middleY)
                upper = EdgePiece(height: e - y0, top.x + upperSlope * (y0 - top.y), top.x + upperSlope * (e - top.y))
            }
            if y1 > middleY {
                let e = max(y0, middleY)
                lower = EdgePiece(
                    height: y1 - e, middle.x + lowerSlope * (e - middle.y), middle.x + lowerSlope * (y1 - middle.y))
            }
            return Slice(upper: upper, lower: lower)
        }
    }

    /// How much of each pixel column of a row lies left of a chain's part in that row.
    protocol ColumnAreas {
        /// The first and last columns the part crosses: left of them a column lies wholly left of
        /// it, right of them not at all.
        var first: Int { get }
        var last: Int { get }
        /// The area of pixel column `x`'s part of the row that lies left of the chain.
        func areaLeft(ofColumn x: Int) -> Double
    }

    /// A chain within one row: one straight piece, or two meeting at the chain's middle corner.
    struct Slice: ColumnAreas {
        let upper: EdgePiece, lower: EdgePiece
        /// The first and last columns the pieces cross.
        let first: Int, last: Int

        @inline(__always)
        init(upper: EdgePiece, lower: EdgePiece) {
            (self.upper, self.lower) = (upper, lower)
            first = min(upper.first, lower.first)
            last = upper.isAbsent ? lower.last : lower.isAbsent ? upper.last : max(upper.last, lower.last)
        }

        /// The area of pixel column `x`'s part of the row that lies left of the chain.
        @inline(__always)
        func areaLeft(ofColumn x: Int) -> Double { upper.areaLeft(ofColumn: x) + lower.areaLeft(ofColumn: x) }
    }

    /// A straight edge crossing a row, `height` of it, from `x0` at its top to `x1` at its bottom,
    /// with the area left of it in each column it crosses in closed form.
    ///
    /// Left of the columns it crosses, a column lies wholly left of it (area `height`); right of
    /// them, not at all. Inside one column the part left of it is a trapezoid, `height` times the
    /// distance from the column's side to the edge's middle. An edge crossing several columns
    /// spreads `height / width` of area over each unit of its width: the first column lacks the
    /// triangle right of the edge, the last holds only the triangle left of it, and a column between
    /// holds what the edge leaves left of it. Each is a product of small lengths — no difference of
    /// nearly equal ones — so a steep edge loses no precision.
    struct EdgePiece: ColumnAreas {
        /// The first and last columns the edge crosses (`last < first` for an edge on a column's side).
        let first: Int, last: Int
        let height: Double
        /// The area in column `first`, and in column `last` when it crosses more than one.
        let firstArea: Double, lastArea: Double
        /// The area in a column `x` between them is `interceptArea − slope × x`.
        let interceptArea: Double, slope: Double

        /// No edge: nothing lies left of it.
        static let none = EdgePiece(first: .max, last: .max, height: 0, firstArea: 0)

        var isAbsent: Bool { first == .max }

        private init(
            first: Int, last: Int, height: Double, firstArea: Double, lastArea: Double = 0, interceptArea: Double = 0,
            slope: Double = 0
        ) {
            (self.first, self.last, self.height) = (first, last, height)
            (self.firstArea, self.lastArea) = (firstArea, lastArea)
            (self.interceptArea, self.slope) = (interceptArea, slope)
        }

        @inline(__always)
        init(height: Double, _ x0: Double, _ x1: Double) {
            let lo = min(x0, x1), hi = max(x0, x1)
            // Too steep to tell its ends apart: a vertical edge at its middle.
            guard hi - lo >= 1e-9 else {
                let middle = (lo + hi) / 2, column = SolidQuadFill.floor(middle)
                self.init(first: column, last: column, height: height, firstArea: height * (middle - Double(column)))
                return
            }
            let first = SolidQuadFill.floor(lo), last = SolidQuadFill.ceiling(hi) - 1
            guard last > first else {
                self.init(first: first, last: last, height: height, firstArea: height * ((lo + hi) / 2 - Double(first)))
                return
            }
            let perWidth = height / (hi - lo)
            let missed = Double(first + 1) - lo, reached = hi - Double(last)
            self.init(
                first: first, last: last, height: height, firstArea: height - perWidth * missed * missed / 2,
                lastArea: perWidth * reached * reached / 2, interceptArea: perWidth * (hi - 0.5), slope: perWidth)
        }

        /// The area of pixel column `x`'s part of the row that lies left of the edge.
        @inline(__always)
        func areaLeft(ofColumn x: Int) -> Double {
            if x < first { return height }
            if x > last { return 0 }
            if x == first { return firstArea }
            if x == last { return lastArea }
            return interceptArea - slope * Double(x)
        }
    }
}
