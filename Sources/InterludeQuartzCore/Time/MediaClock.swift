import Synchronization

/// A media clock: seconds that move only when its window is told to advance, and the
/// schedule of everything that falls due on it.
///
/// Each `UIWindow` owns one clock starting at 0, and what belongs to the window runs on it alone
/// (see ``current`` for the rules). Nothing below the host reads wall time; a live host drives
/// the clock with real elapsed time, tests and exporters drive it exactly.
///
/// ## One step
/// Advancing moves the clock in frame steps. At each step to time t, in this order:
/// 1. the clock reads t;
/// 2. callbacks queued since the last step run, in the order queued (stops of removed
///    animations with `finished == false`, completions of zero-duration animation blocks,
///    transaction completions with no animations);
/// 3. display links fire, in the order they were added;
/// 4. animations whose begin time was reached hear `animationDidStart`, in the order added;
/// 5. animations whose active duration ended, and property animators that reached their end,
///    finish in the order they were added or started: delegates hear `animationDidStop(_:finished: true)`,
///    then view-animation and animator completions run;
/// 6. the implicit transaction commits: animations added by any of the above begin at t.
@preconcurrency @MainActor
public final class MediaClock {
    /// Current time in seconds since the clock was created.
    public private(set) var now: CFTimeInterval = 0

    /// The clock `CACurrentMediaTime()` reads and that objects in no window follow: the clock of
    /// the window whose step or event is being delivered right now, else the key window's (see
    /// `key`).
    ///
    /// Everything that belongs to a window runs on that window's clock: a layer's animations on
    /// the clock of the window whose tree the layer is in (handed over when the layer joins another
    /// window's tree), a property animator on its animated views' window's, a completion on the
    /// clock of what it waits for, a display link on the clock of the window it was added in. Only
    /// objects in no window read this one, as in UIKit, where time is global.
    public static var current: MediaClock { delivering ?? key }

    /// The key window's clock: the last window made key (UIKit sets it); until a window is made
    /// key, or once the key window is gone, the newest window's. The fallback of `current`.
    package static var key = MediaClock(publishingMediaTime: true) {
        didSet { publishCurrent(replacing: delivering ?? oldValue) }
    }

    /// The clock of the window delivering a step or an event now, if any (see `delivering(_:_:)`).
    private static var delivering: MediaClock?

    /// Runs `body` as work of `clock`'s window (a step, a touch): objects made in it that belong
    /// to no window take that clock, and `CACurrentMediaTime()` reads it until `body` returns.
    package static func delivering<Result>(_ clock: MediaClock, _ body: () -> Result) -> Result {
        let outer = delivering
        let outerCurrent = current
        delivering = clock
        publishCurrent(replacing: outerCurrent)
        defer {
            delivering = outer
            publishCurrent(replacing: clock)
        }
        return body()
    }

    /// Moves the publishing of `CACurrentMediaTime()` from `previous` to ``current`` when they differ.
    private static func publishCurrent(replacing previous: MediaClock) {
        let now = current
        guard now !== previous else { return }
        previous.publishesMediaTime = false
        now.publishesMediaTime = true
        publishCurrentMediaTime(now.now)
    }

    private var queued: [@MainActor () -> Void] = []
    private var animatedLayers: [CALayer] = []
    private var animatedLayerIDs: Set<ObjectIdentifier> = []
    var displayLinks: [CADisplayLink] = []
    private var timelines: [ClockTimeline] = []
    /// A clock time before which no watched animation can start or end, with the revisions of the
    /// layer trees and of animation timing it was worked out at; nil when unknown. Steps before
    /// it, with both revisions unchanged, skip the walk over the animated layers.
    private var quietUntil: (time: Double, layers: Int, timing: Int)?
    /// Length of the step being taken, for display links' `duration`.
    private(set) var stepDuration: CFTimeInterval = 1.0 / 60
    /// Whether this is `current`, whose steps `CACurrentMediaTime()` reads (a flag, so that a step
    /// does not read the statics).
    private var publishesMediaTime = false

    private static var sequenceCounter = 0

    /// A clock at time 0 (a window makes its own).
    public init() {}

    private init(publishingMediaTime: Bool) { publishesMediaTime = publishingMediaTime }

    /// The number given to the latest animation added or animator started.
    package static var lastSequence: Int { sequenceCounter }

    /// A number increasing with every animation added and animator started.
    package static func nextSequence() -> Int {
        sequenceCounter += 1
        return sequenceCounter
    }

    /// Runs `callback` at the start of the next step.
    package func enqueue(_ callback: @escaping @MainActor () -> Void) { queued.append(callback) }

    /// Watches `layer`'s animations for start and end, taking them over from the clock that
    /// watched them until now, if another.
    package func register(_ layer: CALayer) {
        if let watching = layer.animationClock, watching !== self { watching.forget(layer) }
        quietUntil = nil
        if animatedLayerIDs.insert(ObjectIdentifier(layer)).inserted {
            animatedLayers.append(layer)
            layer.animationClock = self
        }
    }

