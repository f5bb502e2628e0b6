import ArgumentParser
import Foundation
import InterludeExport
import InterludeGallery

/// `gallery`: plays every scene of `Tool`'s gallery groups (for `interlude`, the seed demos) and
/// writes `gallery/index.html` with, per group, its summary (what the seed article teaches) and,
/// per scene, an animated preview, a filmstrip and an HTML scrubber; ends with a summary table.
struct GalleryCommand<Tool: InterludeTool>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "gallery",
            abstract: "Play \(Tool.galleryHeading.subject) and write gallery/index.html with previews, filmstrips and scrubbers.")
    }

    @Option(name: .shortAndLong, help: "Folder for the gallery (created if missing).")
    var output: String = "gallery"

    @Option(help: "Pixels per point, 0.25…4.")
    var scale: Double = 2

    @Option(help: "Frames per second, 1…240.")
    var fps: Int = 60

    @Option(name: .customLong("demo"), help: "Only this demo (repeatable; e.g. --demo NavAnimator).")
    var demoNames: [String] = []

    func run() throws {
        do {
            try FrameSequence.validate(framesPerSecond: fps, duration: 0, scale: scale)
        } catch let error as ExportError {
            throw CLIError(error.description)
        }
        let groups = Tool.galleryGroups
        func named(_ name: String) -> SceneGroup? { groups.first { $0.name.lowercased() == name.lowercased() } }
        for name in demoNames where named(name) == nil {
            throw CLIError("unknown demo \"\(name)\"; the demos are: \(groups.map(\.name).joined(separator: ", "))")
        }
        let demos = demoNames.isEmpty ? groups : demoNames.compactMap(named)
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        try prepareOutputFolder(folder)
        let ffmpeg = FFmpeg.locate() != nil
        if !ffmpeg {
            FileHandle.standardError.write(
                Data("\(Tool.toolName): note: APNG previews instead of MP4: \(ExportError.ffmpegMissing(format: "MP4"))\n".utf8))
        }
        let formats = GalleryBuilder.formats(ffmpegAvailable: ffmpeg)
        let started = ContinuousClock.now
        var results: [(demo: GalleryDemo, seconds: Double)] = []
        for demo in demos {
            var entry = GalleryDemo(demo: demo)
            var seconds = 0.0
            for scene in demo.scenes {
                let (recorded, elapsed) = try record(scene, formats: formats, folder: folder)
                entry.scenes.append(recorded)
                seconds += elapsed
            }
            results.append((entry, seconds))
        }
        let index = folder.appendingPathComponent("index.html")
        let file = try AtomicOutputFile(destination: index)
        let page = MainActor.assumeIsolated {
            GalleryBuilder.page(results.map(\.demo), heading: Tool.galleryHeading, scale: CGFloat(scale), framesPerSecond: fps)
        }
        try file.write(Array(page.utf8))
        try file.commit()
        let (total, attoseconds) = (ContinuousClock.now - started).components
        printSummary(results, totalSeconds: Double(total) + Double(attoseconds) / 1e18)
        print(index.path)
    }

    private func record(_ scene: ScriptedScene, formats: [ExportFormat], folder: URL) throws -> (GalleryScene, Double) {
        try MainActor.assumeIsolated {
            let progress = ProgressBar(label: scene.name, total: Int((scene.duration * Double(fps)).rounded()) + 1)
            do {
                let recorded = try GalleryBuilder.record(
                    scene, formats: formats, into: folder, scale: CGFloat(scale),
                    framesPerSecond: fps
                ) { done, _ in progress.update(done) }
                progress.finish()
                return (recorded, progress.elapsed)
            } catch {
                progress.abandon()
                throw error
            }
        }
    }

    private func printSummary(_ results: [(demo: GalleryDemo, seconds: Double)], totalSeconds: Double) {
        let width = max(4, results.map(\.demo.demo.name.count).max() ?? 0)
        print("demo".padding(toLength: width, withPad: " ", startingAt: 0) + "  scenes  frames  seconds  output")
        for (entry, seconds) in results {
            print(
                entry.demo.name.padding(toLength: width, withPad: " ", startingAt: 0)
                    + String(format: "  %6d  %6d  %7.2f  ", entry.scenes.count, entry.frames, seconds)
                    + formatByteCount(entry.byteCount))
        }
        let frames = results.reduce(0) { $0 + $1.demo.frames }, bytes = results.reduce(0) { $0 + $1.demo.byteCount }
        print(
            "total".padding(toLength: width, withPad: " ", startingAt: 0)
                + String(format: "  %6d  %6d  %7.2f  ", results.reduce(0) { $0 + $1.demo.scenes.count }, frames, totalSeconds)
                + formatByteCount(bytes))
    }
}
