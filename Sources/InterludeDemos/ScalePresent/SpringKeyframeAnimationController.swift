import Interlude

/// The variant seed 002 builds with iOS 7's new blocks: present springs the view up from 0
/// (`usingSpringWithDamping` 0.6 over 0.8 s, overshooting), dismiss runs keyframes over 0.6 s
/// (a quarter swelling to 1.1, then shrinking to nothing while fading in the second half).
public final class SpringKeyframeAnimationController: NSObject, UIViewControllerAnimatedTransitioning,
    UIViewControllerTransitioningDelegate
{
    /// Which way the next transition goes; the delegate methods below set it before handing
    /// themselves out.
    public var type = AnimationType.present
    /// Spring damping ratio of the present, and the dismiss's swell scale.
    public static let damping: CGFloat = 0.6, swell: CGFloat = 1.1

    /// 0.8 s to present, 0.6 s to dismiss.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        type == .present ? 0.8 : 0.6
    }

    /// Presents with a spring animation from scale 0, or dismisses with three keyframes: swell,
    /// shrink, fade; completes when the animation ends.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let duration = transitionDuration(using: transitionContext)
        if type == .present {
            let view = toViewController.view!
            view.transform = CGAffineTransform(scaleX: 0, y: 0)
            containerView.insertSubview(view, aboveSubview: fromViewController.view)
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: Self.damping, initialSpringVelocity: 0,
                options: [],
                animations: {
                    view.transform = .identity
                },
                completion: { _ in
                    transitionContext.completeTransition(true)
                })
        } else {
            let view = fromViewController.view!
            containerView.insertSubview(toViewController.view, belowSubview: view)
            UIView.animateKeyframes(
                withDuration: duration, delay: 0, options: [.calculationModeLinear],
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                        view.transform = CGAffineTransform(scaleX: Self.swell, y: Self.swell)
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) {
                        view.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                        view.alpha = 0
                    }
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
