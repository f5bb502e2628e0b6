import Foundation
import Interlude
import InterludeExport
import Testing

/// A folder of golden frames (PNG) that rendered frames are compared with.
///
/// A pixel differs when any channel (premultiplied ARGB) is more than 2/255 off; at most 0.1 % of
/// the pixels may differ. The comparison is the export module's ``FrameComparison`` (the
/// `interlude compare` check). A missing golden is recorded and the test fails, asking for a look
/// and a rerun; `INTERLUDE_RECORD_GOLDENS=1` re-records (and fails, so a recording run is never
/// taken for a pass). On a mismatch the actual frame and its difference image are written to a
/// temporary folder named in the failure.
public struct GoldenFrames: Sendable {
    public static let channelTolerance = 2
    public static let allowedFraction = 0.001

    /// Where the goldens live.
    public let folder: URL
    /// Names the temporary folder failures are written to (the test target's name).
    private let label: String

    /// The `Goldens` folder beside `file` (pass `#filePath` of a file in the test target).
    public init(besideFile file: String) {
        let directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        folder = directory.appendingPathComponent("Goldens")
        label = directory.lastPathComponent
    }

    /// Compares `actual` with the golden `name`, recording an issue when it differs beyond the
    /// tolerances, has another size, or the golden is missing.
    public func expectMatch(_ actual: RenderedFrame, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = folder.appendingPathComponent("\(name).png")
        let record = ProcessInfo.processInfo.environment["INTERLUDE_RECORD_GOLDENS"] == "1"
        guard !record, let golden = RenderedFrame(contentsOfFile: url.path) else {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? actual.pngData().write(to: url)
            Issue.record(
                Comment(rawValue: "recorded golden \(url.path); look at it, then rerun the tests"),
                sourceLocation: sourceLocation)
            return
        }
        let tolerance = Self.channelTolerance
        guard let comparison = FrameComparison(actual, golden, tolerance: tolerance),
            let diff = FrameComparison.differenceImage(actual, golden, tolerance: tolerance)
        else {
            Issue.record(
                Comment(rawValue: "\(name): size \(actual.width)×\(actual.height), golden \(golden.width)×\(golden.height)"),
                sourceLocation: sourceLocation)
            return
        }
        guard !comparison.passes(maximumFraction: Self.allowedFraction) else { return }
        let failures = FileManager.default.temporaryDirectory
            .appendingPathComponent("interlude-golden-failures").appendingPathComponent(label)
        try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let actualURL = failures.appendingPathComponent("\(name)-actual.png")
        let diffURL = failures.appendingPathComponent("\(name)-diff.png")
        try? actual.pngData().write(to: actualURL)
        try? diff.pngData().write(to: diffURL)
        let percent = String(format: "%.3f", comparison.differingFraction * 100)
        Issue.record(
            Comment(
                rawValue: "\(name): \(comparison.differingPixels) pixels (\(percent) %) differ by more than "
                    + "\(tolerance)/255 from \(url.path); actual: \(actualURL.path), diff: \(diffURL.path)"),
            sourceLocation: sourceLocation)
    }
}
