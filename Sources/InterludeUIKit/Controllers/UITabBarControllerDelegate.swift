/// The object a tab bar controller asks before selecting and for transition controllers.
/// Every method is optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether a tap on a tab may select `viewController`. Defaults to true.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Called after a tap on a tab selected `viewController`.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The animation controller of a tab switch, or nil for an immediate switch.
    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller for `animationController`; asked only when the delegate gave one.
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
    /// Allows every selection.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    /// No custom animation: tabs switch at once.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No interaction controller.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    { nil }
}
