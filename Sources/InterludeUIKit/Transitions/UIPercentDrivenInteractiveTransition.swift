/// An interaction controller driven by a percentage: call ``update(_:)`` as a gesture moves, then
/// ``finish()`` or ``cancel()``.
///
/// It works with any animation controller. When the animation controller vends an interruptible
/// animator (``UIViewControllerAnimatedTransitioning/interruptibleAnimator(using:)``), that animator
/// is started or paused, scrubbed through `fractionComplete`, and continued forward or reversed
/// with ``timingCurve``; `animateTransition(using:)` is then not called. Otherwise
/// `animateTransition(using:)` runs with the container's layer time frozen, and the percentage
/// moves that time (see `TransitionScrubber`); the completion runs with ``completionCurve``.
///
/// With ``wantsInteractiveStart`` false the transition starts running on its own and becomes
/// interactive only when ``pause()`` is called.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    private weak var transition: (any PercentDrivableTransition)?
    private var context: (any UIViewControllerContextTransitioning)?
    private var animator: (any UIViewImplicitlyAnimating)?
    /// Whether the transition runs plain animations whose layer time the percentage moves.
    private var drivesLayerTime = false
    /// Where the completion under way goes (1 finishing, 0 cancelling), until ``pause()``.
    private var completionTarget: CGFloat?

    public override init() {}

    /// The full duration of the transition: the animation controller's answer at the start.
    open var duration: CGFloat { CGFloat(transition?.transitionDuration ?? 0) }
    /// The last value given to ``update(_:)``, 0…1.
    open private(set) var percentComplete: CGFloat = 0
    /// Speed of the completion after ``finish()`` or ``cancel()``; must be > 0. Defaults to 1.
    open var completionSpeed: CGFloat = 1 {
        didSet {
            if !(completionSpeed > 0) || !completionSpeed.isFinite {
                Diagnostics.report(
                    "UIPercentDrivenInteractiveTransition.completionSpeed = \(completionSpeed) must be > 0; kept \(oldValue)")
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
        completionTarget = nil
        guard let transition = transitionContext as? any PercentDrivableTransition else {
            // A custom container's own context: its animations are its own to start and scrub.
            return Diagnostics.report(
                "UIPercentDrivenInteractiveTransition.startInteractiveTransition(_:) got a context that is not UIKit's (\(type(of: transitionContext))); it drives navigation, tab bar and presentation transitions — a custom container must run and scrub its animations itself"
            )
        }
        self.transition = transition
        transition.whenEnded { [weak self] in self?.transitionEnded() }
        if let animator = transition.interruptibleAnimator() {
            self.animator = animator
            if wantsInteractiveStart { animator.pauseAnimation() } else { animator.startAnimation() }
            return
        }
        drivesLayerTime = true
        if wantsInteractiveStart { transition.freezeLayerTime(atPercent: 0) }
        transition.animateTransition()
    }

    /// Moves the transition to `percentComplete` (below 0 counts as 0, above 1 shows the end). The
    /// transition stays interactive at every percentage, 0 and 1 included, until ``finish()`` or
    /// ``cancel()``.
    open func update(_ percentComplete: CGFloat) {
        guard let context else {
            return Diagnostics.report(
                "UIPercentDrivenInteractiveTransition.update(\(percentComplete)) called with no transition running; ignored")
        }
        let percent = max(0, percentComplete)
        self.percentComplete = percent
        context.updateInteractiveTransition(percent)
        if let animator {
            if animator.isRunning { animator.pauseAnimation() }
            animator.fractionComplete = min(1, percent)
        } else if drivesLayerTime {
            transition?.scrubLayerTime(to: percent)
        }
    }

    /// Ends the interaction; the transition completes from where it is.
    open func finish() {
        guard let context else {
            return Diagnostics.report("UIPercentDrivenInteractiveTransition.finish() called with no transition running; ignored")
        }
        guard completionTarget == nil else { return reportSecondCompletion("finish()") }
        context.finishInteractiveTransition()
        complete(towards: 1)
    }

    /// Ends the interaction; the transition goes back to where it started and is cancelled.
    open func cancel() {
        guard let context else {
            return Diagnostics.report("UIPercentDrivenInteractiveTransition.cancel() called with no transition running; ignored")
        }
        guard completionTarget == nil else { return reportSecondCompletion("cancel()") }
        context.cancelInteractiveTransition()
        complete(towards: 0)
    }

    /// Pauses a transition that is completing or started non-interactively; it is interactive again.
    open func pause() {
        guard let context else {
            return Diagnostics.report("UIPercentDrivenInteractiveTransition.pause() called with no transition running; ignored")
        }
        context.pauseInteractiveTransition()
        completionTarget = nil
        if let animator {
            animator.pauseAnimation()
            percentComplete = animator.fractionComplete
        } else if drivesLayerTime, let held = transition?.holdLayerTime() {
            percentComplete = held
        }
        context.updateInteractiveTransition(percentComplete)
    }

    private func reportSecondCompletion(_ call: String) {
        let under = completionTarget == 1 ? "finishing" : "being cancelled"
        Diagnostics.report(
            "UIPercentDrivenInteractiveTransition.\(call) called while the transition is already \(under); ignored (pause() first to change its course)"
        )
    }

    private func complete(towards target: CGFloat) {
        completionTarget = target
        if let animator {
            // A transition that started running on its own is taken over where it is.
            if animator.isRunning { animator.pauseAnimation() }
            let current = animator.fractionComplete
            let remaining = target == 1 ? 1 - current : current
            animator.isReversed = target == 0
            animator.continueAnimation(withTimingParameters: timingCurve, durationFactor: max(remaining, 0) / completionSpeed)
            return
        }
        guard drivesLayerTime else { return }
        transition?.completeLayerTime(towards: target, speed: completionSpeed, curve: completionCurve)
    }

    private func transitionEnded() {
        context = nil
        animator = nil
        transition = nil
        drivesLayerTime = false
        completionTarget = nil
    }
}
