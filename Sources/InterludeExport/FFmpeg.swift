import Foundation

/// Finds ffmpeg on `PATH` and pipes raw frames into it.
public enum FFmpeg {
    /// The first executable `name` in the `PATH` of `environment` (as `command -v` finds it), or nil.
    public static func locate(_ name: String = "ffmpeg",
                              environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let path = environment["PATH"] ?? ""
        for folder in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               access(candidate.path, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    /// ffmpeg's name for Cairo's ARGB32 byte order on this machine.
    static var rawPixelFormat: String { 1.littleEndian == 1 ? "bgra" : "argb" }

    /// The input options for raw Cairo frames of `format` on stdin.
    static func rawInput(_ format: SequenceFormat) -> [String] {
        ["-f", "rawvideo", "-pixel_format", rawPixelFormat, "-video_size", "\(format.width)x\(format.height)",
         "-framerate", "\(format.framesPerSecond)", "-i", "pipe:0"]
    }
}

/// One running ffmpeg that reads raw frames on stdin and writes a file.
final class FFmpegPipe {
    private let process = Process()
    private let input = Pipe()
    private let errors = ErrorOutput()
    private let format: SequenceFormat
    private let label: String
    private var rowBuffer: [UInt8] = []

    /// Starts `executable` with `arguments`. `label` names the output format in errors.
    init(executable: URL, arguments: [String], format: SequenceFormat, label: String) throws {
        self.format = format
        self.label = label
        // A dead ffmpeg must surface as a write error (EPIPE), not kill this process.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = executable
        process.arguments = ["-hide_banner", "-loglevel", "error", "-y"] + arguments
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        let errorPipe = Pipe()
        process.standardError = errorPipe
        do { try process.run() } catch {
            throw ExportError.ffmpegFailed(format: label, status: -1, detail: "could not start \(executable.path): \(error.localizedDescription)")
        }
        errors.collect(from: errorPipe.fileHandleForReading)
    }

    /// Writes one frame's pixels (rows packed to width × 4 bytes).
    func write(_ frame: RenderedFrame) throws {
        let rowBytes = frame.width * 4
        if frame.bytesPerRow == rowBytes {
            try frame.pixels.withUnsafeBytes { try writeAll($0) }
        } else {
            if rowBuffer.count != rowBytes * frame.height { rowBuffer = [UInt8](repeating: 0, count: rowBytes * frame.height) }
            rowBuffer.withUnsafeMutableBytes { out in
                frame.pixels.withUnsafeBytes { src in
                    for y in 0..<frame.height {
                        (out.baseAddress! + y * rowBytes).copyMemory(from: src.baseAddress! + y * frame.bytesPerRow, byteCount: rowBytes)
                    }
                }
            }
            try rowBuffer.withUnsafeBytes { try writeAll($0) }
        }
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) throws {
        let fd = input.fileHandleForWriting.fileDescriptor
        var offset = 0
        while offset < bytes.count {
            let n = Foundation.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                terminate()
                throw failure()
            }
            offset += n
        }
    }

    /// Closes stdin and waits for ffmpeg to finish writing; throws when it failed.
    func finish() throws {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        if process.terminationStatus != 0 { throw failure() }
    }

    /// Stops ffmpeg without waiting for a complete file.
    func terminate() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    private func failure() -> ExportError {
        if process.isRunning { process.waitUntilExit() }
        let lines = errors.text().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return .ffmpegFailed(format: label, status: process.terminationStatus, detail: lines.last ?? "")
    }
}

/// ffmpeg's stderr, read on a background queue so a chatty ffmpeg never blocks on a full pipe.
private final class ErrorOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    func collect(from handle: FileHandle) {
        DispatchQueue.global().async {
            let all = handle.readDataToEndOfFile()
            self.lock.withLock { self.data = all }
            self.done.signal()
        }
    }

    /// Everything ffmpeg printed (waits until it closed stderr).
    func text() -> String {
        done.wait()
        done.signal()
        return lock.withLock { String(decoding: data, as: UTF8.self) }
    }
}
