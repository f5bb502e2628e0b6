import ArgumentParser
import InterludeCommandLine
import Foundation

/// `interlude port PATH…`: runs `interlude-port`, a separate executable, so that swift-syntax (which
/// it needs) is not compiled into every release build of `interlude`.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Rewrite UIKit sources written for iOS so they compile against Interlude (runs interlude-port).",
        discussion: "Every argument goes to interlude-port; `interlude port --help` shows its options."
    )

    @Argument(parsing: .captureForPassthrough, help: "Arguments for interlude-port: --dry-run, files and folders.")
    var arguments: [String] = []

    func run() throws {
        let ownFolder = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments[0]
        ).deletingLastPathComponent().path
        guard let tool = PortTool.locate(nextTo: ownFolder, searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "") else {
            throw CLIError(PortTool.notBuiltMessage(ownFolder: ownFolder))
        }
        // The tool takes over this process: its output, exit status and Ctrl-C behave as if run directly.
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        let argv = ([tool] + arguments).map { strdup($0) } + [nil]
        execv(tool, argv)
        throw CLIError("cannot run \(tool): \(String(cString: strerror(errno)))")
    }
}

/// Where `interlude port` finds `interlude-port`, and what it says when it is not built.
enum PortTool {
    static let name = "interlude-port"

    /// The executable next to `interlude` (same build folder), else the first on `searchPath`.
    static func locate(nextTo folder: String, searchPath: String) -> String? {
        let candidates = [folder] + searchPath.split(separator: ":").map(String.init)
        return candidates.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// One line saying how to build the tool, in the configuration `interlude` itself was built in.
    static func notBuiltMessage(ownFolder: String) -> String {
        let release = ownFolder.hasSuffix("/release") || ownFolder.contains("/release/")
        return "interlude port needs the \(name) tool, which is not built: run `swift build \(release ? "-c release " : "")"
            + "--product \(name)`"
    }
}
