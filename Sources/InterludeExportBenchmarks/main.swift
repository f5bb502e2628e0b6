// Release-mode benchmarks of exporting. Run: ./scripts/bench.sh (or
// `swift run -c release InterludeExportBenchmarks`). Wall-clock timing is fine here: this is a
// host-level measuring tool, not library code.
import Foundation
import Interlude
import InterludeExport

let clock = ContinuousClock()

func seconds(_ duration: Duration) -> Double {
    let (s, atto) = duration.components
    return Double(s) + Double(atto) / 1e18
}

/// Wall time of `body`, in seconds.
func time(_ body: () throws -> Void) rethrows -> Double {
    let start = clock.now
    try body()
    return seconds(clock.now - start)
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("interlude-export-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let hasFFmpeg = FFmpeg.locate() != nil

/// CPU seconds (user + system) used so far by this process and by its finished children (ffmpeg).
func cpuSeconds() -> (own: Double, children: Double) {
    func total(_ who: Int32) -> Double {
        var usage = rusage()
        getrusage(who, &usage)
        return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }
    return (total(RUSAGE_SELF.rawValue), total(RUSAGE_CHILDREN.rawValue))
}

/// Records `sceneName` for `duration` at `fps` and `scale` into `formats`; prints frames/s and sizes.
@MainActor
func exportBenchmark(_ sceneName: String, formats: [ExportFormat], duration: Double = 0.5, fps: Int = 60, scale: CGFloat = 2)
    throws
{
    let scene = SceneCatalog.builtIn.scene(named: sceneName)!
    let (window, script) = scene.instantiate()
    let sequence = FrameSequence(
        window: window, title: scene.name, script: script, framesPerSecond: fps,
        duration: duration, scale: scale)
    let sinks = try formats.map { try $0.makeSink(in: folder, baseName: "\(sceneName)-export") }
    let cpuBefore = cpuSeconds()
    let elapsed = try time { try sequence.record(into: sinks) }
    let cpuAfter = cpuSeconds()
    let sizes = sinks.map { sink -> String in
        let bytes = (try? FileManager.default.attributesOfItem(atPath: sink.destination.path)[.size] as? Int) ?? 0
        return "\(sink.destination.pathExtension) \(bytes / 1000) KB"
    }.joined(separator: ", ")
    print(
        String(
            format:
                "export %-9@ %.1f s @%.0fx %d fps → %@: %d frames in %.3f s = %.0f frames/s; CPU %.1f ms/frame here + %.1f ms/frame ffmpeg (%@)",
            sceneName as NSString, duration, Double(scale), fps, formats.map(\.rawValue).joined(separator: "+") as NSString,
            sequence.frameCount, elapsed, Double(sequence.frameCount) / elapsed,
            (cpuAfter.own - cpuBefore.own) * 1000 / Double(sequence.frameCount),
            (cpuAfter.children - cpuBefore.children) * 1000 / Double(sequence.frameCount), sizes as NSString))
}

/// The frames of a scene, rendered once, for encoder-only measurements.
@MainActor
func renderedFrames(_ sceneName: String, duration: Double = 0.5, fps: Int = 60, scale: CGFloat = 2) throws -> [RenderedFrame] {
    let scene = SceneCatalog.builtIn.scene(named: sceneName)!
    let (window, script) = scene.instantiate()
    var frames: [RenderedFrame] = []
    var sequence = FrameSequence(
        window: window, title: scene.name, script: script, framesPerSecond: fps,
        duration: duration, scale: scale)
    let render = sequence.render
    sequence.render = { window, scale in
        let frame = render(window, scale); frames.append(frame); return frame
    }
    let elapsed = try time { try sequence.record(into: []) }
    print(
        String(
            format: "render   %-9@ %d frames @%.0fx (%d×%d): %.2f ms/frame", sceneName as NSString, frames.count,
            Double(scale), frames[0].width, frames[0].height, elapsed * 1000 / Double(frames.count)))
    return frames
}

/// Each encoder alone over the same frames: milliseconds per frame and output size.
func encoderBenchmark(_ name: String, frames: [RenderedFrame], fps: Int = 60) throws {
    let format = SequenceFormat(
        width: frames[0].width, height: frames[0].height, scale: Double(frames[0].scale),
        framesPerSecond: fps, frameCount: frames.count)
    let recording = Recording(title: name, format: format, times: frames.indices.map { Double($0) / Double(fps) }, series: [])
    var formats: [ExportFormat] = [.apng, .filmstrip, .html, .png]
    if hasFFmpeg { formats = [.mp4, .gif] + formats }
    for exportFormat in formats {
        let sink = try exportFormat.makeSink(in: folder, baseName: "\(name)-\(exportFormat.rawValue)", inBackground: false)
        let elapsed = try time {
            try sink.begin(format)
            for (index, frame) in frames.enumerated() { try sink.append(frame, index: index) }
            try sink.finish(recording)
        }
        let url = sink.destination
        var bytes = 0
        if exportFormat == .png {
            for file in (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? [] {
                bytes += (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
            }
        } else {
            bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        }
        print(
            String(
                format: "encode   %-9@ %-9@ %7.2f ms/frame  %8d KB total, %6.1f KB/frame", name as NSString,
                exportFormat.rawValue as NSString, elapsed * 1000 / Double(frames.count), bytes / 1000,
                Double(bytes) / 1000 / Double(frames.count)))
    }
}

/// MP4 with the I420 conversion here (writer thread) or in ffmpeg: wall and CPU, best of 5.
func conversionBenchmark(_ name: String, frames: [RenderedFrame], fps: Int = 60) throws {
    let format = SequenceFormat(
        width: frames[0].width, height: frames[0].height, scale: Double(frames[0].scale),
        framesPerSecond: fps, frameCount: frames.count)
    let recording = Recording(title: name, format: format, times: frames.indices.map { Double($0) / Double(fps) }, series: [])
    for here in [true, false] {
        var best = (wall: Double.infinity, own: 0.0, ffmpeg: 0.0)
        for _ in 0..<5 {
            let sink = FFmpegSink(destination: folder.appendingPathComponent("\(name)-yuv.mp4"), container: .mp4)
            sink.convertsToYUVHere = here
            let before = cpuSeconds()
            let wall = try time {
                try sink.begin(format)
                for (index, frame) in frames.enumerated() { try sink.append(frame, index: index) }
                try sink.finish(recording)
            }
            let after = cpuSeconds()
            if wall < best.wall { best = (wall, after.own - before.own, after.children - before.children) }
        }
        let n = Double(frames.count)
        print(
            String(
                format: "yuv      %-9@ conversion %-6@ %.3f s = %4.0f frames/s; CPU %.1f ms/frame here + %.1f ffmpeg",
                name as NSString, (here ? "here" : "ffmpeg") as NSString, best.wall, n / best.wall,
                best.own * 1000 / n, best.ffmpeg * 1000 / n))
    }
}

/// x264 presets over the same frames: wall time of the whole ffmpeg run (start-up included).
func h264Benchmark(_ name: String, frames: [RenderedFrame], fps: Int = 60) throws {
    let format = SequenceFormat(
        width: frames[0].width, height: frames[0].height, scale: Double(frames[0].scale),
        framesPerSecond: fps, frameCount: frames.count)
    let recording = Recording(title: name, format: format, times: frames.indices.map { Double($0) / Double(fps) }, series: [])
    for preset in ["ultrafast", "superfast", "veryfast", "faster"] {
        for tune in [nil, "zerolatency"] as [String?] {
            let url = folder.appendingPathComponent("\(name)-\(preset).mp4")
            let sink = FFmpegSink(destination: url, container: .mp4, h264: .init(preset: preset, tune: tune))
            // Best of three: other work on this 2-core machine disturbs single runs.
            let elapsed = try (0..<3).map { _ in
                try time {
                    try sink.begin(format)
                    for (index, frame) in frames.enumerated() { try sink.append(frame, index: index) }
                    try sink.finish(recording)
                }
            }.min()!
            let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            print(
                String(
                    format: "h264     %-9@ %-9@ %-11@ %.3f s for %d frames = %5.0f frames/s  %6d KB", name as NSString,
                    preset as NSString, (tune ?? "-") as NSString, elapsed, frames.count,
                    Double(frames.count) / elapsed, bytes / 1000))
        }
    }
}

/// PNG row filters and zlib levels on one mid-transition frame: encode time and size.
func filterBenchmark(_ name: String, frame: RenderedFrame) {
    let scanlineTime =
        time {
            for _ in 0..<5 {
                _ = PNGScanlines.filtered(
                    pixels: frame.pixels, bytesPerRow: frame.bytesPerRow, x: 0, y: 0, width: frame.width, height: frame.height,
                    filter: .up)
            }
        } / 5
    print(String(format: "png      %-9@ un-premultiply + up filter alone: %.2f ms", name as NSString, scanlineTime * 1000))
    for (level, strategy) in [(1, 1), (3, 1), (6, 1), (1, 3), (6, 3), (6, 0)] as [(Int, Int32)] {
        for filter in PNGRowFilter.allCases {
            let encoder = PNGEncoder(compressionLevel: level, filter: filter, zlibStrategy: strategy)
            var size = 0
            let runs = 5
            let elapsed = time { for _ in 0..<runs { size = encoder.encode(frame).count } }
            let strategyName = [0: "default", 1: "filtered", 3: "rle"][strategy]!
            print(
                String(
                    format: "png      %-9@ level %d %-8@ %-8@ %7.2f ms  %7d bytes", name as NSString, level,
                    strategyName as NSString,
                    "\(filter)" as NSString, elapsed * 1000 / Double(runs), size))
        }
    }
}

@MainActor
func main() throws {
    print("ffmpeg: \(FFmpeg.locate()?.path ?? "not found (MP4/GIF skipped)")")
    if hasFFmpeg {
        // The goal: a 0.5 s transition at 60 fps @2x to MP4 at ≥ 60 frames/s (render + encode).
        try exportBenchmark("crossfade", formats: [.mp4])
        try exportBenchmark("slide", formats: [.mp4])
        try exportBenchmark("slide", formats: [.mp4, .apng, .filmstrip, .html])
    }
    try exportBenchmark("slide", formats: [.apng])
    for name in ["slide", "crossfade"] {
        let frames = try renderedFrames(name)
        try encoderBenchmark(name, frames: frames)
        if hasFFmpeg {
            try conversionBenchmark(name, frames: frames)
            try h264Benchmark(name, frames: frames)
        }
        filterBenchmark(name, frame: frames[frames.count / 2])
    }
}

try MainActor.assumeIsolated { try main() }
