import CCairo
import InterludeUIKit
import InterludeGraphics

/// A layer's blurred shadow shape, cached on the layer like its content.
///
/// The shape is the layer's `shadowPath` when it has one, else its content alpha (or its rounded
/// background); `shadowRadius` is the
/// Gaussian's standard deviation in points (the usual reading: design tools' blur = 2 × radius).
/// The mask is built at a reduced resolution — a blurred shape has no fine detail — so even a
/// full-screen shadow costs little, and is drawn scaled up with bilinear filtering.
/// `shadowOffset` is in the layer's own coordinates (a rotated layer's shadow turns with it), and
/// y points down: Core Animation's default (0, −3) puts the shadow 3 points *above* the layer.
final class ShadowMask {
    struct Key: Equatable {
        var content: LayerContent.Key?
        /// The layer's `shadowPath`, which then replaces content and background as the shape.
        var shadowPath: CGPath?
        var size: CGSize
        var cornerRadius: CGFloat
        var maskedCorners: CACornerMask
        var radius: CGFloat
        var scale: Double
    }

    let key: Key
    let surface: CairoImageSurface
    /// Mask pixels per point.
    let scale: Double
    /// Padding around the bounds, in points, that the blur spreads into.
    let padding: Double

    private init(key: Key, surface: CairoImageSurface, scale: Double, padding: Double) {
        self.key = key
        self.surface = surface
        self.scale = scale
        self.padding = padding
    }

    /// Padding for a blur of standard deviation `radius` points: three deviations and a point.
    static func padding(radius: CGFloat) -> Double { 3 * Double(max(0, radius)) + 1 }

    /// The rectangle (layer coordinates) the shadow can darken.
    static func extent(of s: LayerState, shadowPath: CGPath?) -> CGRect {
        let pad = CGFloat(padding(radius: s.shadowRadius))
        return shape(of: s, shadowPath: shadowPath).offsetBy(dx: s.shadowOffset.width, dy: s.shadowOffset.height)
            .insetBy(dx: -pad, dy: -pad)
    }

    /// The rectangle (layer coordinates) the unblurred shadow shape covers: the shadow path's
    /// bounding box, or the bounds.
    static func shape(of s: LayerState, shadowPath: CGPath?) -> CGRect {
        guard let shadowPath else { return s.bounds }
        let box = shadowPath.boundingBox
        return box.isNull ? .zero : box
    }

    /// Mask pixels per point for content at `contentScale`: coarser as the blur widens (about 3
    /// blurred pixels per deviation, at most 8× coarser).
    static func maskScale(radius: CGFloat, contentScale: Double) -> Double {
        let deviationPixels = Double(radius) * contentScale
        return contentScale / Double(min(8, max(1, Int(deviationPixels / 3))))
    }

    /// The cached mask of `layer`'s shadow shape (shadow path, content or background), rebuilt when
    /// its key changed; nil when the layer has none of them.
    @MainActor
    static func cached(for layer: CALayer, state s: LayerState, content: LayerContent?, contentScale: Double) -> ShadowMask? {
        let shadowPath = layer.shadowPath
        let size = shape(of: s, shadowPath: shadowPath).size
        guard shadowPath != nil || content != nil || (s.backgroundColor?.alpha ?? 0) > 0, size.width > 0, size.height > 0 else {
            return nil
        }
        let key = Key(
            content: shadowPath == nil ? content?.key : nil, shadowPath: shadowPath, size: size, cornerRadius: s.cornerRadius,
            maskedCorners: s.maskedCorners, radius: s.shadowRadius, scale: contentScale)
        let cache = LayerRenderCache.of(layer)
        if let mask = cache.shadow, mask.key == key { return mask }
        cache.shadow = nil
        let scale = maskScale(radius: s.shadowRadius, contentScale: contentScale)
        let pad = padding(radius: s.shadowRadius)
        let width = Int(((Double(size.width) + 2 * pad) * scale).rounded(.up))
        let height = Int(((Double(size.height) + 2 * pad) * scale).rounded(.up))
        guard let surface = CairoImageSurface(width: width, height: height) else { return nil }
        let cr = cairo_create(surface.pointer)!
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, pad, pad)
        if let shadowPath {
            let box = shadowPath.boundingBox
            cairo_translate(cr, -Double(box.minX), -Double(box.minY))
            cairo_new_path(cr)
            shadowPath.replay(into: cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_fill(cr)
        } else if let content {
            cairo_scale(cr, 1 / content.scale, 1 / content.scale)
            cairo_set_source_surface(cr, content.surface.pointer, 0, 0)
            cairo_paint(cr)
        } else {
            ShapePath.roundedRect(
                cr, CGRect(origin: .zero, size: s.bounds.size), radius: s.cornerRadius, corners: s.maskedCorners)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_fill(cr)
        }
        cairo_destroy(cr)
        blur(surface, width: width, height: height, sigmaPixels: Double(s.shadowRadius) * scale)
        // Kept at full resolution as 8-bit alpha: compositing it is then a plain masked copy.
        let factor = Int((contentScale / scale).rounded())
        let fullWidth = Int(((Double(size.width) + 2 * pad) * contentScale).rounded(.up))
        let fullHeight = Int(((Double(size.height) + 2 * pad) * contentScale).rounded(.up))
        let full = alphaMask(
            upscaling: surface, width: width, height: height, factor: factor, toWidth: fullWidth, height: fullHeight)
        let mask = ShadowMask(key: key, surface: full ?? surface, scale: full == nil ? scale : contentScale, padding: pad)
        cache.shadow = mask
        return mask
    }

