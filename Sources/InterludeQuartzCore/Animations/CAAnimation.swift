/// Receives an animation's start and stop.
///
/// Not isolated to an actor, as in Apple's SDK; the calls come on the main actor, from the clock
/// of the window the animated layer is in.
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation began (its begin time was reached).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true if it ran its full active duration, false if it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An object that responds to a layer's property change; `CAAnimation` adds itself to the layer.
@preconcurrency @MainActor
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Returned from `action(for:forKey:)` to stop the search: no implicit animation.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The abstract base of Core Animation's animations: timing, pacing, delegate and removal.
///
/// Adding an animation to a layer copies it (as Core Animation does); later changes to the
/// original do not affect the running copy, and delegate callbacks receive the copy.
///
/// As in Apple's SDK, animations are not isolated to an actor: code on any thread may make and
/// configure one. They are not `Sendable` (they are mutable): a task that hands one to another
/// stops using it. Adding one to a layer, and everything that happens to the added copy, is on
/// the main actor.
nonisolated open class CAAnimation: NSObject, NSCopying, CAMediaTiming, CAAction {
    /// Default duration used when `duration` is 0, in seconds.
    public static let defaultDuration: CFTimeInterval = 0.25

    // `@exclusivity(unchecked)` below: read by every clock step or frame; each one is listed, with
    // what its run-time check costs, in the Benchmarks article ("Unchecked exclusivity").
    /// Set when `beginTime` was 0 at add time: resolved to the layer's local time plus this delay at commit.
    @exclusivity(unchecked) package var delayUntilResolved: Double? { didSet { AnimationTimingRevision.bump() } }
    @exclusivity(unchecked) var didStart = false
    @exclusivity(unchecked) package var didStop = false
    /// Whether a driver is set (it may since have been released): spares the per-frame weak load
    /// for the usual, undriven animation.
    @exclusivity(unchecked) private(set) var isDriven = false
    /// Iteration arithmetic with Core Animation's 0.25 s default duration; kept in step with the
    /// timing properties so that sampling does not rebuild it every frame.
    @exclusivity(unchecked) private(set) var iterationTiming = IterationTiming(
        duration: CAAnimation.defaultDuration, repeatCount: 0, repeatDuration: 0, autoreverses: false, fillMode: .removed)
    /// When the animation starts, in its layer's time; 0 (the default) means when the transaction
    /// that adds it commits.
    @exclusivity(unchecked) public var beginTime: CFTimeInterval = 0 { didSet { AnimationTimingRevision.bump() } }
    /// How fast the animation's time runs against its layer's. Defaults to 1.
    @exclusivity(unchecked) public var speed: Float = 1 { didSet { AnimationTimingRevision.bump() } }
    /// Seconds added to the animation's local time (start it part-way). Defaults to 0.
    @exclusivity(unchecked) public var timeOffset: CFTimeInterval = 0 { didSet { AnimationTimingRevision.bump() } }
    /// Pacing of the animation; nil means linear.
    @exclusivity(unchecked) public var timingFunction: CAMediaTimingFunction? {
        didSet { namedEasing = timingFunction?.named }
    }
    /// The timing function's predefined curve, if it is one: eased without visiting the function.
    @exclusivity(unchecked) private var namedEasing: CAMediaTimingFunction.NamedCurve?
    /// The length of one iteration in seconds; 0 (the default) means 0.25 s, Core Animation's default.
    public var duration: CFTimeInterval = 0 { didSet { updateIterationTiming() } }
    /// How many iterations to play (fractions allowed; `.infinity` forever). Defaults to 0, one.
    public var repeatCount: Float = 0 { didSet { updateIterationTiming() } }
    /// How long to repeat, in seconds, when `repeatCount` is 0. Defaults to 0.
    public var repeatDuration: CFTimeInterval = 0 { didSet { updateIterationTiming() } }
    /// Whether each iteration plays forwards, then backwards. Defaults to false.
    public var autoreverses = false { didSet { updateIterationTiming() } }
    /// Whether the animation's values show before it starts (`.backwards`) or after it ends
    /// (`.forwards`, with `isRemovedOnCompletion = false`). Defaults to `.removed`.
    public var fillMode: CAMediaTimingFillMode = .removed { didSet { updateIterationTiming() } }
    /// Receives start/stop. Retained by the animation, as in Core Animation.
    public var delegate: CAAnimationDelegate?
    /// Whether the animation is removed from its layer when it finishes. Defaults to true.
    public var isRemovedOnCompletion = true

    /// An animation with Core Animation's defaults (0.25 s, linear, removed on completion).
    public required override init() { super.init() }

    /// Creates a new animation with default values.
    public class func animation() -> Self { self.init() }

    required public init(copying other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        namedEasing = other.namedEasing
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        iterationTiming = other.iterationTiming
        isDriven = other.isDriven
        delayUntilResolved = other.delayUntilResolved
        allowsUserInteraction = other.allowsUserInteraction
        driver = other.driver
        if let values = other.extras?.keyValues, !values.isEmpty {
            let copied = AnimationExtras()
            copied.keyValues = values
            extras = copied
        }
    }

    /// A copy with the same settings and delegate, as `NSCopying` gives; `CALayer.add(_:forKey:)` attaches a copy.
    public func copy(with zone: NSZone? = nil) -> Any { type(of: self).init(copying: self) }

    /// Whether the animation should be archived; Core Animation's KVC default. Always true here.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    // MARK: Key-value coding (see CAAnimation+KeyValueCoding.swift)

    /// The value of the property named `key` (`"duration"`, `"keyPath"`, `"fromValue"`…), else the
    /// value stored under `key`, else `defaultValue(forKey:)`.
    ///
    /// An animation is a key-value coding container, as in Core Animation: any key can hold a
    /// value. The values travel with the copy `CALayer.add(_:forKey:)` makes, so a tag set before
    /// adding can be read in `animationDidStop(_:finished:)`, which receives that copy.
    open func value(forKey key: String) -> Any? {
        if let property = propertyValue(forKey: key) { return property }
        return extras?.keyValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Sets the property named `key`, or stores `value` under any other key (nil removes it).
    /// Numbers may be given as any numeric type or `NSNumber`; a value that does not fit the
    /// property is reported and ignored.
    open func setValue(_ value: Any?, forKey key: String) {
        if setPropertyValue(value, forKey: key) { return }
        if let value {
            extrasForWriting.keyValues[key] = value
        } else {
            extras?.keyValues[key] = nil
        }
    }

    /// The value at a dotted key path: a key (see `value(forKey:)`), then fields of its value
    /// (`"fromValue.x"` of a point, `"toValue.size.width"` of a rectangle).
    open func value(forKeyPath keyPath: String) -> Any? { keyValue(atPath: keyPath) }

    /// Sets the value at a dotted key path (see `value(forKeyPath:)`): a field is set by setting
    /// the key's value with the field replaced.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setKeyValue(value, atPath: keyPath) }

    /// The value `value(forKey:)` returns for a key nothing was stored under: nil unless a
    /// subclass overrides it to give keys of its own defaults.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// The value of the property named `key`, as `value(forKey:)` returns it; nil when no property
    /// has that name (`.some(nil)` for a property whose value is nil). Subclasses add their own.
    package func propertyValue(forKey key: String) -> Any?? { animationPropertyValue(forKey: key) }

    /// Sets the property named `key` from a key-value coding value; false when no property has that
    /// name. Subclasses add their own.
    package func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        setAnimationPropertyValue(value, forKey: key)
    }

    // MARK: CAAction

    /// Adds the animation to `anObject` (a layer) under `event`: an animation used as an action.
    @MainActor public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    // MARK: Internal state of an added copy

    /// Global add order; breaks ties between callbacks due at the same time.
    package var sequence = 0
    /// Whether views being animated by this animation accept touches (UIView's `.allowUserInteraction`).
    package var allowsUserInteraction = true
    /// Observers told when the animation stops (UIView completion groups, transaction completions).
    package var stopObservers: [AnimationStopObserver] {
        get { extras?.stopObservers ?? [] }
        set { extrasForWriting.stopObservers = newValue }
    }
    /// What only some animations have (stop observers, key-value tags), behind one reference so
    /// that the object stays as small as the per-frame reads need.
    private var extras: AnimationExtras?
    private var extrasForWriting: AnimationExtras {
        if let extras { return extras }
        let made = AnimationExtras()
        extras = made
        return made
    }
    /// When set, progress comes from this driver (a property animator) instead of media timing.
    package weak var driver: AnimationDriver? {
        didSet {
            isDriven = driver != nil
            AnimationTimingRevision.bump()
        }
    }

    var isResolved: Bool { delayUntilResolved == nil }

    private func updateIterationTiming() {
        AnimationTimingRevision.bump()
        iterationTiming = IterationTiming(
            duration: duration > 0 ? duration : Self.defaultDuration,
            repeatCount: Double(repeatCount), repeatDuration: repeatDuration,
            autoreverses: autoreverses, fillMode: fillMode)
    }

    /// The driver, when the animation is driven (nil without touching the weak reference otherwise).
    @inline(__always) var activeDriver: AnimationDriver? { isDriven ? driver : nil }

    /// Active local time for the layer's local time `t`.
    @inline(__always) func activeTime(atLayerTime t: Double) -> Double {
        (t - beginTime) * Double(speed) + timeOffset
    }

    /// Timing at the layer's local time `t`; before resolution the animation sits at its start.
    func sample(atLayerTime t: Double) -> TimingSample {
        let local = isResolved ? activeTime(atLayerTime: t) : -(delayUntilResolved ?? 0)
        return iterationTiming.sample(at: local)
    }

    /// Eased progress at layer time `t`, per axis (x and y differ only for a driver's 2-D spring),
    /// or nil when the animation shows nothing at `t`.
    @MainActor package func progress(atLayerTime t: Double) -> AxisProgress? {
        if let driver = activeDriver { return driver.progress(for: self, layerTime: t) }
        let sample = sample(atLayerTime: t)
        guard sample.isApplied else { return nil }
        let p = timedProgress(sample)
        return AxisProgress(x: p, y: p)
    }

    /// Progress for a media-timed sample; springs override to follow their physics.
    func timedProgress(_ sample: TimingSample) -> Double { eased(sample.progress) }

    /// Whether the active interval has ended at layer time `t` (a driven animation ends with its driver).
    @MainActor func hasEnded(atLayerTime t: Double) -> Bool {
        guard activeDriver == nil, isResolved, speed > 0 else { return false }
        return activeTime(atLayerTime: t) >= iterationTiming.activeDuration - timeTolerance
    }

    /// The earliest layer time at which this animation can start or end, given which of the two
    /// it has yet to do: +∞ when neither can happen through time alone, nil when that cannot be
    /// known in advance (a driven or unresolved animation, or one that does not run forwards).
    @MainActor func nextEventLayerTime() -> Double? {
        if didStart && didStop { return .infinity }
        guard !isDriven, isResolved, speed > 0 else { return nil }
        let rate = Double(speed)
        var next = Double.infinity
        // Where `hasBegun` and `hasEnded` turn true: activeTime(t) = -tolerance, = activeDuration - tolerance.
        if !didStart { next = beginTime + (-timeTolerance - timeOffset) / rate }
        if !didStop, iterationTiming.activeDuration.isFinite {
            next = min(next, beginTime + (iterationTiming.activeDuration - timeTolerance - timeOffset) / rate)
        }
        return next
    }

    /// Whether the begin time has been reached at layer time `t`.
    @MainActor func hasBegun(atLayerTime t: Double) -> Bool {
        if activeDriver != nil { return true }
        guard isResolved else { return false }
        return activeTime(atLayerTime: t) >= -timeTolerance
    }

    /// Applies this animation's value at layer time `t` on top of `state`. Subclasses override.
    @MainActor package func apply(to state: inout LayerState, layerTime t: Double) {}

    /// The keys of layer classes' own (not Core Animation properties) the animation animates.
    var customKeys: [String] { [] }

    /// Adds the animation's per-frame work to `storage` as a track, when it has a typed shape and
    /// its timing is its own (see `AnimationTrack`); false (nothing added) otherwise. Subclasses
    /// with typed plans override.
    func appendTrack(to storage: inout AnimationTrackStorage) -> Bool { false }

    /// Whether a track can stand for the animation: media-timed and resolved (a driver's progress
    /// and a begin time still to come at commit are known only frame by frame).
    var isTrackable: Bool { !isDriven && isResolved }

    /// How `timedProgress` eases, as a track in `storage` keeps it (springs override).
    func trackEasing(_ storage: inout AnimationTrackStorage) -> AnimationTrack.Easing { storage.easing(timingFunction) }

    /// Parses key paths and values once, when the copy is added. Returns a reason when unusable.
    package func prepareForAdding() -> String? { nil }

    /// Eased progress for linear progress `p` through this animation's timing function.
    @inline(__always) func eased(_ p: Double) -> Double {
        if let namedEasing { return namedEasing.solve(p) }
        guard let timingFunction else { return p }
        return timingFunction.progress(p)
    }
}

/// The rarely used parts of an animation.
private final class AnimationExtras {
    var stopObservers: [AnimationStopObserver] = []
    var keyValues: [String: Any] = [:]
}

/// Something told once when an animation it watches stops.
@MainActor
package protocol AnimationStopObserver: AnyObject {
    func animationStopped(_ animation: CAAnimation, finished: Bool)
}

/// A source of progress other than media time: a property animator drives its animations.
@MainActor
package protocol AnimationDriver: AnyObject {
    /// Eased progress of `animation` at its layer's local time, or nil when it shows nothing.
    func progress(for animation: CAAnimation, layerTime: Double) -> AxisProgress?
}

/// Progress along each axis; equal except for 2-D spring velocities.
package struct AxisProgress: Equatable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
