import Foundation
import InterludeTestSupport
import Testing
import Interlude
@testable import InterludeExport

/// A sink that logs what it is asked to do and fails on a chosen frame.
final class LoggingSink: FrameSink, @unchecked Sendable {
    struct Failure: Error, Equatable { let index: Int }
    let destination = URL(fileURLWithPath: "/dev/null")
    let failingIndex: Int?
    private let lock = NSLock()
    private var entries: [String] = []
    var log: [String] { lock.withLock { entries } }

    init(failingAt index: Int? = nil) { failingIndex = index }
    private func note(_ entry: String) { lock.withLock { entries.append(entry) } }
    func begin(_ format: SequenceFormat) throws { note("begin \(format.frameCount)") }
    func append(_ frame: RenderedFrame, index: Int) throws {
        if index == failingIndex { throw Failure(index: index) }
        note("frame \(index) on \(Thread.isMainThread ? "main" : "worker")")
    }
    func finish(_ recording: Recording) throws { note("finish") }
    func abort() { note("abort") }
}

@Suite("Background encoding")
struct BackgroundFrameSinkTests {
    @Test("frames reach the wrapped sink in order, off the caller's thread; finish comes after the last")
    func order() throws {
        let logger = LoggingSink()
        try run(BackgroundFrameSink(logger, capacity: 2), frames: movingSquare(width: 16, height: 16, count: 6), fps: 10)
        #expect(logger.log == ["begin 6"] + (0..<6).map { "frame \($0) on worker" } + ["finish"])
    }

    @Test("an APNG written in the background is byte-identical to one written directly")
    func identicalOutput() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = movingSquare(width: 40, height: 30, count: 8)
        let direct = folder.appendingPathComponent("direct.apng"), background = folder.appendingPathComponent("background.apng")
        try run(APNGSink(destination: direct), frames: frames, fps: 30)
        try run(BackgroundFrameSink(APNGSink(destination: background)), frames: frames, fps: 30)
        #expect(try Data(contentsOf: direct) == Data(contentsOf: background))
    }

    @Test("an error on the worker is thrown to the caller by a later append or by finish")
    func workerError() throws {
        let logger = LoggingSink(failingAt: 2)
        let sink = BackgroundFrameSink(logger, capacity: 1)
        #expect(throws: LoggingSink.Failure(index: 2)) {
            try run(sink, frames: movingSquare(width: 16, height: 16, count: 12), fps: 10)
        }
        sink.abort()
        #expect(logger.log == ["begin 12", "frame 0 on worker", "frame 1 on worker", "abort"])
    }

    @Test("a frame of the wrong size is refused at once, on the caller's thread")
    func sizeCheck() throws {
        let sink = BackgroundFrameSink(LoggingSink())
        try sink.begin(SequenceFormat(width: 16, height: 16, scale: 1, framesPerSecond: 10, frameCount: 2))
        #expect(throws: ExportError.frameSizeChanged(expected: "16×16", got: "8×8", index: 0)) {
            try sink.append(solidFrame(width: 8, height: 8, argb: 0), index: 0)
        }
        sink.abort()
    }
}
