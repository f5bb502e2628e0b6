/// The object a layer asks for actions (and, for views, layout).
@MainActor
public protocol CALayerDelegate: AnyObject {
    /// The action to run when `event` (a property key) changes; nil continues the search,
    /// `NSNull()` stops it with no action.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Lay out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// Draw the layer's content into `ctx` (user space = the layer's bounds coordinates).
    func draw(_ layer: CALayer, in ctx: CGContext)
}

extension CALayerDelegate {
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    public func layoutSublayers(of layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) { ctx.reachedDefaultDrawing = true }
}