    /// Stops watching `layer`'s animations (another clock takes them over).
    private func forget(_ layer: CALayer) {
        guard animatedLayerIDs.remove(ObjectIdentifier(layer)) != nil else { return }
        animatedLayers.removeAll { $0 === layer }
        layer.animationClock = nil
    }

    /// Watches a timeline (a property animator) for its end.
    package func register(_ timeline: ClockTimeline) {
        if !timelines.contains(where: { $0 === timeline }) { timelines.append(timeline) }
    }

    package func unregister(_ timeline: ClockTimeline) { timelines.removeAll { $0 === timeline } }

    /// Whether anything is scheduled: running animations, animators, display links or queued callbacks.
    public var hasPendingWork: Bool {
        !queued.isEmpty || !animatedLayers.isEmpty || !timelines.isEmpty || displayLinks.contains { !$0.isPaused }
    }

    /// Takes one step to `t` (see the type's documentation for the order of delivery).
    package func step(to t: CFTimeInterval) {
        precondition(t >= now, "MediaClock cannot move backwards")
        stepDuration = t - now
        now = t
        if publishesMediaTime { publishCurrentMediaTime(t) }
        let callbacks = queued
        queued = []
        for callback in callbacks { callback() }
        for link in displayLinks where !link.isPaused { link.fire(at: t) }
        // Most steps of a long animation deliver nothing: then only the animators are checked.
        if isQuiet(at: t) { deliverTimelineEndings(at: t) } else { deliverAnimationEvents(at: t) }
        CATransaction.flushPending()
    }

    @MainActor private enum Ending {
        case animation(CALayer, CAAnimation)
        case timeline(ClockTimeline)
        var sequence: Int {
            switch self {
            case .animation(_, let a): return a.sequence
            case .timeline(let t): return t.sequence
            }
        }
    }

    // The walks below run on every step over every animated layer: plain index loops, no
    // closures (each closure call would check main-actor isolation at run time).
    private func deliverAnimationEvents(at t: CFTimeInterval) {
        var started: [CAAnimation] = []
        var endings: [Ending] = []
        let layers = animatedLayers
        // Siblings share their superlayer's local time: work it out once per run of siblings
        // (nothing runs during this walk that could free a layer and reuse its identity).
        var lastSuperlayer: ObjectIdentifier?
        var superlayerTime = t
        for layerIndex in layers.indices {
            let layer = layers[layerIndex]
            let entries = layer.animationEntries
            guard Self.hasPendingEvent(entries) else { continue }
            let local: Double
            if let superlayer = layer._superlayer {
                let id = ObjectIdentifier(superlayer)
                if id != lastSuperlayer {
                    (lastSuperlayer, superlayerTime) = (id, superlayer.localTime(atClockTime: t))
                }
                local = layer.timeMapping.local(fromParent: superlayerTime)
            } else {
                local = layer.timeMapping.local(fromParent: t)
            }
            for index in entries.indices {
                let animation = entries[index].animation
                if !animation.didStart && animation.hasBegun(atLayerTime: local) { started.append(animation) }
                if !animation.didStop && animation.hasEnded(atLayerTime: local) { endings.append(.animation(layer, animation)) }
            }
        }
        for timeline in timelines where timeline.hasEnded(atClockTime: t) { endings.append(.timeline(timeline)) }

        if !started.isEmpty {
            for animation in started.sorted(by: { $0.sequence < $1.sequence }) where !animation.didStart {
                animation.didStart = true
                animation.delegate?.animationDidStart(animation)
            }
        }
        if !endings.isEmpty {
            for ending in endings.sorted(by: { $0.sequence < $1.sequence }) {
                switch ending {
                case let .animation(layer, animation):
                    layer.end(animation, as: .finished)
                case let .timeline(timeline):
                    if timeline.hasEnded(atClockTime: t) { timeline.end() }
                }
            }
        }
        pruneAnimatedLayers()
        noteQuietPeriod()
    }

    /// Ends the property animators that reached their end, in the order they started (when no
    /// animation can start or end at `t`; otherwise `deliverAnimationEvents` ends both in order).
    private func deliverTimelineEndings(at t: CFTimeInterval) {
        guard !timelines.isEmpty else { return }
        var endings: [ClockTimeline] = []
        for timeline in timelines where timeline.hasEnded(atClockTime: t) { endings.append(timeline) }
        for timeline in endings.sorted(by: { $0.sequence < $1.sequence }) where timeline.hasEnded(atClockTime: t) {
            timeline.end()
        }
    }

    /// Whether no watched animation can start or end at `t` (see `quietUntil`).
    private func isQuiet(at t: CFTimeInterval) -> Bool {
        guard let quiet = quietUntil else { return false }
        return t < quiet.time && quiet.layers == LayerTreeRevision.current && quiet.timing == AnimationTimingRevision.current
    }

