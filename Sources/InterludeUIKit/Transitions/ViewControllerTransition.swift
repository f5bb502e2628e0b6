/// One running view-controller transition: the context handed to the animation and interaction
/// controllers, the coordinator handed to the controllers taking part, and the bookkeeping that
/// UIKit does around them.
///
/// The order of events (UIKit's, see the Lifecycle Contract article in Interlude.docc):
/// 1. the owner (navigation, tab bar or presentation) updates its model — the stack already
///    shows the new state — and asks its delegate for the animation and interaction controllers;
/// 2. `start()`: "will" appearance calls (disappearing first), the change's `willBegin` step
///    (presentation controllers), then `transitionDuration(using:)` and either
///    `startInteractiveTransition(_:)` or `animateTransition(using:)`, then the alongside
///    animations, `viewIsAppearing(_:)` and a layout pass of the container;
/// 3. `completeTransition(_:)`: the change's `didEnd` step fixes the view hierarchy and the
///    owner's model (restoring it when cancelled), coordinator completions run, then the "did" calls
///    (for a cancelled transition: the appearing controller's willDisappear/didDisappear, then the
///    original's willAppear/didAppear), the change's `afterAppearance` step (containment,
///    delegates, completion handlers), the interaction controller's end, and last
///    `animationEnded(_:)`; queued requests then run.
///
/// What each kind of change does at those points is its own type (``ViewControllerChange``):
/// ``NavigationChange``, ``TabSwitchChange``, ``PresentationChange``, ``DismissalChange``.
/// Interaction controllers drive it through ``PercentDrivableTransition``.
@MainActor
final class ViewControllerTransition: NSObject, UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    /// What kind of change the transition makes, for messages.
    enum Kind: String { case push, pop, tabSwitch = "tab switch", present, dismiss }

    private enum Phase { case created, starting, running, completed }

    let kind: Kind
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private(set) var fromViewController: UIViewController?
    private(set) var toViewController: UIViewController?
    private(set) var fromView: UIView?
    private(set) var toView: UIView?
    private(set) var animationController: (any UIViewControllerAnimatedTransitioning)?
    private(set) var interactionController: (any UIViewControllerInteractiveTransitioning)?
    private var frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)] = [:]

    /// Controllers that get willDisappear at the start (and didDisappear at a completed end).
    var disappearing: [UIViewController] = []
    /// Controllers that get willAppear at the start (and didAppear at a completed end).
    var appearing: [UIViewController] = []
    weak var movingToParent: UIViewController?
    weak var movingFromParent: UIViewController?

    /// What the kind of change does at the documented points; let go at the end.
    private var change: (any ViewControllerChange)?
    /// Run after the change's last step: the interaction controller letting go of the transition.
    private var endHandlers: [() -> Void] = []

    private var phase = Phase.created
    /// Whether ``abandon()`` completed the transition.
    private var wasAbandoned = false
    /// Whether the transition completed (or was cancelled) already.
    var hasEnded: Bool { phase == .completed }
    private var completionRequestedWhileStarting: Bool?
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    private(set) var initiallyInteractive = false
    private(set) var transitionDuration: TimeInterval = 0
    /// The clock time the animations started at.
    private(set) var startTime: CFTimeInterval = 0
    /// The last animation sequence number before the transition's own animations.
    private(set) var sequenceBeforeStart = 0
    /// The animator of an interruptible transition, once asked for.
    private var vendedAnimator: (any UIViewImplicitlyAnimating)?
    /// Pauses and scrubs layer time for percent-driven transitions of plain animations, once frozen.
    private(set) var scrubber: TransitionScrubber?

    private typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void
    private var pendingAlongside: [(view: UIView?, animation: Block)] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []
    private var watchdog: CADisplayLink?
    private var interactionWasDriven = false
    private weak var queue: TransitionQueue?

    init(
        kind: Kind, from: UIViewController, to: UIViewController, containerView: UIView,
        fromView: UIView?, toView: UIView?, animated: Bool, presentationStyle: UIModalPresentationStyle,
        change: any ViewControllerChange, animationController: (any UIViewControllerAnimatedTransitioning)?,
        interactionController: (any UIViewControllerInteractiveTransitioning)?
    ) {
        self.kind = kind
        self.fromViewController = from
        self.toViewController = to
        self.containerView = containerView
        self.fromView = fromView
        self.toView = toView
        self.isAnimated = animated
        self.presentationStyle = presentationStyle
        self.change = change
        self.animationController = animationController
        self.interactionController = animationController == nil ? nil : interactionController
    }

    /// Sets the frames a controller's view starts and ends at (`.zero` = unknown).
    func setFrames(for controller: UIViewController, initial: CGRect, final: CGRect) {
        frames[ObjectIdentifier(controller)] = (initial, final)
    }

    var name: String {
        "\(kind.rawValue) from \(fromViewController.map { "\($0)" } ?? "nil") to \(toViewController.map { "\($0)" } ?? "nil")"
    }

    // MARK: Running

    /// Starts the transition (see the type's documentation for the order).
    func start(in queue: TransitionQueue?) {
        precondition(phase == .created, "a transition starts once")
        phase = .starting
        self.queue = queue
        queue?.running = self
        for controller in participants { controller._activeTransition = self }
        for controller in disappearing { controller.beginAppearanceTransition(false, animated: isAnimated) }
        for controller in appearing { controller.beginAppearanceTransition(true, animated: isAnimated) }
        change?.willBegin()
        containerView.window?._statusBarManager?.update()

        let animator = animationController ?? ImmediateTransitionAnimator()
        transitionDuration = max(0, animator.transitionDuration(using: self))
        startTime = containerView.layer.clock.now
        sequenceBeforeStart = MediaClock.lastSequence
        if let interactionController {
            isInteractive = interactionController.wantsInteractiveStart
            initiallyInteractive = isInteractive
            interactionController.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
        runPendingAlongsideAnimations()
        for controller in appearing { controller.sendViewIsAppearingIfReady() }
        // The end of UIKit's run-loop turn: lay out, and commit so the animations begin now.
        containerView.layoutIfNeeded()
        CATransaction.flush()
        phase = .running
        startWatchdog()
        if let completed = completionRequestedWhileStarting { completeTransition(completed) }
    }

    func completeTransition(_ didComplete: Bool) {
        switch phase {
        case .created:
            return Diagnostics.report("completeTransition(\(didComplete)) called before the \(name) started; ignored")
        case .starting:
            guard completionRequestedWhileStarting == nil else { return reportSecondCompletion(didComplete) }
            completionRequestedWhileStarting = didComplete
            return
        case .completed:
            return reportSecondCompletion(didComplete)
        case .running:
            break
        }
        phase = .completed
        watchdog?.invalidate()
        watchdog = nil
        if !didComplete { transitionWasCancelled = true }
        if isInteractive {
            // Completed under the interaction (its controller never finished or cancelled it):
            // that too turns the transition non-interactive.
            isInteractive = false
            notifyInteractionChanged()
        }
        scrubber?.thaw()
        scrubber = nil

        // The container may leave the window in the change's last step (a dismissal's does).
        let window = containerView.window
        change?.didEnd(completed: didComplete)
        window?._statusBarManager?.update()
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
        if didComplete {
            for controller in disappearing { controller.endAppearanceTransition() }
            for controller in appearing { controller.endAppearanceTransition() }
        } else {
            for controller in appearing {
                controller.beginAppearanceTransition(false, animated: isAnimated)
                controller.endAppearanceTransition()
            }
            for controller in disappearing {
                controller.beginAppearanceTransition(true, animated: isAnimated)
                controller.endAppearanceTransition()
            }
        }
        for controller in participants where controller._activeTransition === self { controller._activeTransition = nil }
        change?.afterAppearance(completed: didComplete)
        for handler in endHandlers { handler() }
        let animator = animationController
        releaseReferences()
        animator?.animationEnded(didComplete)
        queue?.transitionEnded(self)
    }

    /// Completes the transition at once because the controllers it moves leave the hierarchy for
    /// good (their host was popped, removed or replaced). Its animator's own later
    /// `completeTransition(_:)` is then expected and ignored silently.
    func abandon() {
        guard phase == .running else { return }
        wasAbandoned = true
        if let animator = vendedAnimator, animator.state == .active { animator.stopAnimation(true) }
        // Its animations stop where they are going (their completions hear `finished == false`
        // at the next clock step), so nothing they hold outlives the teardown.
        func removeAnimations(in layer: CALayer) {
            layer.removeAllAnimations()
            for sublayer in layer.sublayers ?? [] { removeAnimations(in: sublayer) }
        }
        removeAnimations(in: containerView.layer)
        completeTransition(!transitionWasCancelled)
    }

    private func reportSecondCompletion(_ didComplete: Bool) {
        guard !wasAbandoned else { return }
        Diagnostics.report(
            "completeTransition(\(didComplete)) called again for the \(name); a transition completes once, ignored")
    }

    /// Drops what the transition holds so nothing outlives it.
    private func releaseReferences() {
        interactionHandlers = []
        pendingAlongside = []
        vendedAnimator = nil
        interactionController = nil
        animationController = nil
        change = nil
        endHandlers = []
    }

    private var participants: [UIViewController] {
        var list = [fromViewController, toViewController, change?.container].compactMap { $0 }
        for controller in disappearing + appearing where !list.contains(where: { $0 === controller }) { list.append(controller) }
        return list
    }

    // MARK: Views and frames

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromViewController
        case .to: return toViewController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromView
        case .to: return toView
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.initial ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.final ?? .zero }

    var targetTransform: CGAffineTransform { .identity }

    // MARK: Interaction

    /// Freezes the container's layer time at `percent`; the returned scrubber moves it from then
    /// on and gives the layers their time back when the transition completes.
    func freezeContainerTime(at percent: CGFloat) -> TransitionScrubber {
        let scrubber = TransitionScrubber(duration: transitionDuration, clock: containerView.layer.clock, percent: percent)
        scrubber.freeze(containerView.layer)
        self.scrubber = scrubber
        return scrubber
    }

    /// Calls `handler` once, after the change's last step when the transition completes.
    func whenEnded(_ handler: @escaping () -> Void) {
        guard phase != .completed else { return }
        endHandlers.append(handler)
    }

    var isInterruptible: Bool { vendedAnimator != nil }
    var isCancelled: Bool { transitionWasCancelled }
    var completionVelocity: CGFloat { interactionController?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interactionController?.completionCurve ?? .easeInOut }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard phase != .completed else { return }
        interactionWasDriven = true
        self.percentComplete = min(1, max(0, percentComplete))
    }

    func finishInteractiveTransition() { endInteraction(cancelled: false) }
    func cancelInteractiveTransition() { endInteraction(cancelled: true) }

    private func endInteraction(cancelled: Bool) {
        guard phase != .completed else { return }
        interactionWasDriven = true
        transitionWasCancelled = cancelled
        guard isInteractive else { return }
        isInteractive = false
        notifyInteractionChanged()
    }

    func pauseInteractiveTransition() {
        guard phase != .completed else { return }
        interactionWasDriven = true
        guard !isInteractive else { return }
        isInteractive = true
        notifyInteractionChanged()
    }

    private func notifyInteractionChanged() {
        for handler in interactionHandlers { handler(self) }
    }

    /// The interruptible animator, asked of the animation controller once and kept; nil when the
    /// animation controller does not vend one.
    func interruptibleAnimator() -> (any UIViewImplicitlyAnimating)? {
        if let vendedAnimator { return vendedAnimator }
        guard let animationController else { return nil }
        let animator = animationController.interruptibleAnimator(using: self)
        guard !(animator is NoInterruptibleAnimator) else { return nil }
        if let propertyAnimator = animator as? UIViewPropertyAnimator, !propertyAnimator.isInterruptible {
            Diagnostics.report(
                "interruptibleAnimator(using:) of \(type(of: animationController)) returned an animator whose isInterruptible is false; an interruptible transition needs true"
            )
        }
        vendedAnimator = animator
        return animator
    }

    /// Asks the animation controller again and checks it answers with the same animator.
    private func checkedInterruptibleAnimator() -> (any UIViewImplicitlyAnimating)? {
        guard let first = vendedAnimator, let animationController else { return vendedAnimator }
        let again = animationController.interruptibleAnimator(using: self)
        if again !== first {
            Diagnostics.report(
                "interruptibleAnimator(using:) of \(type(of: animationController)) returned a different animator than before during the \(name); it must return the same instance for the whole transition — kept the first"
            )
        }
        return first
    }

    // MARK: Coordinator

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        addAlongside(in: nil, animation: animation, completion: completion)
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        addAlongside(in: view, animation: animation, completion: completion)
    }

    private func addAlongside(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        guard phase != .completed else {
            completion?(self)
            return false
        }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        pendingAlongside.append((view, animation))
        if phase == .running {
            if vendedAnimator != nil { _ = checkedInterruptibleAnimator() }
            runPendingAlongsideAnimations()
        }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard phase != .completed else { return }
        interactionHandlers.append(handler)
    }

    /// Runs the alongside blocks: added to the interruptible animator when there is one, else in
    /// an animation block of the transition's duration (scrubbed with the container when
    /// interactive; views outside the container are paused and scrubbed with it).
    private func runPendingAlongsideAnimations() {
        let blocks = pendingAlongside
        pendingAlongside = []
        guard !blocks.isEmpty else { return }
        for (view, _) in blocks {
            if let view, let scrubber, !view.isDescendant(of: containerView) { scrubber.freeze(view.layer) }
        }
        if let animator = vendedAnimator {
            for (_, block) in blocks { animator.addAnimations { block(self) } }
        } else if isAnimated {
            UIView.animate(
                withDuration: transitionDuration, delay: 0, options: [],
                animations: {
                    for (_, block) in blocks { block(self) }
                })
        } else {
            UIView.performWithoutAnimation {
                for (_, block) in blocks { block(self) }
            }
        }
        // Begin now, at the frozen time, not at whatever time a later scrub leaves.
        CATransaction.flush()
    }

    // MARK: Watchdog

    /// Grace period after the duration before a stuck transition is reported, in seconds.
    static let completionGracePeriod: TimeInterval = 2

    /// Reports, once, a transition that is neither completed in time nor driven by its interaction.
    private func startWatchdog() {
        guard phase == .running, isAnimated else { return }
        let deadline = startTime + transitionDuration + Self.completionGracePeriod
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            guard self.phase == .running, link.timestamp >= deadline else { return }
            if self.isInteractive {
                guard !self.interactionWasDriven else { return link.invalidate() }
                let driver = self.interactionController.map { "\(type(of: $0))" } ?? "the interaction controller"
                Diagnostics.report(
                    "\(driver) has not driven the \(self.name) (no update, finish or cancel \(Self.completionGracePeriod) s after it started); the transition waits. Return nil from interactionController… when no gesture drives it"
                )
            } else {
                let animator = self.animationController.map { "\(type(of: $0))" } ?? "the animator"
                Diagnostics.report(
                    "\(animator) did not call completeTransition(_:) within its duration \(self.transitionDuration) s + \(Self.completionGracePeriod) s for the \(self.name); the transition is still running"
                )
            }
            link.invalidate()
        }
        link.add(to: containerView.layer.clock)
        watchdog = link
    }
}
