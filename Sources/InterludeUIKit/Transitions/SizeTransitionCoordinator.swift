/// The coordinator of a window resize (``UIWindow/resize(to:duration:)``), handed to
/// `viewWillTransition(to:with:)` and `willTransition(to:with:)`.
///
/// Animations added alongside run inside the resize's animation (ease in–ease out over its
/// duration), after the window took its new size and the views laid out; ones added after that
/// run at once over what is left of the duration. Completions run when the duration has passed
/// on the window's clock (at once for a resize without animation). It is never interactive and
/// never cancelled; as for a resize of an iPad window, its target transform is the identity.
@MainActor
final class SizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    private typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

    let containerView: UIView
    let transitionDuration: TimeInterval
    /// The size the window is taking.
    let windowSize: CGSize
    private let clock: MediaClock
    private var alongside: [Block] = []
    private var completions: [Block] = []
    private var startTime: TimeInterval?
    private var timer: ClockTimer?
    /// Whether the completions ran.
    private(set) var hasEnded = false

    init(window: UIWindow, size: CGSize, duration: TimeInterval) {
        containerView = window
        windowSize = size
        transitionDuration = duration
        clock = window.clock
    }

    var isAnimated: Bool { transitionDuration > 0 }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        guard !hasEnded else {
            completion?(self)
            return false
        }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if let startTime {
            let remaining = max(0, transitionDuration - (clock.now - startTime))
            runAnimated(duration: remaining) { animation(self) }
        } else {
            alongside.append(animation)
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Runs `resize` and the animations added so far in one animation over the duration, then
    /// schedules the end.
    func run(_ resize: @escaping () -> Void) {
        startTime = clock.now
        let blocks = alongside
        alongside = []
        runAnimated(duration: transitionDuration) {
            resize()
            for block in blocks { block(self) }
        }
        guard transitionDuration > 0 else { return end() }
        timer = ClockTimer(clock: clock, fireTime: clock.now + transitionDuration) { [weak self] in self?.end() }
    }

    /// Runs the completions now (the duration passed, or another resize starts).
    func end() {
        guard !hasEnded else { return }
        hasEnded = true
        timer?.invalidate()
        timer = nil
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }

    private func runAnimated(duration: TimeInterval, _ changes: @escaping () -> Void) {
        guard duration > 0 else { return changes() }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: changes)
    }
}
