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
    private var lastFire: CFTimeInterval?

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
        action = { link in handler(link); return true }
    }

    /// Starts firing on the current window's clock (the run loop and mode are accepted for UIKit's spelling).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        add(to: MediaClock.current)
    }

    /// Starts firing on `clock` (the window clock of the views the link serves).
    package func add(to clock: MediaClock) {
        guard action != nil, self.clock == nil else { return }
        self.clock = clock
        clock.displayLinks.append(self)
    }

    /// Stops the link for good and releases its target.
    public func invalidate() {
        clock?.displayLinks.removeAll { $0 === self }
        clock = nil
        action = nil
    }

    func fire(at t: CFTimeInterval) {
        if preferredFramesPerSecond > 0, let last = lastFire,
           t - last < 1.0 / Double(preferredFramesPerSecond) - timeTolerance {
            return
        }
        duration = lastFire.map { t - $0 } ?? (clock?.stepDuration ?? 0)
        lastFire = t
        timestamp = t
        targetTimestamp = t + (preferredFramesPerSecond > 0 ? 1.0 / Double(preferredFramesPerSecond) : duration)
        if action?(self) == false { invalidate() }
    }
}
