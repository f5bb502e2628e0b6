import Interlude

/// A navigation controller, its own delegate, whose pushes and pops are ``PushPopTransition``s
/// that a pan anywhere on its view can grab while they run.
public final class PushPopNavigationController: UINavigationController, UINavigationControllerDelegate,
    UIGestureRecognizerDelegate
{
    /// The transition in flight, if any.
    public private(set) var transition: PushPopTransition?
    /// The pan that grabs transitions.
    public private(set) var grabPan: UIPanGestureRecognizer?

    public override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        interactivePopGestureRecognizer?.isEnabled = false
        let pan = UIPanGestureRecognizer(target: self, action: PushPopNavigationController.handleGrab)
        pan.delegate = self
        view.addGestureRecognizer(pan)
        grabPan = pan
    }

    func handleGrab(_ pan: UIPanGestureRecognizer) {
        transition?.handlePan(pan)
    }

    /// The grab pan begins only while a transition is in flight (``PushPopTransition/canBeGrabbed``):
    /// otherwise there is nothing to grab.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        transition?.canBeGrabbed ?? false
    }

    /// A new ``PushPopTransition`` for `operation`, kept as ``transition`` for the pan to grab.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let transition = PushPopTransition(operation: operation)
        self.transition = transition
        return transition
    }

    /// The transition itself: it is its own interaction controller.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        animationController as? PushPopTransition
    }
}
