/// The transaction key of `CATransaction.animationDuration()`.
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key of `CATransaction.disableActions()`.
public let kCATransactionDisableActions = "disableActions"
/// The transaction key of `CATransaction.animationTimingFunction()`.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key of `CATransaction.completionBlock()`.
public let kCATransactionCompletionBlock = "completionBlock"

/// Batches layer changes: their implicit-animation settings and a completion for their animations.
///
/// Changes made outside an explicit `begin()`/`commit()` belong to an implicit transaction that
/// commits at the next clock step or presentation query. Committing resolves the begin time of
/// every animation added in it (`beginTime == 0` becomes "the layer's local time now").
@preconcurrency @MainActor
public final class CATransaction {
    private final class Frame {
        var animationDuration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var completion: (@MainActor () -> Void)?
        var values: [String: Any] = [:]
        var animations: [CAAnimation] = []
        /// The clock of the first window whose layers changed in this transaction: a completion
        /// with no animations to wait for runs at that window's next step.
        var changedWindowClock: MediaClock?
    }

    private static var explicitFrames: [Frame] = []
    private static var implicitFrame: Frame?
    private static var pendingResolutions: [(layer: CALayer, animation: CAAnimation)] = []
    private static var pendingCommitActions: [@MainActor () -> Void] = []
    /// `Frame.changedWindowClock` of the implicit transaction.
    private static var implicitChangedWindowClock: MediaClock?

    private init() {}

    private static var innermost: Frame {
        if let frame = explicitFrames.last { return frame }
        if let frame = implicitFrame { return frame }
        let frame = Frame()
        implicitFrame = frame
        return frame
    }

    private static var allFrames: [Frame] { (implicitFrame.map { [$0] } ?? []) + explicitFrames }

    /// The lock behind ``lock()`` and ``unlock()``: recursive, so a thread holding it can take it again.
    private nonisolated static let propertyLock = NSRecursiveLock()

    /// Takes Core Animation's lock, which code on other threads holds while it reads or changes
    /// layer properties as a unit; a thread may take it again before unlocking.
    nonisolated public static func lock() { propertyLock.lock() }

    /// Releases the lock taken with ``lock()`` (once per `lock()` call).
    nonisolated public static func unlock() { propertyLock.unlock() }

    /// Opens a nested transaction.
    public static func begin() {
        _ = innermost // the implicit frame exists under every explicit one
        explicitFrames.append(Frame())
    }

    /// Closes the innermost transaction; closing the outermost one commits its changes.
    public static func commit() {
        guard let frame = explicitFrames.popLast() else {
            return Diagnostics.report("CATransaction.commit(): no transaction is open (missing begin())")
        }
        scheduleCompletion(of: frame)
        // The enclosing transaction holds the nested one's changes too.
        if let clock = frame.changedWindowClock {
            if let outer = explicitFrames.last {
                if outer.changedWindowClock == nil { outer.changedWindowClock = clock }
            } else if implicitChangedWindowClock == nil {
                implicitChangedWindowClock = clock
            }
        }
        if explicitFrames.isEmpty { resolvePending() }
    }

    /// Commits the implicit transaction now (explicit ones stay open).
    public static func flush() { flushPending() }

    /// Animation duration for implicit animations; defaults to 0.25 s.
    public static func animationDuration() -> CFTimeInterval {
        lookup(\.animationDuration) ?? CAAnimation.defaultDuration
    }
    /// Sets the implicit animations' duration in this transaction; negative or non-finite values are
    /// reported and ignored.
    public static func setAnimationDuration(_ dur: CFTimeInterval) {
        guard dur.isFinite, dur >= 0 else {
            return Diagnostics.report("CATransaction.setAnimationDuration(_:): \(dur) is not a usable duration; ignored")
        }
        innermost.animationDuration = dur
    }

    /// Timing function for implicit animations; nil means Core Animation's default curve.
    public static func animationTimingFunction() -> CAMediaTimingFunction? { lookup(\.timingFunction) }
    /// Sets the implicit animations' timing function in this transaction (nil: the default curve).
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { innermost.timingFunction = function }

    /// Whether property changes skip their implicit actions. Defaults to false.
    public static func disableActions() -> Bool { lookup(\.disableActions) ?? false }
    /// Turns implicit actions off (true) or on for changes in this transaction.
    public static func setDisableActions(_ flag: Bool) { innermost.disableActions = flag }

