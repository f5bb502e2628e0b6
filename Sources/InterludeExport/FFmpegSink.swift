import Interlude
import Foundation

/// Writes H.264 MP4 or palette GIF files by piping raw frames into ffmpeg (no temporary images).
///
/// - MP4: libx264, `yuv420p` (what every player decodes; it needs even sizes, so an odd last
///   column or row is cropped); frames are converted to it here (`YUV420Converter`), CRF 18, preset `superfast` tuned `zerolatency` (the fastest
///   measured for short clips: no lookahead to fill and flush; see [Exporting](/documentation/interlude/exporting)), and
///   `+faststart` so browsers can play it while loading.
/// - GIF: one pass through `split → palettegen → paletteuse`, so the 256 colors are chosen for
///   this sequence; at most 50 frames per second (GIF delays are whole centiseconds and browsers
///   treat delays under 2 cs as 10 cs), so faster sequences are resampled to 50 fps (2 cs delays).
///   Loops forever.
///
/// The output is written under a temporary name and renamed when ffmpeg succeeds. When ffmpeg is
/// not on `PATH`, ``begin(_:)`` throws `ExportError.ffmpegMissing` saying how to install it.
public final class FFmpegSink: FrameSink {
    /// The two containers ffmpeg writes for us.
    public enum Container: String, Sendable {
        /// H.264 in MP4.
        case mp4 = "MP4"
        /// Palette GIF.
        case gif = "GIF"
    }

    /// The `.mp4` or `.gif` file written.
    public let destination: URL
    /// MP4 or GIF.
    public let container: Container
    private let environment: [String: String]
    private var file: AtomicOutputFile?
    private var pipe: FFmpegPipe?
    private var format: SequenceFormat?
    /// MP4 only: convert to I420 here (true, the default) or let ffmpeg convert ARGB (for measurements).
    package var convertsToYUVHere = true

    /// x264 settings for MP4: preset, optional tune, constant rate factor (0…51, lower is better).
    public struct H264Settings: Sendable, Equatable {
        /// x264 preset, `ultrafast` … `veryslow`.
        public var preset: String
        /// x264 tune (e.g. `zerolatency`), or nil for none.
        public var tune: String?
        /// Constant rate factor, 0…51; 18 is visually lossless for UI frames.
        public var crf: Int
        /// Settings for libx264.
        public init(preset: String, tune: String? = nil, crf: Int = 18) {
            self.preset = preset
            self.tune = tune
            self.crf = crf
        }
        /// The default, chosen for export speed on UI frames (see [Exporting](/documentation/interlude/exporting)).
        public static let standard = H264Settings(preset: "superfast", tune: "zerolatency", crf: 18)
    }

    /// x264 settings used for MP4.
    public let h264: H264Settings

    /// The highest frame rate GIF can show faithfully.
    public static let maximumGIFFramesPerSecond = 50

    /// A sink piping frames to ffmpeg, which writes `destination` when the sequence finishes.
    /// - Parameters:
    ///   - destination: the file to write (replaced atomically).
    ///   - container: MP4 (H.264) or GIF.
    ///   - h264: x264 settings for MP4.
    ///   - environment: where `PATH` is read from to find ffmpeg (the process's by default).
    public init(
        destination: URL, container: Container, h264: H264Settings = .standard,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.destination = destination
        self.h264 = h264
        self.container = container
        self.environment = environment
    }

    public func begin(_ format: SequenceFormat) throws {
        guard let ffmpeg = FFmpeg.locate(environment: environment) else {
            throw ExportError.ffmpegMissing(format: container.rawValue)
        }
        self.format = format
        let file = try AtomicOutputFile(destination: destination)
        do {
            let encoding: FrameEncoding = container == .mp4 && convertsToYUVHere ? .yuv420 : .argb32
            pipe = try FFmpegPipe(
                executable: ffmpeg,
                arguments: FFmpeg.rawInput(format, encoding: encoding)
                    + outputArguments(format) + [file.temporary.path], encoding: encoding, label: container.rawValue)
        } catch {
            file.discard()
            throw error
        }
        self.file = file
    }

    func outputArguments(_ format: SequenceFormat) -> [String] {
        switch container {
        case .mp4:
            var arguments: [String] = []
            if !convertsToYUVHere && (format.width % 2 != 0 || format.height % 2 != 0) {
                arguments += ["-vf", "crop=\(format.width / 2 * 2):\(format.height / 2 * 2):0:0"]
            }
            // Otherwise frames arrive as I420 already (YUV420Converter), cropped to even sizes.
            arguments += ["-c:v", "libx264", "-preset", h264.preset]
            if let tune = h264.tune { arguments += ["-tune", tune] }
            return arguments + ["-crf", "\(h264.crf)", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4"]
        case .gif:
            let resample =
                format.framesPerSecond > Self.maximumGIFFramesPerSecond
                ? "fps=\(Self.maximumGIFFramesPerSecond)," : ""
            return [
                "-vf", "\(resample)split[a][b];[a]palettegen[p];[b][p]paletteuse",
                "-loop", "0", "-f", "gif",
            ]
        }
    }

    public func append(_ frame: RenderedFrame, index: Int) throws {
        guard let pipe, let format else { preconditionFailure("FFmpegSink.append before begin") }
        do {
            try checkSize(frame, format: format, index: index)
            try pipe.write(frame)
        } catch {
            abort()
            throw error
        }
    }

    public func finish(_ recording: Recording) throws {
        guard let pipe, let file else { preconditionFailure("FFmpegSink.finish before begin") }
        do {
            try pipe.finish()
            try file.commit()
        } catch {
            file.discard()
            self.pipe = nil
            self.file = nil
            throw error
        }
        self.pipe = nil
        self.file = nil
    }

    public func abort() {
        pipe?.terminate()
        pipe = nil
        file?.discard()
        file = nil
    }
}
