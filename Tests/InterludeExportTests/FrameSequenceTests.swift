import Foundation
import InterludeTestSupport
import Testing
import Interlude
@testable import InterludeExport

/// A small frame whose blue channel encodes the clock time in milliseconds, so tests can read
/// which instant each frame was taken at without the renderer.
@MainActor
func clockStampFrame(_ window: UIWindow, _ scale: CGFloat) -> RenderedFrame {
    let millis = UInt32((window.clock.now * 1000).rounded()) & 0xFF
    return solidFrame(width: 8, height: 6, argb: 0xFF00_0000 | millis, time: window.clock.now)
}

@MainActor
@Suite("Frame sequence")
struct FrameSequenceTests {
    @Test("samples duration × fps + 1 frames, probes read the presentation values")
    func slideProbes() throws {
        let (window, script) = try #require(SceneCatalog.builtIn.scene(named: "slide")).instantiate()
        var sequence = FrameSequence(window: window, title: "slide", script: script, framesPerSecond: 60, duration: 0.5)
        sequence.render = clockStampFrame
        #expect(sequence.frameCount == 31)
        let recording = try sequence.record(into: [])
        try #require(recording.times.count == 31)
        #expect(recording.times[15] == 0.25 && recording.times[30] == 0.5)
        let x = try #require(recording.series.first { $0.name == "card.x" }).values
        try #require(x.count == 31)
        // The card (side 0.3 × 390 = 117) moves its center from 20 + 58.5 to 390 − 20 − 58.5 with
        // ease-in-ease-out; that curve is symmetric, so at half time it is half way: 195.
        #expect(x[0] == 78.5)
        #expect(abs(x[15] - 195) < 1e-6, "x at 0.25 s: \(x[15])")
        #expect(x[30] == 311.5)
        #expect(zip(x, x.dropFirst()).allSatisfy { $0 <= $1 }, "moves one way: \(x)")
    }

    @Test("cues run at their own time, between frames, in order")
    func cueTiming() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        let script = SceneScript(cues: [
            Cue(at: 0.105) { log.append(String(format: "b %.3f", window.clock.now)) },
            Cue(at: 0) { log.append(String(format: "a %.3f", window.clock.now)) },
            Cue(at: 0.105) { log.append(String(format: "c %.3f", window.clock.now)) },
        ])
        var sequence = FrameSequence(window: window, title: "cues", script: script, framesPerSecond: 10, duration: 0.3)
        var stamps: [Double] = []
        sequence.render = { window, scale in
            stamps.append(window.clock.now); return clockStampFrame(window, scale)
        }
        try sequence.record(into: [])
        #expect(log == ["a 0.000", "b 0.105", "c 0.105"])
        #expect(stamps.count == 4)
        for (stamp, expected) in zip(stamps, [0.0, 0.1, 0.2, 0.3]) { #expect(abs(stamp - expected) < 1e-12) }
    }

    @Test("renderFrame(at:) plays the script up to that time")
    func singleFrame() throws {
        let (window, script) = try #require(SceneCatalog.builtIn.scene(named: "slide")).instantiate()
        var sequence = FrameSequence(window: window, title: "slide", script: script, duration: 0)
        sequence.render = clockStampFrame
        let frame = try sequence.renderFrame(at: 0.25)
        #expect(frame.time == 0.25)
        #expect(abs(Double(try #require(script.probes.first).value()) - 195) < 1e-6)
    }

    @Test(
        "bad frame rate, duration or scale is refused before anything runs",
        arguments: [
            (0, 1.0, 2.0, "frame rate 0 is out of range: use 1…240 frames per second"),
            (60, -1.0, 2.0, "duration -1.0 is out of range: use 0…600 seconds"),
            (60, 1.0, 9.0, "scale 9.0 is out of range: use 0.25…4 pixels per point"),
        ])
    func validation(fps: Int, duration: Double, scale: Double, message: String) throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var rendered = 0
        var sequence = FrameSequence(
            window: window, title: "bad", script: SceneScript(), framesPerSecond: fps,
            duration: duration, scale: CGFloat(scale))
        sequence.render = {
            rendered += 1; return clockStampFrame($0, $1)
        }
        let error = #expect(throws: ExportError.self) { try sequence.record(into: []) }
        #expect(error?.description == message)
        #expect(rendered == 0)
    }

    @Test("a failure mid-sequence removes every partial output")
    func failureCleansUp() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var sequence = FrameSequence(window: window, title: "broken", script: SceneScript(), framesPerSecond: 10, duration: 1)
        var count = 0
        sequence.render = { window, scale in
            count += 1
            // The sixth frame comes out at another size, as a resized window would.
            return count == 6 ? solidFrame(width: 9, height: 6, argb: 0xFF00_0000) : clockStampFrame(window, scale)
        }
        var formats: [ExportFormat] = [.apng, .html, .filmstrip, .png]
        if ffmpegAvailable { formats += [.mp4, .gif] }
        let sinks = try formats.map { try $0.makeSink(in: folder, baseName: "broken") }
        #expect(throws: ExportError.frameSizeChanged(expected: "8×6", got: "9×6", index: 5)) {
            try sequence.record(into: sinks)
        }
        // The frames folder was made for the PNG frames; it must be empty again.
        #expect(contents(of: folder) == ["broken-frames"])
        #expect(contents(of: folder.appendingPathComponent("broken-frames")).isEmpty)
    }

    @Test("every built-in scene records, and its probes move", arguments: SceneCatalog.builtIn.names)
    func builtInScenes(name: String) throws {
        let scene = try #require(SceneCatalog.builtIn.scene(named: name))
        let (window, script) = scene.instantiate()
        var sequence = FrameSequence(window: window, title: name, script: script, framesPerSecond: 30, duration: scene.duration)
        sequence.render = clockStampFrame
        let recording = try sequence.record(into: [])
        #expect(!recording.series.isEmpty)
        for series in recording.series {
            #expect(series.values.count == sequence.frameCount)
            #expect(series.values.allSatisfy { $0.isFinite }, "\(series.name): \(series.values)")
            #expect(Set(series.values).count > 2, "\(series.name) barely moves: \(series.values)")
        }
    }
}
