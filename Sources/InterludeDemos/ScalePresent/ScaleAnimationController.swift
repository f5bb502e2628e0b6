import Interlude

/// Seed 002's present or dismiss kind.
public enum AnimationType: Sendable {
    /// The presented controller's view comes in over the presenter.
    case present
    /// The presented controller's view goes away, uncovering the presenter.
    case dismiss
}

/// Seed 002's animation controller, also the transitioning delegate: present scales the new
/// controller's view up from 0 above the presenter; dismiss shrinks it to 0 over the restored
/// presenter. 0.4 s, ease-in-ease-out.
public final class ScaleAnimationController: NSObject, UIViewControllerAnimatedTransitioning,
    UIViewControllerTransitioningDelegate
{
    /// Which way the next transition goes; the delegate methods below set it before handing
    /// themselves out.
    public var type = AnimationType.present

    /// 0.4 s, both ways.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    /// Scales the presented view from 0 to 1 above the presenter's, or from 1 to 0 above the
    /// presenter's restored view, with `UIView.animate`; completes when the animation ends.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        if type == .present {
            toViewController.view.transform = CGAffineTransform(scaleX: 0, y: 0)
            containerView.insertSubview(toViewController.view, aboveSubview: fromViewController.view)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: {
                    toViewController.view.transform = CGAffineTransform(scaleX: 1, y: 1)
                },
                completion: { _ in
                    transitionContext.completeTransition(true)
                })
        } else {
            containerView.insertSubview(toViewController.view, belowSubview: fromViewController.view)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: {
                    fromViewController.view.transform = CGAffineTransform(scaleX: 0, y: 0)
                },
                completion: { _ in
                    transitionContext.completeTransition(true)
                })
        }
    }

    /// Itself, set to present.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        type = .present
        return self
    }

    /// Itself, set to dismiss.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        type = .dismiss
        return self
    }
}
