import InterludeUIKit

/// A custom animation controller that slides the from view off screen (0.3 s, linear), over the
/// to view — with plain view animations on layer time or with one interruptible property
/// animator, the two ways percent-driven interactions scrub.
@MainActor
final class SoakSlide: NSObject, UIViewControllerAnimatedTransitioning {
    enum Drive { case layerTime, interruptibleAnimator }
    enum Direction { case right, down }

    static let duration: TimeInterval = 0.3
    let drive: Drive
    let direction: Direction
    private var animator: UIViewPropertyAnimator?

    init(drive: Drive, direction: Direction) {
        self.drive = drive
        self.direction = direction
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { Self.duration }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        switch drive {
        case .layerTime:
            let (fromView, final) = place(context)
            UIView.animate(
                withDuration: Self.duration, delay: 0, options: [.curveLinear],
                animations: { fromView.frame = final },
                completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        case .interruptibleAnimator:
            interruptibleAnimator(using: context).startAnimation()
        }
    }

    func interruptibleAnimator(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let (fromView, final) = place(context)
        let animator = UIViewPropertyAnimator(duration: Self.duration, curve: .linear) { fromView.frame = final }
        animator.addCompletion { position in context.completeTransition(position == .end) }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }

    /// Puts the to view (if it is not already shown) under the from view; returns the from view and where it ends.
    private func place(_ context: UIViewControllerContextTransitioning) -> (UIView, CGRect) {
        let fromView = context.view(forKey: .from) ?? context.viewController(forKey: .from)!.view!
        if let toView = context.view(forKey: .to) {
            context.containerView.insertSubview(toView, belowSubview: fromView)
            toView.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
        }
        let bounds = context.containerView.bounds
        let offset = direction == .right ? CGPoint(x: bounds.width, y: 0) : CGPoint(x: 0, y: bounds.height)
        return (fromView, fromView.frame.offsetBy(dx: offset.x, dy: offset.y))
    }
}
