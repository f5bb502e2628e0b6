/// An interaction controller driven by a percentage: call ``update(_:)`` as a gesture moves, then
/// ``finish()`` or ``cancel()``.
///
/// It works with any animation controller. When the animation controller vends an interruptible
/// animator (``UIViewControllerAnimatedTransitioning/interruptibleAnimator(using:)``), that animator
/// is started or paused, scrubbed through `fractionComplete`, and continued forward or reversed
/// with ``timingCurve``; `animateTransition(using:)` is then not called. Otherwise
/// `animateTransition(using:)` runs with the container's layer time frozen, and the percentage
/// moves that time (see ``TransitionScrubber``); the completion runs with ``completionCurve``.
///
/// With ``wantsInteractiveStart`` false the transition starts running on its own and becomes
/// interactive only when ``pause()`` is called.
@MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    private weak var transition: ViewControllerTransition?
    private var context: (any UIViewControllerContextTransitioning)?
    private var animator: (any UIViewImplicitlyAnimating)?
    private var scrubber: TransitionScrubber?
    /// Whether the transition runs plain animations whose layer time the percentage moves.
    private var drivesLayerTime = false

    public init() {}

    /// The full duration of the transition: the animation controller's answer at the start.
    open var duration: CGFloat { CGFloat(transition?.transitionDuration ?? 0) }
    /// The last value given to ``update(_:)``, 0…1.
    open private(set) var percentComplete: CGFloat = 0
    /// Speed of the completion after ``finish()`` or ``cancel()``; must be > 0. Defaults to 1.
    open var completionSpeed: CGFloat = 1 {
        didSet {
            if !(completionSpeed > 0) || !completionSpeed.isFinite {
                Diagnostics.report("UIPercentDrivenInteractiveTransition.completionSpeed = \(completionSpeed) must be > 0; kept \(oldValue)")
                completionSpeed = oldValue
            }
        }
    }
    /// Curve of the completion after ``finish()`` or ``cancel()``. Defaults to `.easeInOut`.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Timing of the completion of an interruptible animator; nil keeps the animator's own.
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactive. Defaults to true.
    open var wantsInteractiveStart = true

    /// Called by UIKit when the transition starts; gets the animations going (see the type's documentation).
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        percentComplete = 0
        guard let transition = transitionContext as? ViewControllerTransition else {
            // A custom container's own context: its animations are its own to start and scrub.
            return Diagnostics.report("UIPercentDrivenInteractiveTransition.startInteractiveTransition(_:) got a context that is not UIKit's (\(type(of: transitionContext))); it drives navigation, tab bar and presentation transitions — a custom container must run and scrub its animations itself")
        }
        self.transition = transition
        transition.afterAppearance = { [previous = transition.afterAppearance, weak self] completed in
            previous(completed)
            self?.transitionEnded()
        }
        if let animator = transition.interruptibleAnimator() {
            self.animator = animator
            if wantsInteractiveStart { animator.pauseAnimation() } else { animator.startAnimation() }
            return
        }
        drivesLayerTime = true
        if wantsInteractiveStart { freeze(transition, at: 0) }
        transition.animationController?.animateTransition(using: transition)
    }

    /// Moves the transition to `percentComplete` (below 0 counts as 0, above 1 shows the end). The
    /// transition stays interactive at every percentage, 0 and 1 included, until ``finish()`` or
    /// ``cancel()``.
    open func update(_ percentComplete: CGFloat) {
        guard let context else {
            return Diagnostics.report("UIPercentDrivenInteractiveTransition.update(\(percentComplete)) called with no transition running; ignored")
        }
        let percent = max(0, percentComplete)
        self.percentComplete = percent
        context.updateInteractiveTransition(percent)
        if let animator {
            if animator.isRunning { animator.pauseAnimation() }
            animator.fractionComplete = min(1, percent)
        } else if drivesLayerTime {
            frozenScrubber()?.scrub(to: percent)
        }
    }

    /// Ends the interaction; the transition completes from where it is.
    open func finish() {
        guard let context else {
            return Diagnostics.report("UIPercentDrivenInteractiveTransition.finish() called with no transition running; ignored")
        }
        context.finishInteractiveTransition()
        complete(towards: 1)
    }

    /// Ends the interaction; the transition goes back to where it started and is cancelled.
    open func cancel() {
        guard let context else {
            return Diagnostics.report("UIPercentDrivenInteractiveTransition.cancel() called with no transition running; ignored")
        }
        context.cancelInteractiveTransition()
        complete(towards: 0)
    }

    /// Pauses a transition that is completing or started non-interactively; it is interactive again.
    open func pause() {
        guard let context else {
            return Diagnostics.report("UIPercentDrivenInteractiveTransition.pause() called with no transition running; ignored")
        }
        context.pauseInteractiveTransition()
        if let animator {
            animator.pauseAnimation()
            percentComplete = animator.fractionComplete
        } else if drivesLayerTime, let scrubber = frozenScrubber() {
            scrubber.hold()
            percentComplete = scrubber.percent
        }
        context.updateInteractiveTransition(percentComplete)
    }

    private func complete(towards target: CGFloat) {
        if let animator {
            let current = animator.fractionComplete
            let remaining = target == 1 ? 1 - current : current
            animator.isReversed = target == 0
            animator.continueAnimation(withTimingParameters: timingCurve, durationFactor: max(remaining, 0) / completionSpeed)
            return
        }
        // A transition running forward on its own needs nothing to finish.
        if scrubber == nil, target == 1 { return }
        guard let transition, let scrubber = frozenScrubber() else { return }
        let seconds = Double(abs(target - scrubber.percent) / completionSpeed) * transition.transitionDuration
        let sequence = transition.sequenceBeforeStart
        scrubber.drive(to: target, over: seconds, curve: completionCurve) { [weak scrubber] in
            if target == 0 { scrubber?.endAnimations(addedAfter: sequence) }
        }
    }

    /// The scrubber holding the container's time; a transition that started running on its own
    /// is frozen where it is when the interaction takes over.
    private func frozenScrubber() -> TransitionScrubber? {
        if let scrubber { return scrubber }
        guard let transition else { return nil }
        let elapsed = transition.containerView.layer.clock.now - transition.startTime
        let percent = transition.transitionDuration > 0 ? CGFloat(min(1, elapsed / transition.transitionDuration)) : 1
        return freeze(transition, at: percent)
    }

    @discardableResult
    private func freeze(_ transition: ViewControllerTransition, at percent: CGFloat) -> TransitionScrubber {
        let scrubber = TransitionScrubber(duration: transition.transitionDuration, clock: transition.containerView.layer.clock, percent: percent)
        scrubber.freeze(transition.containerView.layer)
        transition.scrubber = scrubber
        self.scrubber = scrubber
        return scrubber
    }

    private func transitionEnded() {
        context = nil
        animator = nil
        scrubber = nil
        transition = nil
        drivesLayerTime = false
    }
}
