import Interlude

/// Zooms a photo between its grid cell and full screen (the question of seed 004): a snapshot of
/// the full-size photo is laid over the transition container, placed on the cell with
/// `convert(_:to:)` and a scale, and animated to the photo's place (or back) while the black page
/// fades in (or out). The real photo and the thumbnail stay hidden meanwhile.
///
/// It vends its property animator as the interruptible animator, so a
/// `UIPercentDrivenInteractiveTransition` can scrub the dismissal with a drag and finish or
/// reverse it.
@MainActor
package final class PhotoZoomTransition: NSObject, UIViewControllerAnimatedTransitioning {
    /// Seconds, as in the seed's `UIView.animateWithDuration(0.5, …)`.
    static let duration: TimeInterval = 0.5

    let isPresenting: Bool
    let thumbnail: UIImageView
    private var animator: UIViewPropertyAnimator?
    /// The snapshot flying between cell and page while the transition runs.
    package private(set) weak var zoomView: UIView?

    init(isPresenting: Bool, thumbnail: UIImageView) {
        self.isPresenting = isPresenting
        self.thumbnail = thumbnail
    }

    package func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    package func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    package func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let container = transitionContext.containerView
        let photoKey: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        let photoController = transitionContext.viewController(forKey: photoKey) as! PhotoViewController
        let page = photoController.view!
        if isPresenting {
            page.frame = transitionContext.finalFrame(for: photoController)
            container.addSubview(page)
            page.layoutIfNeeded()
        } else if let grid = transitionContext.view(forKey: .to) {
            // Full screen: the grid's view left the window when the photo came up; put it back under.
            grid.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            container.insertSubview(grid, belowSubview: page)
        }

        let photo = photoController.imageView
        let photoFrame = photo.convert(photo.bounds, to: container)
        let cellFrame = thumbnail.convert(thumbnail.bounds, to: container)
        let zoom = photo.snapshotView(afterScreenUpdates: true)!
        zoom.frame = photoFrame
        container.addSubview(zoom)
        zoomView = zoom
        func place(on rect: CGRect) {
            zoom.center = CGPoint(x: rect.midX, y: rect.midY)
            zoom.transform = CGAffineTransform(scaleX: rect.width / photoFrame.width, y: rect.height / photoFrame.height)
        }
        place(on: isPresenting ? cellFrame : photoFrame)
        page.alpha = isPresenting ? 0 : 1
        photo.isHidden = true
        thumbnail.isHidden = true

        let animator = UIViewPropertyAnimator(duration: Self.duration, curve: .easeInOut) { [isPresenting] in
            place(on: isPresenting ? photoFrame : cellFrame)
            page.alpha = isPresenting ? 1 : 0
        }
        animator.addCompletion { [thumbnail] position in
            photo.isHidden = false
            thumbnail.isHidden = false
            page.alpha = 1
            zoom.removeFromSuperview()
            transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    package func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}
