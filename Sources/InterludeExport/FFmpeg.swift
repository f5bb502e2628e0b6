import Interlude
import Foundation

/// Finds ffmpeg on `PATH` and pipes raw frames into it.
public enum FFmpeg {
    /// The first executable `name` in the `PATH` of `environment` (as `command -v` finds it), or nil.
    public static func locate(
        _ name: String = "ffmpeg",
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL? {
        let path = environment["PATH"] ?? ""
        for folder in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                access(candidate.path, X_OK) == 0
            {
                return candidate
            }
        }
        return nil
    }

    nonisolated(unsafe) private static var running: Set<Int32> = []
    private static let runningLock = NSLock()

    /// Kills (SIGKILL) every ffmpeg this process started that is still running — for a host being
    /// interrupted, before it removes partial outputs (an ffmpeg left alone would finish writing
    /// its file after its input closes). Returns how many were killed.
    @discardableResult
    public static func killRunning() -> Int {
        let pids = runningLock.withLock { () -> Set<Int32> in
            defer { running = [] }
            return running
        }
        for pid in pids { kill(pid, SIGKILL) }
        return pids.count
    }

    static func register(_ pid: Int32) { _ = runningLock.withLock { running.insert(pid) } }
    static func unregister(_ pid: Int32) { _ = runningLock.withLock { running.remove(pid) } }

    /// ffmpeg's name for Cairo's ARGB32 byte order on this machine.
    static var rawPixelFormat: String { 1.littleEndian == 1 ? "bgra" : "argb" }

    /// The input options for raw frames of `format` on stdin, as `encoding` sends them.
    static func rawInput(_ format: SequenceFormat, encoding: FrameEncoding) -> [String] {
        let size: String, pixelFormat: String
        switch encoding {
        case .argb32:
            (size, pixelFormat) = ("\(format.width)x\(format.height)", rawPixelFormat)
        case .yuv420:
            let even = YUV420Converter.outputSize(width: format.width, height: format.height)
            (size, pixelFormat) = ("\(even.width)x\(even.height)", "yuv420p")
        }
        return [
            "-f", "rawvideo", "-pixel_format", pixelFormat, "-video_size", size,
            "-framerate", "\(format.framesPerSecond)", "-i", "pipe:0",
        ]
    }
}

/// How frames travel down the pipe to ffmpeg.
enum FrameEncoding: Sendable {
    /// Cairo's pixels as they are (rows packed to width × 4 bytes).
    case argb32
    /// Converted to I420 by `YUV420Converter` on the writer thread.
    case yuv420
}

/// One running ffmpeg that reads raw frames on stdin and writes a file.
///
/// Frames are handed to a writer thread through a short queue, so rendering the next frames
/// overlaps with ffmpeg's start-up and with pipe writes; the caller blocks only when
/// `queueCapacity` frames are waiting.
final class FFmpegPipe {
    private let process = Process()
    private let input = Pipe()
    private let errors = ErrorOutput()
    private let label: String
    private let queue: FrameQueue
    private let writerDone = DispatchSemaphore(value: 0)
    private var closed = false

    /// Frames waiting for the writer at most (4 frames of 780×1688 are 21 MB).
    static let queueCapacity = 4

    /// Starts `executable` with `arguments`. `label` names the output format in errors.
    init(executable: URL, arguments: [String], encoding: FrameEncoding, label: String) throws {
        self.label = label
        queue = FrameQueue(capacity: Self.queueCapacity, encoding: encoding)
        // A dead ffmpeg must surface as a write error (EPIPE), not kill this process.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = executable
        process.arguments = ["-hide_banner", "-loglevel", "error", "-y"] + arguments
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        let errorPipe = Pipe()
        process.standardError = errorPipe
        do { try process.run() } catch {
            throw ExportError.ffmpegFailed(
                format: label, status: -1, detail: "could not start \(executable.path): \(error.localizedDescription)")
        }
        errors.collect(from: errorPipe.fileHandleForReading)
        FFmpeg.register(process.processIdentifier)
        let fd = input.fileHandleForWriting.fileDescriptor
        #if os(Linux)
            // A 1 MiB pipe (F_SETPIPE_SZ = 1031) instead of 64 KiB: a frame crosses in fewer wake-ups.
            _ = fcntl(fd, 1031, 1 << 20)
        #endif
        let queue = self.queue, done = writerDone
        let writer = Thread {
            queue.drain(into: fd)
            done.signal()
        }
        writer.name = "ffmpeg writer"
        writer.start()
    }

