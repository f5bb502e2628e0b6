import Foundation
import Interlude
import InterludeDemoScenes
import InterludeExport
import Testing
@testable import InterludeHost

/// Drives a session as the SDL loop does: pointer events, then elapsed real time.
@MainActor
struct SessionDriver {
    let session: LiveSession
    var pointer = PointerState()
    /// Frames rendered whenever the session asked, by frame index.
    var rendered: [Int: RenderedFrame] = [:]
    var renderCount = 0

    init(_ session: LiveSession) {
        self.session = session
        draw()
    }

    mutating func send(_ event: PointerEvent) {
        pointer.apply(event)
        session.receive(event)
    }

    /// One loop iteration: `elapsed` seconds pass, then the picture is drawn if it needs to be.
    mutating func tick(_ elapsed: Double = 1.0 / 60) {
        session.tick(elapsed: elapsed, pointer: pointer)
        if session.needsDisplay { draw() }
    }

    mutating func ticks(_ count: Int, _ elapsed: Double = 1.0 / 60) {
        for _ in 0..<count { tick(elapsed) }
    }

    mutating func draw() {
        rendered[session.frame] = session.render(scale: 1)
        renderCount += 1
    }
}

/// Plays `script` in a fresh window of its scene at 60 frames per second, as `interlude export
/// --script` does, and returns the frames at `indices` rendered at scale 1.
@MainActor
func replay(_ script: TouchScript, of scene: ScriptedScene, frames indices: Set<Int>) throws -> [Int: RenderedFrame] {
    var (window, sceneScript) = scene.instantiate(size: script.size)
    sceneScript.cues = script.cues(in: window)
    var sequence = FrameSequence(
        window: window, title: scene.name, script: sceneScript, framesPerSecond: 60, duration: script.duration, scale: 1)
    var frames: [Int: RenderedFrame] = [:]
    var index = 0
    let placeholder = RenderedFrame(width: 1, height: 1, bytesPerRow: 4, pixels: [0, 0, 0, 0], scale: 1, time: 0)
    sequence.render = { window, scale in
        defer { index += 1 }
        guard indices.contains(index) else { return placeholder }
        let frame = window.renderFrame(scale: scale)
        frames[index] = frame
        return frame
    }
    try sequence.record(into: [])
    return frames
}

@MainActor
@Suite("Live session")
struct LiveSessionTests {
    let scene = SlideScenes.interactivePop

    @Test("the clock moves in whole frames by the real time elapsed")
    func wholeFrames() {
        let session = LiveSession(scene: scene, playback: .interactive)
        let still = PointerState()
        session.tick(elapsed: 0.010, pointer: still)
        #expect(session.frame == 0 && session.window.clock.now == 0)
        session.tick(elapsed: 0.010, pointer: still)
        #expect(session.frame == 1 && session.window.clock.now == 1.0 / 60)
        session.tick(elapsed: 0.030, pointer: still)
        #expect(session.frame == 3 && session.window.clock.now == 3.0 / 60)
        // Within the 2 ms tolerance of a frame counts as the frame (a 59.9 Hz refresh steps once).
        session.tick(elapsed: 0.0155, pointer: still)
        #expect(session.frame == 4 && session.window.clock.now == 4.0 / 60)
    }

    @Test("a click and an edge drag, recorded, replay through the exporter to the same pixels")
    func recordAndReplay() throws {
        var driver = SessionDriver(LiveSession(scene: scene, playback: .interactive))
        // Irregular loop timing, as on a busy machine: the clock still lands on frame times.
        for elapsed in [0.016, 0.018, 0.05, 0.012, 0.02, 0.033, 0.016, 0.1] { driver.tick(elapsed) }
        driver.send(.down(SlideScenes.openPoint))
        driver.tick()
        let clickFrame = driver.session.frame
        driver.send(.up(SlideScenes.openPoint))
        driver.ticks(40)
        // A swipe from the left edge: 60 points in steps of 6, two moves in one frame once, held.
        driver.send(.down(CGPoint(x: 3, y: 420)))
        driver.tick()
        for step in 1...10 {
            driver.send(.moved(CGPoint(x: 3 + 6 * Double(step), y: 420 + Double(step % 2))))
            if step != 5 { driver.tick() }
        }
        driver.ticks(20)
        driver.send(.up(CGPoint(x: 63, y: 420)))
        driver.ticks(45, 0.0175)

        let recording = driver.session.recording
        try recording.validate()
        #expect(recording.duration == Double(driver.session.frame) / 60)
        #expect(clickFrame == 17, "0.265 s of irregular ticks and one more frame, 2 ms tolerance each")
        #expect(recording.touches.first == TouchScript.Touch(time: Double(clickFrame) / 60, phase: .began, x: 195, y: 328))
        #expect(recording.touches.filter { $0.phase == .moved }.count == 9, "two moves in one frame are one")
        #expect(recording.touches.allSatisfy { ($0.time * 60).rounded() / 60 == $0.time }, "touches on frame times")

        // Through the JSON file's text and back: the same bits, the same frames.
        let decoded = try TouchScript.decode(recording.encoded())
        #expect(decoded == recording)
        let replayed = try replay(decoded, of: scene, frames: Set(driver.rendered.keys))
        #expect(driver.rendered.count > 50, "drawn while animating and dragging: \(driver.rendered.count) frames")
        for (index, live) in driver.rendered.sorted(by: { $0.key < $1.key }) {
            let again = try #require(replayed[index])
            #expect(live.pixels == again.pixels, "frame \(index) differs from its replay")
        }
        // The pop was dragged and then cancelled: the message page is back in place at the end.
        let pages = try #require(driver.rendered.max { $0.key < $1.key }).value.pixel(x: 300, y: 420)
        #expect(pages.r > 250 && pages.g < 240, "the message page (orange tint) shows at the end: \(pages)")
    }

