/// How fast a live window drew: frames per second while something moved, and frame-time
/// percentiles.
///
/// Only frames drawn right after another (while animating or dragging) count: the time a window
/// spends idle, drawing nothing, is no frame time.
public struct FrameStatistics: Sendable, Equatable {
    /// Frames drawn and shown.
    public let framesDrawn: Int
    /// Seconds between consecutive frames shown while busy, in the order measured.
    public let intervals: [Double]
    /// Seconds of work per frame drawn: moving the clock, delivering input, rendering and
    /// uploading the picture (not waiting for the display's refresh).
    public let workTimes: [Double]

    /// Statistics of `framesDrawn` frames with the measured `intervals` and `workTimes`.
    public init(framesDrawn: Int, intervals: [Double], workTimes: [Double]) {
        self.framesDrawn = framesDrawn
        self.intervals = intervals
        self.workTimes = workTimes
    }

    /// Frames per second while busy: the reciprocal of the mean interval (0 without intervals).
    public var framesPerSecond: Double {
        guard !intervals.isEmpty else { return 0 }
        let mean = intervals.reduce(0, +) / Double(intervals.count)
        return mean > 0 ? 1 / mean : 0
    }

    /// The `fraction` percentile (0…1, nearest rank) of `values`; 0 when empty.
    public static func percentile(_ fraction: Double, of values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count - 1, max(0, rank - 1))]
    }

    /// One line: frames, frames per second, and the 50th/95th/99th percentile and largest frame
    /// interval and work time in milliseconds.
    public var summary: String {
        func milliseconds(_ values: [Double]) -> String {
            let numbers = [0.5, 0.95, 0.99].map { Self.percentile($0, of: values) } + [values.max() ?? 0]
            return numbers.map { String(format: "%.1f", $0 * 1000) }.joined(separator: "/")
        }
        return String(format: "%d frames drawn, %.1f frames per second while busy; ", framesDrawn, framesPerSecond)
            + "frame interval p50/p95/p99/max \(milliseconds(intervals)) ms, work \(milliseconds(workTimes)) ms"
    }
}
