import CSDL2
import Foundation
import Interlude

/// The live window's loop: SDL events in, the session's clock moved by the real time elapsed,
/// frames out when the picture changed.
///
/// This file is the only place in Interlude's libraries that reads the wall clock (SDL's
/// performance counter) or sleeps on it; everything else takes time as an input.
@MainActor
final class LiveWindow {
    let session: LiveSession
    let display: SDLDisplay
    let title: String
    let quitAfter: Double?
    private var translator = SDLInputTranslator()
    private var pointer = PointerState()
    private var quitRequested = false
    private var redrawRequested = false
    private var framesDrawn = 0
    private var intervals: [Double] = []
    private var workTimes: [Double] = []
    /// When the latest frame was shown, while frames follow each other (nil after idling).
    private var lastPresent: Double?
    private let ticksPerSecond = Double(SDL_GetPerformanceFrequency())
    /// Whether presenting waits for the refresh: SDL's word, until presents keep returning at once
    /// (some drivers accept vsync and do not wait, e.g. under Xvfb).
    private var presentWaits: Bool
    private var quickPresents = 0

    init(session: LiveSession, display: SDLDisplay, title: String, quitAfter: Double?) {
        self.session = session
        self.display = display
        self.title = title
        self.quitAfter = quitAfter
        presentWaits = display.hasVSync
    }

    /// The frame on screen after `run()`, drawn again at the same clock time (frames are
    /// deterministic). Not kept while running: a frame held by its caller makes the next one copy
    /// that memory before reusing it.
    func shownFrame() -> RenderedFrame { session.render(scale: CGFloat(display.scale)) }

    /// Whether the host paced itself (presents did not wait for the refresh).
    var pacedByHost: Bool { !presentWaits }

    /// Seconds on SDL's monotonic counter.
    private func now() -> Double { Double(SDL_GetPerformanceCounter()) / ticksPerSecond }

    /// Shows the window and runs until Esc, the window's close button, or `quitAfter`; the last
    /// frame shown is then current (drawn anew if anything changed since).
    func run() -> FrameStatistics {
        display.show()
        var shownTitle = ""
        updateTitle(&shownTitle)
        draw(workStart: now())
        var last = now()
        let refreshPeriod = 1 / display.refreshRate
        // When the next busy iteration is due: one per refresh, on a fixed schedule (so that a
        // late wake-up does not shift every later frame).
        var deadline = last + refreshPeriod
        var presentedLastIteration = true
        while !quitRequested && !reachedQuitTime {
            var event = SDL_Event()
            if let idle = session.idleTime, idle == 0 {
                // Busy. With vsync, presenting waited for the refresh, which sets the schedule;
                // without, or when nothing was presented, wait here for the next refresh.
                if presentWaits && presentedLastIteration {
                    deadline = now() + refreshPeriod
                } else {
                    let remaining = deadline - now()
                    if remaining > 0 { usleep(UInt32(remaining * 1_000_000)) }
                    let late = now() - deadline
                    deadline = late > refreshPeriod ? now() + refreshPeriod : deadline + refreshPeriod
                }
            } else {
                // Idle: wait for input, or until the next cue; at least once a second so the
                // clock catches up in small batches.
                lastPresent = nil
                let wait = min(session.idleTime ?? 1, 1)
                if SDL_WaitEventTimeout(&event, Int32((wait * 1000).rounded(.up))) != 0 { handle(event) }
                deadline = now() + refreshPeriod
            }
            while SDL_PollEvent(&event) != 0 { handle(event) }
            // Work queued on the main queue by the app (DispatchQueue.main.async, @MainActor tasks).
            _ = RunLoop.main.run(mode: .default, before: .distantPast)
            let start = now()
            session.tick(elapsed: start - last, pointer: pointer)
            last = start
            presentedLastIteration = false
            if session.needsDisplay {
                draw(workStart: start)
                presentedLastIteration = true
            } else if redrawRequested {
                display.present()
            }
            redrawRequested = false
            updateTitle(&shownTitle)
        }
        if session.needsDisplay { draw(workStart: now()) }
        return FrameStatistics(framesDrawn: framesDrawn, intervals: intervals, workTimes: workTimes)
    }

    private var reachedQuitTime: Bool {
        guard let quitAfter else { return false }
        return session.window.clock.now >= quitAfter
    }

    private func handle(_ event: SDL_Event) {
        let input = translator.translate(
            event, point: { [display] x, y in display.point(windowX: x, y: y) }, pointSize: display.pointSize)
        switch input {
        case .pointer(let pointerEvent)?:
            pointer.apply(pointerEvent)
            session.receive(pointerEvent)
        case .command(.quit)?:
            quitRequested = true
        case .command(let command)?:
            session.perform(command)
        case .redraw?:
            redrawRequested = true
        case nil:
            break
        }
    }

    private func draw(workStart: Double) {
        let frame = session.render(scale: CGFloat(display.scale))
        display.upload(frame)
        let workEnd = now()
        display.present()
        let presented = now()
        if let lastPresent {
            intervals.append(presented - lastPresent)
            // Presenting within a quarter of a refresh, five times running, while busy: no vsync.
            quickPresents = presented - workEnd < 0.25 / display.refreshRate ? quickPresents + 1 : 0
            if quickPresents >= 5 { presentWaits = false }
        }
        workTimes.append(workEnd - workStart)
        lastPresent = presented
        framesDrawn += 1
    }

    private func updateTitle(_ shown: inout String) {
        let status = session.status
        let text = status.isEmpty ? title : "\(title) (\(status))"
        if text != shown {
            display.setTitle(text)
            shown = text
        }
    }
}
