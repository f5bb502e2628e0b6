/// Keeps an emitter layer's window clock busy while the emitter is in its tree: its particles
/// move with time alone, so a host that draws only when something is pending
/// (`MediaClock.hasPendingWork`) keeps drawing frames, as Core Animation keeps animating an
/// emitter on screen. Ends when the emitter leaves that window (or goes away).
@MainActor
final class EmitterClockWatch: ClockTimeline {
    private weak var emitter: CAEmitterLayer?
    private(set) weak var clock: MediaClock?
    let sequence = MediaClock.nextSequence()

    init(_ emitter: CAEmitterLayer, clock: MediaClock) {
        self.emitter = emitter
        self.clock = clock
        clock.register(self)
    }

    func hasEnded(atClockTime t: CFTimeInterval) -> Bool {
        guard let emitter, let clock else { return true }
        return emitter.hostingClock !== clock
    }

    func end() {
        clock?.unregister(self)
        clock = nil
    }
}
