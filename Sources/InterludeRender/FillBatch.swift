import InterludeUIKit

/// A frame's solid fills written without Cairo (`SolidRectFill`, `SolidQuadFill`), held back until
/// something else draws, then done on every processor at once, each filling one band of rows.
///
/// With many small layers these fills are most of a frame's compositing. A fill's bytes in a row
/// depend only on the fill and that row, and fills that overlap are done in order within each
/// band, so a batch filled in bands gives the frame a single pass gives, byte for byte, on any
/// number of processors (`FillBatchTests`).
///
/// Nothing may draw over pending fills: `RenderTarget.cairo` and `.surface`, which everything
/// else that draws into or reads the frame asks for first, do them (`flush()`).
final class FillBatch {
    /// One plain fill: a rectangle mapped to the device, and its colour.
    struct Fill {
        enum Shape {
            case box(SolidRectFill.Box)
            case quad(SolidQuadFill.Quad)
        }

        let shape: Shape
        let color: SolidRectFill.Color
        let rows: Range<Int>

        /// `bounds` mapped by `map` and filled with `color` faded by `opacity`: a box when it stays
        /// axis-aligned on the device, else (if `parallelograms`) a quad; nil for what is left to Cairo.
        init?(_ bounds: CGRect, _ color: CGColor, map: Homography, opacity: Double, parallelograms: Bool) {
            let m = map.cairoMatrix
            self.color = SolidRectFill.Color(color, alpha: opacity)
            if let box = SolidRectFill.box(bounds, matrix: m) {
                (shape, rows) = (.box(box), box.rows)
            } else if parallelograms, let quad = SolidQuadFill.quad(bounds, matrix: m) {
                (shape, rows) = (.quad(quad), quad.rows)
            } else {
                return nil
            }
        }

        /// Its width in pixels (at most).
        var width: Int {
            switch shape {
            case .box(let box): return (box.right - box.left) >> 8 + 1
            case .quad(let quad):
                let (x0, x1) = (
                    min(min(quad.cx.0, quad.cx.1), min(quad.cx.2, quad.cx.3)),
                    max(max(quad.cx.0, quad.cx.1), max(quad.cx.2, quad.cx.3))
                )
                return Int(min(x1 - x0, Double(1 << 22))) + 2
            }
        }

        /// Fills its rows within `pixels`' rows.
        func run(into pixels: DirectPixels) {
            switch shape {
            case .box(let box): SolidRectFill.fill(box, color: color, into: pixels)
            case .quad(let quad): SolidQuadFill.fill(quad, color: color, into: pixels)
            }
        }
    }

    // `@exclusivity(unchecked)` below: written once per fill, by code that never calls out in
    // the middle of a write (listed in Benchmarks, "Unchecked exclusivity", with its measurement).
    @exclusivity(unchecked) private var fills: [Fill] = []
    /// The pixels the pending fills go to.
    @exclusivity(unchecked) private var pixels: DirectPixels?
    /// What the pending fills cost, in pixel rows.
    @exclusivity(unchecked) private var pendingRows = 0
    /// Each band's share of the work, per row of the frame (working memory of `divideIntoBands`).
    private var workPerRow: [Int] = []
    /// The bands the last batch was filled in (one: on the calling thread).
    private(set) var lastBands: [Range<Int>] = []

    /// Batches smaller than this many pixel rows are filled on the calling thread (lowered by
    /// tests): waking a worker that sleeps costs some 40 µs on the development machine, about as
    /// much as filling this many rows of small layers (Benchmarks, "Frames on every processor").
    nonisolated(unsafe) static var minimumRowsToShare = 2_048
    /// Frames of fewer layers than this fill each at once: keeping fills costs some 300
    /// instructions each, which pays only when the batch is shared (lowered by tests).
    nonisolated(unsafe) static var minimumLayersToBatch = 512

    /// Adds `fill`, or does it at once when fills are not batched (`batch` is nil).
    static func fill(_ fill: Fill, into pixels: DirectPixels, batch: FillBatch?) {
        guard let batch else { return fill.run(into: pixels) }
        batch.append(fill, pixels)
    }

    /// Adds `fill`, to be done into `target` (after the pending fills into other pixels are done).
    func append(_ fill: Fill, _ target: DirectPixels) {
        guard !fill.color.isClear else { return }
        if let pixels, pixels.base != target.base { flush() }
        pixels = target
        fills.append(fill)
        pendingRows += fill.rows.count
    }

    /// Does the pending fills, in order.
    func flush() {
        guard let pixels, !fills.isEmpty else { return }
        let threads = FrameParallelism.threadCount
        fills.withUnsafeBufferPointer { fills in
            if threads > 1 && pendingRows >= Self.minimumRowsToShare {
                divideIntoBands(count: threads, height: pixels.height)
                // Shared safely: the fills are only read, and each band writes only its own rows.
                lastBands.withUnsafeBufferPointer { bands in
                    withUnsafePointer(to: BandedFills(fills: fills, pixels: pixels, bands: bands)) { work in
                        FrameParallelism.perform(iterations: bands.count, context: work) { work, k in
                            let work = work.assumingMemoryBound(to: BandedFills.self).pointee
                            FillBatch.run(work.fills, into: work.pixels.band(work.bands[k]))
                        }
                    }
                }
            } else {
                Self.run(fills, into: pixels)
                lastBands.removeAll(keepingCapacity: true)
                lastBands.append(pixels.firstRow..<pixels.endRow)
            }
        }
        fills.removeAll(keepingCapacity: true)
        pendingRows = 0
        self.pixels = nil
    }

    /// Makes `lastBands` `count` bands of rows, top to bottom, that share the pending fills' work
    /// about equally (a fill's row costs its width, plus as much again as 16 pixels for finding
    /// its edges).
    private func divideIntoBands(count: Int, height: Int) {
        workPerRow.removeAll(keepingCapacity: true)
        workPerRow.append(contentsOf: repeatElement(0, count: height + 1))
        var total = 0
        for fill in fills {
            let rows = fill.rows.clamped(to: 0..<height)
            guard !rows.isEmpty else { continue }
            let work = 16 + fill.width
            workPerRow[rows.lowerBound] += work
            workPerRow[rows.upperBound] -= work
            total += work * rows.count
        }
        lastBands.removeAll(keepingCapacity: true)
        var (start, done, running) = (0, 0, 0)
        for row in 0..<height where lastBands.count < count - 1 {
            running += workPerRow[row]
            done += running
            if done * count >= total * (lastBands.count + 1) {
                lastBands.append(start..<(row + 1))
                start = row + 1
            }
        }
        lastBands.append(start..<height)
    }

    /// What each band's thread reads.
    private struct BandedFills {
        let fills: UnsafeBufferPointer<Fill>
        let pixels: DirectPixels
        let bands: UnsafeBufferPointer<Range<Int>>
    }

    private static func run(_ fills: UnsafeBufferPointer<Fill>, into pixels: DirectPixels) {
        let rows = pixels.firstRow..<pixels.endRow
        for fill in fills where fill.rows.overlaps(rows) { fill.run(into: pixels) }
    }
}
