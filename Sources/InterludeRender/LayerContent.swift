import CCairo
import InterludeUIKit

/// A layer's rasterized content — background, corner rounding, image (`contents`) or custom
/// drawing — kept on the layer (`CALayer.renderCache`) and redrawn only when its key changes.
///
/// The key holds everything the pixels depend on: the layer's `contentVersion` (bumped by
/// `setNeedsDisplay()` and content property changes), the drawing `draw(in:)` made (the display
/// cycle decides when it runs, see `CALayer+ContentDrawing.swift`), the bounds size, the pixel
/// scale, and the presented background color, corner radius and contents rectangle (animations
/// change those without touching the model).
final class LayerContent {
    struct Key: Equatable {
        var version: Int
        var drawing: Int?
        var size: CGSize
        var scale: Double
        var backgroundColor: CGColor?
        var cornerRadius: CGFloat
        var masksToBounds: Bool
        var contentsRect: CGRect
        var contentsCenter: CGRect
        /// The presented values of the class's own keys, when an animation of keys it draws from
        /// runs (the content is then the presentation's drawing); nil otherwise.
        var animatedKeys: [String: AnimatableValue]?
    }

    let key: Key
    let surface: CairoImageSurface
    /// Pixels per point of `surface`.
    let scale: Double

    init(key: Key, surface: CairoImageSurface) {
        self.key = key
        self.surface = surface
        self.scale = key.scale
    }

    /// The layer's cached content for `state` at `scale`, rasterizing it when the key changed.
    /// Nil when the layer has neither contents nor custom drawing (its background is drawn as a
    /// shape instead), or the bounds are empty.
    @MainActor
    static func cached(for layer: CALayer, state: LayerState, scale: Double) -> LayerContent? {
        // Most layers have no contents: skip the casts that look for an image.
        let contents = layer.contents
        let image = contents == nil ? nil : imageSurface(of: contents, contentsScale: layer.contentsScale)
        // While an animation changes a key the class draws from, the frame shows the presentation's
        // drawing, made again when the presented values change.
        let animated = layer.hasAnimations && layer.presentsAnimatedDrawnKeys(state)
        let drawn = animated ? nil : layer.drawnContent(bounds: state.bounds, scale: CGFloat(scale))
        guard image != nil || drawn != nil || animated, state.bounds.width > 0, state.bounds.height > 0 else { return nil }
        let key = Key(
            version: layer.contentVersion, drawing: drawn?.serial, size: state.bounds.size, scale: scale,
            backgroundColor: state.backgroundColor, cornerRadius: state.cornerRadius, masksToBounds: state.masksToBounds,
            contentsRect: state.contentsRect, contentsCenter: state.contentsCenter,
            animatedKeys: animated ? state.customValues?.values : nil)
        let cache = LayerRenderCache.of(layer)
        if let cached = cache.content, cached.key == key { return cached }
        cache.content = nil
        let shownDrawing = animated ? layer.presentationDrawing(of: state, scale: CGFloat(scale)) : drawn
        guard image != nil || shownDrawing != nil,
            let content = rasterize(layer, state: state, key: key, drawn: shownDrawing, image: shownDrawing != nil ? nil : image)
        else { return nil }
        cache.content = content
        return content
    }

    /// The pixels of a `contents` value: a `UIImage` or a `CGImage`.
    static func imageSurface(of contents: Any?, contentsScale: CGFloat) -> (
        surface: CairoImageSurface, isOpaque: Bool, scale: CGFloat
    )? {
        switch contents {
        case let image as UIImage: return image.cgImage.map { ($0.surface, $0.isOpaque, image.scale) }
        case let image as CGImage: return (image.surface, image.isOpaque, contentsScale > 0 ? contentsScale : 1)
        default: return nil
        }
    }

    @MainActor
    private static func rasterize(
        _ layer: CALayer, state: LayerState, key: Key, drawn: DrawnContent?,
        image: (surface: CairoImageSurface, isOpaque: Bool, scale: CGFloat)?
    ) -> LayerContent? {
        let bounds = state.bounds
        let pixelWidth = Double(bounds.width) * key.scale, pixelHeight = Double(bounds.height) * key.scale
        let width = Int(pixelWidth.rounded(.up)), height = Int(pixelHeight.rounded(.up))
        let wholePixels = pixelWidth == Double(width) && pixelHeight == Double(height)
        let opaqueBackground = (state.backgroundColor?.alpha ?? 0) >= 1 && state.cornerRadius <= 0
        // An opaque surface lets Cairo copy instead of blend when compositing.
        let format = wholePixels && opaqueBackground ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        guard let surface = CairoImageSurface(width: width, height: height, format: format) else { return nil }
        let local = CGRect(origin: .zero, size: bounds.size)
        let cr = cairo_create(surface.pointer)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, key.scale, key.scale)
        if let background = state.backgroundColor, background.alpha > 0 {
            ShapePath.roundedRect(cr, local, radius: state.cornerRadius, corners: state.maskedCorners)
            setSource(cr, background, alpha: 1)
            cairo_fill(cr)
        }
        if let image {
            cairo_save(cr)
            if state.masksToBounds {
                ShapePath.roundedRect(cr, local, radius: state.cornerRadius, corners: state.maskedCorners)
                cairo_clip(cr)
            }
            drawImage(image.surface, scale: image.scale, of: layer, state: state, in: local, pixelsPerPoint: key.scale, cr: cr)
            cairo_restore(cr)
        } else if let drawn {
            drawDrawn(drawn, of: layer, in: local, pixelsPerPoint: key.scale, cr: cr)
        }
        surface.flush()
        return LayerContent(key: key, surface: surface)
    }
}

