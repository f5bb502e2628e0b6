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
        if layer.type == .conic {
            pattern = conicPattern(gradient, bounds: b, center: start, toward: end, alpha: opacity)
        } else if layer.type == .radial {
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
        if layer.type != .conic {
            gradient.addStops(to: pattern, alpha: opacity)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        }
        cairo_save(cr)
        var m = map.cairoMatrix
        cairo_set_matrix(cr, &m)
        ShapePath.roundedRect(cr, b, radius: s.cornerRadius, corners: s.maskedCorners)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
        cairo_restore(cr)
        cairo_pattern_destroy(pattern)
    }

    /// A conic gradient as a Cairo mesh: wedges about `center` (5° each, split at every stop) wide
    /// enough to cover `bounds`, each shading from its first edge's color to its second's. The
    /// sweep starts at the direction of `toward` and turns clockwise on screen (y down).
    private func conicPattern(
        _ gradient: CGGradient, bounds b: CGRect, center: (x: Double, y: Double), toward end: (x: Double, y: Double),
        alpha: Double
    ) -> OpaquePointer {
        let pattern = cairo_pattern_create_mesh()!
        let start = end == center ? 0 : atan2(end.y - center.y, end.x - center.x)
        let corners = [(b.minX, b.minY), (b.maxX, b.minY), (b.minX, b.maxY), (b.maxX, b.maxY)]
        let reach = corners.map { hypot(Double($0.0) - center.x, Double($0.1) - center.y) }.max() ?? 1
        let radius = reach * 1.01 + 1
        let steps = 72
        let fractions = Set(
            (0...steps).map { Double($0) / Double(steps) } + gradient.locations.map { min(1, max(0, Double($0))) }
        )
        .sorted()
        func color(at t: Double) -> (Double, Double, Double, Double) {
            let stops = zip(gradient.locations.map(Double.init), gradient.colors).map { ($0, $1) }
            func rgba(_ c: CGColor) -> (Double, Double, Double, Double) {
                func unit(_ v: CGFloat) -> Double { Double(min(1, max(0, v))) }
                return (unit(c.red), unit(c.green), unit(c.blue), unit(c.alpha) * alpha)
            }
            guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
            if t <= first.0 { return rgba(first.1) }
            if t >= last.0 { return rgba(last.1) }
            let upper = stops.firstIndex { $0.0 >= t } ?? stops.count - 1
            let (l0, c0) = stops[upper - 1], (l1, c1) = stops[upper]
            let f = l1 > l0 ? (t - l0) / (l1 - l0) : 1
            let (a, z) = (rgba(c0), rgba(c1))
            return (a.0 + (z.0 - a.0) * f, a.1 + (z.1 - a.1) * f, a.2 + (z.2 - a.2) * f, a.3 + (z.3 - a.3) * f)
        }
        for (t0, t1) in zip(fractions, fractions.dropFirst()) where t1 > t0 {
            let a0 = start + 2 * .pi * t0, a1 = start + 2 * .pi * t1
            let c0 = color(at: t0), c1 = color(at: t1)
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, center.x, center.y)
            cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(a0), center.y + radius * sin(a0))
            cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(a1), center.y + radius * sin(a1))
            cairo_mesh_pattern_line_to(pattern, center.x, center.y)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), c.0, c.1, c.2, c.3)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }
}
