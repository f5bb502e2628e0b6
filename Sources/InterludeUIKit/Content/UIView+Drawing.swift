extension UIView {
    /// Draws the view's content for its layer: makes `ctx` current and calls `draw(_:)` with the bounds.
    public func draw(_ layer: CALayer, in ctx: CGContext) {
        withCurrentGraphicsContext(ctx) { draw(bounds) }
    }
}
