import Foundation

/// A file written under a temporary name beside its destination and renamed into place only
/// when complete, so a failed or interrupted export never leaves a half-written file.
///
/// The temporary name is `.<name>.partial-<pid>-<n>` in the destination folder (same file system,
/// so the final `rename(2)` is atomic). ``discard()`` (or deinit without ``commit()``) removes it.
public final class AtomicOutputFile {
    /// Where the file ends up.
    public let destination: URL
    /// Where it is written meanwhile.
    public let temporary: URL
    private var handle: FileHandle?
    private var finished = false

    nonisolated(unsafe) private static var counter = 0
    nonisolated(unsafe) private static var pending: Set<String> = []
    private static let counterLock = NSLock()

    /// Removes every temporary file not yet committed or discarded, in this process — for a host
    /// that is being interrupted (the `interlude` tool calls it on SIGINT/SIGTERM). Returns how
    /// many were removed.
    @discardableResult
    public static func discardAllPending() -> Int {
        let paths = counterLock.withLock { () -> Set<String> in
            defer { pending = [] }
            return pending
        }
        for path in paths { unlink(path) }
        return paths.count
    }

    private static func forget(_ url: URL) { _ = counterLock.withLock { pending.remove(url.path) } }

    /// Creates the temporary file (empty). Throws `ExportError.notWritable` when the folder is missing or read-only.
    public init(destination: URL) throws {
        self.destination = destination
        let folder = destination.deletingLastPathComponent()
        let n = Self.counterLock.withLock {
            Self.counter += 1; return Self.counter
        }
        temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).partial-\(getpid())-\(n)")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ExportError.notWritable(path: destination.path, reason: "folder \(folder.path) does not exist")
        }
        let path = temporary.path
        Self.counterLock.withLock { _ = Self.pending.insert(path) }
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            Self.forget(temporary)
            throw ExportError.notWritable(path: destination.path, reason: "folder \(folder.path) is not writable")
        }
    }

    deinit {
        if !finished {
            try? FileManager.default.removeItem(at: temporary)
            Self.forget(temporary)
        }
    }

    /// Appends `bytes` to the temporary file.
    public func write(_ bytes: [UInt8]) throws {
        if handle == nil {
            do { handle = try FileHandle(forWritingTo: temporary) } catch {
                throw ExportError.notWritable(path: destination.path, reason: error.localizedDescription)
            }
        }
        do { try bytes.withUnsafeBytes { try handle!.write(contentsOf: $0) } } catch {
            throw ExportError.notWritable(path: destination.path, reason: error.localizedDescription)
        }
    }

    /// Closes the file and renames it to its destination, replacing any file there.
    public func commit() throws {
        precondition(!finished, "AtomicOutputFile.commit() after commit() or discard()")
        try? handle?.close()
        handle = nil
        finished = true
        defer { Self.forget(temporary) }
        if rename(temporary.path, destination.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw ExportError.notWritable(path: destination.path, reason: reason)
        }
    }

    /// Closes and removes the temporary file. Safe to call more than once.
    public func discard() {
        guard !finished else { return }
        try? handle?.close()
        handle = nil
        finished = true
        try? FileManager.default.removeItem(at: temporary)
        Self.forget(temporary)
    }
}
