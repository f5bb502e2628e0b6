import Interlude
import InterludeExport

/// Scripted touches as cues: each phase of the finger is its own cue at its own time, so the
/// scene player (not the touch) moves the window clock, and frames can be recorded mid-gesture.
/// Points are in window coordinates; times are seconds from the start of the recording.
extension Cue {
    /// One phase of the injected finger at `point`, at `time` (see `UIWindow.sendTouch(_:at:)`).
    public static func touch(_ phase: UITouch.Phase, at point: CGPoint, time: Double, in window: UIWindow) -> Cue {
        Cue(at: time) { [weak window] in window?.sendTouch(phase, at: point) }
    }

    /// A tap at `point`: the finger goes down and lifts at `time`.
    public static func tap(at point: CGPoint, time: Double, in window: UIWindow) -> Cue {
        Cue(at: time) { [weak window] in window?.tap(at: point) }
    }

    /// A press held still at `point` from `time` for `duration` seconds.
    public static func press(at point: CGPoint, time: Double, duration: Double, in window: UIWindow) -> [Cue] {
        [
            touch(.began, at: point, time: time, in: window),
            touch(.ended, at: point, time: time + duration, in: window),
        ]
    }

    /// A straight drag from `start` to `end`: down at `time`, one move per frame
    /// (`framesPerSecond`) proportionally along the line, at `end` after `duration` seconds, where
    /// the finger lifts when `lift` is true (false leaves it down, to continue with `moves`).
    public static func drag(
        from start: CGPoint, to end: CGPoint, start time: Double, duration: Double,
        framesPerSecond: Int = 60, lift: Bool = true, in window: UIWindow
    ) -> [Cue] {
        [touch(.began, at: start, time: time, in: window)]
            + moves(from: start, to: end, start: time, duration: duration, framesPerSecond: framesPerSecond, in: window)
            + (lift ? [touch(.ended, at: end, time: time + duration, in: window)] : [])
    }

    /// Moves of a finger already down from `start` to `end`, one per frame from `time` +
    /// 1 frame to `time + duration` (at least one move, the last exactly at `end`).
    public static func moves(
        from start: CGPoint, to end: CGPoint, start time: Double, duration: Double,
        framesPerSecond: Int = 60, in window: UIWindow
    ) -> [Cue] {
        let frames = max(1, Int((max(0, duration) * Double(max(1, framesPerSecond))).rounded(.up)))
        return (1...frames).map { frame in
            let fraction = Double(frame) / Double(frames)
            let point =
                frame == frames
                ? end
                : CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            return touch(.moved, at: point, time: time + duration * fraction, in: window)
        }
    }
}
