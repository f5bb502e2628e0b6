import Interlude
import Foundation

/// Writes every frame as its own PNG file, `<prefix>-0000.png`, `<prefix>-0001.png`, … in a folder.
///
/// Only on request: a PNG per frame costs far more than a video frame (see
/// [Exporting](/documentation/interlude/exporting)). Each file is written under a temporary name
/// and renamed; ``abort()`` removes the files already written.
public final class PNGFramesSink: FrameSink {
    /// The folder the frames go to (it must exist).
    public let destination: URL
    /// File name prefix; defaults to "frame".
    public let prefix: String
    private let encoder: PNGEncoder
    private var written: [URL] = []

    /// Frames written into `folder` (which must exist) as `<prefix>-NNNN.png`.
    public init(folder: URL, prefix: String = "frame", encoder: PNGEncoder = PNGEncoder()) {
        destination = folder
        self.prefix = prefix
        self.encoder = encoder
    }

    /// The files written so far, in frame order.
    public var files: [URL] { written }

    /// The name of frame `index`'s file.
    public func fileName(ofFrame index: Int) -> String {
        "\(prefix)-\(String(repeating: "0", count: max(0, 4 - String(index).count)))\(index).png"
    }

    private var format: SequenceFormat?

    public func begin(_ format: SequenceFormat) throws {
        self.format = format
        written = []
    }

    public func append(_ frame: RenderedFrame, index: Int) throws {
        guard let format else { preconditionFailure("PNGFramesSink.append before begin") }
        try checkSize(frame, format: format, index: index)
        let url = destination.appendingPathComponent(fileName(ofFrame: index))
        let file = try AtomicOutputFile(destination: url)
        try file.write(encoder.encode(frame))
        try file.commit()
        written.append(url)
    }

    public func finish(_ recording: Recording) throws {}

    public func abort() {
        for url in written { try? FileManager.default.removeItem(at: url) }
        written = []
    }
}
