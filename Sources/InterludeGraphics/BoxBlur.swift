/// Integer image operations on premultiplied ARGB32 pixels (one `UInt32` per pixel): a separable
/// three-pass box blur approximating a Gaussian and bilinear upscaling (downscaling before the
/// blur is `BlockAverage`, in InterludeRender).
///
/// Everything is integer arithmetic: divisions by the box width use a 24-bit fixed-point
/// reciprocal, positions are 16.16 fixed point. Edges are clamped (the nearest pixel repeats),
/// as a blur of what lies under a view expects.
package enum BoxBlur {
    /// The radius r of each of three box passes whose combined variance, 3 · ((2r + 1)² − 1) / 12 =
    /// r (r + 1), best matches a Gaussian of standard deviation `sigma` (pixels). 0 for sigma < 0.75.
    package static func passRadius(sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        return max(0, Int(((sigma * sigma + 0.25).squareRoot() - 0.5).rounded()))
    }

    /// Blurs `pixels` (`width × height`, rows `stride` pixels apart) in place with three horizontal
    /// and three vertical box passes of `radius`. `scratch` is reused working memory. Large images
    /// are split over the cores (rows for the horizontal passes, columns for the vertical ones);
    /// the result does not depend on the split.
    package static func blur(
        _ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, radius: Int,
        scratch: inout [UInt32]
    ) {
        guard radius > 0, width > 0, height > 0 else { return }
        let rowChunks = ParallelRows.chunks(rows: height, pixelsPerRow: width * 3)
        let columnChunks = ParallelRows.chunks(rows: width, pixelsPerRow: height * 3)
        let paddedRow = width + 2 * radius + 1
        let needed = max(rowChunks * paddedRow, width * height)
        if scratch.count < needed { scratch = Array(repeating: 0, count: needed) }
        scratch.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            // All three passes over a row while it is in cache.
            ParallelRows.forEach(rows: height, chunks: rowChunks) { chunk, rows in
                let copy = base + chunk * paddedRow
                for y in rows {
                    for _ in 0..<3 { horizontal(pixels + y * stride, count: width, radius: radius, copy: copy) }
                }
            }
            ParallelRows.forEach(rows: width, chunks: columnChunks) { _, columns in
                for _ in 0..<3 {
                    vertical(
                        pixels, columns: columns, height: height, stride: stride, radius: radius, copy: base, copyStride: width)
                }
            }
        }
    }

    /// 2²⁴ / `d`, rounded: dividing by `d` becomes a multiply and a shift (see `pack`).
    package static func reciprocal(_ d: Int) -> Int { ((1 << 24) + d / 2) / d }

    /// Channel sums times `inv` (a ``reciprocal(_:)``), rounded, packed into an ARGB32 word.
    @inline(__always)
    package static func pack(_ a: Int, _ r: Int, _ g: Int, _ b: Int, _ inv: Int) -> UInt32 {
        let half = 1 << 23
        return UInt32(
            truncatingIfNeeded: ((a * inv + half) >> 24) << 24 | ((r * inv + half) >> 24) << 16
                | ((g * inv + half) >> 24) << 8 | ((b * inv + half) >> 24))
    }

    /// One box pass along a row, in place. `copy` holds `n + 2r + 1` pixels: the row with its edge
    /// pixels repeated r times before and r + 1 times after, so the loop needs no clamping.
    private static func horizontal(
        _ row: UnsafeMutablePointer<UInt32>, count n: Int, radius r: Int, copy: UnsafeMutablePointer<UInt32>
    ) {
        copy.update(repeating: row[0], count: r)
        (copy + r).update(from: row, count: n)
        (copy + r + n).update(repeating: row[n - 1], count: r + 1)
        let inv = reciprocal(2 * r + 1)
        var (a, rr, g, b) = (0, 0, 0, 0)
        for k in 0...(2 * r) {
            let p = Int(copy[k])
            a += p >> 24; rr += (p >> 16) & 0xFF; g += (p >> 8) & 0xFF; b += p & 0xFF
        }
        let adding = copy + 2 * r + 1
        for i in 0..<n {
            row[i] = pack(a, rr, g, b, inv)
            let add = Int(adding[i]), sub = Int(copy[i])
            a += (add >> 24) - (sub >> 24)
            rr += ((add >> 16) & 0xFF) - ((sub >> 16) & 0xFF)
            g += ((add >> 8) & 0xFF) - ((sub >> 8) & 0xFF)
            b += (add & 0xFF) - (sub & 0xFF)
        }
    }

    /// One box pass down the given columns (row by row, so memory is read in order), in place.
    /// `copy` (rows `copyStride` apart) receives those columns first; other columns are not touched.
    private static func vertical(
        _ pixels: UnsafeMutablePointer<UInt32>, columns: Range<Int>, height h: Int, stride: Int, radius r: Int,
        copy: UnsafeMutablePointer<UInt32>, copyStride: Int
    ) {
        let x0 = columns.lowerBound, w = columns.count
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: w * 4)
        defer { sums.deallocate() }
        sums.initialize(repeating: 0, count: w * 4)
        let source = copy + x0
        for y in 0..<h { (source + y * copyStride).update(from: pixels + y * stride + x0, count: w) }
        let inv = reciprocal(2 * r + 1)
        for k in -r...r {
            let row = source + min(max(k, 0), h - 1) * copyStride
            for x in 0..<w {
                let p = Int(row[x])
                sums[4 * x] += p >> 24; sums[4 * x + 1] += (p >> 16) & 0xFF
                sums[4 * x + 2] += (p >> 8) & 0xFF; sums[4 * x + 3] += p & 0xFF
            }
        }
        for y in 0..<h {
            let out = pixels + y * stride + x0
            let addRow = source + min(y + r + 1, h - 1) * copyStride, subRow = source + max(y - r, 0) * copyStride
            for x in 0..<w {
                out[x] = pack(sums[4 * x], sums[4 * x + 1], sums[4 * x + 2], sums[4 * x + 3], inv)
                let add = Int(addRow[x]), sub = Int(subRow[x])
                sums[4 * x] += (add >> 24) - (sub >> 24)
                sums[4 * x + 1] += ((add >> 16) & 0xFF) - ((sub >> 16) & 0xFF)
                sums[4 * x + 2] += ((add >> 8) & 0xFF) - ((sub >> 8) & 0xFF)
                sums[4 * x + 3] += (add & 0xFF) - (sub & 0xFF)
            }
        }
    }

    /// Bilinear upscaling composited straight into a target in one pass: destination pixel (x, y)
    /// gets the small image's bilinear sample (as `upscale` places it) for pixel (x + `offsetX`,
    /// y + `offsetY`) of the full-size region it stands for, times `alpha` / 255, over what the
    /// destination holds (replacing it when `over` is false), then `tint` (premultiplied) over that.
    /// The compositing rounds as pixman's OVER does.
    ///
    /// The small rows are first scaled horizontally (8 bits per channel, kept as 16-bit lanes), then
    /// each output row blends two of them vertically and tints them four pixels at a time in SIMD
    /// lanes; a translucent blurred image or `alpha` < 255 takes a per-pixel path instead. Rows are
    /// split over the cores.
    package static func upscaleComposite(
        _ small: UnsafePointer<UInt32>, width sw: Int, height sh: Int, stride: Int, factor f: Int,
        offsetX: Int, offsetY: Int,
        into destination: UnsafeMutablePointer<UInt32>, width dw: Int, height dh: Int, destinationStride: Int,
        alpha: UInt32, over: Bool, tint: UInt32, columns: inout [Int32], rows: inout [UInt16]
    ) {
        guard sw > 0, sh > 0, dw > 0, dh > 0 else { return }
        // 16.16 fixed point: position of full-size pixel i = (2i + 1 − f) / (2f).
        func position(_ i: Int) -> Int { ((2 * i + 1 - f) << 16) / (2 * f) }
        let maxX = (sw - 1) << 16, maxY = (sh - 1) << 16
        let chunks = ParallelRows.chunks(rows: dh, pixelsPerRow: dw)
        var opaque = true
        for y in 0..<sh where opaque {
            let row = small + y * stride
            for x in 0..<sw where row[x] < 0xFF00_0000 { opaque = false; break }
        }
        let blendsWithDestination = alpha < 255 || (over && !opaque)
        // Column table: left sample and weight; the right sample is clamped to the last column.
        if columns.count < 3 * dw { columns = Array(repeating: 0, count: 3 * dw) }
        // Per thread: two horizontally scaled rows of 4 lanes per pixel (16 lanes of slack).
        let rowLanes = 4 * dw + 16
        if rows.count < chunks * 2 * rowLanes { rows = Array(repeating: 0, count: chunks * 2 * rowLanes) }
        let tintInverse = 255 - (tint >> 24)
        columns.withUnsafeMutableBufferPointer { columnBuffer in
            let table = columnBuffer.baseAddress!
            for x in 0..<dw {
                let sx = min(max(position(x + offsetX), 0), maxX)
                let x0 = sx >> 16
                table[3 * x] = Int32(truncatingIfNeeded: x0)
                table[3 * x + 1] = Int32(truncatingIfNeeded: min(x0 + 1, sw - 1))
                table[3 * x + 2] = Int32(truncatingIfNeeded: (sx >> 8) & 0xFF)
            }
            rows.withUnsafeMutableBufferPointer { rowBuffer in
                let lanes = rowBuffer.baseAddress!
                ParallelRows.forEach(rows: dh, chunks: chunks) { chunk, range in
                    var upper = lanes + chunk * 2 * rowLanes, lower = upper + rowLanes
                    var upperRow = -1, lowerRow = -1
                    for y in range {
                        let sy = min(max(position(y + offsetY), 0), maxY)
                        let y0 = sy >> 16, y1 = min(y0 + 1, sh - 1), fy = (sy >> 8) & 0xFF
                        if upperRow != y0 {
                            if lowerRow == y0 {
                                swap(&upper, &lower)
                                (upperRow, lowerRow) = (y0, -1)
                            } else {
                                scaleRow(small + y0 * stride, table: table, width: dw, into: upper)
                                upperRow = y0
                            }
                        }
                        if lowerRow != y1 {
                            scaleRow(small + y1 * stride, table: table, width: dw, into: lower)
                            lowerRow = y1
                        }
                        let out = destination + y * destinationStride
                        if blendsWithDestination {
                            blendRow(upper, lower, fy: fy, width: dw, into: out, alpha: alpha, over: over, tint: tint)
                        } else {
                            replaceRow(upper, lower, fy: fy, width: dw, into: out, tint: tint, tintInverse: tintInverse)
                        }
                    }
                }
            }
        }
    }

    /// One small row scaled to `width` pixels by the column table, each pixel's bytes as 4 lanes.
    private static func scaleRow(
        _ row: UnsafePointer<UInt32>, table: UnsafePointer<Int32>, width: Int, into lanes: UnsafeMutablePointer<UInt16>
    ) {
        for x in 0..<width {
            let p = lerp(row[Int(table[3 * x])], row[Int(table[3 * x + 1])], Int(table[3 * x + 2]))
            lanes[4 * x] = UInt16(truncatingIfNeeded: p & 0xFF)
            lanes[4 * x + 1] = UInt16(truncatingIfNeeded: (p >> 8) & 0xFF)
            lanes[4 * x + 2] = UInt16(truncatingIfNeeded: (p >> 16) & 0xFF)
            lanes[4 * x + 3] = UInt16(truncatingIfNeeded: p >> 24)
        }
    }

    /// Opaque result: out = tint + (upper · (256 − fy) + lower · fy) / 256 · (255 − tint alpha) / 255,
    /// per channel, four pixels per step.
    private static func replaceRow(
        _ upper: UnsafePointer<UInt16>, _ lower: UnsafePointer<UInt16>, fy: Int, width: Int,
        into out: UnsafeMutablePointer<UInt32>, tint: UInt32, tintInverse: UInt32
    ) {
        typealias Lanes = SIMD16<UInt16>
        let u = Lanes(repeating: UInt16(256 - fy)), t = Lanes(repeating: UInt16(fy))
        let inverse = Lanes(repeating: UInt16(tintInverse)), half = Lanes(repeating: 128)
        let tintBytes = (0..<4).map { UInt16((tint >> (8 * UInt32($0))) & 0xFF) }
        var tintLanes = Lanes()
        for i in 0..<16 { tintLanes[i] = tintBytes[i & 3] }
        let a = UnsafeRawPointer(upper), b = UnsafeRawPointer(lower), o = UnsafeMutableRawPointer(out)
        var x = 0
        while x + 4 <= width {
            let p =
                (a.loadUnaligned(fromByteOffset: 8 * x, as: Lanes.self) &* u
                    &+ b.loadUnaligned(fromByteOffset: 8 * x, as: Lanes.self) &* t) &>> 8
            var q = p &* inverse &+ half
            q = ((q &+ (q &>> 8)) &>> 8) &+ tintLanes
            o.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: q), toByteOffset: 4 * x, as: SIMD16<UInt8>.self)
            x += 4
        }
        while x < width {
            var word: UInt32 = 0
            for c in 0..<4 {
                let p = (UInt32(upper[4 * x + c]) * UInt32(256 - fy) + UInt32(lower[4 * x + c]) * UInt32(fy)) >> 8
                var q = p * tintInverse + 128
                q = ((q + (q >> 8)) >> 8) + UInt32(tintBytes[c])
                word |= (q & 0xFF) << (8 * UInt32(c))
            }
            out[x] = word
            x += 1
        }
    }

    /// The general case, pixel by pixel: the blended sample times `alpha` / 255, over the destination
    /// when `over`, then the tint over that.
    private static func blendRow(
        _ upper: UnsafePointer<UInt16>, _ lower: UnsafePointer<UInt16>, fy: Int, width: Int,
        into out: UnsafeMutablePointer<UInt32>, alpha: UInt32, over: Bool, tint: UInt32
    ) {
        let tintInverse = 255 - (tint >> 24)
        let u = UInt32(256 - fy), t = UInt32(fy)
        for x in 0..<width {
            var p: UInt32 = 0
            for c in 0..<4 { p |= ((UInt32(upper[4 * x + c]) * u + UInt32(lower[4 * x + c]) * t) >> 8) << (8 * UInt32(c)) }
            if alpha < 255 { p = multiply(p, alpha) }
            if over {
                let a = p >> 24
                if a < 255 { p &+= multiply(out[x], 255 - a) }
            }
            if tintInverse < 255 { p = tint &+ multiply(p, tintInverse) }
            out[x] = p
        }
    }

    /// Each channel of premultiplied `p` times `alpha` / 255, rounded as pixman does (x / 255 as
    /// (t + t / 256) / 256 with t = x + 128), two channels at a time.
    @inline(__always)
    package static func multiply(_ p: UInt32, _ alpha: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* alpha &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* alpha &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Bilinear upscaling: destination pixel (x, y) samples the small image at
    /// ((x + 0.5) / factor − 0.5, (y + 0.5) / factor − 0.5), clamped to its edges.
    package static func upscale(
        _ small: UnsafePointer<UInt32>, width sw: Int, height sh: Int, stride: Int, factor f: Int,
        into destination: UnsafeMutablePointer<UInt32>, width dw: Int, height dh: Int, destinationStride: Int
    ) {
        // 16.16 fixed point: position of destination pixel i = (2i + 1 − f) / (2f).
        func position(_ i: Int) -> Int { ((2 * i + 1 - f) << 16) / (2 * f) }
        let maxX = (sw - 1) << 16, maxY = (sh - 1) << 16
        // Column positions are the same on every row: work them out once.
        let columns = UnsafeMutablePointer<(Int, Int, Int)>.allocate(capacity: dw)
        defer { columns.deallocate() }
        for x in 0..<dw {
            let sx = min(max(position(x), 0), maxX)
            let x0 = sx >> 16
            columns[x] = (x0, min(x0 + 1, sw - 1), (sx >> 8) & 0xFF)
        }
        // Interpolate vertically once per output row into a small row, then horizontally per pixel.
        let blended = UnsafeMutablePointer<UInt32>.allocate(capacity: sw)
        defer { blended.deallocate() }
        for y in 0..<dh {
            let sy = min(max(position(y), 0), maxY)
            let y0 = sy >> 16, y1 = min(y0 + 1, sh - 1), fy = (sy >> 8) & 0xFF
            let row0 = small + y0 * stride, row1 = small + y1 * stride
            for x in 0..<sw { blended[x] = lerp(row0[x], row1[x], fy) }
            let out = destination + y * destinationStride
            for x in 0..<dw {
                let (x0, x1, fx) = columns[x]
                out[x] = lerp(blended[x0], blended[x1], fx)
            }
        }
    }

    /// Blends four pixels with 8-bit weights.
    @inline(__always)
    package static func bilinear(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, fx: Int, fy: Int) -> UInt32 {
        lerp(lerp(p00, p10, fx), lerp(p01, p11, fx), fy)
    }

    /// a + (b − a) · t / 256 per channel, two channels at a time (0x00FF00FF lanes).
    @inline(__always)
    package static func lerp(_ a: UInt32, _ b: UInt32, _ t: Int) -> UInt32 {
        let t = UInt32(truncatingIfNeeded: t), u = 256 &- t
        let rb = ((a & 0x00FF_00FF) &* u &+ (b & 0x00FF_00FF) &* t) >> 8 & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* u &+ ((b >> 8) & 0x00FF_00FF) &* t) & 0xFF00_FF00
        return rb | ag
    }
}
