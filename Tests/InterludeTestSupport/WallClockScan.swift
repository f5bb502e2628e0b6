import Foundation
import Testing

/// The check that time is an input: the named source folders read no wall clock, timer or date
/// (only the command-line tool and the benchmarks may, for progress and measurements).
public enum WallClockScan {
    /// The calls that read wall time or schedule on it.
    public static let forbidden = [
        "Date()", "DispatchTime.now", "systemUptime", "clock_gettime", "CFAbsoluteTimeGetCurrent",
        "Timer.scheduledTimer", "Date.now", "ContinuousClock", "SuspendingClock",
    ]

    /// The package's root folder (this file is `Tests/InterludeTestSupport/WallClockScan.swift`).
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Expects no forbidden word in the Swift files under `Sources/<target>` for each target, and
    /// at least `minimumFiles` files in each (so a moved folder cannot pass by being empty).
    public static func expectNoWallClockReads(
        inTargets targets: [String], minimumFiles: Int = 1, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var offenders: [String] = []
        for target in targets {
            let folder = packageRoot.appendingPathComponent("Sources/\(target)")
            let files =
                FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            #expect(
                files.count >= minimumFiles, "\(files.count) sources found under \(folder.path)",
                sourceLocation: sourceLocation)
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                for word in forbidden where text.contains(word) { offenders.append("\(file.lastPathComponent): \(word)") }
            }
        }
        #expect(offenders.isEmpty, "wall-clock reads: \(offenders)", sourceLocation: sourceLocation)
    }
}
