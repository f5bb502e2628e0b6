import Foundation
import Testing
@testable import InterludeUIKit
import InterludeRender

/// Golden frames: mid-transition scenes compared with PNGs in `Goldens/` at 2/255 per channel,
/// with at most 0.1 % of the pixels allowed beyond that. A missing golden is recorded and the test
/// fails, asking for a rerun; `INTERLUDE_RECORD_GOLDENS=1` re-records all. On a mismatch the
/// actual frame and a difference image are written to a temporary folder named in the failure.
@MainActor
@Suite("Golden frames")
struct GoldenFrameTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static let channelTolerance = 2
    static let allowedFraction = 0.001

    @Test("navigation push at 50 %") func push() { check(GoldenScenes.navigationPush(progress: 0.5), "push-50") }
    @Test("navigation push at 25 %") func pushQuarter() { check(GoldenScenes.navigationPush(progress: 0.25), "push-25") }
    @Test("blurred sheet at 40 %") func sheet() { check(GoldenScenes.blurredSheet(progress: 0.4), "sheet-40") }
    @Test("perspective flip at 35 %") func flip() { check(GoldenScenes.flip(progress: 0.35), "flip-35") }

    func check(_ window: UIWindow, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = window.renderFrame(scale: 2)
        let url = Self.goldens.appendingPathComponent("\(name).png")
        let record = ProcessInfo.processInfo.environment["INTERLUDE_RECORD_GOLDENS"] == "1"
        guard !record, let golden = RenderedFrame(contentsOfFile: url.path) else {
            try? FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
            try? actual.pngData().write(to: url)
            Issue.record(Comment(rawValue: "recorded golden \(url.path); rerun the tests"), sourceLocation: sourceLocation)
            return
        }
        guard golden.width == actual.width, golden.height == actual.height else {
            Issue.record(Comment(rawValue: "\(name): size \(actual.width)×\(actual.height), golden \(golden.width)×\(golden.height)"),
                         sourceLocation: sourceLocation)
            return
        }
        var differing = 0
        var diff = [UInt8](repeating: 0, count: actual.pixels.count)
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = actual.premultipliedWord(x: x, y: y), g = golden.premultipliedWord(x: x, y: y)
                var worst: UInt32 = 0
                for shift in stride(from: 0 as UInt32, through: 24, by: 8) {
                    let da = (a >> shift) & 0xFF, dg = (g >> shift) & 0xFF
                    worst = max(worst, da > dg ? da - dg : dg - da)
                }
                if worst > UInt32(Self.channelTolerance) { differing += 1 }
                let v = UInt8(min(255, worst * 8))
                let offset = y * actual.bytesPerRow + x * 4
                (diff[offset], diff[offset + 1], diff[offset + 2], diff[offset + 3]) = (v, v, v, 255)
            }
        }
        let fraction = Double(differing) / Double(actual.width * actual.height)
        if fraction > Self.allowedFraction {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("interlude-golden-failures")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let actualURL = folder.appendingPathComponent("\(name)-actual.png"), diffURL = folder.appendingPathComponent("\(name)-diff.png")
            try? actual.pngData().write(to: actualURL)
            let diffFrame = RenderedFrame(width: actual.width, height: actual.height, bytesPerRow: actual.bytesPerRow, pixels: diff,
                                          scale: actual.scale, time: actual.time)
            try? diffFrame.pngData().write(to: diffURL)
            let percent = String(format: "%.3f", fraction * 100)
            let message = "\(name): \(differing) pixels (\(percent) %) differ by more than \(Self.channelTolerance)/255 from \(url.path); "
                + "actual: \(actualURL.path), diff: \(diffURL.path)"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }
}
