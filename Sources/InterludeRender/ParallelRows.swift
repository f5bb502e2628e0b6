import Dispatch
import Foundation

/// Splits a pixel loop over rows (or columns) across the machine's cores.
///
/// Every row is computed by the same code whichever thread runs it, so the output does not depend
/// on the split or the core count: frames stay byte-for-byte deterministic.
enum ParallelRows {
    /// Threads a loop is split into: the cores available, at most 4.
    static let workers = min(4, max(1, ProcessInfo.processInfo.activeProcessorCount))

    /// How many chunks `count` rows of `cost` pixels each are split into: one when the whole job is
    /// under about 64 000 pixels, where handing work to another thread costs more than it saves.
    static func chunks(rows count: Int, pixelsPerRow cost: Int) -> Int {
        guard count > 1, count * max(cost, 1) >= 65_536 else { return 1 }
        return min(workers, count)
    }

    /// Calls `body(chunk, rows)` for `chunks` consecutive, disjoint ranges covering `0..<count`,
    /// concurrently when `chunks > 1`; returns when all are done. `body` must only write memory
    /// that belongs to its rows (or to its chunk index).
    static func forEach(rows count: Int, chunks: Int, _ body: (_ chunk: Int, _ rows: Range<Int>) -> Void) {
        guard count > 0 else { return }
        guard chunks > 1 else { return body(0, 0..<count) }
        withoutActuallyEscaping(body) { body in
            let job = Job(body: body)
            DispatchQueue.concurrentPerform(iterations: chunks) { i in
                job.body(i, count * i / chunks ..< count * (i + 1) / chunks)
            }
        }
    }

    /// The loop body handed to the worker threads; they write disjoint rows, so sharing it is safe.
    private struct Job: @unchecked Sendable {
        let body: (Int, Range<Int>) -> Void
    }
}
