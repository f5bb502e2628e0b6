import Interlude
import InterludeExport

/// Plays a scene's script in a fresh window the way the exporter does: each cue at its own clock
/// time (time order, ties in script order), then the clock to the requested time; when a cue ran at
/// exactly that time, one zero-length step commits what it started.
@MainActor
final class ScenePlayback {
    let window: UIWindow
    let script: SceneScript
    private let start: Double
    private var pending: ArraySlice<Cue>

    init(_ scene: ScriptedScene) {
        (window, script) = scene.instantiate()
        start = window.clock.now
        pending =
            script.cues.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)[...]
    }

    /// Seconds since the start of the recording.
    var time: Double { window.clock.now - start }

    /// Runs the cues due by `offset` seconds and moves the clock there.
    func play(until offset: Double) {
        var ranCue = false
        while let cue = pending.first, cue.time <= offset {
            pending.removeFirst()
            let due = start + max(0, cue.time)
            if due > window.clock.now { window.advance(to: due) }
            cue.action()
            ranCue = true
        }
        let target = start + offset
        if target > window.clock.now || ranCue { window.advance(to: target) }
    }

    /// The probe called `name` read now (NaN when there is none).
    func probe(_ name: String) -> Double {
        script.probes.first { $0.name == name }?.value() ?? .nan
    }
}
