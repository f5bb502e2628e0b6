import Foundation
import Interlude
import InterludeDemoScenes
import InterludeExport
import InterludeHost
import Testing

/// The `interlude` binary and the programs the window tests drive it with.
enum WindowTestTools {
    /// Whether the window tests were asked for: scripts/window-tests.sh sets this and starts Xvfb.
    static let requested = ProcessInfo.processInfo.environment["INTERLUDE_WINDOW_TESTS"] == "1"
    static let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""

    /// The built `interlude` next to the test bundle.
    static let binary: URL? = {
        let candidates = [
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("interlude"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("interlude"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The first `name` on PATH.
    static func locate(_ name: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static let note: Comment =
        "live window tests run under Xvfb with xdotool: bash scripts/window-tests.sh (sets INTERLUDE_WINDOW_TESTS=1 and DISPLAY)"
}

/// A program run to completion (or killed after `timeout` seconds): its status and output.
@discardableResult
func runTool(_ path: String, _ arguments: [String], environment: [String: String] = [:], timeout: Double = 120) throws -> (
    status: Int32, output: String, error: String
) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning {
        process.terminate()
        process.waitUntilExit()
        Issue.record("\(path) \(arguments.joined(separator: " ")) did not finish in \(timeout) s")
    }
    let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let err = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (process.terminationStatus, out, err)
}

/// `interlude play …` running in the background, with its window found through xdotool.
final class PlayingWindow {
    let process = Process()
    let standardError = Pipe()
    let xdotool: String
    private(set) var window = ""
    private(set) var origin = (x: 0, y: 0)
    private(set) var size = (width: 0, height: 0)

    init(arguments: [String], xdotool: String) throws {
        self.xdotool = xdotool
        let binary = try #require(WindowTestTools.binary)
        process.executableURL = binary
        process.arguments = ["play"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = standardError
        try process.run()
        // The window of this process, once mapped.
        let found = try runTool(
            "/usr/bin/env",
            ["timeout", "60", xdotool, "search", "--sync", "--onlyvisible", "--pid", "\(process.processIdentifier)"])
        window = try #require(found.output.split(separator: "\n").first.map(String.init), "no window: \(found.error)")
        let geometry = try runTool(xdotool, ["getwindowgeometry", "--shell", window]).output
        var values: [String: Int] = [:]
        for line in geometry.split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
        }
        origin = (try #require(values["X"]), try #require(values["Y"]))
        size = (try #require(values["WIDTH"]), try #require(values["HEIGHT"]))
    }

    /// Real X input: the pointer to a point of the window (in its pixels), optionally a button action.
    func mouse(to x: Int, _ y: Int, _ actions: [String] = []) throws {
        try runTool(xdotool, ["mousemove", "--sync", "\(origin.x + x)", "\(origin.y + y)"] + actions)
    }

    func key(_ name: String) throws {
        try runTool(xdotool, ["windowfocus", "--sync", window])
        try runTool(xdotool, ["key", name])
    }

    /// What the X server shows in the window's rectangle (without the cursor), read back through
    /// ffmpeg's x11grab: proof that the pixels reached the display.
    func grabScreen(to file: URL) throws -> RenderedFrame {
        let ffmpeg = try #require(WindowTestTools.locate("ffmpeg"))
        let grabbed = try runTool(
            ffmpeg,
            [
                "-loglevel", "error", "-y", "-f", "x11grab", "-draw_mouse", "0", "-video_size", "\(size.width)x\(size.height)",
                "-i", "\(WindowTestTools.display)+\(origin.x),\(origin.y)", "-frames:v", "1", file.path,
            ])
        #expect(grabbed.status == 0, "x11grab: \(grabbed.error)")
        return try #require(RenderedFrame(contentsOfFile: file.path))
    }

    /// What the X server shows once it has stopped changing (two grabs in a row alike) and
    /// `isWanted` holds, waiting at most `timeout` seconds: the window keeps real time, but a busy
    /// machine may show the same moment later.
    func grabStillScreen(
        to file: URL, timeout: Double = 20, where isWanted: (RenderedFrame) -> Bool = { _ in true }
    ) throws -> RenderedFrame {
        let deadline = Date().addingTimeInterval(timeout)
        var previous = try grabScreen(to: file)
        while Date() < deadline {
            usleep(200_000)
            let current = try grabScreen(to: file)
            if differingPixels(previous, current) == 0 && isWanted(current) { return current }
            previous = current
        }
        return previous
    }

    /// Waits for the process to end; its exit status and what it wrote on stderr.
    func waitForExit(timeout: Double = 60) -> (status: Int32, error: String) {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            Issue.record("interlude play did not exit within \(timeout) s")
        }
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        )
    }
}

/// Pixels differing between two frames (any channel); nil when the sizes differ.
func differingPixels(_ a: RenderedFrame, _ b: RenderedFrame) -> Int? {
    FrameComparison(a, b, tolerance: 0)?.differingPixels
}

/// The live window under a real X server (Xvfb), driven by real X input events (xdotool).
/// On the main actor for the in-process replays; the waits block it, which nothing else needs then.
@MainActor
@Suite("Live window", .serialized, .enabled(if: WindowTestTools.requested, WindowTestTools.note))
struct LiveWindowTests {
    let scene = "slide-push-interactive-pop"

    /// The tools the tests need, failing (not skipping) when the test script asked for the tests.
    func tools() throws -> (binary: String, xdotool: String) {
        try #require(!WindowTestTools.display.isEmpty, "DISPLAY is not set")
        let binary = try #require(WindowTestTools.binary, "the interlude binary is not built").path
        let xdotool = try #require(WindowTestTools.locate("xdotool"), "xdotool is not installed")
        try #require(WindowTestTools.locate("ffmpeg") != nil, "ffmpeg is not installed")
        return (binary, xdotool)
    }

    @Test("the first frame shown equals `interlude render NAME --time 0` at the same scale", arguments: [1, 2])
    func firstFrame(scale: Int) throws {
        let (binary, _) = try tools()
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shown = folder.appendingPathComponent("shown.png"), rendered = folder.appendingPathComponent("rendered.png")
        let play = try runTool(
            binary, ["play", scene, "--scale", "\(scale)", "--quit-after", "0", "--screenshot", shown.path])
        #expect(play.status == 0, "\(play.error)")
        try runTool(binary, ["render", scene, "--time", "0", "--scale", "\(scale)", "-o", rendered.path])
        let a = try #require(RenderedFrame(contentsOfFile: shown.path))
        let b = try #require(RenderedFrame(contentsOfFile: rendered.path))
        #expect(a.width == 390 * scale && a.height == 844 * scale)
        #expect(differingPixels(a, b) == 0)
    }

    @Test("a click on Open message pushes: the X server shows what the replay of the recording renders; Esc exits 0")
    func clickPushes() throws {
        let (binary, xdotool) = try tools()
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recording = folder.appendingPathComponent("click.json"), shot = folder.appendingPathComponent("shot.png")
        try runTool(
            binary, ["render", scene, "--time", "0", "--scale", "1", "-o", folder.appendingPathComponent("first.png").path])
        let first = try #require(RenderedFrame(contentsOfFile: folder.appendingPathComponent("first.png").path))

        let playing = try PlayingWindow(
            arguments: [scene, "--scale", "1", "--record", recording.path, "--screenshot", shot.path], xdotool: xdotool)
        #expect(playing.size == (390, 844), "plain pixels on X11 at @1x")
        // The first frame reaches the X server.
        var before = try playing.grabScreen(to: folder.appendingPathComponent("x-before.png"))
        for _ in 0..<100 where differingPixels(before, first) != 0 {
            usleep(100_000)
            before = try playing.grabScreen(to: folder.appendingPathComponent("x-before.png"))
        }
        #expect(differingPixels(before, first) == 0, "the X server shows the first frame")

        try playing.mouse(to: 195, 328, ["click", "1"])
        let after = try playing.grabStillScreen(to: folder.appendingPathComponent("x-after.png")) {
            (differingPixels($0, first) ?? 0) > 10_000
        }
        try playing.key("Escape")
        let exit = playing.waitForExit()
        #expect(exit.status == 0, "\(exit.error)")

        let script = try TouchScript.load(contentsOf: recording)
        #expect(script.touches.map(\.phase) == [.began, .ended])
        #expect(script.touches.allSatisfy { $0.x == 195 && $0.y == 328 })
        let last = try #require(RenderedFrame(contentsOfFile: shot.path))
        let replayed = try replayFrame(script)
        #expect(differingPixels(last, replayed.frame) == 0, "the last frame shown is the replay's at the same time")
        #expect(differingPixels(after, last) == 0, "the X server showed it")
        #expect((differingPixels(after, first) ?? 0) > 10_000, "the message page was pushed")
        #expect(replayed.probes["page.x"] == 0, "the pushed page came to rest: \(replayed.probes)")
    }

    @Test("a drag from the window's left edge holds the interactive pop at translation / (width / 3)")
    func edgeDragHoldsPop() throws {
        let (_, xdotool) = try tools()
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recording = folder.appendingPathComponent("drag.json"), shot = folder.appendingPathComponent("shot.png")
        let playing = try PlayingWindow(
            arguments: [scene, "--scale", "1", "--record", recording.path, "--screenshot", shot.path], xdotool: xdotool)
        let first = try playing.grabStillScreen(to: folder.appendingPathComponent("x-first.png"))
        try playing.mouse(to: 195, 328, ["click", "1"])
        _ = try playing.grabStillScreen(to: folder.appendingPathComponent("x-pushed.png")) {
            (differingPixels($0, first) ?? 0) > 10_000
        }
        try playing.mouse(to: 1, 420, ["mousedown", "1"])
        for step in 1...13 {
            usleep(30_000)
            try playing.mouse(to: 1 + 4 * step, 420)
        }
        let held = try playing.grabStillScreen(to: folder.appendingPathComponent("x-held.png"))
        try playing.key("Escape")
        let exit = playing.waitForExit()
        try runTool(xdotool, ["mouseup", "1"])
        #expect(exit.status == 0, "\(exit.error)")

        let script = try TouchScript.load(contentsOf: recording)
        let drag = script.touches.drop { $0.phase != .began || $0.x != 1 }
        let start = try #require(drag.first), end = try #require(script.touches.last)
        #expect(end.phase == .moved && end.x == 53, "the finger is still down at (53, 420): \(end)")
        let last = try #require(RenderedFrame(contentsOfFile: shot.path))
        let replayed = try replayFrame(script)
        #expect(differingPixels(last, replayed.frame) == 0, "the last frame shown is the replay's at the same time")
        #expect(differingPixels(held, last) == 0, "the X server showed it")
        // The slide demo's pop: percent = translation / (width / 3) = 52 / 130.
        let percent = try #require(replayed.probes["interaction.percent"])
        #expect(abs(percent - (end.x - start.x) / 130) < 0.01, "held at \(percent)")
        #expect(abs(percent - 0.4) < 0.01)
        let pageX = try #require(replayed.probes["page.x"])
        #expect(pageX > 40 && pageX < 390 * 0.5, "the page is part way out: x = \(pageX)")
    }

    @Test("SDL_VIDEODRIVER=dummy plays the scene's cues headless; --quit-after ends it with the scene's frame")
    func headlessSmoke() throws {
        let (binary, _) = try tools()
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shot = folder.appendingPathComponent("shot.png"), rendered = folder.appendingPathComponent("rendered.png")
        let play = try runTool(
            binary, ["play", scene, "--script", "--scale", "1", "--quit-after", "2.2", "--screenshot", shot.path, "--stats"],
            environment: ["SDL_VIDEODRIVER": "dummy", "DISPLAY": ""])
        #expect(play.status == 0, "\(play.error)")
        #expect(play.output.contains("frames per second while busy"), "\(play.output)")
        try runTool(binary, ["render", scene, "--time", "2.2", "--scale", "1", "-o", rendered.path])
        let a = try #require(RenderedFrame(contentsOfFile: shot.path))
        let b = try #require(RenderedFrame(contentsOfFile: rendered.path))
        #expect(differingPixels(a, b) == 0, "the scene at rest after its cues")
    }

    @Test("InterludeHost.run shows any view controller in this process until Esc")
    func runAnyViewController() throws {
        let (_, xdotool) = try tools()
        // Esc from another process, once the window is up (run blocks this thread until then).
        let escape = Process()
        escape.executableURL = URL(fileURLWithPath: "/bin/sh")
        escape.arguments = [
            "-c",
            "window=$(timeout 60 \(xdotool) search --sync --onlyvisible --name '^run test$' | head -n 1) && "
                + "\(xdotool) windowfocus --sync \"$window\" && \(xdotool) key Escape",
        ]
        let errors = Pipe()
        escape.standardError = errors
        escape.standardOutput = errors
        try escape.run()
        var made = 0
        try InterludeHost.run(
            rootViewController: {
                made += 1
                let controller = UIViewController()
                controller.view.backgroundColor = .orange
                return controller
            }(), size: CGSize(width: 200, height: 300), scale: 1, title: "run test")
        escape.waitUntilExit()
        #expect(
            escape.terminationStatus == 0, "\(String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))"
        )
        #expect(made == 1)
    }

    func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("interlude-window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The recording replayed as `interlude export --script` plays it, at 60 fps: the frame at its
    /// end (scale 1) and the scene's probes there.
    @MainActor
    func replayFrame(_ script: TouchScript) throws -> (frame: RenderedFrame, probes: [String: Double]) {
        let scene = try #require(SceneCatalog.seedDemos.scene(named: script.scene))
        var (window, sceneScript) = scene.instantiate(size: script.size)
        sceneScript.cues = script.cues(in: window)
        var sequence = FrameSequence(
            window: window, title: scene.name, script: sceneScript, framesPerSecond: 60, duration: script.duration, scale: 1)
        var last: RenderedFrame?
        let frameCount = sequence.frameCount
        var index = 0
        let placeholder = RenderedFrame(width: 1, height: 1, bytesPerRow: 4, pixels: [0, 0, 0, 0], scale: 1, time: 0)
        sequence.render = { window, scale in
            index += 1
            guard index == frameCount else { return placeholder }
            let frame = window.renderFrame(scale: scale)
            last = frame
            return frame
        }
        let recording = try sequence.record(into: [])
        let probes = Dictionary(uniqueKeysWithValues: recording.series.map { ($0.name, $0.values.last ?? .nan) })
        return (try #require(last), probes)
    }
}
