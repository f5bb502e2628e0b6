import CCairo
import InterludeUIKit
import InterludeGraphics

/// The backdrop of a visual-effect layer: what is already drawn under its bounds, blurred, then
/// tinted — recomputed every frame, since anything below may move.
///
/// The area under the layer (plus three deviations of margin, so edges blur against real
/// neighbours) is downscaled by block averaging until a deviation spans about four pixels (at most
/// 8×), blurred there with the integer three-pass box blur, and scaled back up bilinearly. The radius
/// is the Gaussian deviation in points (`LayerState.backdropBlurRadius`).
///
/// When the layer covers whole device pixels (an axis-aligned map, square corners, a rectangular
/// clip) the upscaled result is composited, opacity and tint included, straight into the target in
/// one pass over its pixels; otherwise it is upscaled into a scratch surface and painted through
/// the (rounded, rotated) outline, with the tint filled over it.
enum BackdropBlur {
    /// Block size for blurring with a deviation of `sigmaPixels` device pixels.
    static func downscaleFactor(sigmaPixels: Double) -> Int { min(8, max(1, Int(sigmaPixels / 4))) }

    /// Working memory kept from frame to frame, so a steady animation allocates none.
    final class Workspace {
        /// The blurred, downscaled region.
        var small: [UInt32] = []
        var blurScratch: [UInt32] = []
        var upscaleColumns: [Int32] = []
        var upscaleRows: [UInt16] = []
    }

    /// The downscaled, blurred region in `Workspace.small` (rows `width` pixels apart), and where
    /// the blurred area starts in the full-size region it stands for.
    struct Reduced {
        let width: Int, height: Int, factor: Int
        let offsetX: Int, offsetY: Int
    }

    /// Downscales and blurs the pixels of `source` around `area` into `workspace.small`; nil when
    /// the area lies outside the surface.
    static func reduce(_ source: CairoImageSurface, area: PixelRect, sigmaPixels: Double, workspace: Workspace) -> Reduced? {
        let margin = Int((3 * sigmaPixels).rounded(.up))
        let x0 = max(0, area.x - margin), y0 = max(0, area.y - margin)
        let x1 = min(source.width, area.x + area.width + margin), y1 = min(source.height, area.y + area.height + margin)
        guard x1 > x0, y1 > y0 else { return nil }
        let f = downscaleFactor(sigmaPixels: sigmaPixels)
        let sw = (x1 - x0 + f - 1) / f, sh = (y1 - y0 + f - 1) / f
        if workspace.small.count < sw * sh { workspace.small = Array(repeating: 0, count: sw * sh) }
        source.flush()
        let sourcePixels = UnsafeMutableRawPointer(source.data).assumingMemoryBound(to: UInt32.self)
        let sourceStride = source.stride / 4
        var scratch: [UInt32] = []
        swap(&scratch, &workspace.blurScratch)
        workspace.small.withUnsafeMutableBufferPointer { small in
            // Large blocks are sampled on a grid of at most 4 × 4 pixels: the blur that follows spans
            // several blocks, so the skipped pixels change the result by a unit or two.
            BlockAverage.downscale(
                sourcePixels + y0 * sourceStride + x0, width: x1 - x0, height: y1 - y0, sourceStride: sourceStride,
                factor: f, sampleStep: max(1, f / 4), rounding: .blurReciprocal,
                into: small.baseAddress!, destinationStride: sw)
            BoxBlur.blur(
                small.baseAddress!, width: sw, height: sh, stride: sw,
                radius: BoxBlur.passRadius(sigma: sigmaPixels / Double(f)), scratch: &scratch)
        }
        swap(&scratch, &workspace.blurScratch)
        return Reduced(width: sw, height: sh, factor: f, offsetX: area.x - x0, offsetY: area.y - y0)
    }

    /// Scales `reduced` back up into `rect` of `destination` (`rect.width × rect.height` pixels of
    /// the blurred area from its top-left), times `alpha` / 255 over what is there (or replacing it
    /// when `over` is false), with the premultiplied `tint` over that.
    static func composite(
        _ reduced: Reduced, workspace: Workspace, into destination: CairoImageSurface, at rect: PixelRect,
        alpha: UInt32, over: Bool, tint: UInt32
    ) {
        destination.flush()
        let out = UnsafeMutableRawPointer(destination.data).assumingMemoryBound(to: UInt32.self)
        let outStride = destination.stride / 4
        var columns: [Int32] = [], rows: [UInt16] = []
        swap(&columns, &workspace.upscaleColumns)
        swap(&rows, &workspace.upscaleRows)
        workspace.small.withUnsafeBufferPointer { small in
            BoxBlur.upscaleComposite(
                small.baseAddress!, width: reduced.width, height: reduced.height, stride: reduced.width,
                factor: reduced.factor, offsetX: reduced.offsetX, offsetY: reduced.offsetY,
                into: out + rect.y * outStride + rect.x, width: rect.width, height: rect.height,
                destinationStride: outStride, alpha: alpha, over: over, tint: tint, columns: &columns, rows: &rows)
        }
        swap(&columns, &workspace.upscaleColumns)
        swap(&rows, &workspace.upscaleRows)
        destination.markDirty()
    }

