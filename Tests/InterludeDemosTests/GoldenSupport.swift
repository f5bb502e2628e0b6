import Foundation
import Testing
import Interlude
import InterludeExport

/// Golden frames of the demos: a window rendered at @1x compared with `Goldens/<name>.png`.
///
/// A pixel differs when any channel (premultiplied ARGB) is more than 2/255 off; at most 0.1 % of
/// the pixels may differ. A missing golden is recorded and the test fails, asking for a rerun;
/// `INTERLUDE_RECORD_GOLDENS=1` re-records (and fails, so a recording run is never taken for a
/// pass). The comparison is the export module's ``FrameComparison`` (the `interlude compare` check);
/// on a mismatch the actual frame and its difference image are written to a temporary folder named
/// in the failure.
enum GoldenFrame {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static let channelTolerance = 2
    static let allowedFraction = 0.001
}

/// Renders `window` at @1x at its clock's current time and compares it with the golden `name`.
@MainActor
func expectGoldenFrame(_ window: UIWindow, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = window.renderFrame(scale: 1)
    let url = GoldenFrame.folder.appendingPathComponent("\(name).png")
    let record = ProcessInfo.processInfo.environment["INTERLUDE_RECORD_GOLDENS"] == "1"
    guard !record, let golden = RenderedFrame(contentsOfFile: url.path) else {
        try? FileManager.default.createDirectory(at: GoldenFrame.folder, withIntermediateDirectories: true)
        try? actual.pngData().write(to: url)
        Issue.record(Comment(rawValue: "recorded golden \(url.path); look at it, then rerun the tests"),
                     sourceLocation: sourceLocation)
        return
    }
    guard let comparison = FrameComparison(actual, golden, tolerance: GoldenFrame.channelTolerance),
          let diff = FrameComparison.differenceImage(actual, golden, tolerance: GoldenFrame.channelTolerance) else {
        Issue.record(Comment(rawValue: "\(name): size \(actual.width)×\(actual.height), golden \(golden.width)×\(golden.height)"),
                     sourceLocation: sourceLocation)
        return
    }
    guard !comparison.passes(maximumFraction: GoldenFrame.allowedFraction) else { return }
    let (differing, fraction) = (comparison.differingPixels, comparison.differingFraction)
    let failures = FileManager.default.temporaryDirectory.appendingPathComponent("interlude-demo-golden-failures")
    try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
    let actualURL = failures.appendingPathComponent("\(name)-actual.png")
    let diffURL = failures.appendingPathComponent("\(name)-diff.png")
    try? actual.pngData().write(to: actualURL)
    try? diff.pngData().write(to: diffURL)
    let percent = String(format: "%.3f", fraction * 100)
    Issue.record(Comment(rawValue: "\(name): \(differing) pixels (\(percent) %) differ by more than "
        + "\(GoldenFrame.channelTolerance)/255 from \(url.path); actual: \(actualURL.path), diff: \(diffURL.path)"),
        sourceLocation: sourceLocation)
}
