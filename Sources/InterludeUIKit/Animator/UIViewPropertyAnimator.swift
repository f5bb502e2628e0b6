/// Animates view changes and lets them be started, paused, scrubbed, reversed, retimed and stopped.
///
/// Animation blocks run when the animator first becomes active (`startAnimation`, `pauseAnimation`
/// or setting `fractionComplete`); blocks added while active run at once and animate over the
/// remaining time. `fractionComplete` is linear time progress (0…1); each property's visual
/// progress follows the timing curve, except while paused with `scrubsLinearly`, where it follows
/// the fraction linearly. Misuse that UIKit treats as a programmer error stops with UIKit's message.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, AnimationDriver, ClockTimeline {
    /// Timing given at creation.
    public let timingParameters: UITimingCurveProvider?
    /// Duration in seconds (a physical spring's settling time replaces the given duration).
    public let duration: TimeInterval
    /// Delay of the last `startAnimation(afterDelay:)`. Defaults to 0.
    public private(set) var delay: TimeInterval = 0

    /// Where the animator is in its life. Defaults to `.inactive`; reads `.completing` while the
    /// completions run.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are moving: started and not paused. Defaults to false; reads true
    /// while the completions run, as in UIKit.
    public private(set) var isRunning = false
    /// Whether the animations run toward their start. Defaults to false.
    open var isReversed = false { didSet { reversedChanged(from: oldValue) } }
    /// Whether the animator can be interrupted (paused, reversed, continued). Defaults to true; raises if set while active.
    open var isInterruptible = true {
        willSet { if state != .inactive { programmerError("Cannot set isInterruptible on an active or stopped animator") } }
    }
    /// Whether animated views accept touches. Defaults to true; raises if set while active.
    open var isUserInteractionEnabled = true {
        willSet {
            if state != .inactive { programmerError("Cannot set isUserInteractionEnabled on an active or stopped animator") }
        }
    }
    /// Whether the app hit-tests animated views itself. Defaults to false.
    open var isManualHitTestingEnabled = false
    /// Whether scrubbing while paused moves views linearly with the fraction. Defaults to true.
    open var scrubsLinearly = true
    /// Whether the animator pauses at its end instead of finishing. Defaults to false.
    open var pausesOnCompletion = false

    private var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var tracks: [AnimatorTrack] = []
    private var tracksByAnimation: [ObjectIdentifier: AnimatorTrack] = [:]
    /// Values of the tracks frozen by `stopAnimation(false)`, for `finishAnimation(at:)`.
    private var frozenTracks: [AnimatorTrack] = []
    private var startsWhenAnimationsAdded = false
    private var scrubbedLinearly = false
    /// Timing used from now on (replaced by `continueAnimation`, restored when inactive).
    private var activeTiming: UITimingCurveProvider

    // Timeline in clock time: fraction(t) = clamp(anchorFraction + rate × (t − anchorTime)).
    private var anchorFraction = 0.0
    private var anchorTime = 0.0
    private var rate = 0.0
    /// Clock time of the last re-anchoring, to which each track's layer anchor corresponds.
    private var retimeClockTime = 0.0
    package private(set) var sequence = 0
    private var clock: MediaClock = MediaClock.current

    // MARK: Creating

    /// An animator with `duration` and timing `parameters`.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        let given = Self.validDuration(duration, call: "UIViewPropertyAnimator(duration:timingParameters:)")
        timingParameters = parameters
        activeTiming = parameters
        self.duration = parameters.springTimingParameters?.implicitDuration ?? given
    }

    /// An animator with a built-in curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic curve through two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of damping `ratio` fitted to `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates and starts an animator, like `UIView.animate`: the curve comes from `options`
    /// (ease-in-out by default); transition and direction options are ignored.
    ///
    /// Called inside another animation block, the animator is not interruptible and, like a
    /// nested block, takes the enclosing block's duration and delay (unless
    /// `.overrideInheritedDuration`) and its curve or spring (unless `.overrideInheritedCurve`).
    @discardableResult
    public class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        var duration = duration
        var delay = Self.validDelay(delay, call: "UIViewPropertyAnimator.runningPropertyAnimator")
        var timing: UITimingCurveProvider = UICubicTimingParameters(animationCurve: options.curve)
        let outer = ViewAnimationContext.current
        if let outer, case .block = outer.mode {
            if !options.contains(.overrideInheritedDuration) { (duration, delay) = (outer.duration, outer.delay) }
            if !options.contains(.overrideInheritedCurve) { timing = Self.timing(of: outer.pacing) }
        }
        let animator = self.init(duration: duration, timingParameters: timing)
        if outer != nil { animator.isInterruptible = false }
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// An enclosing block's pacing as animator timing: its curve, or its spring (fitted to the
    /// animator's duration with the same damping ratio and initial velocity).
    private static func timing(of pacing: ViewAnimationContext.Pacing) -> UITimingCurveProvider {
        switch pacing {
        case .curve(let function):
            let bezier = function.bezier
            return UICubicTimingParameters(
                controlPoint1: CGPoint(x: bezier.x1, y: bezier.y1),
                controlPoint2: CGPoint(x: bezier.x2, y: bezier.y2))
        case let .spring(mass, stiffness, damping, velocity):
            let ratio = damping / (2 * (stiffness * mass).squareRoot())
            return UISpringTimingParameters(
                dampingRatio: CGFloat(ratio),
                initialVelocity: CGVector(dx: velocity, dy: velocity))
        }
    }

    isolated deinit {
        if state == .stopped || (state == .active && !isRunning) {
            programmerError(
                "It is an error to release a paused or stopped property animator. Property animators must either finish animating or be explicitly stopped and finished before they can be released."
            )
        }
    }

    // MARK: Adding

    /// Adds a block animating over the full (or, when active, the remaining) duration.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds a block that starts after `delayFactor` × `duration` and animates to the end.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        if state == .stopped { programmerError("addAnimations: cannot be called on a stopped animator") }
        leaveCompletionCallouts()
        guard delayFactor.isFinite else {
            return Diagnostics.report(
                "UIViewPropertyAnimator.addAnimations(_:delayFactor:): delayFactor \(delayFactor) is not finite; the block was not added"
            )
        }
        let factor = Double(min(1, max(0, delayFactor)))
        guard state == .active else { return pendingBlocks.append((animation, factor)) }
        run(animation, segmentStart: min(1, fraction(atClockTime: clock.now) + factor))
        if startsWhenAnimationsAdded {
            startsWhenAnimationsAdded = false
            setRunning(true)
        }
    }

    /// Adds a completion, called with the position where the animations ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Starts the animations now, or resumes them from where they were paused or scrubbed.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts (or resumes) the animations after `delay` seconds; a negative or non-finite delay is
    /// reported and 0 used. Does nothing while running. Started with no animations, the animator
    /// waits and starts with the first block added. Raises on a stopped animator.
    open func startAnimation(afterDelay delay: TimeInterval) {
        if state == .stopped { programmerError("startAnimation cannot be called on a stopped animator") }
        let delay = Self.validDelay(delay, call: "UIViewPropertyAnimator.startAnimation(afterDelay:)")
        leaveCompletionCallouts()
        if isRunning { return }
        self.delay = delay
        activate()
        if tracks.isEmpty && pendingBlocks.isEmpty && !hasAnyTrackEver {
            startsWhenAnimationsAdded = true
            return
        }
        resumeFromScrub()
        setRunning(true, after: delay)
    }

    /// Pauses the animations where they are; an inactive animator becomes active, paused, with its
    /// blocks applied. Raises on a stopped animator; ignored while the completions run.
    open func pauseAnimation() {
        if state == .stopped { programmerError("pauseAnimation cannot be called on a stopped animator") }
        if state == .completing {
            return Diagnostics.report(
                "UIViewPropertyAnimator.pauseAnimation(): called while the animator runs its completions; ignored")
        }
        activate()
        guard isRunning else { return }
        setRunning(false)
    }

    /// Linear time progress 0…1. Setting it scrubs a paused (or inactive, which pauses) animator;
    /// while running it is ignored, as in UIKit. Values outside 0…1 are clamped.
    open var fractionComplete: CGFloat {
        get { CGFloat(fraction(atClockTime: clock.now)) }
        set {
            guard newValue.isFinite else {
                return Diagnostics.report("UIViewPropertyAnimator.fractionComplete = \(newValue) is not finite; ignored")
            }
            guard state != .stopped else { return }
            leaveCompletionCallouts()
            guard !isRunning else { return }
            activate()
            anchor(fraction: Double(min(1, max(0, newValue))), rate: 0)
            scrubbedLinearly = scrubsLinearly
        }
    }

    /// Continues a paused animator with new timing (nil keeps the current) over
    /// `durationFactor` × `duration` seconds (0 keeps the original pace).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, !isRunning, isInterruptible else {
            programmerError(
                "continueAnimationWithTimingParameters:durationFactor: requires a paused, interruptible animator (state \(state), running \(isRunning))"
            )
        }
        guard durationFactor.isFinite, durationFactor >= 0 else {
            return Diagnostics.report(
                "UIViewPropertyAnimator.continueAnimation: durationFactor \(durationFactor) must be finite and ≥ 0; ignored")
        }
        let f = fraction(atClockTime: clock.now)
        let remaining = isReversed ? f : 1 - f
        let runTime = durationFactor > 0 ? Double(durationFactor) * duration : remaining * duration
        if let parameters { activeTiming = parameters }
        for track in tracks where track.isLive {
            let u = track.segmentProgress(f)
            let v = track.visualProgress(f, linear: scrubbedLinearly)
            track.rebase = (u, v)
            let span = isReversed ? u : 1 - u
            track.curve = AnimatorCurve(
                activeTiming, duration: max(1e-6, runTime * span * track.segment.length / max(remaining, 1e-9)))
        }
        scrubbedLinearly = false
        let speed = runTime > 0 ? remaining / runTime : .infinity
        startRunning(rate: isReversed ? -speed : speed, after: 0)
    }

    /// Stops the animations where they are. `true`: inactive at once, no completions.
    /// `false`: stopped; call `finishAnimation(at:)` to finish and run completions.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else {
            programmerError("stopAnimation: can only be called on an active animator (state is \(state))")
        }
        let live = tracks.filter(\.isLive)
        for track in live { track.freeze() }
        clearTimeline()
        if withoutFinishing {
            becomeInactive()
            completions = []
        } else {
            frozenTracks = live
            state = .stopped
            isRunning = false
        }
    }

    /// Finishes a stopped animator: `.end`/`.start` set the blocks' final/original values,
    /// `.current` leaves them; then the completions run with `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        if state == .completing {
            programmerError("finishAnimationAtPosition: cannot be called while the animator is calling its completions")
        }
        guard state == .stopped else {
            programmerError("finishAnimationAtPosition: should only be called on a stopped animator!")
        }
        for track in frozenTracks {
            switch finalPosition {
            case .end: track.setModel(track.to)
            case .start: track.setModel(track.from)
            case .current: break
            }
        }
        frozenTracks = []
        becomeInactive()
        runCompletions(finalPosition)
    }

    // MARK: Internals

    private var hasAnyTrackEver = false

    private func activate() {
        guard state == .inactive else { return }
        state = .active
        clock = MediaClock.current
        anchor(fraction: isReversed ? 1 : 0, rate: 0)
        let blocks = pendingBlocks
        pendingBlocks = []
        for (block, factor) in blocks { run(block, segmentStart: factor) }
    }

    /// Runs `block` in an animator context: every change becomes a track starting at `segmentStart`.
    private func run(_ block: () -> Void, segmentStart: Double) {
        hasAnyTrackEver = true
        let maker = PropertyAnimatorTrackMaker(animator: self, segmentStart: segmentStart)
        let context = ViewAnimationContext(
            duration: duration, delay: 0,
            options: isUserInteractionEnabled ? [.allowUserInteraction] : [],
            pacing: .curve(CAMediaTimingFunction(name: .linear)),
            mode: .animator(maker), group: nil)
        withoutActuallyEscaping(block) { body in ViewAnimationContext.with(context, body) }
        // Keyframes added directly in the block become the animator's keyframe tracks.
        if case .keyframes(let recorder) = context.mode { recorder.build(in: context) }
    }

    /// Registers a new track (called by the context's track maker).
    func addTrack(
        layer: CALayer, key: String, path: LayerKeyPath, from: AnimatableValue, to: AnimatableValue,
        animation: CAAnimation, segmentStart: Double
    ) {
        let segment = (start: segmentStart, length: 1 - segmentStart)
        let curve = AnimatorCurve(activeTiming, duration: max(1e-6, segment.length * duration))
        let track = AnimatorTrack(
            layer: layer, key: key, path: path, from: from, to: to,
            animation: animation, segment: segment, curve: curve)
        animation.allowsUserInteraction = isUserInteractionEnabled
        adoptClock(of: layer)
        tracks.removeAll { !$0.isLive }
        tracks.append(track)
        tracksByAnimation[ObjectIdentifier(animation)] = track
        anchorTrack(track)
    }

    /// Follows the clock of the window the animated views are in (the first track's decides).
    private func adoptClock(of layer: CALayer) {
        guard tracks.allSatisfy({ !$0.isLive }), layer.isInWindow, layer.clock !== clock else { return }
        let f = fraction(atClockTime: clock.now)
        let wasRegistered = isRunning
        clock.unregister(self)
        clock = layer.clock
        anchor(fraction: f, rate: rate)
        if wasRegistered { clock.register(self) }
    }

    private func fraction(atClockTime t: Double) -> Double {
        guard rate != 0, t > anchorTime else { return anchorFraction }
        return min(1, max(0, anchorFraction + rate * (t - anchorTime)))
    }

    /// Re-anchors the timeline at `fraction` now (starting after `delay`), and every track with it.
    private func anchor(fraction: Double, rate: Double, after delay: Double = 0) {
        anchorFraction = fraction
        anchorTime = clock.now + delay
        self.rate = rate
        retimeClockTime = clock.now
        for track in tracks { anchorTrack(track) }
    }

    private func anchorTrack(_ track: AnimatorTrack) {
        track.layerAnchor = nil
        CATransaction.onCommit { [weak track, retimeClockTime] in
            guard let track else { return }
            track.layerAnchor = track.layer.localTime(atClockTime: retimeClockTime)
        }
    }

    private func setRunning(_ running: Bool, after delay: Double = 0) {
        let speed = duration > 0 ? 1 / duration : .infinity
        if running {
            startRunning(rate: isReversed ? -speed : speed, after: delay)
        } else {
            anchor(fraction: fraction(atClockTime: clock.now), rate: 0)
            isRunning = false
            clock.unregister(self)
        }
    }

    private func startRunning(rate: Double, after delay: Double) {
        let f = fraction(atClockTime: clock.now)
        anchor(fraction: f, rate: rate.isInfinite ? 0 : rate, after: delay)
        if rate.isInfinite { anchorFraction = rate > 0 ? 1 : 0 }
        isRunning = true
        sequence = MediaClock.nextSequence()
        clock.register(self)
    }

    /// After a linear scrub, restart each track's curve from where it shows now, so nothing jumps.
    private func resumeFromScrub() {
        guard scrubbedLinearly else { return }
        let f = fraction(atClockTime: clock.now)
        for track in tracks where track.isLive {
            let u = track.segmentProgress(f)
            track.rebase = (u, AxisProgress(x: u, y: u))
        }
        scrubbedLinearly = false
    }

    private func reversedChanged(from old: Bool) {
        guard old != isReversed else { return }
        if state == .stopped { isReversed = old; return }
        if isRunning {
            let speed = abs(rate)
            anchor(fraction: fraction(atClockTime: clock.now), rate: isReversed ? -speed : speed)
        }
    }

    private func clearTimeline() {
        clock.unregister(self)
        rate = 0
        isRunning = false
    }

    private func becomeInactive() {
        for track in tracks where track.isLive { track.layer.end(track.animation, as: .removed) }
        tracks = []
        tracksByAnimation = [:]
        pendingBlocks = []
        clearTimeline()
        state = .inactive
        anchorFraction = 0
        isReversed = false
        scrubbedLinearly = false
        startsWhenAnimationsAdded = false
        hasAnyTrackEver = false
        activeTiming = timingParameters ?? UICubicTimingParameters()
    }

    /// Calls the completions with `position`, in UIKit's in-between state (C18): `state` reads
    /// `.completing` and `isRunning` true until the last one returns, then the animator is inactive.
    private func runCompletions(_ position: UIViewAnimatingPosition) {
        let blocks = completions
        completions = []
        guard !blocks.isEmpty else { return }
        state = .completing
        isRunning = true
        for block in blocks { block(position) }
        leaveCompletionCallouts()
    }

    /// Ends the completion callouts early when a completion reuses the animator (starting it,
    /// adding animations, scrubbing): from then on it behaves as the inactive animator it is.
    private func leaveCompletionCallouts() {
        guard state == .completing else { return }
        state = .inactive
        isRunning = false
    }

    // MARK: ClockTimeline

    package func hasEnded(atClockTime t: CFTimeInterval) -> Bool {
        guard isRunning, t >= anchorTime - timeTolerance else { return false }
        let f = fraction(atClockTime: t + timeTolerance)
        return rate > 0 ? f >= 1 : (rate < 0 ? f <= 0 : anchorFraction == (isReversed ? 0 : 1))
    }

    package func end() {
        let position: UIViewAnimatingPosition = isReversed ? .start : .end
        if pausesOnCompletion {
            anchor(fraction: isReversed ? 0 : 1, rate: 0)
            isRunning = false
            clock.unregister(self)
            return
        }
        for track in tracks where track.isLive { track.finish(at: position) }
        becomeInactive()
        runCompletions(position)
    }

    // MARK: AnimationDriver

    package func progress(for animation: CAAnimation, layerTime: Double) -> AxisProgress? {
        guard let track = tracksByAnimation[ObjectIdentifier(animation)] else { return nil }
        let clockTime = track.layerAnchor.map { retimeClockTime + (layerTime - $0) } ?? retimeClockTime
        let f = fraction(atClockTime: clockTime)
        return track.visualProgress(f, linear: scrubbedLinearly && !isRunning)
    }

    // MARK: Validation

    private static func validDuration(_ duration: TimeInterval, call: String) -> TimeInterval {
        guard duration.isFinite, duration >= 0 else {
            Diagnostics.report("\(call): duration \(duration) must be finite and ≥ 0; used 0")
            return 0
        }
        return duration
    }

    private static func validDelay(_ delay: TimeInterval, call: String) -> TimeInterval {
        guard delay.isFinite, delay >= 0 else {
            Diagnostics.report("\(call): delay \(delay) must be finite and ≥ 0; used 0")
            return 0
        }
        return delay
    }
}
