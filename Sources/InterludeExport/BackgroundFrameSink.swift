import Foundation
import Interlude

/// Runs another sink's per-frame work (PNG encoding, shrinking) on a thread of its own, so the
/// recording thread only renders and several encoders use the machine's cores at once.
///
/// Frames wait in a short queue (`capacity` frames; the recording blocks when it is full). An error
/// on the worker is thrown by the next ``append(_:index:)`` or by ``finish(_:)``; frame sizes are
/// checked at once, on the caller's thread. ``finish(_:)`` waits for the queue to empty, then
/// finishes the wrapped sink on the caller's thread.
public final class BackgroundFrameSink: FrameSink {
    /// The sink doing the work.
    public let wrapped: FrameSink
    public var destination: URL { wrapped.destination }
    private let capacity: Int
    private var worker: FrameWorker?
    private var format: SequenceFormat?

    /// Wraps `sink`, which then encodes on a thread of its own.
    /// - Parameters:
    ///   - sink: the sink that does the encoding.
    ///   - capacity: frames that may wait for the worker; defaults to 3.
    public init(_ sink: FrameSink, capacity: Int = 3) {
        wrapped = sink
        self.capacity = max(1, capacity)
    }

    public func begin(_ format: SequenceFormat) throws {
        self.format = format
        try wrapped.begin(format)
        let sink = UncheckedSink(sink: wrapped)
        worker = FrameWorker(capacity: capacity) { frame, index in try sink.sink.append(frame, index: index) }
    }

    public func append(_ frame: RenderedFrame, index: Int) throws {
        guard let worker, let format else { preconditionFailure("BackgroundFrameSink.append before begin") }
        try checkSize(frame, format: format, index: index)
        try worker.push(frame, index: index)
    }

    public func finish(_ recording: Recording) throws {
        guard let worker else { preconditionFailure("BackgroundFrameSink.finish before begin") }
        self.worker = nil
        try worker.finish()
        try wrapped.finish(recording)
    }

    public func abort() {
        worker?.cancel()
        worker = nil
        wrapped.abort()
    }
}

/// The wrapped sink, handed to the worker thread. Safe because the sink is used by one thread at a
/// time: the worker between `begin` and the end of `FrameWorker.finish()/cancel()`, the caller
/// before and after.
private struct UncheckedSink: @unchecked Sendable {
    let sink: FrameSink
}

/// A thread that runs `work` on each queued frame, in order, stopping at the first error.
private final class FrameWorker: @unchecked Sendable {
    private let condition = NSCondition()
    private var queue: [(RenderedFrame, Int)] = []
    private let capacity: Int
    private var isClosed = false
    private var isCancelled = false
    private var error: Error?
    private let done = DispatchSemaphore(value: 0)

    init(capacity: Int, work: @escaping @Sendable (RenderedFrame, Int) throws -> Void) {
        self.capacity = capacity
        let thread = Thread { [self] in
            while let (frame, index) = next() {
                do { try work(frame, index) } catch {
                    condition.withLock {
                        self.error = error; queue = []; condition.broadcast()
                    }
                    break
                }
            }
            done.signal()
        }
        thread.name = "export encoder"
        thread.start()
    }

    private func next() -> (RenderedFrame, Int)? {
        condition.withLock {
            while queue.isEmpty && !isClosed && !isCancelled { condition.wait() }
            guard !isCancelled, !queue.isEmpty else { return nil }
            let item = queue.removeFirst()
            condition.broadcast()
            return item
        }
    }

    /// Queues a frame, waiting while the queue is full; throws the worker's error if it failed.
    func push(_ frame: RenderedFrame, index: Int) throws {
        try condition.withLock {
            while queue.count >= capacity && error == nil { condition.wait() }
            if let error { throw error }
            queue.append((frame, index))
            condition.broadcast()
        }
    }

    /// Waits until every queued frame is done; throws the worker's error if it failed.
    func finish() throws {
        condition.withLock {
            isClosed = true; condition.broadcast()
        }
        done.wait()
        if let error = condition.withLock({ error }) { throw error }
    }

    /// Drops the queue and waits for the frame in progress.
    func cancel() {
        condition.withLock {
            isCancelled = true; queue = []; condition.broadcast()
        }
        done.wait()
    }
}
