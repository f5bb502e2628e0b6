extension UIView {
    /// A view showing a frozen copy of this view's content, sized to its bounds at origin zero.
    ///
    /// With `afterScreenUpdates` false the copy shows what is on screen now (presentation values);
    /// with true it shows the latest model values. The copy does not follow later changes.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        CATransaction.flushPending()
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.backgroundColor = nil
        snapshot.isOpaque = false
        let copy = layer.frozenCopy(presented: !afterUpdates, atClockTime: layer.clock.now)
        copy.transform = CATransform3DIdentity
        copy.position = CGPoint(x: bounds.width * copy.anchorPoint.x, y: bounds.height * copy.anchorPoint.y)
        snapshot.layer.addSublayer(copy)
        return snapshot
    }
}

extension CALayer {
    /// A deep copy of the subtree with either presentation or model values, and no animations.
    func frozenCopy(presented: Bool, atClockTime t: Double) -> CALayer {
        let copy = type(of: self).init(layer: self)
        copy.modelState = presented ? presentationState(atLocalTime: localTime(atClockTime: t)) : modelState
        copy.contents = contents
        // Drawn content (labels, draw(_:) overrides) is frozen into a bitmap: the copy has no delegate.
        // 3 pixels per point keeps it sharp at every render scale.
        if let drawn = rasterizedCustomContent(bounds: copy.modelState.bounds, scale: 3) {
            copy.contents = drawn
            copy.contentsGravity = .resize
            copy.contentsScale = 3
        }
        copy.mask = mask?.frozenCopy(presented: presented, atClockTime: t)
        for sublayer in _sublayers {
            copy.addSublayer(sublayer.frozenCopy(presented: presented, atClockTime: t))
        }
        return copy
    }
}
