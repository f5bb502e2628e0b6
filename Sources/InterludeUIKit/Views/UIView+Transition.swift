extension UIView {
    /// Animates a change of `view`'s content with a transition: the old content (a frozen
    /// snapshot) leaves while the new content, set by `animations`, arrives.
    ///
    /// `.transitionCrossDissolve` fades the old content out over the new; the four flips turn the
    /// old content away about the vertical (left/right) or horizontal (top/bottom) axis for the
    /// first half and the new content in for the second half, with perspective. Changes inside
    /// `animations` are not animated themselves unless `.allowAnimatedContent` is given.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let call = "UIView.transition(with:duration:options:animations:completion:)"
        guard let (duration, _) = validated(duration, 0, call: call) else { return }
        let old = view.layer.frozenCopy(presented: true, atClockTime: view.layer.clock.now)
        if options.contains(.allowAnimatedContent) {
            animations?()
        } else if let animations {
            performWithoutAnimation(animations)
        }
        guard let kind = TransitionKind(options: options), duration > 0, UIView.areAnimationsEnabled else {
            let group = ViewAnimationGroup(completion: completion)
            group.noteChange(of: view.layer)
            group.seal()
            return
        }
        let overlay = TransitionOverlay(old: old, over: view)
        let group = ViewAnimationGroup { finished in
            overlay.remove()
            completion?(finished)
        }
        let context = ViewAnimationContext(
            duration: duration, delay: 0, options: options,
            pacing: .curve(options.curve.timingFunction), mode: .block, group: group)
        ViewAnimationContext.with(context) {
            overlay.animate(kind, newContent: view.layer, in: ViewAnimationContext.current ?? context)
        }
        group.seal()
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview using a transition (or, with
    /// `.showHideTransitionViews`, hides `fromView` and shows `toView`).
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            Diagnostics.report(
                "UIView.transition(from:to:duration:options:completion:): fromView has no superview; nothing happened")
            return
        }
        transition(
            with: container, duration: duration, options: options,
            animations: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else {
                    let index = container.subviews.firstIndex { $0 === fromView } ?? container.subviews.count
                    fromView.removeFromSuperview()
                    container.insertSubview(toView, at: index)
                }
            }, completion: completion)
    }
}

/// The transitions of `UIView.transition` (the curls are not offered).
enum TransitionKind {
    case crossDissolve
    case flip(axis: (x: CGFloat, y: CGFloat), direction: CGFloat)

    init?(options: UIView.AnimationOptions) {
        switch options.transitionCode {
        case 1: self = .flip(axis: (0, 1), direction: -1) // from left: the left edge comes forward
        case 2: self = .flip(axis: (0, 1), direction: 1)
        case 5: self = .crossDissolve
        case 6: self = .flip(axis: (1, 0), direction: 1)
        case 7: self = .flip(axis: (1, 0), direction: -1)
        default: return nil
        }
    }
}

/// The old content of a view during a transition: a frozen copy placed exactly over the view.
@MainActor
private final class TransitionOverlay {
    let layer: CALayer

    init(old: CALayer, over view: UIView) {
        layer = old
        let host = view.layer.superlayer ?? view.layer
        if host === view.layer {
            old.position = CGPoint(x: view.bounds.width * old.anchorPoint.x, y: view.bounds.height * old.anchorPoint.y)
            old.transform = CATransform3DIdentity
            host.addSublayer(old)
        } else {
            host.insertSublayer(old, above: view.layer)
        }
    }

    func remove() { layer.removeFromSuperlayer() }

    func animate(_ kind: TransitionKind, newContent: CALayer, in context: ViewAnimationContext) {
        switch kind {
        case .crossDissolve:
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = layer.opacity
            fade.toValue = 0
            fade.timingFunction = timingFunction(of: context)
            context.configureTiming(of: fade)
            fade.fillMode = .forwards
            fade.isRemovedOnCompletion = false
            layer.modelState.opacity = 0
            context.install(fade, on: layer, forKey: "transition")
        case let .flip(axis, direction):
            let outgoing = FlipAnimation(axis: axis, angles: (0, direction * .pi / 2), halfOf: 0)
            let incoming = FlipAnimation(axis: axis, angles: (-direction * .pi / 2, 0), halfOf: 1)
            for (animation, target) in [(outgoing, layer), (incoming, newContent)] {
                animation.timingFunction = timingFunction(of: context)
                context.configureTiming(of: animation)
                context.install(animation, on: target, forKey: "transition")
            }
            layer.modelState.isHidden = true
        }
    }

    private func timingFunction(of context: ViewAnimationContext) -> CAMediaTimingFunction? {
        if case .curve(let f) = context.pacing { return f }
        return nil
    }
}
