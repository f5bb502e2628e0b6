import Dispatch
import Foundation
import InterludeGraphics
import Synchronization

/// How a frame shares its independent work among the processors: the render tree's update of
/// animated leaf layers (`RenderTree`) and the plain fills (`FillBatch`).
///
/// Frames stay deterministic: the work is split only where each part reads and writes its own
/// memory, so any number of threads gives the same bytes. The threads are kept from frame to
/// frame (`Workers`): sharing starts no thread and allocates nothing, where Dispatch's
/// `concurrentPerform` allocates for each call.
enum FrameParallelism {
    /// How many threads a frame's work is shared among: as many as the renderer's pixel loops
    /// use (`ParallelRows.workers`: the cores, at most 4, or `INTERLUDE_RENDER_THREADS`); 1 does
    /// all of it on the calling thread.
    nonisolated(unsafe) static var threadCount = ParallelRows.workers

    /// Work that `perform` shares: a C function, which captures nothing (a Swift closure would
    /// be boxed on the heap to reach another thread), given what it needs as a pointer.
    typealias Job = @convention(c) (_ context: UnsafeRawPointer, _ iteration: Int) -> Void

    /// How many threads to share `count` items among, each taking at least `minimum / 2` of
    /// them, none when there are fewer than `minimum` (waking another thread costs some microseconds).
    static func threads(for count: Int, minimum: Int) -> Int {
        count < minimum ? 1 : max(1, min(threadCount, count / max(1, minimum / 2)))
    }

    /// Part `k` of `count` items split into `parts` contiguous ranges.
    static func part(_ k: Int, of count: Int, parts: Int) -> Range<Int> { (count * k / parts)..<(count * (k + 1) / parts) }

    /// Wakes the kept threads for a frame that will share work and keeps them looking for it
    /// until `endFrame()`, so that the frame's first shared part does not wait for a thread to
    /// wake (frames paced by a display come after the threads went to sleep). Does nothing when
    /// no thread was kept.
    static func beginFrame() { Workers.shared.inFrame.store(true, ordering: .relaxed); Workers.shared.wakeAll() }

    /// Lets the kept threads sleep again, after their usual spin.
    static func endFrame() { Workers.shared.inFrame.store(false, ordering: .relaxed) }

    /// Runs `job(context, 0)` … `job(context, iterations − 1)` at once on the calling thread and
    /// the kept threads (`threadCount − 1` of them, or more if more were kept before); returns
    /// when all have run.
    static func perform(iterations: Int, context: UnsafeRawPointer, _ job: Job) {
        let helpers = min(threadCount, iterations) - 1
        guard helpers > 0 else {
            for k in 0..<iterations { job(context, k) }
            return
        }
        Workers.shared.perform(iterations: iterations, helpers: helpers, context: context, job)
    }

    /// A thread's wait by looking again and again, 65,536 times (about 0.15 ms on the development
    /// machine: counted, since the library reads no clock). Every 256th look gives way to other
    /// threads waiting for the processor (`sched_yield`), so that on a busy machine spinning does
    /// not hold off the very thread it waits for.
    private struct Spin {
        private var looks = 0

        /// Counts a look; false once all are used.
        mutating func again() -> Bool {
            looks &+= 1
            if looks & 255 == 0 { sched_yield() }
            return looks < 65_536
        }
    }

    /// Threads that wait for a frame's shared work. After a job each spins for a while before it
    /// sleeps: the frame's next part (the fills after the tree update, the next frame's update)
    /// usually comes within a fraction of a millisecond, and waking a sleeping thread took about
    /// 40 µs on the development machine, against 0.3 µs for a spinning one. Between `beginFrame`
    /// and `endFrame` they do not sleep at all.
    private final class Workers: @unchecked Sendable {
        // The job's fields are written by the calling thread only while no worker runs (before
        // `generation` moves on, after `remaining` is back to 0), which orders them.
        static let shared = Workers()

