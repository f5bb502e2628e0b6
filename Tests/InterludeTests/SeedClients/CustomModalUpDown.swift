import Interlude

/// Seed 004's transitioning delegate and animation controller as the article writes it: a custom
/// presentation (see ``PresentationController``) at `presentFrame`, grown from its top edge
/// (anchor point (0.5, 0), y-scale 0 → 1 in 0.5 s) and folded back up on dismiss.
class CustomModalUpDown: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    private var isPop: Bool = false
    var presentFrame: CGRect = .zero

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        let presentC = PresentationController(presentedViewController: presented, presenting: presenting)
        presentC.presentFrame = presentFrame
        return presentC
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        isPop = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPop = false
        return self
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        // The seed's value: nobody reads it, the animations below say 0.5 s themselves.
        return 888
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let presentView: UIView!
        if isPop {
            presentView = transitionContext.view(forKey: .to)!
            presentView.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
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
