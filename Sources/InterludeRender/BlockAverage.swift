import InterludeGraphics

/// Downscaling by block averages on premultiplied ARGB32 pixels (one `UInt32` per pixel): each
/// `factor × factor` block becomes the average of its channels. Averaging premultiplied values is
/// the correct way to shrink images with alpha.
///
/// Two users: the backdrop blur shrinks what lies under a view before blurring it (large blocks
/// sampled sparsely, rounded as the blur's passes round), and the exporters shrink frames for
/// filmstrips and scrubbers (every pixel, exact averages; see `RenderedFrame.shrunk(by:)`).
enum BlockAverage {
    /// How a block's channel sums become averages.
    enum Rounding {
        /// Exactly, to nearest with halves up: ⌊(sum + n / 2) / n⌋ for n samples.
        case halfUp
        /// Through the box blur's 24-bit fixed-point reciprocal of n, as its passes divide: the
        /// same as `halfUp` for most n, one unit lower on exact halves for a few (n = 12, 28…).
        case blurReciprocal
    }

    /// Averages `factor × factor` blocks of the `width × height` region at `source` (rows
    /// `sourceStride` pixels apart) into `destination` (rows `destinationStride` apart), which
    /// receives ⌈width / factor⌉ × ⌈height / factor⌉ pixels; blocks cut by the edge average what they
    /// hold. A block reads every `sampleStep`-th row and column from its top-left pixel (1: all of
    /// them). Large regions are split over the cores by rows of blocks.
    static func downscale(
        _ source: UnsafePointer<UInt32>, width: Int, height: Int, sourceStride: Int, factor f: Int,
        sampleStep step: Int = 1, rounding: Rounding,
        into destination: UnsafeMutablePointer<UInt32>, destinationStride: Int
    ) {
        precondition(f >= 1 && step >= 1 && step <= f, "BlockAverage.downscale: factor \(f), sample step \(step)")
        guard width > 0, height > 0 else { return }
        let dw = (width + f - 1) / f, dh = (height + f - 1) / f
        let samplesPerSide = (f + step - 1) / step
        // Up to 257 samples of 255 fit a 16-bit lane: such blocks add their column sums four lanes
        // to a 64-bit word; larger ones (exporters' big factors) add them lane by lane into integers.
        let packed = samplesPerSide * samplesPerSide * 255 < 65_536
        let chunks = ParallelRows.chunks(rows: dh, pixelsPerRow: width * f / step)
        ParallelRows.forEach(rows: dh, chunks: chunks) { _, blockRows in
            // Column sums of the sampled rows, one 16-bit lane per channel.
            let sums = UnsafeMutablePointer<UInt16>.allocate(capacity: 4 * width)
            defer { sums.deallocate() }
            let lanes = UnsafeRawPointer(sums)
            let blockSums = UnsafeMutablePointer<Int>.allocate(capacity: packed ? 0 : 4 * dw)
            defer { blockSums.deallocate() }
            let lastColumns = (width - (dw - 1) * f + step - 1) / step
            for by in blockRows {
                let y0 = by * f, y1 = min(y0 + f, height)
                let rowsSampled = (y1 - y0 + step - 1) / step
                let full = Divisor(samples: rowsSampled * samplesPerSide), last = Divisor(samples: rowsSampled * lastColumns)
                let out = destination + by * destinationStride
                if packed {
                    sums.initialize(repeating: 0, count: 4 * width)
                    for y in Swift.stride(from: y0, to: y1, by: step) {
                        addRow(source + y * sourceStride, width: width, to: sums)
                    }
                    for bx in 0..<dw {
                        var sum: UInt64 = 0
                        for x in Swift.stride(from: bx * f, to: min(bx * f + f, width), by: step) {
                            sum &+= lanes.loadUnaligned(fromByteOffset: 8 * x, as: UInt64.self)
                        }
                        let b = Int(sum & 0xFFFF), g = Int((sum >> 16) & 0xFFFF), r = Int((sum >> 32) & 0xFFFF),
                            a = Int(sum >> 48)
                        out[bx] = average(a, r, g, b, by: bx == dw - 1 ? last : full, rounding: rounding)
                    }
                } else {
                    blockSums.initialize(repeating: 0, count: 4 * dw)
                    // Bands of at most 257 sampled rows keep every column sum within its lane.
                    for band in Swift.stride(from: y0, to: y1, by: 257 * step) {
                        sums.initialize(repeating: 0, count: 4 * width)
                        for y in Swift.stride(from: band, to: min(band + 257 * step, y1), by: step) {
                            addRow(source + y * sourceStride, width: width, to: sums)
                        }
                        for bx in 0..<dw {
                            for x in Swift.stride(from: bx * f, to: min(bx * f + f, width), by: step) {
                                for c in 0..<4 { blockSums[4 * bx + c] += Int(sums[4 * x + c]) }
                            }
                        }
                    }
                    for bx in 0..<dw {
                        let s = blockSums + 4 * bx
                        out[bx] = average(s[3], s[2], s[1], s[0], by: bx == dw - 1 ? last : full, rounding: rounding)
                    }
                }
            }
        }
    }

    /// A block's sample count with the blur's reciprocal of it, computed once per row of blocks.
    private struct Divisor {
        let samples: Int
        let reciprocal: Int

        init(samples: Int) {
            self.samples = samples
            reciprocal = BoxBlur.reciprocal(samples)
        }
    }

    @inline(__always)
    private static func average(_ a: Int, _ r: Int, _ g: Int, _ b: Int, by divisor: Divisor, rounding: Rounding) -> UInt32 {
        switch rounding {
        case .blurReciprocal:
            return BoxBlur.pack(a, r, g, b, divisor.reciprocal)
        case .halfUp:
            let n = divisor.samples, half = n / 2
            return UInt32(
                truncatingIfNeeded: ((a + half) / n) << 24 | ((r + half) / n) << 16 | ((g + half) / n) << 8 | ((b + half) / n))
        }
    }

    /// Adds each byte of `width` pixels to its 16-bit lane in `sums` (4 lanes per pixel), four pixels per step.
    private static func addRow(_ row: UnsafePointer<UInt32>, width: Int, to sums: UnsafeMutablePointer<UInt16>) {
        let bytes = UnsafeRawPointer(row), lanes = UnsafeMutableRawPointer(sums)
        var x = 0
        while x + 4 <= width {
            let pixels = SIMD16<UInt16>(truncatingIfNeeded: bytes.loadUnaligned(fromByteOffset: 4 * x, as: SIMD16<UInt8>.self))
            lanes.storeBytes(
                of: lanes.loadUnaligned(fromByteOffset: 8 * x, as: SIMD16<UInt16>.self) &+ pixels,
                toByteOffset: 8 * x, as: SIMD16<UInt16>.self)
            x += 4
        }
        while x < width {
            let p = row[x]
            for c in 0..<4 { sums[4 * x + c] &+= UInt16(truncatingIfNeeded: (p >> (8 * UInt32(c))) & 0xFF) }
            x += 1
        }
    }
}
