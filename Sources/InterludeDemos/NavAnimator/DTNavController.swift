import Interlude

/// Seed 001's navigation controller: its own delegate, answering every push and pop with a
/// ``DTAnimationController`` for that operation.
public final class DTNavController: UINavigationController, UINavigationControllerDelegate {
    public override func viewDidLoad() {
        super.viewDidLoad()
        self.delegate = self
    }

    /// A new ``DTAnimationController`` for `operation`, for every push and pop.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let animationController = DTAnimationController()
        animationController.operation = operation
        return animationController
    }
}
