/// Integer image operations on premultiplied ARGB32 pixels (one `UInt32` per pixel): a separable
/// three-pass box blur approximating a Gaussian, block-average downscaling and bilinear upscaling.
///
/// Everything is integer arithmetic: divisions by the box width use a 24-bit fixed-point
/// reciprocal, positions are 16.16 fixed point. Edges are clamped (the nearest pixel repeats),
/// as a blur of what lies under a view expects.
enum BoxBlur {
    /// The radius r of each of three box passes whose combined variance, 3 · ((2r + 1)² − 1) / 12 =
    /// r (r + 1), best matches a Gaussian of standard deviation `sigma` (pixels). 0 for sigma < 0.75.
    static func passRadius(sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        return max(0, Int(((sigma * sigma + 0.25).squareRoot() - 0.5).rounded()))
    }

    /// Blurs `pixels` (`width × height`, rows `stride` pixels apart) in place with three horizontal
    /// and three vertical box passes of `radius`. `scratch` is reused working memory.
    static func blur(_ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, radius: Int,
                     scratch: inout [UInt32]) {
        guard radius > 0, width > 0, height > 0 else { return }
        if scratch.count < max(width, height) * 4 + width * height { scratch = Array(repeating: 0, count: max(width, height) * 4 + width * height) }
        scratch.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            for _ in 0..<3 {
                for y in 0..<height { horizontal(pixels + y * stride, count: width, radius: radius, copy: base) }
            }
            for _ in 0..<3 { vertical(pixels, width: width, height: height, stride: stride, radius: radius, copy: base) }
        }
    }

    private static func reciprocal(_ d: Int) -> Int { ((1 << 24) + d / 2) / d }

    @inline(__always)
    private static func pack(_ a: Int, _ r: Int, _ g: Int, _ b: Int, _ inv: Int) -> UInt32 {
        let half = 1 << 23
        return UInt32(truncatingIfNeeded: ((a * inv + half) >> 24) << 24 | ((r * inv + half) >> 24) << 16
                      | ((g * inv + half) >> 24) << 8 | ((b * inv + half) >> 24))
    }

    /// One box pass along a row, in place.
    private static func horizontal(_ row: UnsafeMutablePointer<UInt32>, count n: Int, radius r: Int, copy: UnsafeMutablePointer<UInt32>) {
        copy.update(from: row, count: n)
        let inv = reciprocal(2 * r + 1)
        var (a, rr, g, b) = (0, 0, 0, 0)
        for k in -r...r {
            let p = Int(copy[min(max(k, 0), n - 1)])
            a += p >> 24; rr += (p >> 16) & 0xFF; g += (p >> 8) & 0xFF; b += p & 0xFF
        }
        for i in 0..<n {
            row[i] = pack(a, rr, g, b, inv)
            let add = Int(copy[min(i + r + 1, n - 1)]), sub = Int(copy[max(i - r, 0)])
            a += (add >> 24) - (sub >> 24)
            rr += ((add >> 16) & 0xFF) - ((sub >> 16) & 0xFF)
            g += ((add >> 8) & 0xFF) - ((sub >> 8) & 0xFF)
            b += (add & 0xFF) - (sub & 0xFF)
        }
    }

    /// One box pass down every column at once (row by row, so memory is read in order), in place.
    private static func vertical(_ pixels: UnsafeMutablePointer<UInt32>, width w: Int, height h: Int, stride: Int, radius r: Int,
                                 copy: UnsafeMutablePointer<UInt32>) {
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: w * 4)
        defer { sums.deallocate() }
        sums.initialize(repeating: 0, count: w * 4)
        let source = copy
        for y in 0..<h { (source + y * w).update(from: pixels + y * stride, count: w) }
        let inv = reciprocal(2 * r + 1)
        for k in -r...r {
            let row = source + min(max(k, 0), h - 1) * w
            for x in 0..<w {
                let p = Int(row[x])
                sums[4 * x] += p >> 24; sums[4 * x + 1] += (p >> 16) & 0xFF
                sums[4 * x + 2] += (p >> 8) & 0xFF; sums[4 * x + 3] += p & 0xFF
            }
        }
        for y in 0..<h {
            let out = pixels + y * stride
            let addRow = source + min(y + r + 1, h - 1) * w, subRow = source + max(y - r, 0) * w
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

    /// Averages `factor × factor` blocks of the `width × height` region at `source` (rows
    /// `sourceStride` pixels apart) into `destination` (rows `destinationStride` apart), which
    /// receives ⌈width / factor⌉ × ⌈height / factor⌉ pixels; blocks cut by the edge average what they hold.
    static func downscale(_ source: UnsafePointer<UInt32>, width: Int, height: Int, sourceStride: Int, factor f: Int,
                          into destination: UnsafeMutablePointer<UInt32>, destinationStride: Int) {
        let dw = (width + f - 1) / f, dh = (height + f - 1) / f
        for by in 0..<dh {
            let y0 = by * f, y1 = min(y0 + f, height)
            for bx in 0..<dw {
                let x0 = bx * f, x1 = min(x0 + f, width)
                var (a, r, g, b) = (0, 0, 0, 0)
                // Large blocks are sampled on a grid of at most 4 × 4 pixels: the blur that follows
                // spans several blocks, so the skipped pixels change the result by a unit or two.
                let step = max(1, f / 4)
                var count = 0
                for y in Swift.stride(from: y0, to: y1, by: step) {
                    let row = source + y * sourceStride
                    for x in Swift.stride(from: x0, to: x1, by: step) {
                        count += 1
                        let p = Int(row[x])
                        a += p >> 24; r += (p >> 16) & 0xFF; g += (p >> 8) & 0xFF; b += p & 0xFF
                    }
                }
                destination[by * destinationStride + bx] = pack(a, r, g, b, reciprocal(count))
            }
        }
    }

    /// Bilinear upscaling: destination pixel (x, y) samples the small image at
    /// ((x + 0.5) / factor − 0.5, (y + 0.5) / factor − 0.5), clamped to its edges.
    static func upscale(_ small: UnsafePointer<UInt32>, width sw: Int, height sh: Int, stride: Int, factor f: Int,
                        into destination: UnsafeMutablePointer<UInt32>, width dw: Int, height dh: Int, destinationStride: Int) {
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
    static func bilinear(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, fx: Int, fy: Int) -> UInt32 {
        lerp(lerp(p00, p10, fx), lerp(p01, p11, fx), fy)
    }

    /// a + (b − a) · t / 256 per channel, two channels at a time (0x00FF00FF lanes).
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ t: Int) -> UInt32 {
        let t = UInt32(truncatingIfNeeded: t), u = 256 &- t
        let rb = ((a & 0x00FF_00FF) &* u &+ (b & 0x00FF_00FF) &* t) >> 8 & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* u &+ ((b >> 8) & 0x00FF_00FF) &* t) & 0xFF00_FF00
        return rb | ag
    }
}
