/// A timer that fires once per step of the window clock.
///
/// UIKit takes a target and an Objective-C selector. Linux has no Objective-C runtime, so the
/// selector is an unapplied method reference: `CADisplayLink(target: self, selector: Ticker.step)`.
/// The target is held weakly; a link whose target is gone invalidates itself.
@preconcurrency @MainActor
public final class CADisplayLink: NSObject {
    private var action: ((CADisplayLink) -> Bool)?
    private weak var clock: MediaClock?

    /// Clock time of the step being delivered.
    public private(set) var timestamp: CFTimeInterval = 0
    /// Clock time of the next step at the link's frame rate.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// Length of the step being delivered, in seconds.
    public private(set) var duration: CFTimeInterval = 0
    /// Whether firing is suspended. Defaults to false.
    public var isPaused = false
    /// Requested rate; 0 (the default) means every step.
    public var preferredFramesPerSecond = 0
    /// The rates accepted (iOS 15); when not ``CAFrameRateRange/default`` it decides the rate instead
    /// of ``preferredFramesPerSecond``. Defaults to `.default`.
    public var preferredFrameRateRange = CAFrameRateRange.default
    private var lastFire: CFTimeInterval?

    /// Frames per second the link fires at; 0 for every step.
    private var requestedRate: Double {
        preferredFrameRateRange == .default ? Double(max(0, preferredFramesPerSecond)) : preferredFrameRateRange.requestedRate
    }

    /// A link calling `selector` on `target` with the link.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        action = { [weak target] link in
            guard let target else { return false }
            selector(target)(link)
            return true
        }
    }

    /// A link calling `selector` on `target`.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        action = { [weak target] _ in
            guard let target else { return false }
            selector(target)()
            return true
        }
    }

    /// A link calling `handler` with the link.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        action = { link in
            handler(link); return true
        }
    }

    /// The run loop modes the link was added in and not yet removed from.
    private var modes: Set<RunLoop.Mode> = []

    /// Starts firing in `mode` (`.common` or `.default` usually) on `MediaClock.current`: the clock
    /// of the window whose step or touch is being delivered (a link added by a gesture action, a
    /// completion or another link belongs to that window), else the key window's. The link stays on
    /// that clock until removed.
    ///
    /// As in Core Animation, a link may be added in several modes; it fires once per frame while
    /// it is in at least one. Every window clock steps in all modes, so the mode only decides when
    /// the link stops (see ``remove(from:forMode:)``). The run loop is accepted for UIKit's spelling.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard action != nil else { return }
        modes.insert(mode)
        add(to: MediaClock.current)
    }

    /// Takes the link out of `mode`; it stops firing once it is in no mode, and may be added again
    /// later (unlike ``invalidate()``, the target is kept). Removing a mode it was not added in does nothing.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard modes.remove(mode) != nil, modes.isEmpty else { return }
        detach()
    }

    /// Starts firing on `clock` (the window clock of the views the link serves).
    package func add(to clock: MediaClock) {
        guard action != nil, self.clock == nil else { return }
        self.clock = clock
        clock.displayLinks.append(self)
    }

    /// Stops the link for good and releases its target.
    public func invalidate() {
        detach()
        modes = []
        action = nil
    }

    /// Stops firing on the clock (the link keeps its target).
    private func detach() {
        clock?.displayLinks.removeAll { $0 === self }
        clock = nil
        lastFire = nil
    }

    func fire(at t: CFTimeInterval) {
        let rate = requestedRate
        if rate > 0, let last = lastFire, t - last < 1.0 / rate - timeTolerance { return }
        duration = lastFire.map { t - $0 } ?? (clock?.stepDuration ?? 0)
        lastFire = t
        timestamp = t
        targetTimestamp = t + (rate > 0 ? 1.0 / rate : duration)
        if action?(self) == false { invalidate() }
    }
}
