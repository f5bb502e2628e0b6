import Interlude

/// Seed 001's animation controller: a push drops the new page from above the screen; a pop flies
/// the top page up and off, with the revealed page sent to the back. 0.4 s, UIView.animate's
/// default ease-in-ease-out.
public final class DTAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// The push or pop to animate; ``DTNavController`` sets it when it makes the controller.
    public var operation: UINavigationController.Operation = .none

    /// 0.4 s.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    /// Moves both views between their frames with one `UIView.animate`: a pushed view starts its
    /// own height higher, a popped view ends there (and the view it reveals is sent behind it).
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let fromView = transitionContext.view(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let toView = transitionContext.view(forKey: .to)!
        let containerView = transitionContext.containerView
        containerView.addSubview(toView)
        let fromViewStartFrame = transitionContext.initialFrame(for: fromViewController)
        let toViewEndFrame = transitionContext.finalFrame(for: toViewController)
        var fromViewEndFrame = fromViewStartFrame
        var toViewStartFrame = toViewEndFrame
        if operation == .push {
            toViewStartFrame.origin.y -= toViewEndFrame.size.height
        } else if operation == .pop {
            fromViewEndFrame.origin.y -= fromViewStartFrame.size.height
            containerView.sendSubviewToBack(toView)
        }
        fromView.frame = fromViewStartFrame
        toView.frame = toViewStartFrame
        UIView.animate(
            withDuration: self.transitionDuration(using: transitionContext),
            animations: {
                fromView.frame = fromViewEndFrame
                toView.frame = toViewEndFrame
            },
            completion: { _ in
                transitionContext.completeTransition(true)
            })
    }
}
