/// What code outside the animation controller can read about a running transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The modal style, or `.none` for container transitions.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactive; never changes.
    var initiallyInteractive: Bool { get }
    /// Whether the transition runs on an interruptible animator.
    var isInterruptible: Bool { get }
    /// Whether an interaction drives the transition now.
    var isInteractive: Bool { get }
    /// Whether an interactive transition was cancelled.
    var isCancelled: Bool { get }
    /// The full, non-interactive duration in seconds.
    var transitionDuration: TimeInterval { get }
    /// The progress when the interaction last changed, 0…1.
    var percentComplete: CGFloat { get }
    /// The completion speed of the interaction controller (1 when there is none).
    var completionVelocity: CGFloat { get }
    /// The completion curve of the interaction controller (`.easeInOut` when there is none).
    var completionCurve: UIView.AnimationCurve { get }
    /// The rotation of the transition: identity in Interlude.
    var targetTransform: CGAffineTransform { get }
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`, with the same nil rules as the transition context.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// The running transition, as seen by the controllers taking part (`transitionCoordinator`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition (inside the container view) and `completion` after
    /// it ends. Returns false when the animation could not be queued; `completion` still runs.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Like ``animate(alongsideTransition:completion:)`` for a view outside the container; an
    /// interaction drives that view's animations too.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` each time the transition switches between interactive and not.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// ``animate(alongsideTransition:completion:)`` without a completion, as Swift sees UIKit's
    /// (whose `completion` defaults to nil).
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// Calls `handler` when the transition stops being interactive (finished or cancelled), UIKit's
    /// form before ``notifyWhenInteractionChanges(_:)``, which also reports an interaction resuming.
    @available(iOS, deprecated: 10.0, renamed: "notifyWhenInteractionChanges(_:)")
    public func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        notifyWhenInteractionChanges { context in
            if !context.isInteractive { handler(context) }
        }
    }

    /// ``animateAlongsideTransition(in:animation:completion:)`` without a completion, as Swift sees
    /// UIKit's (whose `completion` defaults to nil).
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
