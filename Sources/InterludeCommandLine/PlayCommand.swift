import ArgumentParser
import Foundation
import InterludeExport
import InterludeHost

/// `interlude play SCENE`: the scene live in a window, driven by the mouse.
struct PlayCommand<Tool: InterludeTool>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "play",
            abstract: "Open a scene in a live window: the mouse is a finger, the clock runs in real time.",
            discussion: """
                Keys: space pauses the clock, ←/→ step one frame back/forward while paused, S toggles slow \
                animations (the clock at a tenth of real time), R restarts the scene, Esc quits.
                Needs a display; without one, run it under `xvfb-run`, or set SDL_VIDEODRIVER=dummy to run \
                headless (with --quit-after).
                """)
    }

    @Argument(help: "Scene name (see the tool's `list`).")
    var scene: String

    @Option(
        defaultAsFlag: "", parsing: .next,
        help: ArgumentHelp(
            "Play the scene's own scripted cues in real time, or with FILE.json, replay a touch script (from --record).",
            valueName: "FILE.json"))
    var script: String?

    @Option(help: ArgumentHelp("Write what you did as a touch script when the window closes.", valueName: "FILE.json"))
    var record: String?

    @Option(help: "Pixels per point, 1, 2 or 3 (default: the display's own; 1 on X11).")
    var scale: Int?

    @Option(help: "Window size in points, WIDTHxHEIGHT (default: the scene's own, or the touch script's).")
    var size: String?

    @Option(help: ArgumentHelp("Write the last frame shown as a PNG when the window closes.", valueName: "FILE.png"))
    var screenshot: String?

    @Option(name: .customLong("quit-after"), help: "Close the window when the clock reaches this many seconds.")
    var quitAfter: Double?

    @Flag(help: "Print frame-rate statistics when the window closes.")
    var stats = false

    func run() throws {
        guard let found = Tool.catalog.scene(named: scene) else {
            throw CLIError("unknown scene \"\(scene)\"; known scenes: \(Tool.catalog.names.joined(separator: ", "))")
        }
        if let scale, !(1...3).contains(scale) { throw CLIError("bad scale \(scale): use 1, 2 or 3 pixels per point") }
        if let quitAfter, !(quitAfter.isFinite && (0...600).contains(quitAfter)) {
            throw CLIError("bad --quit-after \(quitAfter): use 0…600 seconds")
        }
        let requestedSize = try size.map { try SceneOptions<Tool>.parseSize($0, scale: Double(scale ?? 1)) }
        var options = LiveWindowOptions(size: requestedSize, scale: scale, quitAfter: quitAfter)
        switch script {
        case nil:
            options.playback = .interactive
        case ""?:
            guard record == nil else {
                throw CLIError("--record needs touches to record: leave out --script, or give it a touch script to continue")
            }
            options.playback = .sceneCues
        case let file?:
            let touchScript = try loadTouchScript(file, scene: found.name, requestedSize: requestedSize)
            options.playback = .touchScript(touchScript)
            options.size = touchScript.size
        }
        for path in [record, screenshot].compactMap({ $0 }) {
            try prepareOutputFolder(URL(fileURLWithPath: path).deletingLastPathComponent())
        }
        options.recordingDestination = record.map { URL(fileURLWithPath: $0) }
        options.screenshotDestination = screenshot.map { URL(fileURLWithPath: $0) }
        do { try MainActor.assumeIsolated { try InterludeHost.connectToDisplay() } } catch let error as LiveWindowError {
            throw CLIError(error.description)
        }
        FileHandle.standardError.write(
            Data(
                "interlude: playing \(found.name): space pauses, ←/→ step while paused, S slow animations, R restarts, Esc quits\n"
                    .utf8))
        let report: LiveWindowReport
        do {
            report = try MainActor.assumeIsolated { try InterludeHost.play(found, options: options) }
        } catch let error as LiveWindowError {
            throw CLIError(error.description)
        } catch let problem as TouchScriptError.Problem {
            throw CLIError(problem.error(inFile: script ?? found.name).description)
        }
        if let record {
            print("\(record)  \(report.recording.touches.count) touches, \(String(format: "%.3f", report.recording.duration)) s")
        }
        if let screenshot { print("\(screenshot)  \(formatByteCount(byteCount(of: URL(fileURLWithPath: screenshot))))") }
        if stats {
            print(
                "\(report.statistics.summary) (@\(report.scale)x, SDL \(report.videoDriver) \(report.renderer), "
                    + "\(report.hasVSync ? "vsync" : "paced by the host"))")
        }
    }

    /// Reads a touch script and checks it was made in `scene` (at `requestedSize` when given).
}
