import Foundation
import Testing
import Interlude

/// Golden frames of the demos: a window rendered at @1x compared with `Goldens/<name>.png`.
///
/// A pixel differs when any channel (premultiplied ARGB) is more than 2/255 off; at most 0.1 % of
/// the pixels may differ. A missing golden is recorded and the test fails, asking for a rerun;
/// `INTERLUDE_RECORD_GOLDENS=1` re-records (and fails, so a recording run is never taken for a
/// pass). On a mismatch the actual frame and a difference image (differences × 8, grey) are
/// written to a temporary folder named in the failure.
enum GoldenFrame {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static let channelTolerance: UInt32 = 2
    static let allowedFraction = 0.001

    /// Pixels whose channels differ by more than the tolerance, and the difference image.
    static func compare(_ actual: RenderedFrame, _ golden: RenderedFrame) -> (differing: Int, diff: RenderedFrame) {
        var differing = 0
        var diff = [UInt8](repeating: 0, count: actual.pixels.count)
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = actual.premultipliedWord(x: x, y: y), g = golden.premultipliedWord(x: x, y: y)
                var worst: UInt32 = 0
                for shift in stride(from: 0 as UInt32, through: 24, by: 8) {
                    let ca = (a >> shift) & 0xFF, cg = (g >> shift) & 0xFF
                    worst = max(worst, ca > cg ? ca - cg : cg - ca)
                }
                if worst > channelTolerance { differing += 1 }
                let v = UInt8(min(255, worst * 8))
                let offset = y * actual.bytesPerRow + x * 4
                (diff[offset], diff[offset + 1], diff[offset + 2], diff[offset + 3]) = (v, v, v, 255)
            }
        }
        let image = RenderedFrame(width: actual.width, height: actual.height, bytesPerRow: actual.bytesPerRow,
                                  pixels: diff, scale: actual.scale, time: actual.time)
        return (differing, image)
    }
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
    guard golden.width == actual.width, golden.height == actual.height else {
        Issue.record(Comment(rawValue: "\(name): size \(actual.width)×\(actual.height), golden \(golden.width)×\(golden.height)"),
                     sourceLocation: sourceLocation)
        return
    }
    let (differing, diff) = GoldenFrame.compare(actual, golden)
    let fraction = Double(differing) / Double(max(1, actual.width * actual.height))
    guard fraction > GoldenFrame.allowedFraction else { return }
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
