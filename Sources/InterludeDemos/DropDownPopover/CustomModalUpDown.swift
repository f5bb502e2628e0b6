import Interlude

/// Seed 004's transitioning delegate and animation controller: a custom presentation (see
/// ``PresentationController``) at `presentFrame`, grown from its top edge (anchor point (0.5, 0),
/// y-scale 0 → 1 in 0.5 s) and folded back up on dismiss.
public class CustomModalUpDown: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    private var isPop: Bool = false
    /// Where the menu goes, handed to the presentation controller; zero for its default rectangle.
    public var presentFrame: CGRect = .zero

    /// A new ``PresentationController`` placing the presented view at ``presentFrame``; used only
    /// when the presented controller's style is `.custom`.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        let presentC = PresentationController(presentedViewController: presented, presenting: presenting)
        presentC.presentFrame = presentFrame
        return presentC
    }

    /// Itself, set to present.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        isPop = true
        return self
    }

    /// Itself, set to dismiss.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPop = false
        return self
    }

    /// 888 s, the seed's placeholder: the animations give their own 0.5 s.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        // The seed's value: nobody reads it, the animations below say 0.5 s themselves.
        return 888
    }

    /// Present: anchors the presented view at its top edge and grows it from y-scale 0. Dismiss:
    /// folds it back up to the seed's y-scale of 0.0000001. Both take 0.5 s.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let presentView: UIView!
        if isPop {
            presentView = transitionContext.view(forKey: .to)!
            presentView.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
            // Not in the seed: changing the anchor point keeps the position, which moves the frame
            // down by half its height. The seed's presentation controller lays the frame out again
            // afterwards; a .fullScreen presentation has none, so the view is placed here.
            presentView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            transitionContext.containerView.addSubview(presentView)
            presentView.transform = CGAffineTransform(scaleX: 1.0, y: 0.0)
            UIView.animate(
                withDuration: 0.5,
                animations: { () -> Void in
                    presentView.transform = .identity
                }
            ) { (_) -> Void in
                transitionContext.completeTransition(true)
            }
        } else {
            presentView = transitionContext.view(forKey: .from)!
            transitionContext.containerView.addSubview(presentView)
            UIView.animate(
                withDuration: 0.5,
                animations: { () -> Void in
                    presentView.transform = CGAffineTransform(scaleX: 1.0, y: 0.0000001)
                }
            ) { (_) -> Void in
                transitionContext.completeTransition(true)
            }
        }
    }
}
