import Interlude

/// Passes every `stride`-th frame of a sequence, shrunk by an integer `factor`, to another sink;
/// the gallery uses it so that the HTML scrubbers (one PNG per frame, embedded) stay small while
/// the previews keep the full rate and resolution.
///
/// Shrinking averages each `factor × factor` block of premultiplied pixels
/// (`RenderedFrame.shrunk(by:)`); the recording's times and probe series are thinned the same way.
public final class ThinnedFrameSink: FrameSink {
    private let inner: FrameSink
    private let factor: Int
    private let stride: Int

    /// - Parameters:
    ///   - inner: the sink receiving the thinned, shrunk frames.
    ///   - factor: pixels per output pixel along each axis (≥ 1).
    ///   - stride: keep frames 0, stride, 2 × stride, … (≥ 1).
    public init(_ inner: FrameSink, factor: Int, stride: Int) {
        self.inner = inner
        self.factor = max(1, factor)
        self.stride = max(1, stride)
    }

    public var destination: URL { inner.destination }

    public func begin(_ format: SequenceFormat) throws {
        try inner.begin(thinned(format))
    }

    public func append(_ frame: RenderedFrame, index: Int) throws {
        guard index % stride == 0 else { return }
        try inner.append(frame.shrunk(by: factor), index: index / stride)
    }

    public func finish(_ recording: Recording) throws {
        let keep = { (values: [Double]) in values.enumerated().filter { $0.offset % self.stride == 0 }.map(\.element) }
        try inner.finish(
            Recording(
                title: recording.title, format: thinned(recording.format), times: keep(recording.times),
                series: recording.series.map { PropertySeries(name: $0.name, values: keep($0.values)) }))
    }

    public func abort() { inner.abort() }

    private func thinned(_ format: SequenceFormat) -> SequenceFormat {
        SequenceFormat(
            width: format.width / factor, height: format.height / factor, scale: format.scale / Double(factor),
            framesPerSecond: max(1, format.framesPerSecond / stride),
            frameCount: (format.frameCount + stride - 1) / stride)
    }
}
