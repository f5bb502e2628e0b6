import Glibc
import Testing
import InterludeSeededRandom
@testable import InterludeRender

/// The kept threads' hand-offs (`FrameParallelism.perform`): every iteration of every job runs
/// exactly once, whether the threads are spinning, held awake by a frame, or asleep, and whether
/// the caller or a worker finishes last. (A lost wake-up would hang the suite.)
@MainActor
@Suite("Frame parallelism")
struct FrameParallelismTests {
    /// One job: a counter per iteration, and the iteration that takes long (past the threads'
    /// spin, so that the others fall asleep waiting for it), or none.
    struct Round {
        let counts: UnsafeMutablePointer<Int>
        let slow: Int
    }

    @Test("each iteration runs once, through spinning, frame-held and sleeping threads")
    func everyIterationRunsOnce() {
        let before = FrameParallelism.threadCount
        defer { FrameParallelism.threadCount = before }
        FrameParallelism.threadCount = 3
        var random = SplitMix64(seed: 14)
        let counts = UnsafeMutablePointer<Int>.allocate(capacity: 16)
        defer { counts.deallocate() }
        for round in 0..<600 {
            let iterations = Int.random(in: 1...16, using: &random)
            counts.initialize(repeating: 0, count: 16)
            // Sometimes idle first, past the spin (the workers sleep); sometimes inside a frame.
            if round % 5 == 0 { usleep(400) }
            let inFrame = round % 3 == 0
            if inFrame { FrameParallelism.beginFrame() }
            let slow = round % 7 == 0 ? Int.random(in: 0..<iterations, using: &random) : -1
            withUnsafePointer(to: Round(counts: counts, slow: slow)) { round in
                FrameParallelism.perform(iterations: iterations, context: round) { context, k in
                    let round = context.assumingMemoryBound(to: Round.self).pointee
                    if k == round.slow { usleep(400) }
                    round.counts[k] += 1
                }
            }
            if inFrame { FrameParallelism.endFrame() }
            let ran = (0..<16).map { counts[$0] }
            #expect(ran == Array(repeating: 1, count: iterations) + Array(repeating: 0, count: 16 - iterations), "round \(round)")
        }
    }
}
