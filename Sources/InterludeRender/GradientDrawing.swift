import CCairo
import InterludeUIKit

/// `CAGradientLayer`'s gradient, drawn every frame as a Cairo pattern over the layer's rounded
/// shape, with the presented start and end points (so animating them needs no cache).
extension LayerCompositor {
    /// Fills gradient layer node `index`'s shape with its gradient under `map`, faded by `opacity`.
    func drawGradient(_ index: Int, map: Homography, opacity: Double, cr: OpaquePointer) {
        let node = tree.nodes[index]
        let layer = unsafeDowncast(node.layer, to: CAGradientLayer.self)
        let s = node.state
        let b = s.bounds
        guard let gradient = layer.gradient, b.width > 0, b.height > 0 else { return }
        let start = (x: Double(b.minX + s.startPoint.x * b.width), y: Double(b.minY + s.startPoint.y * b.height))
        let end = (x: Double(b.minX + s.endPoint.x * b.width), y: Double(b.minY + s.endPoint.y * b.height))
        let pattern: OpaquePointer
        if layer.type == .radial {
            let radii = (x: abs(end.x - start.x), y: abs(end.y - start.y))
            guard radii.x > 0, radii.y > 0 else { return }
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)!
            // Pattern space is the unit circle: user points are moved to the centre, then scaled by the radii.
            var m = cairo_matrix_t()
            cairo_matrix_init_scale(&m, 1 / radii.x, 1 / radii.y)
            cairo_matrix_translate(&m, -start.x, -start.y)
            cairo_pattern_set_matrix(pattern, &m)
        } else {
            guard start != end else { return }
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
        }
        gradient.addStops(to: pattern, alpha: opacity)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_save(cr)
        var m = map.cairoMatrix
        cairo_set_matrix(cr, &m)
        ShapePath.roundedRect(cr, b, radius: s.cornerRadius, corners: s.maskedCorners)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
        cairo_restore(cr)
        cairo_pattern_destroy(pattern)
    }
}
