/// The standard push and pop of a navigation controller.
///
/// Push: the incoming view slides in from the trailing edge (the right one, the left one when the
/// navigation controller's view lays out right to left) while the outgoing one moves toward the
/// leading edge by ``parallax`` of the width under a darkening dim; pop is the same played
/// backwards. UIKit does
/// not publish its numbers; these are measured from screen recordings and documented as ours:
/// 0.35 s, the ease-in-ease-out curve, 30 % parallax, dim to 10 % black.
@MainActor
final class NavigationSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.35
    /// How far the lower view moves, as a fraction of the width.
    static let parallax: CGFloat = 0.3
    /// The opacity of the black dim over the lower view when fully covered.
    static let dimAlpha: CGFloat = 0.1

    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toController = transitionContext.viewController(forKey: .to),
            let fromController = transitionContext.viewController(forKey: .from)
        else {
            return transitionContext.completeTransition(false)
        }
        let container = transitionContext.containerView
        let bounds = transitionContext.finalFrame(for: toController)
        // The from view keeps its own frame (it may stop at the bar where the to view does not).
        let fromFrame = transitionContext.initialFrame(for: fromController)
        // How far the upper view travels, rightwards: leftwards when the interface reads right to left.
        let navigationView = (toController.navigationController ?? fromController.navigationController)?.viewIfLoaded
        let travel = (navigationView ?? container).arrangesRightToLeft ? -bounds.width : bounds.width
        let pushing = operation != .pop
        let upper = pushing ? toView : fromView
        let lower = pushing ? fromView : toView
        if pushing { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
        let dim = UIView(frame: bounds)
        dim.backgroundColor = .black
        dim.isUserInteractionEnabled = false
        container.insertSubview(dim, belowSubview: upper)

        let upperFrame = pushing ? bounds : fromFrame, lowerFrame = pushing ? fromFrame : bounds
        let covered = (upper: upperFrame, lower: lowerFrame.offsetBy(dx: -travel * Self.parallax, dy: 0), dim: Self.dimAlpha)
        let uncovered = (upper: upperFrame.offsetBy(dx: travel, dy: 0), lower: lowerFrame, dim: CGFloat(0))
        let start = pushing ? uncovered : covered
        let end = pushing ? covered : uncovered
        upper.frame = start.upper
        lower.frame = start.lower
        dim.alpha = start.dim
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: [.curveEaseInOut],
            animations: {
                upper.frame = end.upper
                lower.frame = end.lower
                dim.alpha = end.dim
            },
            completion: { _ in
                dim.removeFromSuperview()
                let completed = !transitionContext.transitionWasCancelled
                // Whatever stays on screen goes back to its place.
                upper.frame = upperFrame
                lower.frame = lowerFrame
                transitionContext.completeTransition(completed)
            })
    }
}
