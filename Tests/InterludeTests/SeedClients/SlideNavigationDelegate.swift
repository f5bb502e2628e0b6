import Interlude

/// Seed 000's navigation delegate: a ``SlideAnimationController`` for every push and pop, and
/// its percent-driven interaction controller while a page's edge pan is interacting.
final class SlideNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var interactive = false
    let interactionController = UIPercentDrivenInteractiveTransition()

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let slide = SlideAnimationController()
        slide.transitionType = TransitionType(rawValue: operation.rawValue)!
        return slide
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        return interactive ? interactionController : nil
    }
}