    @Test("paused, the clock stands; → and ← step one frame, ← by replaying to the frame before")
    func pauseAndStep() throws {
        var driver = SessionDriver(LiveSession(scene: scene, playback: .interactive))
        driver.ticks(3)
        driver.send(.down(SlideScenes.openPoint))
        driver.send(.up(SlideScenes.openPoint))
        driver.ticks(8)
        let session = driver.session
        session.perform(.togglePause)
        #expect(session.status.hasPrefix("paused at 0.183"))
        let pausedFrame = session.frame
        let before = session.render(scale: 1)
        driver.send(.down(CGPoint(x: 100, y: 100)))
        driver.ticks(30)
        #expect(session.frame == pausedFrame && session.recordedTouches.count == 2, "no time, no touches while paused")
        session.perform(.stepForward)
        #expect(session.frame == pausedFrame + 1)
        let next = session.render(scale: 1)
        #expect(next.pixels != before.pixels, "the push moved in one frame")
        session.perform(.stepBackward)
        #expect(session.frame == pausedFrame && session.window.clock.now == Double(pausedFrame) / 60)
        #expect(session.render(scale: 1).pixels == before.pixels)
        session.perform(.stepForward)
        #expect(session.render(scale: 1).pixels == next.pixels)
        // Resuming: the press made while paused began no touch, and its release lifts nothing.
        driver.send(.up(CGPoint(x: 100, y: 100)))
        session.perform(.togglePause)
        driver.ticks(3)
        #expect(session.recordedTouches.count == 2 && session.frame == pausedFrame + 4)
    }

    @Test("a release while paused lifts the finger when the clock runs again")
    func releaseWhilePaused() throws {
        var driver = SessionDriver(LiveSession(scene: scene, playback: .interactive))
        driver.ticks(2)
        driver.send(.down(CGPoint(x: 50, y: 600)))
        driver.ticks(2)
        driver.session.perform(.togglePause)
        driver.send(.moved(CGPoint(x: 80, y: 610)))
        driver.send(.up(CGPoint(x: 80, y: 610)))
        driver.ticks(5)
        driver.session.perform(.togglePause)
        driver.tick()
        let touches = driver.session.recordedTouches
        #expect(touches.map(\.phase) == [.began, .ended])
        #expect(touches.last == TouchScript.Touch(time: 5.0 / 60, phase: .ended, x: 80, y: 610))
    }

    @Test("a finger that goes down moves from the next frame on; a click within a frame is a tap")
    func beganThenMoves() throws {
        var driver = SessionDriver(LiveSession(scene: scene, playback: .interactive))
        driver.tick()
        driver.send(.down(CGPoint(x: 10, y: 500)))
        driver.send(.moved(CGPoint(x: 20, y: 500)))
        driver.send(.moved(CGPoint(x: 30, y: 500)))
        driver.send(.up(CGPoint(x: 30, y: 500)))
        driver.tick()
        driver.tick()
        driver.send(.down(CGPoint(x: 40, y: 500)))
        driver.send(.up(CGPoint(x: 40, y: 500)))
        driver.tick()
        let phases = driver.session.recordedTouches.map { "\($0.phase.rawValue)@\(Int(($0.time * 60).rounded()))" }
        #expect(phases == ["began@2", "ended@3", "began@4", "ended@4"])
    }

