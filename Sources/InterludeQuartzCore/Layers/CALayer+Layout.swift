/// Core Animation's layout cycle for layers
/// (https://developer.apple.com/documentation/quartzcore/calayer/layoutsublayers()): a layer marked
/// with ``CALayer/setNeedsLayout()`` — or a layer with no delegate whose bounds change size — has
/// ``CALayer/layoutSublayers()`` called once before the next frame its window steps or draws (a
/// view's layout pass ends by laying out the marked layers under it), or at once by
/// ``CALayer/layoutIfNeeded()``. A view's own layer is laid out by the view (`layoutSubviews`).
extension CALayer {
    /// The layers marked for layout, by identity (held weakly: a layer that goes away leaves).
    private static var pendingLayout: [ObjectIdentifier: WeakLayer] = [:]

    private struct WeakLayer { weak var layer: CALayer? }

    /// `setNeedsLayout()`'s default: marks the layer.
    func markForLayout() { Self.pendingLayout[ObjectIdentifier(self)] = WeakLayer(layer: self) }

    /// `needsLayout()`'s default. (A mark left by a layer that went away is not this one's, though
    /// this one may have been given its address.)
    var isMarkedForLayout: Bool { Self.pendingLayout[ObjectIdentifier(self)]?.layer === self }

    /// `layoutIfNeeded()`'s default: from the highest ancestor marked (or this layer), each marked
    /// layer of that subtree in tree order.
    func layOutFromHighestMarkedAncestor() {
        var top = self
        while let superlayer = top._superlayer, superlayer.needsLayout() { top = superlayer }
        top.layOutMarkedLayers()
    }

    private func layOutMarkedLayers() {
        if Self.pendingLayout.removeValue(forKey: ObjectIdentifier(self))?.layer === self { layoutSublayers() }
        guard !Self.pendingLayout.isEmpty else { return }
        for sublayer in _sublayers { sublayer.layOutMarkedLayers() }
    }

    /// Lays out the marked layers of this layer's tree (called at the end of a view's layout pass).
    package func layOutMarkedLayersInTree() {
        guard !Self.pendingLayout.isEmpty else { return }
        for (key, entry) in Self.pendingLayout {
            guard let layer = entry.layer else {
                Self.pendingLayout[key] = nil
                continue
            }
            if layer.isDescendant(of: self), layer.needsLayout() { layer.layoutIfNeeded() }
        }
    }
}
