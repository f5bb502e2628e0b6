import Interlude
import InterludeGoldenSupport
import Testing

/// The demos' golden frames, one per demo, in `Goldens/` beside this file.
let demoGoldens = GoldenFrames(besideFile: #filePath)

/// Renders `window` at @1x at its clock's current time and compares it with the golden `name`
/// (tolerances, recording and failure artifacts: ``GoldenFrames``).
@MainActor
func expectGoldenFrame(_ window: UIWindow, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    demoGoldens.expectMatch(window.renderFrame(scale: 1), named: name, sourceLocation: sourceLocation)
}
