import Foundation
import Testing

@Suite("Export source hygiene")
struct ExportSourceHygieneTests {
    /// Frames are taken on the window clock: the exporter library never reads wall time (only the
    /// command-line tool and the benchmarks do, for progress and measurements).
    @Test("no wall-clock reads in InterludeExport")
    func noWallClock() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Sources/InterludeExport")
        let forbidden = ["Date()", "DispatchTime.now", "systemUptime", "clock_gettime", "CFAbsoluteTimeGetCurrent",
                         "Timer.scheduledTimer", "Date.now", "ContinuousClock", "SuspendingClock"]
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 10, "sources not found under \(folder.path)")
        var offenders: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for word in forbidden where text.contains(word) { offenders.append("\(file.lastPathComponent): \(word)") }
        }
        #expect(offenders.isEmpty, "wall-clock reads: \(offenders)")
    }
}
