import UIKit

/// Places the card over the bottom two thirds of the screen, above a dimming view that fades in
/// with the presentation and out with the dismissal; a tap on the dimming view dismisses.
public final class CardPresentationController: UIPresentationController {
    /// The dimmed backdrop behind the card.
    public let dimmingView = UIView()
    /// Called with each presentation-controller callback's name, in order (for the tests).
    public var onCallback: ((String) -> Void)?

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let top = (bounds.height / 3).rounded()
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    public override func presentationTransitionWillBegin() {
        onCallback?("presentationTransitionWillBegin")
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        dimmingView.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: CardPresentationController.dimmingViewTapped))
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        onCallback?("presentationTransitionDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    public override func dismissalTransitionWillBegin() {
        onCallback?("dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        onCallback?("dismissalTransitionDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }

    private func dimmingViewTapped(_ tap: UITapGestureRecognizer) {
        presentedViewController.dismiss(animated: true)
    }
}
