extension UIView {
    /// Draws the view's content for its layer: makes `ctx` current and calls `draw(_:)` with the
    /// bounds, with the view's traits as `UITraitCollection.current` (dynamic colors resolve with them).
    public func draw(_ layer: CALayer, in ctx: CGContext) {
        UITraitCollection.performing(asCurrent: self) { withCurrentGraphicsContext(ctx) { draw(bounds) } }
    }
}
