import Testing
import Foundation

@Suite("Source hygiene")
struct SourceHygieneTests {
    /// Time is an input: no wall clock, timer or date below the host layer.
    @Test("no wall-clock reads in the library sources")
    func noWallClock() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let libraries = ["InterludeMath", "InterludeGraphics", "InterludeQuartzCore", "InterludeUIKit", "InterludeRender", "Interlude"].map { root.appendingPathComponent("Sources/\($0)") }
        let forbidden = ["Date()", "DispatchTime.now", "systemUptime", "clock_gettime", "CFAbsoluteTimeGetCurrent",
                         "Timer.scheduledTimer", "Date.now", "ContinuousClock", "SuspendingClock"]
        var offenders: [String] = []
        for directory in libraries {
            let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            #expect(!files.isEmpty, "no sources found under \(directory.path)")
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                for word in forbidden where text.contains(word) { offenders.append("\(file.lastPathComponent): \(word)") }
            }
        }
        #expect(offenders.isEmpty, "wall-clock reads: \(offenders)")
    }
}
