import CCairo
import InterludeUIKit

extension LayerCompositor {
    /// Draws node `index` recolored by a vibrancy effect (`LayerState.vibrancyFill`): the layer
    /// and its sublayers are drawn as usual into a scratch surface covering their extent, then
    /// `fill`, faded by `opacity`, is painted onto `target` through that surface's alpha. The
    /// content's colors are dropped and its coverage kept, Interlude's reading of UIKit's
    /// undocumented vibrancy (see `UIVibrancyEffect`).
    func drawVibrant(_ index: Int, fill: CGColor, map: Homography, opacity: Double, target: RenderTarget, depth: Int) {
        guard let rect = deviceRect(of: extent(index), under: map, clippedBy: target),
            let coverage = pool.acquire(width: rect.width, height: rect.height)
        else { return }
        defer { pool.release(coverage) }
        withScratchTarget(coverage, rect: rect) { scratch in
            let toScratch = Homography.translation(Double(-rect.x), Double(-rect.y))
            drawWithMaskAndOpacity(index, map: map.then(toScratch), opacity: 1, target: scratch, depth: depth)
        }
        let cr = target.cairo
        cairo_save(cr)
        cairo_identity_matrix(cr)
        // (The pool's surface may be larger than `rect`; only its top-left part was drawn.)
        cairo_rectangle(cr, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        setSource(cr, fill, alpha: opacity)
        cairo_mask_surface(cr, coverage.pointer, Double(rect.x), Double(rect.y))
        cairo_restore(cr)
    }
}
