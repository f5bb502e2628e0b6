import Foundation
import Interlude
import InterludeTestSupport
import Testing
@testable import InterludeCLI
@testable import InterludeCommandLine
@testable import InterludeExport

@MainActor
@Suite("Touch scripts")
struct TouchScriptTests {
    /// The touches of the `slide-push-interactive-pop` scene's own cues (SlideScenes in
    /// InterludeDemoScenes): a tap on Open message at 0.3 s, then a drag from (4, 420) to
    /// (114, 420) from 1.0 s over 0.5 s, one move per frame, computed as `Cue.moves` computes them.
    static let slidePop: TouchScript = {
        var touches = [
            TouchScript.Touch(time: 0.3, phase: .began, x: 195, y: 328),
            TouchScript.Touch(time: 0.3, phase: .ended, x: 195, y: 328),
            TouchScript.Touch(time: 1.0, phase: .began, x: 4, y: 420),
        ]
        for frame in 1...30 {
            let fraction = Double(frame) / Double(30)
            let x = frame == 30 ? 114 : 4 + (114 - 4) * fraction
            touches.append(TouchScript.Touch(time: 1.0 + 0.5 * fraction, phase: .moved, x: x, y: 420))
        }
        touches.append(TouchScript.Touch(time: 1.5, phase: .ended, x: 114, y: 420))
        return TouchScript(
            scene: "slide-push-interactive-pop", size: CGSize(width: 390, height: 844), duration: 2.2, touches: touches)
    }()