        /// One kept thread's wake-up: its own semaphore, so that a worker that finished early
        /// and sleeps again cannot take a wake-up meant for another.
        private final class Worker: Sendable {
            let wake = DispatchSemaphore(value: 0)
            /// Whether the worker sleeps on `wake`, or is about to; whoever sets it back to false
            /// (the caller with a job, or the worker that saw the job itself) owns the wake-up.
            let sleeping = Atomic(false)
        }

        private var workers: [Worker] = []
        private var job: Job?
        private var context: UnsafeRawPointer?
        private var iterations = 0
        private let next = Atomic<Int>(0)
        /// The number of jobs posted so far: a worker runs a job when it sees this move.
        private let generation = Atomic<Int>(0)
        /// How many workers have not finished the current job.
        private let remaining = Atomic<Int>(0)
        /// Whether the caller sleeps on `finished`, or is about to (the same protocol as a
        /// worker's `sleeping`, run by the worker that finishes last).
        private let callerSleeping = Atomic(false)
        private let finished = DispatchSemaphore(value: 0)
        /// Set between `beginFrame` and `endFrame`: idle workers keep looking for a job.
        let inFrame = Atomic(false)

        func perform(iterations: Int, helpers: Int, context: UnsafeRawPointer, _ job: Job) {
            while workers.count < helpers {
                let (worker, seen) = (Worker(), generation.load(ordering: .relaxed))
                workers.append(worker)
                Thread { [unowned self] in self.serve(worker, after: seen) }.start()
            }
            (self.job, self.context, self.iterations) = (job, context, iterations)
            next.store(0, ordering: .relaxed)
            // Every kept worker takes part (those that find no iteration left finish at once).
            remaining.store(workers.count, ordering: .relaxed)
            generation.wrappingAdd(1, ordering: .sequentiallyConsistent)
            wakeAll()
            work()
            // Like an idle worker: spin first (the others usually finish within microseconds),
            // then flag and sleep; whoever clears the flag owns the wake-up.
            var spin = Spin()
            while remaining.load(ordering: .acquiring) > 0 {
                if spin.again() { continue }
                callerSleeping.store(true, ordering: .sequentiallyConsistent)
                if remaining.load(ordering: .sequentiallyConsistent) > 0
                    || !callerSleeping.exchange(false, ordering: .sequentiallyConsistent)
                {
                    finished.wait()
                }
            }
            (self.job, self.context) = (nil, nil)
        }

        /// Signals the workers that sleep (or are about to).
        func wakeAll() {
            for worker in workers where worker.sleeping.exchange(false, ordering: .sequentiallyConsistent) {
                worker.wake.signal()
            }
        }

        /// Runs iterations until none is left.
        private func work() {
            while true {
                let k = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard k < iterations else { return }
                job!(context!, k)
            }
        }

        private func serve(_ worker: Worker, after start: Int) {
            var seen = start
            while true {
                var (spin, framing) = (Spin(), false)
                while generation.load(ordering: .acquiring) == seen {
                    if inFrame.load(ordering: .relaxed) {
                        framing = true
                        sched_yield()
                        continue
                    }
                    if framing { (spin, framing) = (Spin(), false) }
                    if spin.again() { continue }
                    // Flag first, then look: either the caller sees the flag and signals, or
                    // this look sees the job; if both, the caller's signal is taken here.
                    worker.sleeping.store(true, ordering: .sequentiallyConsistent)
                    if generation.load(ordering: .sequentiallyConsistent) == seen
                        || !worker.sleeping.exchange(false, ordering: .sequentiallyConsistent)
                    {
                        worker.wake.wait()
                    }
                }
                seen += 1
                work()
                // Nothing of the job is touched after this: the caller may post the next one.
                if remaining.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue == 0,
                    callerSleeping.exchange(false, ordering: .sequentiallyConsistent)
                {
                    finished.signal()
                }
            }
        }
    }
}
