import Interlude

/// Seed 000's tab bar delegate: slides left or right by comparing the two tabs' indices.
public final class SlideTabDelegate: NSObject, UITabBarControllerDelegate {
    /// A new ``SlideAnimationController`` sliding `.left` to an earlier tab, `.right` to a later one.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let fromIndex = tabBarController.viewControllers!.firstIndex(of: fromVC)!
        let toIndex = tabBarController.viewControllers!.firstIndex(of: toVC)!
        let slide = SlideAnimationController()
        slide.transitionType = toIndex < fromIndex ? .left : .right
        return slide
    }
}
