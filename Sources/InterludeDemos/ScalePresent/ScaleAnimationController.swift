import Interlude

/// Seed 002's present or dismiss kind.
public enum AnimationType: Sendable { case present, dismiss }

/// Seed 002's animation controller, also the transitioning delegate: present scales the new
/// controller's view up from 0 above the presenter; dismiss shrinks it to 0 over the restored
/// presenter. 0.4 s, ease-in-ease-out.
public final class ScaleAnimationController: NSObject, UIViewControllerAnimatedTransitioning,
    UIViewControllerTransitioningDelegate
{
    public var type = AnimationType.present

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

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

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        type = .present
        return self
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        type = .dismiss
        return self
    }
}