    /// Queues one frame; throws when ffmpeg has already failed.
    func write(_ frame: RenderedFrame) throws {
        if !queue.push(frame) {
            terminate()
            throw failure()
        }
    }

    /// Sends the queued frames, closes stdin and waits for ffmpeg; throws when it failed.
    func finish() throws {
        queue.close()
        writerDone.wait()
        closeInput()
        process.waitUntilExit()
        FFmpeg.unregister(process.processIdentifier)
        if queue.failed || process.terminationStatus != 0 { throw failure() }
    }

    /// Stops ffmpeg without waiting for a complete file.
    func terminate() {
        queue.cancel()
        if process.isRunning { process.terminate() }
        writerDone.wait()
        writerDone.signal() // later calls do not block
        closeInput()
        process.waitUntilExit()
        FFmpeg.unregister(process.processIdentifier)
    }

    private func closeInput() {
        guard !closed else { return }
        closed = true
        try? input.fileHandleForWriting.close()
    }

    private func failure() -> ExportError {
        if process.isRunning { process.waitUntilExit() }
        let lines = errors.text().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let detail = lines.last ?? (queue.failed ? "it stopped reading frames" : "")
        return .ffmpegFailed(format: label, status: process.terminationStatus, detail: detail)
    }
}

/// Frames between the recording thread and the ffmpeg writer thread.
private final class FrameQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var frames: [RenderedFrame] = []
    private let capacity: Int
    private var isClosed = false
    private var isCancelled = false
    private var didFail = false
    private let encoding: FrameEncoding

    init(capacity: Int, encoding: FrameEncoding) {
        self.capacity = capacity
        self.encoding = encoding
    }

    /// Whether writing to ffmpeg failed (it exited or closed its input).
    var failed: Bool { condition.withLock { didFail } }

    /// Adds a frame, waiting while the queue is full; false when the writer has failed.
    func push(_ frame: RenderedFrame) -> Bool {
        condition.withLock {
            while frames.count >= capacity && !didFail && !isCancelled { condition.wait() }
            guard !didFail && !isCancelled else { return false }
            frames.append(frame)
            condition.broadcast()
            return true
        }
    }

    /// No more frames: the writer finishes what is queued.
    func close() {
        condition.withLock {
            isClosed = true; condition.broadcast()
        }
    }

    /// Drop what is queued and stop the writer.
    func cancel() {
        condition.withLock {
            isCancelled = true; frames = []; condition.broadcast()
        }
    }

    private func pop() -> RenderedFrame? {
        condition.withLock {
            while frames.isEmpty && !isClosed && !isCancelled { condition.wait() }
            guard !isCancelled, !frames.isEmpty else { return nil }
            let frame = frames.removeFirst()
            condition.broadcast()
            return frame
        }
    }

    /// The writer thread's loop: each frame, as `encoding` says, to `fd`.
    func drain(into fd: Int32) {
        var packed: [UInt8] = []
        while let frame = pop() {
            let rowBytes = frame.width * 4
            let ok: Bool
            if encoding == .yuv420 {
                YUV420Converter.convert(frame, into: &packed)
                ok = packed.withUnsafeBytes { writeAll($0, to: fd) }
            } else if frame.bytesPerRow == rowBytes {
                ok = frame.pixels.withUnsafeBytes { writeAll($0, to: fd) }
            } else {
                if packed.count != rowBytes * frame.height { packed = [UInt8](repeating: 0, count: rowBytes * frame.height) }
                packed.withUnsafeMutableBytes { out in
                    frame.pixels.withUnsafeBytes { src in
                        for y in 0..<frame.height {
                            (out.baseAddress! + y * rowBytes).copyMemory(
                                from: src.baseAddress! + y * frame.bytesPerRow, byteCount: rowBytes)
                        }
                    }
                }
                ok = packed.withUnsafeBytes { writeAll($0, to: fd) }
            }
            if !ok {
                condition.withLock {
                    didFail = true; frames = []; condition.broadcast()
                }
                return
            }
        }
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = Foundation.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += n
        }
        return true
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
