import ArgumentParser
import Foundation
import InterludeExport

/// `export SCENE --format mp4,apng,html`: a scene of `Tool`'s catalog sampled at a frame rate.
struct ExportCommand<Tool: InterludeTool>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export",
            abstract: "Export a scene as MP4, GIF, APNG, an HTML scrubber, a filmstrip or PNG frames.")
    }

    @OptionGroup var sceneOptions: SceneOptions<Tool>

    @Option(help: "Comma-separated formats: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: String = "mp4,apng,html,filmstrip"

    @Option(help: "Frames per second, 1…240.")
    var fps: Int = 60

    @Option(help: "Seconds to record (default: the scene's own).")
    var duration: Double?

    @Option(name: .shortAndLong, help: "Folder for the outputs (created if missing).")
    var output: String = "export"

    @Option(name: .customLong("scrubber-width"), help: "Shrink the HTML scrubber's frames to at most this many pixels wide.")
    var scrubberWidth: Int?

    @Option(
        help: ArgumentHelp(
            "Replay this touch script (from `interlude play --record`) instead of the scene's cues; "
                + "its size and duration are the defaults.", valueName: "FILE.json"))
    var script: String?

    /// The requested formats, in order, without repeats.
    func resolvedFormats() throws -> [ExportFormat] {
        var formats: [ExportFormat] = []
        for name in format.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) where !name.isEmpty
        {
            guard let found = ExportFormat(rawValue: name) else {
                throw CLIError(
                    "unknown format \"\(name)\"; known formats: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            if !formats.contains(found) { formats.append(found) }
        }
        guard !formats.isEmpty else {
            throw CLIError(
                "no format given; use --format with one or more of \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        return formats
    }

    func run() throws {
        try sceneOptions.validateScale()
        let scene = try sceneOptions.resolvedScene()
        let requestedSize = try sceneOptions.resolvedSize()
        let touchScript = try script.map { try loadTouchScript($0, scene: scene.name, requestedSize: requestedSize) }
        let size = touchScript?.size ?? requestedSize
        var formats = try resolvedFormats()
        if let scrubberWidth, scrubberWidth < 16 {
            throw CLIError("bad --scrubber-width \(scrubberWidth): use at least 16 pixels")
        }
        let duration = self.duration ?? touchScript?.duration ?? scene.duration
        do {
            try FrameSequence.validate(framesPerSecond: fps, duration: duration, scale: sceneOptions.scale)
        } catch let error as ExportError {
            throw CLIError(error.description)
        }
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        try prepareOutputFolder(folder)

        // Formats needing ffmpeg fail up front when it is missing; the others still run.
        var missing: [ExportFormat] = []
        if FFmpeg.locate() == nil {
            missing = formats.filter(\.needsFFmpeg)
            formats.removeAll(where: \.needsFFmpeg)
            for format in missing {
                FileHandle.standardError.write(
                    Data("\(Tool.toolName): error: \(ExportError.ffmpegMissing(format: format.rawValue.uppercased()))\n".utf8))
            }
        }
        if !formats.isEmpty {
            let outputs = try export(
                scene, size: size, touchScript: touchScript, formats: formats, duration: duration, folder: folder)
            for url in outputs { print("\(url.path)  \(formatByteCount(byteCount(of: url)))") }
        }
        if !missing.isEmpty { throw ExitCode(1) }
    }

    func export(
        _ scene: ScriptedScene, size: CGSize?, touchScript: TouchScript? = nil, formats: [ExportFormat], duration: Double,
        folder: URL
    ) throws -> [URL] {
        try MainActor.assumeIsolated {
            let sinks = try formats.map { try $0.makeSink(in: folder, baseName: scene.name, scrubberMaximumWidth: scrubberWidth) }
            var (window, script) = scene.instantiate(size: size)
            if let touchScript {
                do { try touchScript.checkClock(of: window) } catch let problem as TouchScriptError.Problem {
                    throw CLIError(problem.error(inFile: self.script ?? scene.name).description)
                }
                script.cues = touchScript.cues(in: window)
            }
            let sequence = FrameSequence(
                window: window, title: scene.name, script: script, framesPerSecond: fps,
                duration: duration, scale: CGFloat(sceneOptions.scale))
            let progress = ProgressBar(label: scene.name, total: sequence.frameCount)
            do {
                try sequence.record(into: sinks) { done, _ in progress.update(done) }
            } catch {
                progress.abandon()
                throw error
            }
            progress.finish()
            return sinks.map(\.destination)
        }
    }
}
