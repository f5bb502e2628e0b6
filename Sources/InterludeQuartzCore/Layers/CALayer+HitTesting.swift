/// Hit testing and coordinate conversion between layers, on the model values
/// (https://developer.apple.com/documentation/quartzcore/calayer/hittest(_:),
/// https://developer.apple.com/documentation/quartzcore/calayer/contains(_:)).
extension CALayer {
    /// The affine map from this layer's coordinates to its superlayer's: bounds origin and anchor
    /// point, then `transform` (its affine part), then `position`.
    var transformToSuperlayer: CGAffineTransform {
        let state = modelState
        let anchor = CGPoint(
            x: state.bounds.minX + state.bounds.width * state.anchorPoint.x,
            y: state.bounds.minY + state.bounds.height * state.anchorPoint.y)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CATransform3DGetAffineTransform(state.transform))
            .concatenating(CGAffineTransform(translationX: state.position.x, y: state.position.y))
    }

    /// The affine map from this layer's coordinates to its root layer's.
    private var transformToRootLayer: CGAffineTransform {
        var result = CGAffineTransform.identity
        var current: CALayer? = self
        while let layer = current, let superlayer = layer._superlayer {
            result = result.concatenating(layer.transformToSuperlayer)
            current = superlayer
        }
        return result
    }

    /// The map from this layer's coordinates to `layer`'s (to the root layer's when nil).
    private func transform(to layer: CALayer?) -> CGAffineTransform {
        guard let layer else { return transformToRootLayer }
        return transformToRootLayer.concatenating(layer.transformToRootLayer.inverted())
    }

    /// `hitTest(_:)`'s default (see CALayer.swift, where it is declared so that subclasses can
    /// override it).
    func defaultHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = p.applying(transformToSuperlayer.inverted())
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for sublayer in _sublayers.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// `p` in this layer's coordinates converted to `layer`'s (the root layer's when nil).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint { p.applying(transform(to: layer)) }

    /// `p` in `layer`'s coordinates (the root layer's when nil) converted to this layer's.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        p.applying(transform(to: layer).inverted())
    }

    /// `r` in this layer's coordinates converted to `layer`'s: the box around the converted rectangle.
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect { r.applying(transform(to: layer)) }

    /// `r` in `layer`'s coordinates converted to this layer's: the box around the converted rectangle.
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect { r.applying(transform(to: layer).inverted()) }
}
