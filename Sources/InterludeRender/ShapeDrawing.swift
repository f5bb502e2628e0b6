import CCairo
import InterludeUIKit

/// `CAShapeLayer`'s path, drawn every frame straight into the target with the layer's presented
/// fill, stroke and stroke ends (so animated stroke ends need no cache), as a vector shape mapped
/// to device pixels: sharp at any scale, like Core Animation's shape layers.
extension LayerCompositor {
    /// Fills, then strokes, shape layer node `index`'s path under `map`, faded by `opacity`.
    func drawShape(_ index: Int, map: Homography, opacity: Double, cr: OpaquePointer) {
        let node = tree.nodes[index]
        let layer = unsafeDowncast(node.layer, to: CAShapeLayer.self)
        let s = node.state
        guard let path = layer.path, !path.isEmpty else { return }
        cairo_save(cr)
        var m = map.cairoMatrix
        cairo_set_matrix(cr, &m)
        if let fill = s.fillColor, fill.alpha > 0 {
            cairo_new_path(cr)
            path.replay(into: cr)
            cairo_set_fill_rule(cr, layer.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            setSource(cr, fill, alpha: opacity)
            cairo_fill(cr)
        }
        if let stroke = s.strokeColor, stroke.alpha > 0, s.lineWidth > 0 {
            let start = Double(min(max(s.strokeStart, 0), 1)), end = Double(min(max(s.strokeEnd, 0), 1))
            cairo_new_path(cr)
            if start <= 0 && end >= 1 {
                path.replay(into: cr)
            } else if let measure = layer.pathMeasure {
                measure.replay(into: cr, from: start * measure.length, to: end * measure.length)
            }
            applyLineStyle(of: layer, state: s, cr: cr)
            setSource(cr, stroke, alpha: opacity)
            cairo_stroke(cr)
        }
        cairo_new_path(cr)
        cairo_restore(cr)
    }

    /// Whether the shape paints both a fill and a stroke (which overlap).
    func shapeFillsAndStrokes(_ index: Int) -> Bool {
        let s = tree.nodes[index].state
        return (s.fillColor?.alpha ?? 0) > 0 && (s.strokeColor?.alpha ?? 0) > 0 && s.lineWidth > 0
    }

    /// What the shape may paint, in its layer's coordinates: the path's box grown by the stroke
    /// (half the width, or a miter's reach at sharp corners); nil without a path.
    func shapeExtent(_ index: Int) -> CGRect? {
        let node = tree.nodes[index]
        guard let path = unsafeDowncast(node.layer, to: CAShapeLayer.self).path, !path.isEmpty else { return nil }
        let s = node.state
        let box = path.boundingBox
        guard (s.strokeColor?.alpha ?? 0) > 0, s.lineWidth > 0 else { return box }
        let reach = s.lineWidth / 2 * max(1, s.miterLimit, 2.0.squareRoot())
        return box.insetBy(dx: -reach, dy: -reach)
    }

    private func applyLineStyle(of layer: CAShapeLayer, state s: LayerState, cr: OpaquePointer) {
        cairo_set_line_width(cr, Double(s.lineWidth))
        cairo_set_miter_limit(cr, Double(s.miterLimit))
        switch layer.lineCap {
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        default: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        }
        switch layer.lineJoin {
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        default: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        }
        // Cairo rejects negative lengths and all-zero patterns (and would stop drawing): those draw solid.
        if let pattern = layer.lineDashPattern?.map(\.doubleValue), !pattern.isEmpty,
            pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), pattern.contains(where: { $0 > 0 })
        {
            cairo_set_dash(cr, pattern, Int32(pattern.count), Double(s.lineDashPhase))
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }
}
