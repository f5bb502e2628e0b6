extension UIView {
    /// The affine map from this view's bounds coordinates to its superview's bounds coordinates.
    var transformToSuperview: CGAffineTransform {
        let state = layer.modelState
        let anchor = CGPoint(
            x: state.bounds.minX + state.bounds.width * state.anchorPoint.x,
            y: state.bounds.minY + state.bounds.height * state.anchorPoint.y)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CATransform3DGetAffineTransform(state.transform))
            .concatenating(CGAffineTransform(translationX: state.position.x, y: state.position.y))
    }

    /// The affine map from this view's coordinates to its window's (or its topmost ancestor's).
    var transformToRoot: CGAffineTransform {
        var result = CGAffineTransform.identity
        var current: UIView? = self
        while let view = current, !(view is UIWindow) {
            result = result.concatenating(view.transformToSuperview)
            current = view._superview
        }
        return result
    }

    /// Converts `point` from this view's coordinates to `view`'s (the window's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let toRoot = transformToRoot
        guard let view else { return point.applying(toRoot) }
        return point.applying(toRoot.concatenating(view.transformToRoot.inverted()))
    }

    /// Converts `point` from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let fromRoot = view?.transformToRoot ?? .identity
        return point.applying(fromRoot.concatenating(transformToRoot.inverted()))
    }

    /// Converts `rect` to `view`'s coordinates: the bounding box of the transformed rectangle.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let toRoot = transformToRoot
        guard let view else { return rect.applying(toRoot) }
        return rect.applying(toRoot.concatenating(view.transformToRoot.inverted()))
    }

    /// Converts `rect` from `view`'s coordinates to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let fromRoot = view?.transformToRoot ?? .identity
        return rect.applying(fromRoot.concatenating(transformToRoot.inverted()))
    }

    /// Whether a running view animation on this view disallows touches.
    var isAnimatingWithoutInteraction: Bool {
        layer.animationEntries.contains { !$0.animation.didStop && !$0.animation.allowsUserInteraction }
    }
}
