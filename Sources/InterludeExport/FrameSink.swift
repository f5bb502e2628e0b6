import Interlude
import Foundation

/// What every frame of a recorded sequence shares, given to sinks before the first frame.
public struct SequenceFormat: Sendable, Equatable {
    /// Frame width in pixels.
    public var width: Int
    /// Frame height in pixels.
    public var height: Int
    /// Pixels per point the frames were rendered at.
    public var scale: Double
    /// Frames per second of the sampling; frame i shows clock time `startTime + i / fps`.
    public var framesPerSecond: Int
    /// How many frames the sequence has.
    public var frameCount: Int

    /// A format; see the properties for units.
    public init(width: Int, height: Int, scale: Double, framesPerSecond: Int, frameCount: Int) {
        self.width = width
        self.height = height
        self.scale = scale
        self.framesPerSecond = framesPerSecond
        self.frameCount = frameCount
    }

    /// Seconds from the first frame to the given frame.
    public func time(ofFrame index: Int) -> Double { Double(index) / Double(framesPerSecond) }
}

/// Receives the frames of a sequence, in order, and writes one output file.
///
/// Life cycle: ``begin(_:)`` once, ``append(_:index:)`` for frames 0…frameCount−1, then
/// ``finish(_:)`` (which writes the file under its final name) — or ``abort()`` at any point,
/// which removes everything written so far.
public protocol FrameSink: AnyObject {
    /// The file this sink writes (it exists only after a successful ``finish(_:)``).
    var destination: URL { get }
    /// Prepares the output (creates the temporary file, starts ffmpeg, …).
    func begin(_ format: SequenceFormat) throws
    /// Takes frame `index` (0-based).
    func append(_ frame: RenderedFrame, index: Int) throws
    /// Completes the output; `recording` holds the sampled properties (used by the HTML scrubber).
    func finish(_ recording: Recording) throws
    /// Stops and removes any partial output.
    func abort()
}

/// The properties sampled while recording: one value per frame for each probe.
public struct Recording: Sendable, Equatable {
    /// Name of what was recorded (the scene), for titles.
    public var title: String
    /// Frame format of the sequence.
    public var format: SequenceFormat
    /// Seconds since the first frame, one per frame.
    public var times: [Double]
    /// One series per probe, in the order the probes were given.
    public var series: [PropertySeries]

    /// A recording; `times` and every series have one entry per frame.
    public init(title: String, format: SequenceFormat, times: [Double], series: [PropertySeries]) {
        self.title = title
        self.format = format
        self.times = times
        self.series = series
    }
}

/// The values of one probe, one per frame.
public struct PropertySeries: Sendable, Equatable {
    /// The probe's name, e.g. "card.x" or "percentComplete".
    public var name: String
    /// One value per frame; NaN where the probe had nothing to read.
    public var values: [Double]

    /// A series named `name`.
    public init(name: String, values: [Double]) {
        self.name = name
        self.values = values
    }
}
