/// The object a layer asks for actions (and, for views, layout).
@preconcurrency @MainActor
public protocol CALayerDelegate: NSObjectProtocol {
    /// The action to run when `event` (a property key) changes; nil continues the search,
    /// `NSNull()` stops it with no action.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Lay out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// Draw the layer's content into `ctx` (user space = the layer's bounds coordinates).
    func draw(_ layer: CALayer, in ctx: CGContext)
}

extension CALayerDelegate {
    /// No answer: the layer goes on to its `actions` and the class default.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    /// Lays out nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Draws nothing (the renderer then gives the layer no content bitmap).
    public func draw(_ layer: CALayer, in ctx: CGContext) { ctx.reachedDefaultDrawing = true }
}
