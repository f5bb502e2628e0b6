import Dispatch
import Foundation

/// Splits a pixel loop over rows (or columns) across the machine's cores.
///
/// Every row is computed by the same code whichever thread runs it, so the output does not depend
/// on the split or the core count: frames stay byte-for-byte deterministic.
package enum ParallelRows {
    /// Threads a loop is split into: the cores available, at most 4, or the environment variable
    /// `INTERLUDE_RENDER_THREADS` (1 keeps everything on the calling thread — better on a machine
    /// whose cores are busy with other work, where a helper thread mostly waits for a core).
    package static let workers = min(
        4,
        max(
            1,
            ProcessInfo.processInfo.environment["INTERLUDE_RENDER_THREADS"].flatMap { Int($0) }
                ?? ProcessInfo.processInfo.activeProcessorCount))

    /// How many chunks `count` rows of `cost` pixels each are split into: one when there is one
    /// worker or the whole job is under about 64 000 pixels (handing work to another thread would
    /// cost more than it saves), else four per worker — small pieces, so that when a helper thread
    /// is preempted by another process the others take over the remaining pieces instead of waiting.
    package static func chunks(rows count: Int, pixelsPerRow cost: Int) -> Int {
        guard workers > 1, count > 1, count * max(cost, 1) >= 65_536 else { return 1 }
        return min(4 * workers, count)
    }

    /// Calls `body(chunk, rows)` for `chunks` consecutive, disjoint ranges covering `0..<count`,
    /// concurrently when `chunks > 1`; returns when all are done. `body` must only write memory
    /// that belongs to its rows (or to its chunk index).
    package static func forEach(rows count: Int, chunks: Int, _ body: (_ chunk: Int, _ rows: Range<Int>) -> Void) {
        guard count > 0 else { return }
        guard chunks > 1 else { return body(0, 0..<count) }
        withoutActuallyEscaping(body) { body in
            let job = Job(body: body)
            DispatchQueue.concurrentPerform(iterations: chunks) { i in
                job.body(i, count * i / chunks..<count * (i + 1) / chunks)
            }
        }
    }

    /// The loop body handed to the worker threads; they write disjoint rows, so sharing it is safe.
    private struct Job: @unchecked Sendable {
        let body: (Int, Range<Int>) -> Void
    }
}