    @Test("a script survives its JSON text bit for bit, one touch per line")
    func roundTrip() throws {
        var script = Self.slidePop
        script.touches.append(TouchScript.Touch(time: 2.0 + 1.0 / 3, phase: .began, x: 0.1, y: 843.75))
        script.duration = 7.0 / 3
        let data = script.encoded()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\n    { \"time\": 0.3, \"phase\": \"began\", \"x\": 195, \"y\": 328 },\n"))
        #expect(text.contains("\"duration\": 2.3333333333333335,"))
        #expect(try TouchScript.decode(data) == script)
        let empty = TouchScript(scene: "slide", size: CGSize(width: 320, height: 480), duration: 0, touches: [])
        #expect(try TouchScript.decode(empty.encoded()) == empty)
    }

    @Test(
        "malformed or impossible scripts are refused naming the problem",
        arguments: [
            ("{ nope", "malformed JSON (The given data was not valid JSON.)"),
            ("[1, 2]", "wrong type: expected an object"),
            (
                #"{"format": "something-else", "version": 1}"#,
                "not an Interlude touch script (\"format\" is \"something-else\", expected \"interlude-touch-script\")"
            ),
            (
                #"{"format": "interlude-touch-script", "version": 2}"#,
                "version 2 is not supported (this interlude reads version 1)"
            ),
            (#"{"format": "interlude-touch-script", "version": 1, "scene": "slide"}"#, "missing \"width\""),
            (
                #"{"format": "interlude-touch-script", "version": 1, "scene": "slide", "width": 390, "height": 844, "framesPerSecond": 60, "duration": 1, "touches": [{"time": 0, "phase": "began", "x": 1, "y": 2}, {"time": 0.1, "phase": "tap", "x": 1, "y": 2}]}"#,
                "bad value at touches[1].phase: unknown phase \"tap\" (use began, moved, stationary, ended, cancelled)"
            ),
            (
                #"{"format": "interlude-touch-script", "version": 1, "scene": "slide", "width": 390, "height": 844, "framesPerSecond": 60, "duration": 1, "touches": [{"time": "soon", "phase": "began", "x": 1, "y": 2}]}"#,
                "wrong type at touches[0].time: expected a number"
            ),
            (
                #"{"format": "interlude-touch-script", "version": 1, "scene": "slide", "width": 390, "height": 844, "framesPerSecond": 60, "duration": 1, "touches": [{"time": 0.5, "phase": "began", "x": 1, "y": 2}, {"time": 0.25, "phase": "ended", "x": 1, "y": 2}]}"#,
                "touch 1 (ended at 0.25 s): times out of order (the touch before is at 0.5 s)"
            ),
            (
                #"{"format": "interlude-touch-script", "version": 1, "scene": "slide", "width": 390, "height": 844, "framesPerSecond": 60, "duration": 1, "touches": [{"time": 0.5, "phase": "moved", "x": 1, "y": 2}]}"#,
                "touch 0 (moved at 0.5 s): no finger is down (a touch starts with began)"
            ),
            (
                #"{"format": "interlude-touch-script", "version": 1, "scene": "slide", "width": 390, "height": 844, "framesPerSecond": 60, "duration": 1, "touches": [{"time": 0, "phase": "began", "x": 1, "y": 2}, {"time": 0, "phase": "began", "x": 1, "y": 2}]}"#,
                "touch 1 (began at 0.0 s): began while the finger is already down (one finger only)"
            ),
            (
                #"{"format": "interlude-touch-script", "version": 1, "scene": "slide", "width": 390, "height": 844, "framesPerSecond": 60, "duration": 1, "touches": [{"time": 0, "phase": "began", "x": 391, "y": 2}]}"#,
                "touch 0 (began at 0.0 s): point (391.0, 2.0) is outside the 390x844 window"
            ),
            (
                #"{"format": "interlude-touch-script", "version": 1, "scene": "slide", "width": 390, "height": 844, "framesPerSecond": 60, "duration": 1, "touches": [{"time": 2, "phase": "began", "x": 1, "y": 2}]}"#,
                "touch 0 (began at 2.0 s): after the end of the script (duration 1.0 s)"
            ),
            (
                #"{"format": "interlude-touch-script", "version": 1, "scene": "slide", "width": 390, "height": 844, "framesPerSecond": 0, "duration": 1, "touches": []}"#,
                "bad framesPerSecond 0: use 1…240"
            ),
        ])
    func refused(json: String, message: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.json")
        try Data(json.utf8).write(to: file)
        do {
            _ = try TouchScript.load(contentsOf: file)
            Issue.record("accepted: \(json)")
        } catch let error as TouchScriptError {
            #expect(error.file == file.path)
            if message.hasSuffix("(…)") {
                #expect(error.problem.hasPrefix(String(message.dropLast(3))), "\(error.problem)")
            } else {
                #expect(error.problem == message)
            }
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("export --script replays a script frame for frame like the scene's own cues")
    func exportReplaysScript() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("pop.json")
        try Self.slidePop.write(to: file)
        let scripted = folder.appendingPathComponent("scripted"), own = folder.appendingPathComponent("own")
        let common = ["--format", "png", "--scale", "1", "--fps", "30"]
        #expect(runCommand(["export", "slide-push-interactive-pop", "--script", file.path, "-o", scripted.path] + common) == nil)
        #expect(runCommand(["export", "slide-push-interactive-pop", "--duration", "2.2", "-o", own.path] + common) == nil)
        let frames = contents(of: scripted.appendingPathComponent("slide-push-interactive-pop-frames"))
        #expect(frames.count == 67, "2.2 s at 30 fps, both ends")
        #expect(frames == contents(of: own.appendingPathComponent("slide-push-interactive-pop-frames")))
        var differing: [String] = []
        for name in frames {
            let a = try Data(contentsOf: scripted.appendingPathComponent("slide-push-interactive-pop-frames/\(name)"))
            let b = try Data(contentsOf: own.appendingPathComponent("slide-push-interactive-pop-frames/\(name)"))
            if a != b { differing.append(name) }
        }
        #expect(differing.isEmpty, "frames differing: \(differing)")
        // Mid-swipe the page is part way out: the replay shows motion, not a still picture.
        let first = try Data(contentsOf: scripted.appendingPathComponent("slide-push-interactive-pop-frames/\(frames[0])"))
        let midSwipe = try Data(contentsOf: scripted.appendingPathComponent("slide-push-interactive-pop-frames/\(frames[40])"))
        #expect(first != midSwipe)
    }

    @Test(
        "a script from another scene, size or frame rate is refused by export and play",
        arguments: [
            (
                ["export", "slide", "--script", "FILE", "-o", "OUT"],
                "FILE: recorded in scene \"slide-push-interactive-pop\", not \"slide\""
            ),
            (
                ["export", "slide-push-interactive-pop", "--script", "FILE", "--size", "320x568", "-o", "OUT"],
                "FILE: recorded in a 390x844 window, not 320x568 (leave out --size to use the script's)"
            ),
            (["play", "flip", "--script", "FILE"], "FILE: recorded in scene \"slide-push-interactive-pop\", not \"flip\""),
            (["export", "slide-push-interactive-pop", "--script", "MISSING", "-o", "OUT"], "MISSING: cannot read the file (…)"),
        ])
    func mismatched(arguments: [String], message: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("pop.json")
        try Self.slidePop.write(to: file)
        let missing = folder.appendingPathComponent("missing.json").path
        let output = folder.appendingPathComponent("out").path
        let resolved = arguments.map { ["FILE": file.path, "MISSING": missing, "OUT": output][$0] ?? $0 }
        let actual = (runCommand(resolved) as? CLIError)?.description
        let expected = message.replacingOccurrences(of: "FILE", with: file.path).replacingOccurrences(
            of: "MISSING", with: missing)
        if expected.hasSuffix("(…)") {
            #expect(actual?.hasPrefix(String(expected.dropLast(3))) == true, "\(actual ?? "no error")")
        } else {
            #expect(actual == expected)
        }
        #expect(contents(of: folder) == ["pop.json"], "nothing written")
    }

    @Test("the binary reports a bad script in one line naming the file, exit 1", .enabled(if: CommandLineTests.binary != nil))
    func binaryReportsBadScript() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.json")
        try Data(#"{"format": "interlude-touch-script", "version": 1, "scene": "slide""#.utf8).write(to: file)
        let process = Process()
        process.executableURL = CommandLineTests.binary
        process.arguments = ["export", "slide", "--script", file.path, "-o", folder.appendingPathComponent("out").path]
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(stderr.split(separator: "\n").count == 1, "stderr: \(stderr)")
        #expect(stderr.hasPrefix("interlude: error: \(file.path): malformed JSON"), "\(stderr)")
        #expect(contents(of: folder) == ["bad.json"], "nothing written")
    }

    @Test("a clock at another frame rate than the script's is refused")
    func frameRateMismatch() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.framesPerSecond = 120
        #expect(throws: TouchScriptError.Problem("recorded at 60 frames per second, but the scene's window steps at 120")) {
            try Self.slidePop.checkClock(of: window)
        }
    }
}
