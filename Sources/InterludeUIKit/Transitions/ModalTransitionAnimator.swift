/// The built-in animations of modal presentation and dismissal, by `modalTransitionStyle`.
///
/// Cover vertical slides the presented view up from below the container (and back down);
/// cross dissolve fades it in and out; flip horizontal turns the two views over about the
/// vertical axis with perspective (`UIView.transition(from:to:…)`'s flip). Durations are UIKit's
/// commonly measured ones: 0.5 s for cover vertical, 0.3 s for cross dissolve, 0.75 s for flip.
@MainActor
final class ModalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let isPresenting: Bool
    /// The curve of the slide and the fade (a sheet's drag-driven dismissal slides linearly, so the
    /// card follows the finger).
    let curve: UIView.AnimationOptions

    init(style: UIModalTransitionStyle, isPresenting: Bool, curve: UIView.AnimationOptions = .curveEaseInOut) {
        self.style = style
        self.isPresenting = isPresenting
        self.curve = curve
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        switch style {
        case .coverVertical, .partialCurl: return 0.5
        case .crossDissolve: return 0.3
        case .flipHorizontal: return 0.75
        }
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let presentedKey: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let presented = transitionContext.viewController(forKey: presentedKey),
            let presentedView = transitionContext.view(forKey: isPresenting ? .to : .from)
        else {
            return transitionContext.completeTransition(false)
        }
        let duration = transitionDuration(using: transitionContext)
        let shown = isPresenting ? transitionContext.finalFrame(for: presented) : transitionContext.initialFrame(for: presented)
        // The presenter's view, when it is in play (styles that remove it from the window).
        let presenterView = transitionContext.view(forKey: isPresenting ? .from : .to)
        if !isPresenting, let presenterView, presenterView.superview == nil {
            container.insertSubview(presenterView, belowSubview: presentedView)
            if let presenter = transitionContext.viewController(forKey: .to) {
                let frame = transitionContext.finalFrame(for: presenter)
                if frame != .zero { presenterView.frame = frame }
            }
        }
        if isPresenting { container.addSubview(presentedView) }
        presentedView.frame = shown
        let finish: (Bool) -> Void = { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }

        switch style {
        case .coverVertical, .partialCurl:
            let below = shown.offsetBy(dx: 0, dy: container.bounds.maxY - shown.minY)
            presentedView.frame = isPresenting ? below : shown
            UIView.animate(
                withDuration: duration, delay: 0, options: [curve],
                animations: { presentedView.frame = self.isPresenting ? shown : below }, completion: finish)
        case .crossDissolve:
            presentedView.alpha = isPresenting ? 0 : 1
            UIView.animate(
                withDuration: duration, delay: 0, options: [curve],
                animations: { presentedView.alpha = self.isPresenting ? 1 : 0 },
                completion: { done in
                    presentedView.alpha = 1
                    finish(done)
                })
        case .flipHorizontal:
            // The container turns over: its old content (the presenter, or a snapshot of it) on the
            // front face, the new content on the back.
            if isPresenting {
                let front = presenterView?.snapshotView(afterScreenUpdates: false)
                if let front, let presenterView {
                    front.frame = presenterView.convert(presenterView.bounds, to: container)
                    container.insertSubview(front, belowSubview: presentedView)
                }
                presentedView.isHidden = true
                UIView.transition(
                    with: container, duration: duration, options: [.transitionFlipFromRight],
                    animations: {
                        front?.removeFromSuperview()
                        presentedView.isHidden = false
                    }, completion: finish)
            } else {
                presenterView?.isHidden = true
                UIView.transition(
                    with: container, duration: duration, options: [.transitionFlipFromLeft],
                    animations: {
                        presentedView.isHidden = true
                        presenterView?.isHidden = false
                    },
                    completion: { done in
                        presentedView.isHidden = false
                        finish(done)
                    })
            }
        }
    }
}
