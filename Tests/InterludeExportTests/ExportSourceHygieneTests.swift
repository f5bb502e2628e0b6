import InterludeTestSupport
import Testing

@Suite("Export source hygiene")
struct ExportSourceHygieneTests {
    /// Frames are taken on the window clock: the exporter library never reads wall time (only the
    /// command-line tool and the benchmarks do, for progress and measurements).
    @Test("no wall-clock reads in InterludeExport")
    func noWallClock() throws {
        try WallClockScan.expectNoWallClockReads(inTargets: ["InterludeExport"], minimumFiles: 11)
    }
}
