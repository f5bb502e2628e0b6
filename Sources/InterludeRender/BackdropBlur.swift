import CCairo
import InterludeCore

/// The backdrop of a visual-effect layer: what is already drawn under its bounds, blurred, then
/// tinted — recomputed every frame, since anything below may move.
///
/// The area under the layer (plus three deviations of margin, so edges blur against real
/// neighbours) is downscaled by block averaging until a deviation spans about four pixels (at most
/// 8×), blurred there with the integer three-pass box blur, and scaled back up bilinearly. The radius
/// is the Gaussian deviation in points (`LayerState.backdropBlurRadius`).
enum BackdropBlur {
    /// Block size for blurring with a deviation of `sigmaPixels` device pixels.
    static func downscaleFactor(sigmaPixels: Double) -> Int { min(8, max(1, Int(sigmaPixels / 4))) }

    /// Blurs the pixels of `source` (an image surface) inside `area`, writing the result into the
    /// top-left `area.width × area.height` pixels of `destination`.
    static func blur(_ source: CairoImageSurface, area: PixelRect, sigmaPixels: Double, into destination: CairoImageSurface,
                     pool: SurfacePool, scratch: inout [UInt32]) {
        let margin = Int((3 * sigmaPixels).rounded(.up))
        let x0 = max(0, area.x - margin), y0 = max(0, area.y - margin)
        let x1 = min(source.width, area.x + area.width + margin), y1 = min(source.height, area.y + area.height + margin)
        guard x1 > x0, y1 > y0 else { return }
        let f = downscaleFactor(sigmaPixels: sigmaPixels)
        let sw = (x1 - x0 + f - 1) / f, sh = (y1 - y0 + f - 1) / f
        guard let small = pool.acquire(width: sw, height: sh, clear: false) else { return }
        defer { pool.release(small) }
        source.flush()
        let sourcePixels = UnsafeMutableRawPointer(source.data).assumingMemoryBound(to: UInt32.self)
        let smallPixels = UnsafeMutableRawPointer(small.data).assumingMemoryBound(to: UInt32.self)
        let sourceStride = source.stride / 4, smallStride = small.stride / 4
        BoxBlur.downscale(sourcePixels + y0 * sourceStride + x0, width: x1 - x0, height: y1 - y0, sourceStride: sourceStride,
                          factor: f, into: smallPixels, destinationStride: smallStride)
        BoxBlur.blur(smallPixels, width: sw, height: sh, stride: smallStride,
                     radius: BoxBlur.passRadius(sigma: sigmaPixels / Double(f)), scratch: &scratch)
        // Upscale the part of the small image under `area`: shift by the area's offset in the padded region.
        destination.flush()
        let out = UnsafeMutableRawPointer(destination.data).assumingMemoryBound(to: UInt32.self)
        let outStride = destination.stride / 4
        let fullWidth = x1 - x0, fullHeight = y1 - y0
        let offsetX = area.x - x0, offsetY = area.y - y0
        if offsetX == 0 && offsetY == 0 && fullWidth == area.width && fullHeight == area.height {
            BoxBlur.upscale(smallPixels, width: sw, height: sh, stride: smallStride, factor: f,
                            into: out, width: area.width, height: area.height, destinationStride: outStride)
        } else {
            guard let full = pool.acquire(width: fullWidth, height: fullHeight, clear: false) else { return }
            defer { pool.release(full) }
            let fullPixels = UnsafeMutableRawPointer(full.data).assumingMemoryBound(to: UInt32.self)
            let fullStride = full.stride / 4
            BoxBlur.upscale(smallPixels, width: sw, height: sh, stride: smallStride, factor: f,
                            into: fullPixels, width: fullWidth, height: fullHeight, destinationStride: fullStride)
            for y in 0..<area.height {
                (out + y * outStride).update(from: fullPixels + (y + offsetY) * fullStride + offsetX, count: area.width)
            }
        }
        destination.markDirty()
    }
}

extension LayerCompositor {
    /// Paints node `index`'s backdrop: the target under its bounds blurred by `backdropBlurRadius`,
    /// clipped to its (rounded) bounds, then `backdropTint` over it.
    func drawBackdrop(_ index: Int, map: Homography, opacity: Double, target: RenderTarget) {
        let s = tree.nodes[index].state
        let cr = target.cairo
        if s.backdropBlurRadius > 0, cairo_surface_get_type(target.surface) == CAIRO_SURFACE_TYPE_IMAGE,
           let area = deviceRect(of: s.bounds, under: map, clippedBy: target) {
            // Device pixels per point along the layer: the square root of the map's area scale.
            let pixelsPerPoint = abs(map.m11 * map.m22 - map.m12 * map.m21).squareRoot()
            let sigma = Double(s.backdropBlurRadius) * pixelsPerPoint
            let source = CairoImageSurface(borrowing: target.surface)
            if let blurred = pool.acquire(width: area.width, height: area.height, clear: false) {
                BackdropBlur.blur(source, area: area, sigmaPixels: sigma, into: blurred, pool: pool, scratch: &blurScratch)
                cairo_save(cr)
                var m = map.cairoMatrix
                cairo_set_matrix(cr, &m)
                ShapePath.roundedRect(cr, s.bounds, radius: s.cornerRadius)
                cairo_identity_matrix(cr)
                cairo_clip(cr)
                cairo_set_source_surface(cr, blurred.pointer, Double(area.x), Double(area.y))
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
                cairo_rectangle(cr, Double(area.x), Double(area.y), Double(area.width), Double(area.height))
                cairo_clip(cr)
                if opacity < 1 { cairo_paint_with_alpha(cr, opacity) } else { cairo_paint(cr) }
                cairo_restore(cr)
                pool.release(blurred)
            }
        }
        if let tint = s.backdropTint, tint.alpha > 0 {
            var m = map.cairoMatrix
            cairo_set_matrix(cr, &m)
            ShapePath.roundedRect(cr, s.bounds, radius: s.cornerRadius)
            setSource(cr, tint, alpha: opacity)
            cairo_fill(cr)
        }
    }
}
