import Interlude

/// Seed 003's animator factory (parts 20–22): each method builds a `UIViewPropertyAnimator` for
/// one effect of the lock screen and returns it, so the caller decides when to start, scrub,
/// reverse or finish it.
@MainActor
enum AnimatorFactory {
    /// Fades `view` in over 0.33 s and, after 0.33 × 0.33 s, scales it back to identity (the
    /// widgets appearing when the lock screen does).
    static func scaleUp(view: UIView) -> UIViewPropertyAnimator {
        let scale = UIViewPropertyAnimator(duration: 0.33, curve: .easeIn)
        scale.addAnimations {
            view.alpha = 1.0
        }
        scale.addAnimations(
            {
                view.transform = .identity
            }, delayFactor: 0.33)
        return scale
    }

    /// Rotates `view` left, right and back with three keyframes in 0.33 s; already running.
    ///
    /// The seed calls `addKeyframe` straight inside the animator's block; Apple documents it only
    /// inside `animateKeyframes` (Interlude reports the call elsewhere and applies it without
    /// animation), so the keyframes are wrapped the way the seed itself does in `grow` (part 22).
    @discardableResult
    static func jiggle(view: UIView) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.33, delay: 0,
            animations: {
                UIView.animateKeyframes(
                    withDuration: 0.33, delay: 0,
                    animations: {
                        UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.25) {
                            view.transform = CGAffineTransform(rotationAngle: -.pi / 8)
                        }
                        UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) {
                            view.transform = CGAffineTransform(rotationAngle: +.pi / 8)
                        }
                        UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 1.0) {
                            view.transform = .identity
                        }
                    })
            },
            completion: { _ in
                view.transform = .identity
            })
    }

    /// Adds `by` to `constraint`'s constant and lays out `view` on a spring of damping ratio 0.55
    /// over 1 s: the frames the constraint moves animate.
    @discardableResult
    static func animateConstraint(view: UIView, constraint: NSLayoutConstraint, by: CGFloat) -> UIViewPropertyAnimator {
        let spring = UISpringTimingParameters(dampingRatio: 0.55)
        let animator = UIViewPropertyAnimator(duration: 1.0, timingParameters: spring)
        animator.addAnimations {
            constraint.constant += by
            view.layoutIfNeeded()
        }
        return animator
    }

    /// The press preview, scrubbed by the press: the background blurs to dark and the menu
    /// `view` grows 1.5× — and, in the second half, turns by −π/8 (the interactive keyframes of
    /// part 22). Reversed to the start it removes the blur again.
    static func grow(view: UIVisualEffectView, blurView: UIVisualEffectView) -> UIViewPropertyAnimator {
        view.contentView.alpha = 0
        view.transform = .identity
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeIn)
        animator.addAnimations {
            UIView.animateKeyframes(
                withDuration: 0.5, delay: 0.0,
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 1.0) {
                        blurView.effect = UIBlurEffect(style: .dark)
                        view.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                        view.transform = view.transform.rotated(by: -.pi / 8)
                    }
                })
        }
        animator.addCompletion { position in
            switch position {
            case .start: blurView.effect = nil
            case .end: blurView.effect = UIBlurEffect(style: .dark)
            default: break
            }
        }
        return animator
    }

    /// Undoes ``grow(view:blurView:)``: the menu back to `frame`, its content faded, no blur.
    static func reset(frame: CGRect, view: UIVisualEffectView, blurView: UIVisualEffectView) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.7) {
            view.transform = .identity
            view.frame = frame
            view.contentView.alpha = 0
            blurView.effect = nil
        }
    }

    /// Opens the menu: content shown, transform reset, and the frame moved just above the icon,
    /// widened by 120 pt and shifted left by a fraction of its x (so it stays on screen).
    static func complete(view: UIVisualEffectView) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.7) {
            view.contentView.alpha = 1
            view.transform = .identity
            view.frame = CGRect(
                x: view.frame.minX - view.frame.minX / 2.5, y: view.frame.maxY - 140,
                width: view.frame.width + 120, height: 60)
        }
    }
}
