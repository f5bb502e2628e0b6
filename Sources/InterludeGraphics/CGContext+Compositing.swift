import CCairo

/// How a painting operation combines with what the context already holds, Core Graphics'
/// `CGBlendMode` (raw values as Apple's). R is the result, S the source (premultiplied) and D the
/// destination; the formulas are those of Apple's `CGBlendMode` page
/// (https://developer.apple.com/documentation/coregraphics/cgblendmode).
public enum CGBlendMode: Int32, Sendable {
    /// S over D (the default).
    case normal
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference
    case exclusion, hue, saturation, color, luminosity
    /// R = 0.
    case clear
    /// R = S.
    case copy
    /// R = S × Da.
    case sourceIn
    /// R = S × (1 − Da).
    case sourceOut
    /// R = S × Da + D × (1 − Sa).
    case sourceAtop
    /// R = S × (1 − Da) + D.
    case destinationOver
    /// R = D × Sa.
    case destinationIn
    /// R = D × (1 − Sa).
    case destinationOut
    /// R = S × (1 − Da) + D × Sa.
    case destinationAtop
    /// R = S × (1 − Da) + D × (1 − Sa).
    case xor
    /// R = max(0, 1 − ((1 − D) + (1 − S))). Cairo has no such operator: painted as `normal`, with a
    /// diagnostic (see the API audit).
    case plusDarker
    /// R = min(1, S + D): Cairo's saturating ADD.
    case plusLighter

    /// The Cairo operator computing the same formula (`normal` for `plusDarker`, which has none).
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal, .plusDarker: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    /// Whether Cairo's operator changes the destination outside the painted shape (within the
    /// clip); Core Graphics' modes change only what the shape covers, so these paint clipped to it.
    var isUnboundedInCairo: Bool {
        self == .sourceIn || self == .sourceOut || self == .destinationIn || self == .destinationAtop
    }
}

/// A shadow of the graphics state: offset and blur in base space, colour.
struct GraphicsShadow {
    var offset: CGSize
    var blur: CGFloat
    var color: CGColor
}

extension CGContext {
    /// Sets the blend mode of later painting (part of the graphics state). Defaults to `.normal`.
    public func setBlendMode(_ mode: CGBlendMode) {
        if mode == .plusDarker {
            Diagnostics.report("CGContext.setBlendMode(_:): .plusDarker has no Cairo operator; painting as .normal")
        }
        graphicsBlendMode = mode
    }

