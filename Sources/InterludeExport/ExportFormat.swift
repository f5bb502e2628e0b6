import Foundation

/// The outputs an export can produce, and the file each writes for a scene.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// H.264 video (ffmpeg).
    case mp4
    /// Palette GIF, at most 50 fps (ffmpeg).
    case gif
    /// Animated PNG (own writer).
    case apng
    /// Self-contained HTML page with slider, playback and property plots.
    case html
    /// One PNG contact sheet of labelled frames.
    case filmstrip
    /// One PNG file per frame, in a folder (slow: only on request).
    case png

    /// Whether this format needs ffmpeg on `PATH`.
    public var needsFFmpeg: Bool { self == .mp4 || self == .gif }

    /// The file (or, for `png`, the folder) written for `baseName` in `folder`.
    public func destination(in folder: URL, baseName: String) -> URL {
        switch self {
        case .mp4: return folder.appendingPathComponent("\(baseName).mp4")
        case .gif: return folder.appendingPathComponent("\(baseName).gif")
        case .apng: return folder.appendingPathComponent("\(baseName).apng")
        case .html: return folder.appendingPathComponent("\(baseName).html")
        case .filmstrip: return folder.appendingPathComponent("\(baseName)-filmstrip.png")
        case .png: return folder.appendingPathComponent("\(baseName)-frames", isDirectory: true)
        }
    }

    /// A sink writing this format for `baseName` into `folder` (for `png`, the frames folder is created).
    /// - Parameters:
    ///   - folder: the output folder.
    ///   - baseName: the file name without extension, usually the scene's name.
    ///   - inBackground: run the encoding on a thread of its own (``BackgroundFrameSink``); defaults
    ///     to true. ffmpeg formats are always concurrent (ffmpeg is another process).
    ///   - scrubberMaximumWidth: for `html`, frames wider than this many pixels are shrunk
    ///     (``HTMLScrubberSink/maximumFrameWidth``); nil keeps them full size.
    ///   - environment: where ffmpeg is looked up (`PATH`).
    public func makeSink(
        in folder: URL, baseName: String, inBackground: Bool = true, scrubberMaximumWidth: Int? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> FrameSink {
        let url = destination(in: folder, baseName: baseName)
        let sink: FrameSink
        switch self {
        case .mp4: return FFmpegSink(destination: url, container: .mp4, environment: environment)
        case .gif: return FFmpegSink(destination: url, container: .gif, environment: environment)
        case .apng: sink = APNGSink(destination: url)
        case .html: sink = HTMLScrubberSink(destination: url, maximumFrameWidth: scrubberMaximumWidth)
        case .filmstrip: sink = FilmstripSink(destination: url)
        case .png:
            do { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) } catch {
                throw ExportError.notWritable(path: url.path, reason: "cannot create the frames folder")
            }
            sink = PNGFramesSink(folder: url)
        }
        return inBackground ? BackgroundFrameSink(sink) : sink
    }
}