    /// Works out `quietUntil` after a walk: the earliest clock time at which a watched animation
    /// can start or end, less a margin far above the rounding of the inverted time mappings, so
    /// that no step the exact checks would deliver at is skipped.
    private func noteQuietPeriod() {
        quietUntil = nil
        var earliest = Double.infinity
        let layers = animatedLayers
        var lastSuperlayer: ObjectIdentifier?
        var superlayerMap = ClockToLocal.identity
        for layerIndex in layers.indices {
            let layer = layers[layerIndex]
            var map = ClockToLocal.identity
            if let superlayer = layer._superlayer {
                let id = ObjectIdentifier(superlayer)
                if id != lastSuperlayer { (lastSuperlayer, superlayerMap) = (id, ClockToLocal(of: superlayer)) }
                map = superlayerMap
            }
            map = map.then(layer.timeMapping)
            // Layer time must run forwards with clock time for an event's clock time to be known.
            guard map.rate > 0 || map.rate == 0 else { return }
            let entries = layer.animationEntries
            for index in entries.indices {
                guard let local = entries[index].animation.nextEventLayerTime() else { return }
                guard local.isFinite, map.rate > 0 else { continue }
                earliest = min(earliest, (local - map.offset) / map.rate)
            }
        }
        guard !earliest.isNaN else { return }
        let margin = 1e-6 + abs(earliest.isFinite ? earliest : 0) * 1e-9
        quietUntil = (earliest - margin, LayerTreeRevision.current, AnimationTimingRevision.current)
    }

    /// Whether any animation in `entries` has yet to start or stop.
    private static func hasPendingEvent(_ entries: [(key: String?, animation: CAAnimation)]) -> Bool {
        for index in entries.indices {
            let animation = entries[index].animation
            if !animation.didStart || !animation.didStop { return true }
        }
        return false
    }

    /// Stops watching layers whose animations have all stopped (keeping the others in order).
    private func pruneAnimatedLayers() {
        var kept = 0
        for index in animatedLayers.indices {
            let layer = animatedLayers[index]
            if Self.isIdle(layer.animationEntries) {
                animatedLayerIDs.remove(ObjectIdentifier(layer))
                if layer.animationClock === self { layer.animationClock = nil }
            } else {
                if kept != index { animatedLayers[kept] = layer }
                kept += 1
            }
        }
        if kept < animatedLayers.count { animatedLayers.removeLast(animatedLayers.count - kept) }
    }

    /// Whether every animation in `entries` has stopped (true when there are none).
    private static func isIdle(_ entries: [(key: String?, animation: CAAnimation)]) -> Bool {
        for index in entries.indices where !entries[index].animation.didStop { return false }
        return true
    }
}

/// Something on the clock that ends at a time of its own choosing (a property animator).
@MainActor
package protocol ClockTimeline: AnyObject {
    var sequence: Int { get }
    func hasEnded(atClockTime t: CFTimeInterval) -> Bool
    func end()
}

/// The current media time of the key window's clock, in seconds: `MediaClock.current.now`.
///
/// UIKit reads the host's monotonic clock; Interlude reads a window clock, which moves only
/// through `UIWindow.advance(by:)` and `UIWindow.advance(to:)` (a live host advances it with real
/// elapsed time): the key window's, or, while a window delivers a step or a touch (display links,
/// delegates, completions, gesture actions), that window's. As in Apple's SDK it is a plain
/// function, callable from any thread: the clock publishes its time, whenever it steps or another
/// window's clock becomes the current one, to one atomic value that this reads.
public func CACurrentMediaTime() -> CFTimeInterval {
    Double(bitPattern: currentMediaTimeBits.load(ordering: .acquiring))
}

/// `MediaClock.current.now`, as the bits of a `Double`, for `CACurrentMediaTime()` off the main actor.
private let currentMediaTimeBits = Atomic<UInt64>(0)

/// Makes `t` the time `CACurrentMediaTime()` returns.
private func publishCurrentMediaTime(_ t: CFTimeInterval) {
    currentMediaTimeBits.store(t.bitPattern, ordering: .releasing)
}

/// A layer's local time as an affine function of clock time, `local = rate × t + offset`: its
/// ancestors' time mappings and its own composed (for finding when an event falls due).
private struct ClockToLocal {
    var rate: Double
    var offset: Double

    static let identity = ClockToLocal(rate: 1, offset: 0)

    init(rate: Double, offset: Double) {
        self.rate = rate
        self.offset = offset
    }

    /// The composed map of `layer` (its ancestors' and its own).
    @MainActor init(of layer: CALayer) {
        self = (layer._superlayer.map { ClockToLocal(of: $0) } ?? .identity).then(layer.timeMapping)
    }

    /// This map followed by `mapping` (parent time → local time).
    func then(_ mapping: TimeMapping) -> ClockToLocal {
        ClockToLocal(rate: rate * mapping.speed, offset: (offset - mapping.beginTime) * mapping.speed + mapping.timeOffset)
    }
}
