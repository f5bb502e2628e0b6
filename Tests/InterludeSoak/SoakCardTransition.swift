import InterludeUIKit

/// A custom presentation as apps write one: a card over the lower part of the screen above a
/// dimming view, presented with UIKit's cover-vertical animation replaced by a slide up, and
/// dismissed by a slide down that a percent-driven interaction can drive.
@MainActor
final class SoakCardTransition: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    let drive: SoakSlide.Drive
    /// The interaction controller for the next dismissal (used once).
    var pendingInteraction: UIPercentDrivenInteractiveTransition?

    init(drive: SoakSlide.Drive) { self.drive = drive }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        SoakCardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SoakSlide(drive: drive, direction: .down)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        defer { pendingInteraction = nil }
        return pendingInteraction
    }

    // The presentation's own animation: the card slides up into its final frame.

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let presented = context.viewController(forKey: .to)!
        let card = context.view(forKey: .to) ?? presented.view!
        let final = context.finalFrame(for: presented)
        context.containerView.addSubview(card)
        card.frame = final.offsetBy(dx: 0, dy: context.containerView.bounds.height - final.minY)
        UIView.animate(
            withDuration: 0.25, animations: { card.frame = final },
            completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

/// The card's presentation controller: the lower 60 % of the container, over a dimming view
/// that fades in along the presentation and out along the dismissal.
@MainActor
final class SoakCardPresentationController: UIPresentationController {
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height * 0.4, width: bounds.width, height: bounds.height * 0.6)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.frame = containerView.bounds
        dimming.alpha = 0
        containerView.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { [dimming] _ in dimming.alpha = 1 }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { [dimming] _ in dimming.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming.removeFromSuperview() }
    }
}
