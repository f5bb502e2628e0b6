import InterludeTestSupport
import Testing

@Suite("Source hygiene")
struct SourceHygieneTests {
    /// Time is an input: no wall clock, timer or date below the host layer.
    @Test("no wall-clock reads in the library sources")
    func noWallClock() throws {
        try WallClockScan.expectNoWallClockReads(inTargets: [
            "InterludeMath", "InterludeGraphics", "InterludeQuartzCore", "InterludeUIKit", "InterludeRender", "Interlude",
        ])
    }
}
