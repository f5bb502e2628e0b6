import Interlude

/// Seed 000's navigation delegate: a ``SlideAnimationController`` for every push and pop, and
/// its percent-driven interaction controller while a page's edge pan is interacting.
public final class SlideNavigationDelegate: NSObject, UINavigationControllerDelegate {
    public var interactive = false
    public let interactionController = UIPercentDrivenInteractiveTransition()

    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let slide = SlideAnimationController()
        slide.transitionType = TransitionType(rawValue: operation.rawValue)!
        return slide
    }

    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        return interactive ? interactionController : nil
    }
}
