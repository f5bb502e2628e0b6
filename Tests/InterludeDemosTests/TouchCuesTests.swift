import Testing
import Interlude
import InterludeExport
import InterludeDemoScenes

@MainActor
@Suite("Touch cues")
struct TouchCuesTests {
    @Test("a 0.1 s drag at 60 fps: began at the start, 6 moves one frame apart, ended at the end point")
    func dragTiming() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let cues = Cue.drag(from: CGPoint(x: 0, y: 100), to: CGPoint(x: 60, y: 100), start: 1, duration: 0.1, in: window)
        try #require(cues.count == 8)
        let times = cues.map(\.time)
        #expect(times.first == 1)
        #expect(abs(times[1] - (1 + 0.1 / 6)) < 1e-12)
        #expect(abs(times[6] - 1.1) < 1e-12 && abs(times[7] - 1.1) < 1e-12)
    }

    @Test("played by the clock, a drag moves a pan recognizer's translation by the finger's travel")
    func dragDrivesPan() {
        let scene = ScriptedScene(name: "touch-cues", summary: "", duration: 1) { window in
            let pad = UIView(frame: window.bounds)
            window.addSubview(pad)
            let pan = UIPanGestureRecognizer()
            pad.addGestureRecognizer(pan)
            return SceneScript(
                cues: Cue.drag(
                    from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 500), start: 0.2, duration: 0.5,
                    lift: false, in: window),
                probes: [PropertyProbe("pan.y") { Double(pan.translation(in: pad).y) }])
        }
        let playback = ScenePlayback(scene)
        playback.play(until: 0.45)
        // Halfway through the drag (0.25 s of 0.5 s) 15 of its 30 one-frame moves of 100/30 points
        // have run: the finger is 50 points down. The pan began after its 10-point hysteresis, but
        // its translation is measured from where the finger went down.
        let halfway = playback.probe("pan.y")
        #expect(abs(halfway - 15 * 100.0 / 30) < 1e-9)
        playback.play(until: 0.7)
        #expect(abs(playback.probe("pan.y") - 100) < 1e-9)
    }
}
