/// Keys for the two controllers of a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's name, as UIKit spells it.
    public let rawValue: String
    /// A key by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller visible at the start of the transition (and at the end of a cancelled one).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of a completed transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys for the two views of a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's name, as UIKit spells it.
    public let rawValue: String
    /// A key by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view of the controller the transition leaves.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view of the controller the transition shows.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What an animation or interaction controller learns about the transition it runs, and how it
/// reports progress and the end.
///
/// UIKit's containers make the context; animators read the container view, controllers, views
/// and frames from it and must call ``completeTransition(_:)`` exactly once.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition happens in; the from view is already in it.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether a gesture or other interaction drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (by ``cancelInteractiveTransition()``).
    var transitionWasCancelled: Bool { get }
    /// The modal style, or `.none` for container transitions (push, pop, tab switch).
    var presentationStyle: UIModalPresentationStyle { get }
    /// A rotation applied during the transition: identity here (Interlude does not rotate).
    var targetTransform: CGAffineTransform { get }

    /// Reports the interactive progress, 0…1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the interaction ended and the transition will finish.
    func finishInteractiveTransition()
    /// Reports that the interaction ended and the transition will be cancelled.
    func cancelInteractiveTransition()
    /// Reports that an interruptible transition was paused and is interactive again.
    func pauseInteractiveTransition()
    /// Ends the transition; `didComplete` false restores the state before it.
    func completeTransition(_ didComplete: Bool)

    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`, or nil when the animator must not touch that controller's view.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view starts, or `.zero` when unknown.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view must end, or `.zero` when unknown (or when it leaves the window).
    func finalFrame(for vc: UIViewController) -> CGRect
}