extension LayerContent {
    /// Paints what `draw(in:)` drew over the background: pixel for pixel when it was drawn for this
    /// size and scale, else (a resized layer that does not redraw) placed by `contentsGravity`.
    @MainActor
    private static func drawDrawn(
        _ drawn: DrawnContent, of layer: CALayer, in local: CGRect, pixelsPerPoint: Double, cr: OpaquePointer
    ) {
        cairo_save(cr)
        if drawn.bounds.size == local.size && Double(drawn.scale) == pixelsPerPoint {
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, drawn.surface.pointer, 0, 0)
            cairo_paint(cr)
        } else {
            let placed = ContentsGravity.frame(for: drawn.bounds.size, in: local, gravity: layer.contentsGravity)
            cairo_rectangle(cr, Double(local.minX), Double(local.minY), Double(local.width), Double(local.height))
            cairo_clip(cr)
            cairo_translate(cr, Double(placed.minX), Double(placed.minY))
            cairo_scale(
                cr, Double(placed.width) / Double(drawn.surface.width), Double(placed.height) / Double(drawn.surface.height))
            cairo_set_source_surface(cr, drawn.surface.pointer, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// Draws the part of `image` that `contentsRect` selects (an image with `scale` pixels per point),
    /// fitted into `local` by `contentsGravity` as if it were the whole image, with the layer's
    /// minification or magnification filter; a resizing gravity stretches it around
    /// `contentsCenter`. Pixels outside the image repeat its edge.
    @MainActor
    private static func drawImage(
        _ image: CairoImageSurface, scale: CGFloat, of layer: CALayer, state: LayerState,
        in local: CGRect, pixelsPerPoint: Double, cr: OpaquePointer
    ) {
        let unit = state.contentsRect
        let shown = CGRect(
            x: unit.minX * CGFloat(image.width), y: unit.minY * CGFloat(image.height),
            width: unit.width * CGFloat(image.width), height: unit.height * CGFloat(image.height))
        // An empty rectangle shows nothing (Core Animation leaves it undefined).
        guard shown.width > 0, shown.height > 0 else { return }
        let gravity = layer.contentsGravity
        let placed = ContentsGravity.frame(
            for: CGSize(width: shown.width / scale, height: shown.height / scale), in: local, gravity: gravity)
        let filters = (minification: layer.minificationFilter, magnification: layer.magnificationFilter)
        let center = state.contentsCenter
        guard center != CGRect(x: 0, y: 0, width: 1, height: 1),
            gravity == .resize || gravity == .resizeAspect || gravity == .resizeAspectFill
        else { return paint(image, part: shown, into: placed, filters: filters, pixelsPerPoint: pixelsPerPoint, cr: cr) }
        let columns = gridLines(of: shown.minX, shown.width, center.minX, center.maxX, into: placed.minX, placed.width, scale)
        let rows = gridLines(of: shown.minY, shown.height, center.minY, center.maxY, into: placed.minY, placed.height, scale)
        for row in 0..<3 {
            for column in 0..<3 {
                let part = CGRect(
                    x: columns.source[column], y: rows.source[row], width: columns.source[column + 1] - columns.source[column],
                    height: rows.source[row + 1] - rows.source[row])
                let destination = CGRect(
                    x: columns.destination[column], y: rows.destination[row],
                    width: columns.destination[column + 1] - columns.destination[column],
                    height: rows.destination[row + 1] - rows.destination[row])
                guard part.width > 0, part.height > 0, destination.width > 0, destination.height > 0 else { continue }
                paint(image, part: part, into: destination, filters: filters, pixelsPerPoint: pixelsPerPoint, cr: cr)
            }
        }
    }

    /// The four edges of `contentsCenter`'s grid along one axis: in the image (pixels, from the shown
    /// part's `start` over its `length`, cut at the unit fractions `low` and `high`) and in the layer
    /// (points, from `placedStart` over `placedLength`). The outer cells keep their size in points;
    /// when they alone are longer than the layer, they shrink in proportion and the middle vanishes.
    private static func gridLines(
        of start: CGFloat, _ length: CGFloat, _ low: CGFloat, _ high: CGFloat, into placedStart: CGFloat,
        _ placedLength: CGFloat, _ scale: CGFloat
    ) -> (source: [CGFloat], destination: [CGFloat]) {
        let low = min(max(low, 0), 1), high = min(max(high, low), 1)
        let source = [start, start + low * length, start + high * length, start + length]
        var before = (source[1] - source[0]) / scale, after = (source[3] - source[2]) / scale
        if before + after > placedLength {
            let shrink = placedLength / (before + after)
            (before, after) = (before * shrink, after * shrink)
        }
        let end = placedStart + placedLength
        return (source, [placedStart, placedStart + before, end - after, end])
    }

    /// Paints `part` of `image` (pixels) stretched over `destination` (points), choosing the
    /// minification or magnification filter by how many image pixels land on a device pixel.
    private static func paint(
        _ image: CairoImageSurface, part: CGRect, into destination: CGRect,
        filters: (minification: CALayerContentsFilter, magnification: CALayerContentsFilter), pixelsPerPoint: Double,
        cr: OpaquePointer
    ) {
        cairo_save(cr)
        cairo_translate(cr, Double(destination.minX), Double(destination.minY))
        let stretch = (x: Double(destination.width / part.width), y: Double(destination.height / part.height))
        cairo_scale(cr, stretch.x, stretch.y)
        if part.minX != 0 || part.minY != 0 { cairo_translate(cr, -Double(part.minX), -Double(part.minY)) }
        cairo_set_source_surface(cr, image.pointer, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        let minifies = max(abs(stretch.x), abs(stretch.y)) * pixelsPerPoint < 1
        let filter = minifies ? filters.minification : filters.magnification
        cairo_pattern_set_filter(cairo_get_source(cr), filter == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_rectangle(cr, Double(part.minX), Double(part.minY), Double(part.width), Double(part.height))
        cairo_fill(cr)
        cairo_restore(cr)
    }
}

/// What the renderer keeps on a layer (`CALayer.renderCache`) between frames.
final class LayerRenderCache {
    var content: LayerContent?
    var shadow: ShadowMask?

    @MainActor
    static func of(_ layer: CALayer) -> LayerRenderCache {
        if let cache = layer.renderCache as? LayerRenderCache { return cache }
        let cache = LayerRenderCache()
        layer.renderCache = cache
        return cache
    }
}

/// Sets `color` (components clamped to 0…1) times `alpha` as Cairo's source.
func setSource(_ cr: OpaquePointer, _ color: CGColor, alpha: Double) {
    func unit(_ v: CGFloat) -> Double { Double(min(1, max(0, v))) }
    cairo_set_source_rgba(cr, unit(color.red), unit(color.green), unit(color.blue), unit(color.alpha) * alpha)
}

/// Paths the compositor fills and clips with.
enum ShapePath {
    /// A rectangle whose `corners` are circular arcs of `radius` (clamped to half the shorter
    /// side) and whose other corners are square, as a new path; clockwise on screen from the top right.
    static func roundedRect(_ cr: OpaquePointer, _ r: CGRect, radius: CGFloat, corners: CACornerMask) {
        cairo_new_path(cr)
        let radius = Double(min(max(0, radius), min(r.width, r.height) / 2))
        let (x0, y0, x1, y1) = (Double(r.minX), Double(r.minY), Double(r.maxX), Double(r.maxY))
        guard radius > 0, !corners.isEmpty else { return cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0) }
        cairo_new_sub_path(cr)
        // y grows downwards: the minimum-y edge is the top.
        func corner(_ mask: CACornerMask, _ x: Double, _ y: Double, centerX: Double, centerY: Double, from angle: Double) {
            if corners.contains(mask) {
                cairo_arc(cr, centerX, centerY, radius, angle, angle + .pi / 2)
            } else {
                cairo_line_to(cr, x, y)
            }
        }
        corner(.layerMaxXMinYCorner, x1, y0, centerX: x1 - radius, centerY: y0 + radius, from: -.pi / 2)
        corner(.layerMaxXMaxYCorner, x1, y1, centerX: x1 - radius, centerY: y1 - radius, from: 0)
        corner(.layerMinXMaxYCorner, x0, y1, centerX: x0 + radius, centerY: y1 - radius, from: .pi / 2)
        corner(.layerMinXMinYCorner, x0, y0, centerX: x0 + radius, centerY: y0 + radius, from: .pi)
        cairo_close_path(cr)
    }
}
