import CCairo

extension CGContext {
    /// Fills the clip with `gradient` along the line from `startPoint` (location 0) to `endPoint`
    /// (location 1): every line perpendicular to it has one color. Before the start and after the
    /// end nothing is drawn unless `options` say so. Uses the context's alpha.
    public func drawLinearGradient(
        _ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
        options: CGGradientDrawingOptions
    ) {
        let dx = Double(endPoint.x - startPoint.x), dy = Double(endPoint.y - startPoint.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let pattern = cairo_pattern_create_linear(
            Double(startPoint.x), Double(startPoint.y), Double(endPoint.x), Double(endPoint.y))!
        cairo_save(cairo)
        // Clip to the band the options allow, in coordinates along (u) and across the gradient. The
        // band reaches just past the clip (Cairo's fixed-point coordinates overflow near 2^23).
        let clip = clipExtents
        let reach =
            [clip.minX, clip.maxX].flatMap { x in
                [clip.minY, clip.maxY].map { y in
                    hypot(Double(x - startPoint.x), Double(y - startPoint.y))
                }
            }.max()! + length + 1
        cairo_new_path(cairo)
        cairo_save(cairo)
        cairo_translate(cairo, Double(startPoint.x), Double(startPoint.y))
        cairo_rotate(cairo, atan2(dy, dx))
        let u0 = options.contains(.drawsBeforeStartLocation) ? -reach : 0
        let u1 = options.contains(.drawsAfterEndLocation) ? reach : length
        cairo_rectangle(cairo, u0, -reach, u1 - u0, 2 * reach)
        cairo_restore(cairo)
        cairo_clip(cairo)
        paint(gradient, pattern)
        cairo_restore(cairo)
    }

    /// Fills the clip with `gradient` between the circle at `startCenter` of `startRadius` (location
    /// 0) and the one at `endCenter` of `endRadius` (location 1). Inside the start circle and
    /// outside the end circle nothing is drawn unless `options` say so (exact when one circle lies
    /// inside the other, the usual case). Uses the context's alpha.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
        endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {
        guard startRadius >= 0, endRadius >= 0, startRadius > 0 || endRadius > 0 else { return }
        let pattern = cairo_pattern_create_radial(
            Double(startCenter.x), Double(startCenter.y), Double(startRadius),
            Double(endCenter.x), Double(endCenter.y), Double(endRadius))!
        cairo_save(cairo)
        let inner = startRadius <= endRadius ? (startCenter, startRadius) : (endCenter, endRadius)
        let outer = startRadius <= endRadius ? (endCenter, endRadius) : (startCenter, startRadius)
        let fillsInner = options.contains(startRadius <= endRadius ? .drawsBeforeStartLocation : .drawsAfterEndLocation)
        let fillsOuter = options.contains(startRadius <= endRadius ? .drawsAfterEndLocation : .drawsBeforeStartLocation)
        cairo_new_path(cairo)
        if !fillsOuter {
            cairo_arc(cairo, Double(outer.0.x), Double(outer.0.y), Double(outer.1), 0, 2 * .pi)
            cairo_clip(cairo)
        }
        if !fillsInner && inner.1 > 0 {
            // Everything but the inner circle: the clip's extents with the circle cut out (even-odd).
            let clip = clipExtents.insetBy(dx: -1, dy: -1)
            cairo_rectangle(cairo, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, Double(inner.0.x), Double(inner.0.y), Double(inner.1), 0, 2 * .pi)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_clip(cairo)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        }
        paint(gradient, pattern)
        cairo_restore(cairo)
    }

    /// The clip's bounding box in user space.
    private var clipExtents: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Paints the clip with `pattern` (a new Cairo gradient, destroyed here) holding `gradient`'s stops.
    private func paint(_ gradient: CGGradient, _ pattern: OpaquePointer) {
        gradient.addStops(to: pattern, alpha: Double(paintAlpha))
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cairo, pattern)
        composite { cairo_paint(cairo) }
        cairo_pattern_destroy(pattern)
        notePaint()
    }
}
