import ArgumentParser
import Foundation
import InterludeExport

// Our own errors (bad scene, size, unwritable output, ffmpeg missing) print as one line on stderr
// and exit 1; argument-syntax errors and --help go through ArgumentParser's usual reporting.
do {
    var command = try InterludeCommand.parseAsRoot()
    try command.run()
} catch let error as CLIError {
    exitWithMessage(error.description)
} catch let error as ExportError {
    exitWithMessage(error.description)
} catch {
    InterludeCommand.exit(withError: error)
}

func exitWithMessage(_ message: String) -> Never {
    FileHandle.standardError.write(Data("interlude: error: \(message)\n".utf8))
    exit(1)
}
