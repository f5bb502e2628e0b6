import UIKit

/// Vends the card's presentation controller, its two animators and — while a drag is under way —
/// the interaction controller that scrubs the dismissal. Every callback is logged in `log`.
public final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The names of the callbacks received, in order, across the delegate, the presentation
    /// controller and the animators.
    public private(set) var log: [String] = []
    /// The drag's interaction controller, set by the card while the finger is down.
    public var dismissInteraction: UIPercentDrivenInteractiveTransition?

    private func note(_ name: String) { log.append(name) }

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        note("presentationController(forPresented:)")
        let controller = CardPresentationController(presentedViewController: presented, presenting: presenting)
        controller.onCallback = { [unowned self] in self.note($0) }
        return controller
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        note("animationController(forPresented:)")
        return animator(presenting: true)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        note("animationController(forDismissed:)")
        return animator(presenting: false)
    }

    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        note("interactionControllerForDismissal: \(dismissInteraction == nil ? "none" : "drag")")
        return dismissInteraction
    }

    private func animator(presenting: Bool) -> CardAnimator {
        let animator = CardAnimator(isPresenting: presenting)
        animator.onCallback = { [unowned self] in self.note($0) }
        return animator
    }
}
