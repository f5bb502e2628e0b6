import CCairo
import InterludeUIKit

/// Drawing a layer with a `mask`: Core Animation shows the layer (its shadow, content, sublayers
/// and border) only where the mask layer's pixels are opaque, in proportion to their alpha; the
/// mask's colours do not matter. The mask layer is placed by its own geometry in the masked
/// layer's bounds coordinates, as if it were a sublayer, and is drawn with its own sublayers.
///
/// The layer is drawn at full opacity into a scratch surface covering its extent, the mask's
/// subtree into a second one, the first is multiplied by the second's alpha (Cairo's `DEST_IN`),
/// and the result is blended onto the target with the layer's opacity.
extension LayerCompositor {
    /// Draws node `index`, masked by `mask`, with `opacity`; `map` maps the layer's bounds
    /// coordinates to `target`'s pixels.
    func drawMasked(
        _ index: Int, mask: CALayer, map: Homography, opacity: Double, target: RenderTarget, depth: Int
    ) {
        guard let rect = deviceRect(of: extent(index), under: map, clippedBy: target),
            let picture = pool.acquire(width: rect.width, height: rect.height)
        else { return }
        defer { pool.release(picture) }
        guard let alpha = pool.acquire(width: rect.width, height: rect.height) else { return }
        defer { pool.release(alpha) }
        let toScratch = Homography.translation(Double(-rect.x), Double(-rect.y))
        let node = tree.nodes[index]
        if node.state.showsBackdrop { drawBackdrop(index, map: map, opacity: opacity, target: target) }
        withScratchTarget(picture, rect: rect) { scratch in
            drawBody(
                index, map: map.then(toScratch), opacity: 1, target: scratch, depth: depth, includeBackdrop: false)
        }
        let maskTree = separateTree(for: mask)
        guard let maskRoot = maskTree.nodes.first else { return }
        // The tree draws its root in the root's own bounds coordinates; place it as a sublayer.
        let placement = Homography.translation(Double(maskRoot.state.bounds.minX), Double(maskRoot.state.bounds.minY))
            .then(.layerToSuperlayer(maskRoot.state, superlayer: SuperlayerGeometry(node.state)))
        withScratchTarget(alpha, rect: rect) { scratch in
            withTree(maskTree) { drawLayer(0, parentMap: placement.then(map).then(toScratch), target: scratch, depth: depth + 1) }
        }
        let cr = cairo_create(picture.pointer)!
        cairo_rectangle(cr, 0, 0, Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
        cairo_set_source_surface(cr, alpha.pointer, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        picture.markDirty()
        blend(picture, at: rect, opacity: opacity, onto: target)
    }
}
