import Foundation

/// A fresh empty folder under the temporary directory, named `prefix`, the process id and a UUID
/// so parallel tests and runs never share one.
public func makeTemporaryFolder(prefix: String = "interlude-tests") throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("\(prefix)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
