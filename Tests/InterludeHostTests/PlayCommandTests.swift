import Foundation
import InterludeTestSupport
import Testing
@testable import InterludeCLI
@testable import InterludeCommandLine

@Suite("interlude play")
struct PlayCommandTests {
    @Test("--script alone plays the scene's cues, --script FILE a touch script; --record needs touches")
    func scriptOption() throws {
        let cues = try #require(
            try InterludeCommand.parseAsRoot(["play", "slide", "--script"]) as? PlayCommand<InterludeCommand>)
        #expect(cues.script == "")
        let file = try #require(
            try InterludeCommand.parseAsRoot(["play", "slide", "--script", "a.json", "--scale", "2"])
                as? PlayCommand<InterludeCommand>)
        #expect(file.script == "a.json" && file.scale == 2)
        let flagThenOption = try #require(
            try InterludeCommand.parseAsRoot(["play", "slide", "--script", "--size", "320x480"]) as? PlayCommand<InterludeCommand>
        )
        #expect(flagThenOption.script == "" && flagThenOption.size == "320x480")
        let none = try #require(try InterludeCommand.parseAsRoot(["play", "slide"]) as? PlayCommand<InterludeCommand>)
        #expect(none.script == nil && none.record == nil && none.scale == nil)
    }

    @Test(
        "bad values are refused in one line before any window opens",
        arguments: [
            (["play", "nosuch"], "unknown scene \"nosuch\"; known scenes: "),
            (["play", "slide", "--scale", "4"], "bad scale 4: use 1, 2 or 3 pixels per point"),
            (["play", "slide", "--size", "10x"], "bad size \"10x\": write it as WIDTHxHEIGHT in points, e.g. 390x844"),
            (["play", "slide", "--quit-after=-1"], "bad --quit-after -1.0: use 0…600 seconds"),
            (
                ["play", "slide", "--script", "--record", "x.json"],
                "--record needs touches to record: leave out --script, or give it a touch script to continue"
            ),
        ])
    @MainActor
    func badValues(arguments: [String], message: String) throws {
        var command = try InterludeCommand.parseAsRoot(arguments)
        do {
            try command.run()
            Issue.record("ran: \(arguments)")
        } catch let error as CLIError {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }

    @Test("without a display: one line saying so and suggesting xvfb-run, exit 1", .enabled(if: WindowTestTools.binary != nil))
    func noDisplay() throws {
        let process = Process()
        process.executableURL = WindowTestTools.binary
        process.arguments = ["play", "slide"]
        process.environment = ProcessInfo.processInfo.environment.filter {
            !["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains($0.key)
        }
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(stderr.split(separator: "\n").count == 1, "stderr: \(stderr)")
        #expect(stderr.hasPrefix("interlude: error: no display to open a window on"))
        #expect(stderr.contains("xvfb-run") && stderr.contains("SDL_VIDEODRIVER=dummy"))
    }
}

@Suite("Host source hygiene")
struct HostSourceHygieneTests {
    /// The host is the only code that reads the wall clock, and only its loop does.
    @Test("only LiveWindow.swift reads the wall clock or sleeps")
    func wallClockInOneFile() throws {
        let folder = WallClockScan.packageRoot.appendingPathComponent("Sources/InterludeHost")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 10)
        let words = WallClockScan.forbidden + ["SDL_GetPerformanceCounter", "SDL_GetTicks", "usleep", "SDL_Delay"]
        var readers: Set<String> = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            if words.contains(where: text.contains) { readers.insert(file) }
        }
        #expect(readers == ["LiveWindow.swift"])
    }
}
