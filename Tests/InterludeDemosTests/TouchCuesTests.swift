import Testing
import Interlude
import InterludeExport
import InterludeDemoScenes

@MainActor
@Suite("Touch cues")
struct TouchCuesTests {
    @Test("a 0.1 s drag at 60 fps: began at the start, 6 moves one frame apart, ended at the end point")
    func dragTiming() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let cues = Cue.drag(from: CGPoint(x: 0, y: 100), to: CGPoint(x: 60, y: 100), start: 1, duration: 0.1, in: window)
        #expect(cues.count == 8)
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
                cues: Cue.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 500), start: 0.2, duration: 0.5,
                               lift: false, in: window),
                probes: [PropertyProbe("pan.y") { Double(pan.translation(in: pad).y) }])
        }
        let playback = ScenePlayback(scene)
        playback.play(until: 0.45)
        // Halfway through the drag (0.25 s of 0.5 s) the finger has travelled 50 of 100 points;
        // the pan began after its 10-point hysteresis, so its translation is measured from there.
        let halfway = playback.probe("pan.y")
        #expect(halfway > 30 && halfway <= 50)
        playback.play(until: 0.7)
        #expect(abs(playback.probe("pan.y") - (halfway + 50)) < 1e-9)
    }
}
