/// The animations of an alert controller's presentation and dismissal (Interlude's durations and
/// curves; UIKit documents none): an alert fades in while its card shrinks from 1.2 times its size,
/// and fades out; an action sheet's cards slide up from below the bottom edge, and back down. The
/// dimming view fades alongside (``AlertPresentationController``).
@MainActor
final class AlertTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The alert card's scale when it starts to appear.
    static let alertStartScale: CGFloat = 1.2
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        isPresenting ? 0.4 : 0.25
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let alert = transitionContext.viewController(forKey: key) as? UIAlertController,
            let alertView = alert.view as? AlertView
        else { return transitionContext.completeTransition(false) }
        if isPresenting {
            alertView.frame = transitionContext.finalFrame(for: alert)
            container.addSubview(alertView)
            alertView.layoutIfNeeded()
        }
        let cards = alertView.cardsView
        let duration = transitionDuration(using: transitionContext)
        let finish: (Bool) -> Void = { _ in
            cards.transform = .identity
            alertView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if alert.preferredStyle == .alert || alert.showsAsPopover {
            let start = CGAffineTransform(scaleX: Self.alertStartScale, y: Self.alertStartScale)
            let scales = alert.preferredStyle == .alert
            if isPresenting {
                alertView.alpha = 0
                if scales { cards.transform = start }
            }
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseOut],
                animations: {
                    alertView.alpha = self.isPresenting ? 1 : 0
                    if self.isPresenting { cards.transform = .identity }
                }, completion: finish)
        } else {
            let below = CGAffineTransform(translationX: 0, y: container.bounds.maxY - cards.frame.minY)
            if isPresenting { cards.transform = below }
            UIView.animate(
                withDuration: duration, delay: 0, options: [isPresenting ? .curveEaseOut : .curveEaseIn],
                animations: { cards.transform = self.isPresenting ? .identity : below }, completion: finish)
        }
    }
}