    /// A colour channel (0…1) as Cairo hands it to pixman: 16 bits (Cairo's rounding), then the top 8.
    static func cairoChannel(_ v: Double) -> UInt32 { UInt32(Int(min(1, max(0, v)) * (65536 - 1e-5)) >> 8) }

    /// `color` at `opacity`, premultiplied ARGB32 as Cairo would fill it.
    static func premultiplied(_ color: CGColor, opacity: Double) -> UInt32 {
        let alpha = min(1, max(0, Double(color.alpha))) * opacity
        func channel(_ c: CGFloat) -> UInt32 { cairoChannel(min(1, max(0, Double(c))) * alpha) }
        return cairoChannel(alpha) << 24 | channel(color.red) << 16 | channel(color.green) << 8 | channel(color.blue)
    }
}

extension LayerCompositor {
    /// Paints node `index`'s backdrop: the target under its bounds blurred by `backdropBlurRadius`,
    /// clipped to its (rounded) bounds, then `backdropTint` over it.
    func drawBackdrop(_ index: Int, map: Homography, opacity: Double, target: RenderTarget) {
        let s = tree.nodes[index].state
        let cr = target.cairo
        let tint = s.backdropTint.flatMap { $0.alpha > 0 ? $0 : nil }
        if s.backdropBlurRadius > 0, cairo_surface_get_type(target.surface) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(target.surface) == CAIRO_FORMAT_ARGB32,
            let area = deviceRect(of: s.bounds, under: map, clippedBy: target)
        {
            // Device pixels per point along the layer: the square root of the map's area scale.
            let pixelsPerPoint = abs(map.m11 * map.m22 - map.m12 * map.m21).squareRoot()
            let sigma = Double(s.backdropBlurRadius) * pixelsPerPoint
            let surface = CairoImageSurface(borrowing: target.surface)
            if let exact = wholePixelRect(of: s, under: map, target: target) {
                if let reduced = BackdropBlur.reduce(surface, area: exact, sigmaPixels: sigma, workspace: backdropWorkspace) {
                    BackdropBlur.composite(
                        reduced, workspace: backdropWorkspace, into: surface, at: exact,
                        alpha: BackdropBlur.cairoChannel(opacity), over: true,
                        tint: tint.map { BackdropBlur.premultiplied($0, opacity: opacity) } ?? 0)
                }
                return
            }
            if let reduced = BackdropBlur.reduce(surface, area: area, sigmaPixels: sigma, workspace: backdropWorkspace),
                let blurred = pool.acquire(width: area.width, height: area.height, clear: false)
            {
                BackdropBlur.composite(
                    reduced, workspace: backdropWorkspace, into: blurred,
                    at: PixelRect(x: 0, y: 0, width: area.width, height: area.height), alpha: 255, over: false, tint: 0)
                cairo_save(cr)
                var m = map.cairoMatrix
                cairo_set_matrix(cr, &m)
                ShapePath.roundedRect(cr, s.bounds, radius: s.cornerRadius, corners: s.maskedCorners)
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
        if let tint {
            var m = map.cairoMatrix
            cairo_set_matrix(cr, &m)
            ShapePath.roundedRect(cr, s.bounds, radius: s.cornerRadius, corners: s.maskedCorners)
            setSource(cr, tint, alpha: opacity)
            cairo_fill(cr)
        }
    }

    /// The device pixels the layer's bounds cover, cut by the target's clip, when it covers them
    /// exactly — an axis-aligned map to whole pixels, square corners, a clip that is one
    /// pixel-aligned rectangle — so its backdrop can be written straight into the target; else nil.
    private func wholePixelRect(of s: LayerState, under map: Homography, target: RenderTarget) -> PixelRect? {
        guard map.isAffine, map.m12 == 0, map.m21 == 0, map.m11 > 0, map.m22 > 0,
            min(s.cornerRadius, min(s.bounds.width, s.bounds.height) / 2) <= 0
        else { return nil }
        func whole(_ v: Double) -> Int? {
            let r = v.rounded()
            return abs(v - r) < 1e-6 && abs(r) < 1e9 ? Int(r) : nil
        }
        let topLeft = map.apply(Double(s.bounds.minX), Double(s.bounds.minY))
        let bottomRight = map.apply(Double(s.bounds.maxX), Double(s.bounds.maxY))
        guard var x0 = whole(topLeft.x), var y0 = whole(topLeft.y), var x1 = whole(bottomRight.x), var y1 = whole(bottomRight.y)
        else { return nil }
        let cr = target.cairo
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let list = cairo_copy_clip_rectangle_list(cr)
        cairo_restore(cr)
        guard let list else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1, let clip = list.pointee.rectangles,
            let cx = whole(clip.pointee.x), let cy = whole(clip.pointee.y),
            let cw = whole(clip.pointee.width), let ch = whole(clip.pointee.height)
        else { return nil }
        (x0, y0) = (max(x0, cx, 0), max(y0, cy, 0))
        (x1, y1) = (min(x1, cx + cw, target.width), min(y1, cy + ch, target.height))
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
