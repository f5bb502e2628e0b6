import Testing
@testable import InterludeUIKit
import InterludeGoldenSupport
import InterludeRender

/// Golden frames: mid-transition scenes rendered at @2x and compared with the PNGs in `Goldens/`
/// (tolerances, recording and failure artifacts: ``GoldenFrames``).
@MainActor
@Suite("Golden frames")
struct GoldenFrameTests {
    static let goldens = GoldenFrames(besideFile: #filePath)

    @Test("navigation push at 50 %") func push() { check(GoldenScenes.navigationPush(progress: 0.5), "push-50") }
    @Test("navigation push at 25 %") func pushQuarter() { check(GoldenScenes.navigationPush(progress: 0.25), "push-25") }
    @Test("blurred sheet at 40 %") func sheet() { check(GoldenScenes.blurredSheet(progress: 0.4), "sheet-40") }
    @Test("perspective flip at 35 %") func flip() { check(GoldenScenes.flip(progress: 0.35), "flip-35") }

    func check(_ window: UIWindow, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Self.goldens.expectMatch(window.renderFrame(scale: 2), named: name, sourceLocation: sourceLocation)
    }
}