    /// Turns shadowing on for later painting (part of the graphics state): every shape, image, text
    /// and gradient painted casts a shadow in black at alpha 1/3 (Apple's page and the Quartz 2D
    /// guide, "Shadows"), `offset` away in base space — in points, y down in UIKit's contexts,
    /// whatever the current transform — and blurred by `blur` (see
    /// ``setShadow(offset:blur:color:)``).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0))
    }

    /// Turns shadowing on with `color`, or off when `color` is nil. The shadow is the painted shape's
    /// alpha, blurred, moved by `offset` (base space: points, y down in UIKit's contexts, not
    /// changed by the current transform), filled with `color`, and drawn under the shape. `blur` is
    /// read as twice the Gaussian's standard deviation, as a layer's `shadowRadius` of blur / 2
    /// gives the same shadow (Interlude's reading; Apple's page says only "a non-negative number
    /// specifying the amount of blur"); negative counts as 0.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, offset.width.isFinite, offset.height.isFinite else {
            graphicsShadow = nil
            return
        }
        graphicsShadow = GraphicsShadow(offset: offset, blur: blur.isFinite ? max(0, blur) : 0, color: color)
    }

    /// What a painting operation paints of the current path.
    package enum PaintedShape {
        /// The path's inside.
        case fill
        /// The path's stroke, with the line settings.
        case stroke
        /// Something else (an image clipped to its rectangle, a gradient filling the clip, text).
        case other
    }

    /// Runs `paint`, a painting operation on `cairo` that consumes the current path (`shape` says
    /// what of it is painted), with the graphics state's shadow under it and its blend mode.
    package func composite(_ shape: PaintedShape = .other, _ paint: () -> Void) {
        if let shadow = graphicsShadow, shadow.color.alpha > 0 { paintShadow(shadow, of: paint) }
        let mode = graphicsBlendMode
        guard mode != .normal else { return paint() }
        cairo_save(cairo)
        cairo_set_operator(cairo, mode.cairoOperator)
        if mode.isUnboundedInCairo {
            // Clipped to the shape: a fill's inside, a stroke's outline (without its dashes).
            switch shape {
            case .fill: cairo_clip_preserve(cairo)
            case .stroke: clipToStrokeOutline()
            case .other: break
            }
        }
        paint()
        // (`cairo_restore` keeps the path `paint` left: none.)
        cairo_restore(cairo)
    }

    /// Intersects the clip with the outline of the current path's stroke, keeping the path.
    private func clipToStrokeOutline() {
        guard let saved = cairo_copy_path(cairo) else { return }
        defer { cairo_path_destroy(saved) }
        let outline = strokeOutline(of: CGPath(elements: Self.elements(of: saved)))
        cairo_new_path(cairo)
        outline.replay(into: cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
        cairo_append_path(cairo, saved)
    }

    /// A Cairo path's elements as a `CGPath`'s.
    package static func elements(of path: UnsafeMutablePointer<cairo_path_t>) -> [CGPath.Element] {
        var elements: [CGPath.Element] = []
        let data = path.pointee.data!
        var i = 0
        func point(_ k: Int) -> CGPoint { CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
        while i < Int(path.pointee.num_data) {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO: elements.append(.move(point(1)))
            case CAIRO_PATH_LINE_TO: elements.append(.line(point(1)))
            case CAIRO_PATH_CURVE_TO: elements.append(.curve(point(1), point(2), point(3)))
            default: elements.append(.close)
            }
            i += Int(header.length)
        }
        return elements
    }

    /// Paints only the shadow that what `paint` draws would cast with these settings (see
    /// ``setShadow(offset:blur:color:)``), whatever the graphics state's shadow.
    package func paintShadow(offset: CGSize, blur: CGFloat, color: CGColor, of paint: () -> Void) {
        guard offset.width.isFinite, offset.height.isFinite else { return }
        paintShadow(GraphicsShadow(offset: offset, blur: blur.isFinite ? max(0, blur) : 0, color: color), of: paint)
    }

    /// Paints `shadow` of what `paint` draws: `paint` runs into a group (the current path kept for
    /// the real painting), whose alpha is blurred, moved and filled with the shadow's colour.
    private func paintShadow(_ shadow: GraphicsShadow, of paint: () -> Void) {
        let path = cairo_copy_path(cairo)
        defer {
            cairo_new_path(cairo)
            if let path {
                cairo_append_path(cairo, path)
                cairo_path_destroy(path)
            }
        }
        // The device pixels the clip allows.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        cairo_restore(cairo)
        let x0 = Int(x1.rounded(.down)), y0 = Int(y1.rounded(.down))
        let width = Int(x2.rounded(.up)) - x0, height = Int(y2.rounded(.up)) - y0
        let sigma = Double(shadow.blur) / 2 * baseScale
        let pad = Int((3 * sigma).rounded(.up)) + 1
        guard width > 0, height > 0, width + 2 * pad <= 8192, height + 2 * pad <= 8192,
            let mask = CairoImageSurface(width: width + 2 * pad, height: height + 2 * pad)
        else { return }
        cairo_push_group(cairo)
        paint()
        let group = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(group) }
        let maskCairo = cairo_create(mask.pointer)!
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        m.x0 += Double(pad - x0)
        m.y0 += Double(pad - y0)
        cairo_set_matrix(maskCairo, &m)
        cairo_set_source(maskCairo, group)
        cairo_paint(maskCairo)
        cairo_destroy(maskCairo)
        mask.flush()
        let radius = BoxBlur.passRadius(sigma: sigma)
        if radius > 0 {
            var scratch: [UInt32] = []
            BoxBlur.blur(
                UnsafeMutableRawPointer(mask.data).assumingMemoryBound(to: UInt32.self), width: mask.width,
                height: mask.height, stride: mask.stride / 4, radius: radius, scratch: &scratch)
        }
        mask.markDirty()
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_operator(cairo, graphicsBlendMode.cairoOperator)
        let c = shadow.color
        func unit(_ v: CGFloat) -> Double { Double(min(1, max(0, v))) }
        cairo_set_source_rgba(cairo, unit(c.red), unit(c.green), unit(c.blue), unit(c.alpha))
        let dx = Double(shadow.offset.width) * baseScale, dy = Double(shadow.offset.height) * baseScale
        cairo_mask_surface(cairo, mask.pointer, Double(x0 - pad) + dx, Double(y0 - pad) + dy)
        cairo_restore(cairo)
    }
}
