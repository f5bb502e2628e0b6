import Interlude
import InterludeExport

/// Passes every `stride`-th frame of a sequence, shrunk by an integer `factor`, to another sink;
/// the gallery uses it so that the HTML scrubbers (one PNG per frame, embedded) stay small while
/// the previews keep the full rate and resolution.
///
/// Shrinking averages each `factor × factor` block of premultiplied pixels (a box filter) in
/// integer arithmetic; the recording's times and probe series are thinned the same way.
public final class ThinnedFrameSink: FrameSink {
    private let inner: FrameSink
    private let factor: Int
    private let stride: Int

    /// - Parameters:
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
        try inner.append(shrunk(frame), index: index / stride)
    }

    public func finish(_ recording: Recording) throws {
        let keep = { (values: [Double]) in values.enumerated().filter { $0.offset % self.stride == 0 }.map(\.element) }
        try inner.finish(Recording(title: recording.title, format: thinned(recording.format), times: keep(recording.times),
                                   series: recording.series.map { PropertySeries(name: $0.name, values: keep($0.values)) }))
    }

    public func abort() { inner.abort() }

    private func thinned(_ format: SequenceFormat) -> SequenceFormat {
        SequenceFormat(width: format.width / factor, height: format.height / factor, scale: format.scale / Double(factor),
                       framesPerSecond: max(1, format.framesPerSecond / stride),
                       frameCount: (format.frameCount + stride - 1) / stride)
    }

    /// The frame with each `factor × factor` block averaged into one pixel.
    func shrunk(_ frame: RenderedFrame) -> RenderedFrame {
        guard factor > 1 else { return frame }
        let width = frame.width / factor, height = frame.height / factor
        let area = factor * factor
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        frame.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    for x in 0..<width {
                        var sums = (0, 0, 0, 0)
                        for dy in 0..<factor {
                            var offset = (y * factor + dy) * frame.bytesPerRow + x * factor * 4
                            for _ in 0..<factor {
                                sums.0 += Int(source[offset]); sums.1 += Int(source[offset + 1])
                                sums.2 += Int(source[offset + 2]); sums.3 += Int(source[offset + 3])
                                offset += 4
                            }
                        }
                        let out = (y * width + x) * 4
                        target[out] = UInt8((sums.0 + area / 2) / area)
                        target[out + 1] = UInt8((sums.1 + area / 2) / area)
                        target[out + 2] = UInt8((sums.2 + area / 2) / area)
                        target[out + 3] = UInt8((sums.3 + area / 2) / area)
                    }
                }
            }
        }
        return RenderedFrame(width: width, height: height, bytesPerRow: width * 4, pixels: pixels,
                             scale: frame.scale / CGFloat(factor), time: frame.time)
    }
}