    /// An A8 surface of `surface`'s alpha scaled up by `factor` (bilinear); nil if it cannot be allocated.
    private static func alphaMask(
        upscaling surface: CairoImageSurface, width: Int, height: Int, factor: Int,
        toWidth fullWidth: Int, height fullHeight: Int
    ) -> CairoImageSurface? {
        guard let full = CairoImageSurface(width: fullWidth, height: fullHeight, format: CAIRO_FORMAT_A8) else { return nil }
        surface.flush()
        full.flush()
        let small = UnsafeMutableRawPointer(surface.data).assumingMemoryBound(to: UInt32.self)
        var row = [UInt32](repeating: 0, count: fullWidth * fullHeight)
        row.withUnsafeMutableBufferPointer { buffer in
            BoxBlur.upscale(
                small, width: width, height: height, stride: surface.stride / 4, factor: max(1, factor),
                into: buffer.baseAddress!, width: fullWidth, height: fullHeight, destinationStride: fullWidth)
            for y in 0..<fullHeight {
                let out = full.data + y * full.stride
                for x in 0..<fullWidth { out[x] = UInt8(truncatingIfNeeded: buffer[y * fullWidth + x] >> 24) }
            }
        }
        full.markDirty()
        return full
    }

    /// Blurs the top-left `width × height` pixels of `surface` in place.
    static func blur(_ surface: CairoImageSurface, width: Int, height: Int, sigmaPixels: Double) {
        let radius = BoxBlur.passRadius(sigma: sigmaPixels)
        guard radius > 0 else { return }
        surface.flush()
        var scratch: [UInt32] = []
        BoxBlur.blur(
            UnsafeMutableRawPointer(surface.data).assumingMemoryBound(to: UInt32.self), width: width, height: height,
            stride: surface.stride / 4, radius: radius, scratch: &scratch)
        surface.markDirty()
    }
}

extension LayerCompositor {
    /// Paints node `index`'s shadow under it: its shadow path's or own shape's cached mask, or — for
    /// a layer with none of them, or one that draws a shape or gradient itself — the flattened
    /// shape of the layer and its sublayers, built this frame.
    func drawShadow(_ index: Int, map: Homography, opacity: Double, target: RenderTarget) {
        let node = tree.nodes[index]
        let s = node.state
        guard let color = s.shadowColor else { return }
        let cr = target.cairo
        let content = LayerContent.cached(for: node.layer, state: s, scale: contentScale)
        let offset = (x: Double(s.shadowOffset.width), y: Double(s.shadowOffset.height))
        let drawsItself = node.layer.builtInDrawing != .none && node.layer.shadowPath == nil
        if !drawsItself, let mask = ShadowMask.cached(for: node.layer, state: s, content: content, contentScale: contentScale) {
            let shape = ShadowMask.shape(of: s, shadowPath: node.layer.shadowPath)
            let origin = (x: Double(shape.minX) - mask.padding + offset.x, y: Double(shape.minY) - mask.padding + offset.y)
            // An opaque background hides the shadow of its own shape under it: paint only the band around it.
            let hidden =
                content == nil && node.layer.shadowPath == nil && (s.backgroundColor?.alpha ?? 0) >= 1
                ? s.bounds.insetBy(dx: min(s.cornerRadius, s.bounds.width / 2), dy: min(s.cornerRadius, s.bounds.height / 2))
                : nil
            paintMask(
                mask.surface,
                pixelMap: Homography.scale(1 / mask.scale, 1 / mask.scale)
                    .then(.translation(origin.x, origin.y)).then(map).snappedToPixels, color: color,
                alpha: Double(s.shadowOpacity) * opacity, cr: cr, excluding: hidden.map { ($0, map) })
        } else if drawsItself || tree.hasChildren(index) {
            drawSublayerShadow(
                index, map: map, color: color, alpha: Double(s.shadowOpacity) * opacity, target: target,
                includingOwnDrawing: drawsItself)
        }
    }

