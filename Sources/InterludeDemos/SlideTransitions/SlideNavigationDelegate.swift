import Interlude

/// Seed 000's navigation delegate: a ``SlideAnimationController`` for every push and pop, and
/// its percent-driven interaction controller while a page's edge pan is interacting.
public final class SlideNavigationDelegate: NSObject, UINavigationControllerDelegate {
    /// Whether the next pop is driven by the page's edge pan; the page sets it when its pan begins
    /// and clears it when the finger lifts.
    public var interactive = false
    /// The interaction controller the edge pan updates, finishes or cancels.
    public let interactionController = UIPercentDrivenInteractiveTransition()

    /// A new ``SlideAnimationController`` sliding in the operation's direction.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let slide = SlideAnimationController()
        slide.transitionType = TransitionType(rawValue: operation.rawValue)!
        return slide
    }

    /// ``interactionController`` while ``interactive`` is set, else nil (the transition runs on its own).
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        return interactive ? interactionController : nil
    }
}
