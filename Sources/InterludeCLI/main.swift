import ArgumentParser
import Foundation
import InterludeExport

// Ctrl-C or a kill: remove the temporary files of outputs in progress, then exit like a shell
// (128 + signal). ffmpeg, in the same process group, gets the signal too.
var interruptSources: [DispatchSourceSignal] = []
for signalNumber in [SIGINT, SIGTERM] {
    signal(signalNumber, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
    source.setEventHandler {
        FFmpeg.killRunning()
        AtomicOutputFile.discardAllPending()
        FileHandle.standardError.write(Data("\ninterlude: interrupted; partial outputs removed\n".utf8))
        exit(128 + signalNumber)
    }
    source.resume()
    interruptSources.append(source)
}

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
