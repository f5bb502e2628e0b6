import Foundation

/// Why an export failed. `description` is one line meant for a person, naming what to do.
public enum ExportError: Error, CustomStringConvertible, Equatable, Sendable {
    /// ffmpeg is needed for `format` and is not on `PATH`.
    case ffmpegMissing(format: String)
    /// ffmpeg ran and failed; `detail` is the last line it printed.
    case ffmpegFailed(format: String, status: Int32, detail: String)
    /// The destination folder or file cannot be written.
    case notWritable(path: String, reason: String)
    /// A frame differs in size from the first frame of the sequence.
    case frameSizeChanged(expected: String, got: String, index: Int)
    /// Parameters out of range (frame rate, duration, scale, size).
    case invalidParameter(String)

    /// One line for a person: what went wrong and what to do.
    public var description: String {
        switch self {
        case .ffmpegMissing(let format):
            return
                "\(format) export needs ffmpeg, which is not on PATH: install it with `sudo apt-get install ffmpeg` (or rerun scripts/setup.sh)"
        case let .ffmpegFailed(format, status, detail):
            return "ffmpeg failed while writing \(format) (exit status \(status))\(detail.isEmpty ? "" : ": \(detail)")"
        case let .notWritable(path, reason):
            return "cannot write \(path): \(reason)"
        case let .frameSizeChanged(expected, got, index):
            return "frame \(index) is \(got), but the sequence started at \(expected)"
        case .invalidParameter(let message):
            return message
        }
    }
}
