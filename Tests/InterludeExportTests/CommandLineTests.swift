import ArgumentParser
import Foundation
import InterludeTestSupport
import Testing
@testable import InterludeCLI
@testable import InterludeCommandLine
@testable import InterludeExport
import InterludeDemoScenes

/// Parses `arguments` as the `interlude` tool would and runs the command; the error it throws.
@MainActor
func runCommand(_ arguments: [String]) -> Error? {
    do {
        var command = try InterludeCommand.parseAsRoot(arguments)
        try command.run()
        return nil
    } catch {
        return error
    }
}

@MainActor
@Suite("interlude command line")
struct CommandLineTests {
    @Test("an unknown scene names the known ones")
    func unknownScene() {
        let error = runCommand(["export", "nosuch", "-o", FileManager.default.temporaryDirectory.path])
        let message = (error as? CLIError)?.description ?? ""
        #expect(message.hasPrefix("unknown scene \"nosuch\"; known scenes: slide, crossfade, flip, spring, navanimator-push-pop"))
        #expect(message.hasSuffix("pushandpop-grab-throw, " + ModernUIKitScenes.all.map(\.name).joined(separator: ", ")))
    }

    @Test("the tool's gallery is the seed demos, then the Modern UIKit section; its catalog plays every scene of both")
    func galleryGroups() {
        #expect(InterludeCommand.galleryGroups.map(\.name) == SeedDemo.all.map(\.name) + ["Modern UIKit"])
        #expect(InterludeCommand.galleryHeading.title == "Interlude — the demo gallery")
        for scene in InterludeCommand.galleryGroups.flatMap(\.scenes) {
            #expect(InterludeCommand.catalog.scene(named: scene.name) != nil, "\(scene.name)")
        }
    }

    @Test(
        "bad sizes, scales, frame rates, times and formats are refused in one line",
        arguments: [
            (["render", "slide", "--size", "big"], "bad size \"big\": write it as WIDTHxHEIGHT in points, e.g. 390x844"),
            (["render", "slide", "--size", "0x844"], "bad size \"0x844\": each side must be 1…4096 points"),
            (
                ["render", "slide", "--size", "4000x4000", "--scale", "3"],
                "size 4000x4000 at scale 3.0 is over 8192 pixels on a side"
            ),
            (["render", "slide", "--scale", "9"], "bad scale 9.0: use 0.25…4 pixels per point"),
            (["render", "slide", "--time=-1"], "bad time -1.0: use 0…600 seconds"),
            (["export", "slide", "--fps", "0"], "frame rate 0 is out of range: use 1…240 frames per second"),
            (["export", "slide", "--duration=-2"], "duration -2.0 is out of range: use 0…600 seconds"),
            (
                ["export", "slide", "--format", "mp4,webm"],
                "unknown format \"webm\"; known formats: mp4, gif, apng, html, filmstrip, png"
            ),
            (["gallery", "--fps", "500"], "frame rate 500 is out of range: use 1…240 frames per second"),
            (
                ["gallery", "--demo", "Nope"],
                "unknown demo \"Nope\"; the demos are: NavAnimator, Slide navigation and tabs, Scale present, Drop-down popover, Photo zoom, LockSearch, PushAndPop, Modern UIKit"
            ),
        ])
    func badValues(arguments: [String], message: String) {
        let error = runCommand(arguments)
        #expect((error as? CLIError)?.description == message)
    }

    @Test("an output folder that cannot be made is reported, and nothing is written")
    func unwritableOutput() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let error = runCommand(["export", "slide", "--format", "apng", "-o", blocker.appendingPathComponent("out").path])
        #expect((error as? CLIError)?.description.hasPrefix("cannot create output folder \(blocker.path)/out") == true)
        let renderError = runCommand(["render", "slide", "-o", blocker.appendingPathComponent("frame.png").path])
        #expect((renderError as? CLIError)?.description == "output \(blocker.path) exists and is not a folder")
        #expect(contents(of: folder) == ["file"])
    }

    @Test("list, format names and parsing of sizes")
    func parsing() throws {
        #expect(try SceneOptions<InterludeCommand>.parseSize("390x844", scale: 2) == CGSize(width: 390, height: 844))
        #expect(try SceneOptions<InterludeCommand>.parseSize("320X480", scale: 1) == CGSize(width: 320, height: 480))
        let export = try #require(
            try InterludeCommand.parseAsRoot(["export", "slide", "--format", "html, apng,html"])
                as? ExportCommand<InterludeCommand>)
        #expect(try export.resolvedFormats() == [.html, .apng])
        #expect(export.fps == 60 && export.sceneOptions.scale == 2 && export.output == "export")
    }

    /// The built binary, next to the test bundle, when it was built.
    nonisolated static let binary: URL? = {
        let candidate = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("interlude")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "interlude")
        return FileManager.default.isExecutableFile(atPath: beside.path) ? beside : nil
    }()

    @Test("the binary exits 1 with one line on stderr and no stack trace", .enabled(if: binary != nil))
    func binaryErrors() throws {
        for arguments in [["export", "nosuch"], ["render", "slide", "--size", "big"]] {
            let process = Process()
            process.executableURL = Self.binary
            process.arguments = arguments
            let errorPipe = Pipe()
            process.standardError = errorPipe
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let stderr = String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 1)
            #expect(stderr.split(separator: "\n").count == 1, "stderr: \(stderr)")
            #expect(stderr.hasPrefix("interlude: error: "))
        }
    }
}

@Suite("Interrupted exports")
struct InterruptTests {
    // AtomicOutputFile.discardAllPending() is process-wide, so it is exercised only through the
    // binary here: calling it in this process would remove other suites' files in progress.

    @Test(
        "Ctrl-C during an export leaves no partial file and exits 130",
        .enabled(if: CommandLineTests.binary != nil))
    func interrupt() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = CommandLineTests.binary
        var formats = "apng,html,filmstrip"
        if ffmpegAvailable { formats = "mp4," + formats }
        process.arguments = ["export", "spring", "--format", formats, "--duration", "60", "--scale", "1", "-o", folder.path]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Wait until the outputs exist under their temporary names, then interrupt.
        var waited = 0.0
        while contents(of: folder).filter({ $0.contains(".partial-") }).count < 2 && waited < 20 {
            usleep(50_000)
            waited += 0.05
        }
        #expect(contents(of: folder).contains { $0.contains(".partial-") }, "the export never started")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        usleep(200_000) // an ffmpeg left running would still be writing
        #expect(contents(of: folder).isEmpty, "left behind: \(contents(of: folder))")
    }
}
