import ArgumentParser
import Foundation
import InterludePort

/// `interlude-port PATH…`: ports UIKit sources written for iOS so they compile against Interlude.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interlude-port",
        abstract: "Rewrite UIKit sources written for iOS so they compile against Interlude.",
        discussion: """
            Removes @objc, dynamic, @IBOutlet, @IBAction and the other Objective-C-only attributes; turns \
            #selector target-action pairs into method references or closures; makes @objc optional protocol \
            requirements plain requirements with default implementations; moves overrides out of extensions; \
            rewrites responds(to:) and perform(_:) where it can; applies the Swift 4.2 UIKit renames.
            Prints `file:line: reason` on standard error for everything it could not convert (that code is \
            left as it was). Files are replaced atomically; with --dry-run nothing is written and a unified \
            diff is printed instead. Every input is checked first: a missing path, a file that is not Swift \
            or not UTF-8, or a syntax error stops the run before any file changes.
            """
    )

    @Flag(name: .long, help: "Print a unified diff instead of rewriting the files.")
    var dryRun = false

    @Argument(help: "Swift files, or folders to search for .swift files.")
    var paths: [String]

    func run() throws {
        let status = PortRun(paths: paths, dryRun: dryRun).execute(
            output: { FileHandle.standardOutput.write(Data($0.utf8)) },
            errors: { FileHandle.standardError.write(Data($0.utf8)) })
        if status != 0 { throw ExitCode(status) }
    }
}

/// One run of the tool, with its output streams passed in (tests read them).
struct PortRun {
    let paths: [String]
    let dryRun: Bool

    /// Ports the files; returns the exit status (0, or 1 when an input was refused and nothing written).
    func execute(output: (String) -> Void, errors: (String) -> Void) -> Int32 {
        do throws(PortInputError) {
            let ported = try Porter.port(SwiftFileCollector.sources(for: paths))
            let changed = ported.filter(\.isChanged)
            if dryRun {
                for file in changed { output(UnifiedDiff.between(file.originalText, file.text, path: file.path)) }
            } else {
                try AtomicFileWriter.write(changed.map { ($0.path, $0.text) })
            }
            let findings = ported.flatMap(\.findings)
            for finding in findings { errors("\(finding)\n") }
            let verb = dryRun ? "would change" : "changed"
            errors(
                "interlude port: \(ported.count) file\(ported.count == 1 ? "" : "s"), \(changed.count) \(verb), "
                    + "\(findings.count) finding\(findings.count == 1 ? "" : "s")\(dryRun ? " (dry run: nothing written)" : "")\n"
            )
            return 0
        } catch {
            errors("interlude port: error: \(error)\n")
            return 1
        }
    }
}
