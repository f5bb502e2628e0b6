import InterludeUIKit

/// The soak's tab bar controller delegate: every other switch slides with a custom animator.
@MainActor
final class SoakTabs: NSObject, UITabBarControllerDelegate {
    private var switches = 0

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        switches += 1
        return switches.isMultiple(of: 2)
            ? SoakSlide(drive: switches.isMultiple(of: 4) ? .layerTime : .interruptibleAnimator, direction: .right) : nil
    }
}
