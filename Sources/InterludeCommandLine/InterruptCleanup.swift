import Foundation
import InterludeExport

/// What an interrupted tool does: Ctrl-C or a kill removes the temporary files of outputs in
/// progress, then the process exits as a shell would (128 + signal). ffmpeg, in the same process
/// group, gets the signal too.
enum InterruptCleanup {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// Installs the handlers (once per process).
    static func install(toolName: String) {
        guard sources.isEmpty else { return }
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                FFmpeg.killRunning()
                AtomicOutputFile.discardAllPending()
                FileHandle.standardError.write(Data("\n\(toolName): interrupted; partial outputs removed\n".utf8))
                exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }
}