    /// Block run once every animation added in this transaction has stopped (on the next clock
    /// step when there are none).
    public static func completionBlock() -> (@MainActor () -> Void)? { innermost.completion }
    /// Sets the block run when this transaction's animations have all stopped.
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) { innermost.completion = block }

    /// The value of the innermost transaction that has one under `key`: the settings above under
    /// their keys (`kCATransactionAnimationDuration` as a `CFTimeInterval`,
    /// `kCATransactionDisableActions` as a `Bool`, `kCATransactionAnimationTimingFunction`,
    /// `kCATransactionCompletionBlock`; nil until set), or any value stored under another key.
    public static func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return lookup(\.animationDuration)
        case kCATransactionDisableActions: return lookup(\.disableActions)
        case kCATransactionAnimationTimingFunction: return lookup(\.timingFunction)
        case kCATransactionCompletionBlock: return innermost.completion
        default:
            for frame in allFrames.reversed() { if let v = frame.values[key] { return v } }
            return nil
        }
    }

    /// Stores `anObject` under `key` in the innermost transaction. The four keys of the settings
    /// set them, as their setters do: a number of seconds for `kCATransactionAnimationDuration`, a
    /// `Bool` (or number) for `kCATransactionDisableActions`, a `CAMediaTimingFunction` for
    /// `kCATransactionAnimationTimingFunction`, a `() -> Void` block for
    /// `kCATransactionCompletionBlock`. A value that does not fit its key is reported and ignored.
    public static func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration:
            guard let seconds = KeyValue.number(anObject) else { return rejectValue(anObject, forKey: key) }
            setAnimationDuration(seconds)
        case kCATransactionDisableActions:
            guard let flag = KeyValue.flag(anObject) else { return rejectValue(anObject, forKey: key) }
            setDisableActions(flag)
        case kCATransactionAnimationTimingFunction:
            guard anObject == nil || anObject is CAMediaTimingFunction else { return rejectValue(anObject, forKey: key) }
            setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock:
            if anObject == nil { return setCompletionBlock(nil) }
            if let block = anObject as? @MainActor () -> Void { return setCompletionBlock(block) }
            if let block = anObject as? () -> Void { return setCompletionBlock { block() } }
            rejectValue(anObject, forKey: key)
        default:
            innermost.values[key] = anObject
        }
    }

    private static func rejectValue(_ value: Any?, forKey key: String) {
        Diagnostics.report(
            "CATransaction.setValue(_:forKey:): \(value.map { "\($0)" } ?? "nil") is not a value for '\(key)'; ignored")
    }

    private static func lookup<T>(_ keyPath: KeyPath<Frame, T?>) -> T? {
        for frame in allFrames.reversed() { if let v = frame[keyPath: keyPath] { return v } }
        return nil
    }

    // MARK: Internal hooks

    /// Records `animation` in every open transaction, for their completion blocks.
    static func track(_ animation: CAAnimation, on layer: CALayer) {
        _ = innermost
        for frame in allFrames { frame.animations.append(animation) }
    }

    /// Notes that `layer` changed in the innermost transaction (for a completion with nothing to
    /// wait for). The implicit transaction's note is kept apart, so that a change outside any
    /// transaction does not make one.
    static func noteChange(of layer: CALayer) {
        if let frame = explicitFrames.last {
            if frame.changedWindowClock == nil { frame.changedWindowClock = layer.hostingClock }
        } else if implicitChangedWindowClock == nil {
            implicitChangedWindowClock = layer.hostingClock
        }
    }

    /// Resolves the animation's begin time when the transaction commits.
    static func resolveAtCommit(_ animation: CAAnimation, on layer: CALayer) {
        pendingResolutions.append((layer, animation))
    }

    /// Runs `action` when the transaction commits (for animators anchoring their timelines).
    package static func onCommit(_ action: @escaping @MainActor () -> Void) {
        pendingCommitActions.append(action)
    }

    /// Commits the implicit transaction: schedules its completion and resolves begin times.
    package static func flushPending() {
        guard explicitFrames.isEmpty else { return }
        let changedWindowClock = implicitChangedWindowClock
        implicitChangedWindowClock = nil
        if let frame = implicitFrame {
            implicitFrame = nil
            frame.changedWindowClock = changedWindowClock
            scheduleCompletion(of: frame)
        }
        resolvePending()
    }

    private static func resolvePending() {
        while !pendingResolutions.isEmpty || !pendingCommitActions.isEmpty {
            let resolutions = pendingResolutions
            pendingResolutions = []
            for (layer, animation) in resolutions where !animation.isResolved {
                animation.beginTime = layer.currentLocalTime + (animation.delayUntilResolved ?? 0)
                animation.delayUntilResolved = nil
            }
            let actions = pendingCommitActions
            pendingCommitActions = []
            for action in actions { action() }
        }
    }

    private static func scheduleCompletion(of frame: Frame) {
        guard let completion = frame.completion else { return }
        let running = frame.animations.filter { !$0.didStop }
        let group = TransactionCompletion(remaining: running.count, block: completion)
        if running.isEmpty {
            // Nothing to wait for: the next step of the window that changed (see `MediaClock.current`
            // when no window did).
            (frame.changedWindowClock ?? MediaClock.current).enqueue(completion)
        } else {
            for animation in running { animation.stopObservers.append(group) }
        }
    }
}

/// Runs a transaction's completion block when its last animation stops.
@MainActor
private final class TransactionCompletion: AnimationStopObserver {
    var remaining: Int
    let block: @MainActor () -> Void

    init(remaining: Int, block: @escaping @MainActor () -> Void) {
        self.remaining = remaining
        self.block = block
    }

    func animationStopped(_ animation: CAAnimation, finished: Bool) {
        remaining -= 1
        if remaining == 0 { block() }
    }
}
