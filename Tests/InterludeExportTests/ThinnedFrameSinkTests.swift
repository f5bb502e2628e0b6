import Foundation
import Testing
import Interlude
@testable import InterludeExport

/// Keeps what it is given, for checking what a wrapping sink passes on.
private final class CapturingSink: FrameSink {
    var format: SequenceFormat?
    var frames: [(RenderedFrame, Int)] = []
    var recording: Recording?
    var destination: URL { URL(fileURLWithPath: "/dev/null") }
    func begin(_ format: SequenceFormat) throws { self.format = format }
    func append(_ frame: RenderedFrame, index: Int) throws { frames.append((frame, index)) }
    func finish(_ recording: Recording) throws { self.recording = recording }
    func abort() {}
}

@Suite("ThinnedFrameSink")
struct ThinnedFrameSinkTests {
    @Test("every second frame, halved: block averages, renumbered frames, thinned series")
    func thins() throws {
        let inner = CapturingSink()
        let sink = ThinnedFrameSink(inner, factor: 2, stride: 2)
        let format = SequenceFormat(width: 4, height: 2, scale: 2, framesPerSecond: 60, frameCount: 5)
        try sink.begin(format)
        #expect(inner.format == SequenceFormat(width: 2, height: 1, scale: 1, framesPerSecond: 30, frameCount: 3))
        for index in 0..<5 {
            // Left 2×2 block: blue values 0, 10, 20, 31 (average 15.25 → 15); right block all 200.
            let pixels: [UInt8] = [
                0, 0, 0, 255, 10, 0, 0, 255, 200, 0, 0, 255, 200, 0, 0, 255,
                20, 0, 0, 255, 31, 0, 0, 255, 200, 0, 0, 255, 200, 0, 0, 255,
            ]
            try sink.append(
                RenderedFrame(width: 4, height: 2, bytesPerRow: 16, pixels: pixels, scale: 2, time: Double(index) / 60),
                index: index)
        }
        #expect(inner.frames.map(\.1) == [0, 1, 2])
        #expect(try #require(inner.frames.first).0.pixels == [15, 0, 0, 255, 200, 0, 0, 255])
        let times = (0..<5).map { Double($0) / 60 }
        try sink.finish(
            Recording(title: "t", format: format, times: times, series: [PropertySeries(name: "x", values: [0, 1, 2, 3, 4])]))
        #expect(inner.recording?.times == [times[0], times[2], times[4]])
        #expect(inner.recording?.series.first?.values == [0, 2, 4])
    }
}
