import Interlude
import InterludeExport
import InterludeQuartzCore

/// A scene played live, without the window around it: the clock moved by elapsed real time in
/// whole frames, pointer events turned into one finger's touches, the keys' commands, the touches
/// recorded, and whether the picture needs drawing. The SDL loop (`HostLoop`) feeds it; tests
/// drive it directly.
///
/// The clock moves on frame times only (`n / framesPerSecond`) and pointer input is delivered as
/// cues at those times through the exporters' `ScriptPlayer`, so `interlude export --script` of the
/// recording takes the very same clock steps and shows the same frames.
@MainActor
package final class LiveSession {
    /// How much slower the clock runs with slow animations on (the Simulator's "Slow Animations").
    package static let slowAnimationFactor = 10.0
    /// Elapsed time within this much of a whole frame counts as that frame, so that a display
    /// slightly off 60 Hz does not alternate between zero and two steps per refresh.
    package static let frameTolerance = 0.002

    /// The scene's name (written into recordings).
    package let sceneName: String
    /// The window's size in points.
    package let size: CGSize
    /// What plays by itself.
    package let playback: LivePlayback
    private let makeWindow: @MainActor (CGSize) -> (UIWindow, SceneScript)

    /// The window being played (a new one after a restart or a step back).
    package private(set) var window: UIWindow
    private var player: ScriptPlayer
    /// The frame the clock is at: `window.clock.now == Double(frame) / framesPerSecond`.
    package private(set) var frame = 0
    /// Clock time elapsed but not yet stepped (less than a frame, give or take the tolerance).
    private var owedClockTime = 0.0
    /// Whether the clock is stopped.
    package private(set) var isPaused = false
    /// Whether the clock runs at 1 / ``slowAnimationFactor`` of real time.
    package private(set) var isSlow = false
    /// The pointer's touches made in this run (since the last restart), in time order.
    package private(set) var recordedTouches: [TouchScript.Touch] = []
    private let finger = FingerTracker()
    private var pendingEvents: [PointerEvent] = []
    /// Whether input was taken at the latest frame (if not, a finger left down is reconciled).
    private var tookInputLastFrame = true
    private var renderedRevision: Int?
    private var renderedTime = -1.0
    private var renderedWhileAnimating = false

    /// A session of the window `makeWindow` builds at `size` (a scene's `instantiate(size:)`),
    /// playing `playback`; the clock is at 0 and the script's cues due then have run.
    package init(
        sceneName: String, size: CGSize, playback: LivePlayback,
        makeWindow: @escaping @MainActor (CGSize) -> (UIWindow, SceneScript)
    ) {
        self.sceneName = sceneName
        self.size = size
        self.playback = playback
        self.makeWindow = makeWindow
        (window, player) = Self.build(
            size: size, playback: playback, userTouches: [], makeWindow: makeWindow, finger: finger)
    }

    /// A session of `scene`'s window (its own size unless `size` is given).
    package convenience init(scene: ScriptedScene, size: CGSize? = nil, playback: LivePlayback) {
        self.init(sceneName: scene.name, size: size ?? scene.size, playback: playback) { size in
            scene.instantiate(size: size)
        }
    }

    // MARK: Time and input

    /// Notes a pointer event; it reaches the window as a touch at the next frame.
    package func receive(_ event: PointerEvent) {
        pendingEvents.append(event)
    }

    /// Moves the clock by `elapsed` seconds of real time (a tenth with slow animations, none while
    /// paused) in whole frames; the pointer's events go to the window at the last of them. With
    /// less than a frame elapsed, nothing moves and the events wait. `pointer` is the pointer's
    /// state now, to lift a finger whose release came while input was not taken.
    package func tick(elapsed: Double, pointer: PointerState) {
        if isPaused {
            pendingEvents.removeAll()
            tookInputLastFrame = false
            return
        }
        if elapsed.isFinite, elapsed > 0 { owedClockTime += elapsed / (isSlow ? Self.slowAnimationFactor : 1) }
        let framesPerSecond = Double(window.framesPerSecond)
        var frames = Int(((owedClockTime + Self.frameTolerance) * framesPerSecond).rounded(.down))
        guard frames > 0 else { return }
        owedClockTime -= Double(frames) / framesPerSecond
        while frames > 0 {
            frames -= 1
            advanceOneFrame(takingInput: frames == 0, pointer: pointer)
        }
    }

    /// Real seconds until the session needs the loop although no input came: 0 while something
    /// animates or needs drawing, the time to the next scripted cue, nil when only input can change
    /// anything.
    package var idleTime: Double? {
        if needsDisplay { return 0 }
        if isPaused { return nil }
        if window.clock.hasPendingWork { return 0 }
        guard let next = player.nextCueTime else { return nil }
        let clockWait = max(0, next - window.clock.now - owedClockTime)
        return clockWait * (isSlow ? Self.slowAnimationFactor : 1)
    }

    /// Whether scripted cues or replayed touches are still to come (the pointer is ignored until
    /// they have all run).
    package var isPlayingScript: Bool { player.nextCueTime != nil }

    private func advanceOneFrame(takingInput: Bool, pointer: PointerState) {
        frame += 1
        let time = Double(frame) / Double(window.framesPerSecond)
        if takingInput { takeInput(at: time, pointer: pointer) }
        player.play(until: time)
    }

    /// Turns the pending pointer events into touches at `time`, queued on the player (so they run
    /// as cues, exactly as a replay runs them). Moves within a frame are coalesced into one, as UIKit
    /// delivers them, and a finger that went down moves from the next frame on. Ignored while the
    /// script still plays.
    private func takeInput(at time: Double, pointer: PointerState) {
        guard player.nextCueTime == nil else {
            pendingEvents.removeAll()
            tookInputLastFrame = false
            return
        }
        var touches: [TouchScript.Touch] = []
        var location = finger.location
        func add(_ phase: TouchScript.Phase, _ point: CGPoint) {
            let point = clamped(point)
            touches.append(TouchScript.Touch(time: time, phase: phase, x: Double(point.x), y: Double(point.y)))
            location = phase == .ended || phase == .cancelled ? nil : point
        }
        // A release that came while input was held back (paused, script playing) still lifts the finger.
        if !tookInputLastFrame, location != nil, !pointer.isDown { add(.ended, pointer.location) }
        tookInputLastFrame = true
        var move: CGPoint?
        var wentDown = false
        var taken = 0
        events: for event in pendingEvents {
            switch event {
            case .down(let point):
                if location == nil {
                    add(.began, point)
                    wentDown = true
                }
            case .moved(let point):
                if location != nil {
                    if wentDown { break events }
                    move = point
                }
            case .up(let point):
                if location != nil { add(.ended, point) }
                move = nil
            }
            taken += 1
        }
        pendingEvents.removeFirst(taken)
        if let move, let current = location, clamped(move) != current { add(.moved, move) }
        for touch in touches {
            recordedTouches.append(touch)
            player.enqueue(Self.cue(for: touch, in: window, finger: finger))
        }
    }

    private func clamped(_ point: CGPoint) -> CGPoint {
        CGPoint(x: min(max(point.x, 0), size.width), y: min(max(point.y, 0), size.height))
    }

    // MARK: Keys

    /// Carries out a key's command (`.quit` is the loop's to handle and does nothing here).
    package func perform(_ command: LiveCommand) {
        switch command {
        case .togglePause:
            isPaused.toggle()
            pendingEvents.removeAll()
            tookInputLastFrame = false
        case .stepForward:
            guard isPaused else { return }
            advanceOneFrame(takingInput: false, pointer: PointerState())
        case .stepBackward:
            guard isPaused, frame > 0 else { return }
            rebuild(toFrame: frame - 1)
        case .toggleSlowAnimations:
            isSlow.toggle()
        case .restart:
            recordedTouches.removeAll()
            owedClockTime = 0
            rebuild(toFrame: 0)
        case .quit:
            break
        }
    }

    /// Builds the scene anew and replays it, frame by frame as it was played, to `target`: the
    /// script's cues and the touches recorded so far (those after `target` stay scheduled, so
    /// stepping forward again replays them).
    private func rebuild(toFrame target: Int) {
        (window, player) = Self.build(
            size: size, playback: playback, userTouches: recordedTouches, makeWindow: makeWindow, finger: finger)
        frame = 0
        while frame < target { advanceOneFrame(takingInput: false, pointer: PointerState()) }
        pendingEvents.removeAll()
        tookInputLastFrame = false
        renderedRevision = nil
    }

    private static func build(
        size: CGSize, playback: LivePlayback, userTouches: [TouchScript.Touch],
        makeWindow: @MainActor (CGSize) -> (UIWindow, SceneScript), finger: FingerTracker
    ) -> (UIWindow, ScriptPlayer) {
        let (window, script) = makeWindow(size)
        finger.location = nil
        var cues: [Cue]
        switch playback {
        case .interactive: cues = []
        case .sceneCues: cues = script.cues
        case .touchScript(let recorded): cues = recorded.touches.map { cue(for: $0, in: window, finger: finger) }
        }
        cues += userTouches.map { cue(for: $0, in: window, finger: finger) }
        var player = ScriptPlayer(window: window, script: SceneScript(cues: cues))
        player.play(until: 0)
        return (window, player)
    }

    /// A touch as a cue: sent to `window` at its time (as `TouchScript.cues(in:)` does), noting
    /// where the finger is.
    private static func cue(for touch: TouchScript.Touch, in window: UIWindow, finger: FingerTracker) -> Cue {
        Cue(at: touch.time) { [weak window] in
            window?.sendTouch(touch.phase.touchPhase, at: touch.point)
            finger.location = touch.phase == .ended || touch.phase == .cancelled ? nil : touch.point
        }
    }

    // MARK: Drawing

    /// Whether the window may look different from the last frame rendered: a layer changed
    /// (`LayerTreeRevision`), or the clock moved while something on it runs
    /// (`MediaClock.hasPendingWork`) or ran at the last render (its final state is not drawn yet).
    /// Nothing is drawn twice at the same clock time unless a layer changed.
    package var needsDisplay: Bool {
        if renderedRevision != LayerTreeRevision.current { return true }
        return window.clock.now != renderedTime && (window.clock.hasPendingWork || renderedWhileAnimating)
    }

    /// Renders the window at its clock's time.
    package func render(scale: CGFloat) -> RenderedFrame {
        let frame = window.renderFrame(scale: scale)
        renderedRevision = LayerTreeRevision.current
        renderedTime = window.clock.now
        renderedWhileAnimating = window.clock.hasPendingWork
        return frame
    }

    // MARK: Recording

    /// What happened, as a touch script that replays it: the touches up to the clock's time
    /// (with a touch script playing, its touches and then the pointer's), lasting until now.
    package var recording: TouchScript {
        let now = window.clock.now
        var touches = recordedTouches
        if case .touchScript(let script) = playback { touches = script.touches + touches }
        return TouchScript(
            scene: sceneName, size: size, framesPerSecond: window.framesPerSecond, duration: now,
            touches: touches.filter { $0.time <= now })
    }

    /// One line on the state of the clock, for the window's title.
    package var status: String {
        var parts: [String] = []
        if isPaused { parts.append(String(format: "paused at %.3f s", window.clock.now)) }
        if isSlow { parts.append("slow animations") }
        return parts.joined(separator: ", ")
    }
}

/// Where the replayed or live finger is while it is down (nil when lifted); shared with the cues
/// that move it.
@MainActor
private final class FingerTracker {
    var location: CGPoint?
}