    @Test("slow animations run the clock at a tenth of real time; restart builds the scene anew")
    func slowAndRestart() throws {
        var driver = SessionDriver(LiveSession(scene: scene, playback: .interactive))
        let first = try #require(driver.rendered[0])
        driver.session.perform(.toggleSlowAnimations)
        #expect(driver.session.status == "slow animations")
        driver.tick(1.0)
        #expect(driver.session.frame == 6)
        driver.session.perform(.toggleSlowAnimations)
        driver.send(.down(SlideScenes.openPoint))
        driver.send(.up(SlideScenes.openPoint))
        driver.ticks(30)
        #expect(driver.session.recordedTouches.count == 2)
        driver.session.perform(.restart)
        #expect(driver.session.frame == 0 && driver.session.window.clock.now == 0)
        #expect(driver.session.recordedTouches.isEmpty)
        #expect(driver.session.needsDisplay)
        #expect(driver.session.render(scale: 1).pixels == first.pixels)
    }

    @Test("draws only when a layer changed or something animates, and once more when it stops")
    func drawsOnlyWhenNeeded() throws {
        var driver = SessionDriver(LiveSession(scene: scene, playback: .interactive))
        #expect(driver.session.window.clock.hasPendingWork, "appearance callbacks wait for the first step")
        driver.ticks(30)
        #expect(driver.rendered.keys.sorted() == [0, 1], "drawn at 0, and after the first step's work; then still")
        #expect(driver.session.idleTime == nil, "and the loop may sleep until input")
        driver.send(.down(SlideScenes.openPoint))
        driver.send(.up(SlideScenes.openPoint))
        driver.tick()
        #expect(driver.session.idleTime == 0, "the push animates")
        var busyFrames = 0
        while driver.session.idleTime == 0 && busyFrames < 600 {
            driver.tick()
            busyFrames += 1
        }
        #expect(busyFrames > 10 && busyFrames < 600)
        let drawn = driver.renderCount
        #expect(drawn >= busyFrames, "every frame of the push drawn: \(drawn) for \(busyFrames)")
        driver.ticks(60)
        #expect(driver.renderCount == drawn, "nothing drawn once it stopped")
        // The last frame drawn shows the end state: what an export shows a second later.
        let recording = driver.session.recording
        let end = try replay(recording, of: scene, frames: [driver.session.frame])
        let lastDrawn = try #require(driver.rendered.max { $0.key < $1.key })
        #expect(lastDrawn.key < driver.session.frame)
        #expect(try #require(end[driver.session.frame]).pixels == lastDrawn.value.pixels)
    }

    @Test("scene cues play in real time; the pointer is ignored until they have run")
    func sceneCues() throws {
        var driver = SessionDriver(LiveSession(scene: scene, playback: .sceneCues))
        #expect(driver.session.isPlayingScript)
        driver.tick()
        driver.send(.down(CGPoint(x: 200, y: 600)))
        driver.send(.up(CGPoint(x: 200, y: 600)))
        driver.ticks(Int(scene.duration * 60))
        #expect(!driver.session.isPlayingScript)
        #expect(driver.session.recordedTouches.isEmpty)
        let exported = try replayScene(at: driver.session.frame)
        #expect(try #require(driver.rendered.max { $0.key < $1.key }).value.pixels == exported.pixels)
    }

    @Test("a touch script plays back, and recording continues it")
    func touchScriptPlayback() throws {
        var recorder = SessionDriver(LiveSession(scene: scene, playback: .interactive))
        recorder.ticks(5)
        recorder.send(.down(SlideScenes.openPoint))
        recorder.send(.up(SlideScenes.openPoint))
        recorder.ticks(10)
        let script = recorder.session.recording

        var player = SessionDriver(LiveSession(scene: scene, playback: .touchScript(script)))
        player.ticks(3)
        player.send(.down(CGPoint(x: 1, y: 1)))
        player.ticks(12)
        #expect(player.session.recordedTouches.isEmpty, "the pointer waits for the script")
        player.send(.up(CGPoint(x: 1, y: 1)))
        player.ticks(2)
        player.send(.down(CGPoint(x: 3, y: 420)))
        player.ticks(2)
        let continued = player.session.recording
        try continued.validate()
        #expect(continued.touches.count == 3)
        #expect(Array(continued.touches.prefix(2)) == script.touches)
        #expect(continued.touches[2] == TouchScript.Touch(time: 18.0 / 60, phase: .began, x: 3, y: 420))
    }

    /// The scene with its own cues, exported at 60 fps up to `frame`.
    func replayScene(at frame: Int) throws -> RenderedFrame {
        let (window, script) = scene.instantiate()
        var sequence = FrameSequence(
            window: window, title: scene.name, script: script, framesPerSecond: 60, duration: Double(frame) / 60, scale: 1)
        var last: RenderedFrame?
        sequence.render = { window, scale in
            let frame = window.renderFrame(scale: scale)
            last = frame
            return frame
        }
        try sequence.record(into: [])
        return try #require(last)
    }
}
