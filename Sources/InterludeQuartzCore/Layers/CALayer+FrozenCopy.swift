extension CALayer {
    /// A deep copy of the subtree with either presentation or model values, and no animations.
    package func frozenCopy(presented: Bool, atClockTime t: Double) -> CALayer {
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