    /// The blurred shape of node `index`'s sublayers — and, with `includingOwnDrawing`, of its own
    /// background, contents and built-in drawing — painted as its shadow.
    private func drawSublayerShadow(
        _ index: Int, map: Homography, color: CGColor, alpha: Double, target: RenderTarget,
        includingOwnDrawing: Bool
    ) {
        let s = tree.nodes[index].state
        let scale = ShadowMask.maskScale(radius: s.shadowRadius, contentScale: contentScale)
        let pad = ShadowMask.padding(radius: s.shadowRadius)
        let area = extent(index).insetBy(dx: -pad, dy: -pad)
        guard !area.isInfinite, !area.isNull else { return }
        let width = Int((Double(area.width) * scale).rounded(.up)), height = Int((Double(area.height) * scale).rounded(.up))
        guard width > 0, height > 0, width * height <= 1 << 24, let scratch = pool.acquire(width: width, height: height) else {
            return
        }
        defer { pool.release(scratch) }
        let cr = cairo_create(scratch.pointer)!
        let maskTarget = RenderTarget(cairo: cr, surface: scratch.pointer, width: width, height: height)
        let toMask = Homography.translation(-Double(area.minX), -Double(area.minY)).then(.scale(scale, scale))
        if includingOwnDrawing {
            drawContent(index, map: toMask, opacity: 1, target: maskTarget)
            drawBuiltIn(index, map: toMask, opacity: 1, cr: cr)
        }
        var children: [Int] = []
        tree.children(of: index, into: &children)
        for child in children { drawLayer(child, parentMap: toMask, target: maskTarget, depth: 0) }
        cairo_destroy(cr)
        scratch.markDirty()
        ShadowMask.blur(scratch, width: width, height: height, sigmaPixels: Double(s.shadowRadius) * scale)
        let origin = (x: Double(area.minX) + Double(s.shadowOffset.width), y: Double(area.minY) + Double(s.shadowOffset.height))
        paintMask(
            scratch, pixelMap: Homography.scale(1 / scale, 1 / scale).then(.translation(origin.x, origin.y)).then(map),
            color: color, alpha: alpha, cr: target.cairo, size: (width, height))
    }

    /// Paints `color` through the alpha of `mask`, whose pixels map to target pixels by `pixelMap`.
    private func paintMask(
        _ mask: CairoImageSurface, pixelMap: Homography, color: CGColor, alpha: Double, cr: OpaquePointer,
        size: (Int, Int)? = nil, excluding hidden: (rect: CGRect, map: Homography)? = nil
    ) {
        cairo_save(cr)
        if let hidden, !hidden.rect.isEmpty, let inner = LayerCompositor.bounds(of: hidden.rect, under: hidden.map),
            hidden.map.m12 == 0,
            hidden.map.m21 == 0
        {
            // Even-odd clip: the target minus the (axis-aligned) rectangle the layer covers, shrunk to whole pixels.
            cairo_identity_matrix(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_rectangle(cr, -1e6, -1e6, 2e6, 2e6)
            let x0 = inner.minX.rounded(.up), y0 = inner.minY.rounded(.up), x1 = inner.maxX.rounded(.down),
                y1 = inner.maxY.rounded(.down)
            if x1 > x0 && y1 > y0 { cairo_rectangle(cr, Double(x0), Double(y0), Double(x1 - x0), Double(y1 - y0)) }
            cairo_clip(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
        var m = pixelMap.cairoMatrix
        cairo_set_matrix(cr, &m)
        let (w, h) = size ?? (mask.width, mask.height)
        cairo_rectangle(cr, 0, 0, Double(w), Double(h))
        cairo_clip(cr)
        setSource(cr, color, alpha: alpha)
        let pattern = cairo_pattern_create_for_surface(mask.pointer)!
        cairo_pattern_set_filter(pattern, pixelMap.isIntegerTranslation ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        cairo_mask(cr, pattern)
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }
}
