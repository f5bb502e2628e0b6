import CCairo
import Foundation

/// A drawing destination, Core Graphics' `CGContext`, drawing with Cairo.
///
/// Coordinates are UIKit's: origin top-left, y down, in points (the context's transform already
/// includes the pixel scale). Painting uses the current path (built with `move(to:)`, `addLine(to:)`,
/// `addRect(_:)`…), which `fillPath()`, `strokePath()` and `clip()` consume, as in Core Graphics.
/// Colors are sRGB; fill and stroke colors and the line settings are part of the graphics state
/// saved by `saveGState()`.
public final class CGContext {
    /// The `cairo_t` drawn into.
    package let cairo: OpaquePointer
    /// Painting operations performed so far (fills, strokes, images, text); the renderer uses it to
    /// tell views that draw nothing from views that draw.
    package private(set) var paintCount = 0
    /// Set when a default (empty) `draw` implementation ran in this context.
    package var reachedDefaultDrawing = false
    /// The transparency layers begun and not ended, innermost last.
    package var transparencyLayers: [TransparencyLayer] = []
    /// A bitmap context's memory (`init(data:width:height:…)`), kept up to date after each painting call.
    package var bitmap: BitmapMemory?
    /// A PDF context's document (`init(consumer:mediaBox:_:)`).
    var pdfDocument: PDFDocumentWriter?

    private struct PaintState {
        var fill = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var stroke = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var shadow: GraphicsShadow?
        var interpolationQuality = CGInterpolationQuality.default
        var shouldAntialias = true
    }
    private var state = PaintState()
    private var savedStates: [PaintState] = []

    /// The blend mode of the graphics state (`setBlendMode(_:)`).
    var graphicsBlendMode: CGBlendMode {
        get { state.blendMode }
        set { state.blendMode = newValue }
    }
    /// How images are resampled when drawn scaled (part of the graphics state): `.none` picks the
    /// nearest pixel, `.low` interpolates linearly, `.default` and `.medium` use Cairo's good
    /// filter, `.high` its best.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }
    /// Whether shapes are antialiased (part of the graphics state), when `setAllowsAntialiasing`
    /// allows it.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
        applyAntialiasing()
    }
    /// Whether the context antialiases at all (not part of the graphics state; true by default).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        self.allowsAntialiasing = allowsAntialiasing
        applyAntialiasing()
    }
    private var allowsAntialiasing = true
    private func applyAntialiasing() {
        cairo_set_antialias(cairo, allowsAntialiasing && state.shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }
    /// The shadow of the graphics state (`setShadow(offset:blur:color:)`); nil when off.
    var graphicsShadow: GraphicsShadow? {
        get { state.shadow }
        set { state.shadow = newValue }
    }
    /// Device pixels per base-space unit (a shadow's offset and blur are in base space): the
    /// scale an image context was made with, 1 for a context around a Cairo context.
    private(set) var baseScale = 1.0

    /// Wraps `cairo` (a reference is taken and released with the context).
    package init(cairo: OpaquePointer) {
        self.cairo = cairo
        cairo_reference(cairo)
        cairo_set_line_width(cairo, 1)
    }

    /// A context drawing into `surface`, with `scale` pixels per point.
    package convenience init(surface: CairoImageSurface, scale: CGFloat) {
        let cr = cairo_create(surface.pointer)!
        self.init(cairo: cr)
        cairo_destroy(cr)
        cairo_scale(cairo, Double(scale), Double(scale))
        baseScale = Double(scale)
    }

    deinit { cairo_destroy(cairo) }

    package func notePaint() {
        paintCount += 1
        bitmap?.copyOut()
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (transform, clip, colors, line settings, alpha).
    public func saveGState() {
        cairo_save(cairo)
        savedStates.append(state)
    }

    /// Restores the state saved by the matching `saveGState()`; unbalanced calls are ignored.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else {
            return Diagnostics.report("CGContext.restoreGState(): no saved state to restore")
        }
        cairo_restore(cairo)
        state = saved
        applyAntialiasing()
    }

    /// Moves the origin by (`tx`, `ty`) points.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { cairo_translate(cairo, Double(tx), Double(ty)) }
    /// Scales the user space by (`sx`, `sy`).
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { cairo_scale(cairo, Double(sx), Double(sy)) }
    /// Rotates the user space by `angle` radians (clockwise on screen for positive angles).
    public func rotate(by angle: CGFloat) { cairo_rotate(cairo, Double(angle)) }
    /// Applies `transform` to the user space (before the existing transform).
    public func concatenate(_ transform: CGAffineTransform) {
        var m = cairo_matrix_t(
            xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c),
            yy: Double(transform.d), x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_transform(cairo, &m)
    }

    /// The current transformation matrix: user space to device space, which is Core Graphics':
    /// pixels with y up from the bottom row (so a UIKit image context at scale 2, 100 points high,
    /// starts at `(2, 0, 0, −2, 0, 200)`, as on iOS).
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        let toCairoDevice = CGAffineTransform(
            a: CGFloat(m.xx), b: CGFloat(m.yx), c: CGFloat(m.xy), d: CGFloat(m.yy), tx: CGFloat(m.x0), ty: CGFloat(m.y0))
        // Cairo's device space has y down from the top row.
        return toCairoDevice.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(deviceHeight)))
    }

    /// The height in pixels of what is drawn into (0 when it is not an image).
    private var deviceHeight: Int {
        guard let target = cairo_get_target(cairo), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else {
            return 0
        }
        return Int(cairo_image_surface_get_height(target))
    }

    /// Multiplies everything painted afterwards by `alpha` (0…1). Part of the graphics state.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(1, max(0, alpha.isFinite ? alpha : 1)) }
    /// The alpha set by `setAlpha(_:)` (1 unless set).
    package var paintAlpha: CGFloat { state.alpha }

    // MARK: Colors and lines

    /// The color `fill…` operations use.
    public func setFillColor(_ color: CGColor) { state.fill = color }
    /// The fill color from sRGB components (0…1).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// The fill color as a gray level (0 black … 1 white).
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fill = CGColor(gray: gray, alpha: alpha) }
    /// The color `stroke…` operations use.
    public func setStrokeColor(_ color: CGColor) { state.stroke = color }
    /// The stroke color from sRGB components (0…1).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// The stroke color as a gray level.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.stroke = CGColor(gray: gray, alpha: alpha) }
    /// Stroke width in points. Defaults to 1.
    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cairo, Double(max(0, width))) }
    /// How open stroke ends are drawn. Defaults to `.butt`.
    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(cairo, [CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE][Int(cap.rawValue)])
    }
    /// How stroke corners are drawn. Defaults to `.miter`.
    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(cairo, [CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL][Int(join.rawValue)])
    }
    /// The miter limit (ratio of miter length to line width). Defaults to 10.
    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cairo, Double(limit)) }
    /// A dash pattern: alternating on/off `lengths` in points, starting `phase` points in. Empty = solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let dashes = lengths.map(Double.init)
        cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(phase))
    }

    // MARK: Paths

    /// Discards the current path.
    public func beginPath() { cairo_new_path(cairo) }
    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { cairo_move_to(cairo, Double(point.x), Double(point.y)) }
    /// Adds a straight segment from the current point to `point`.
    public func addLine(to point: CGPoint) { cairo_line_to(cairo, Double(point.x), Double(point.y)) }
    /// Adds a polyline through `points` (the first starts a new subpath).
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    /// Adds a cubic Bézier segment to `end` with control points `control1`, `control2`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        cairo_curve_to(
            cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
            Double(end.x), Double(end.y))
    }
    /// Adds a quadratic Bézier segment to `end` with control point `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        let c1 = CGPoint(x: x + 2.0 / 3.0 * (Double(control.x) - x), y: y + 2.0 / 3.0 * (Double(control.y) - y))
        let c2 = CGPoint(x: end.x + 2.0 / 3.0 * (control.x - end.x), y: end.y + 2.0 / 3.0 * (control.y - end.y))
        addCurve(to: end, control1: c1, control2: c2)
    }
    /// Adds an arc around `center`; angles in radians from the +x axis. As in Core Graphics,
    /// `clockwise` means decreasing angles (clockwise in a y-up space), which on a UIKit (y-down)
    /// screen turns counterclockwise; `UIBezierPath`'s flag is the on-screen sense.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let arc = clockwise ? cairo_arc_negative : cairo_arc
        arc(cairo, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
    }
    /// Adds a closed rectangle subpath.
    public func addRect(_ rect: CGRect) {
        let r = rect.standardized
        cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }
    /// Adds a closed ellipse subpath inscribed in `rect`.
    public func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, Double(r.midX), Double(r.midY))
        cairo_scale(cairo, Double(r.width / 2), Double(r.height / 2))
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
        cairo_close_path(cairo)
        cairo_restore(cairo)
    }
    /// Adds `path`'s elements to the current path.
    public func addPath(_ path: CGPath) { path.replay(into: cairo) }
    /// Closes the current subpath with a line to its start.
    public func closePath() { cairo_close_path(cairo) }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cairo, &x1, &y1, &x2, &y2)
        return cairo_has_current_point(cairo) == 0 && x1 == x2 && y1 == y2
    }

    // MARK: Painting

    /// Fills the current path with the fill color and clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        applyFillRule(rule)
        setSource(state.fill)
        composite(.fill) { cairo_fill(cairo) }
        notePaint()
    }
    /// Strokes the current path with the stroke color and line settings, and clears the path.
    public func strokePath() {
        setSource(state.stroke)
        composite(.stroke) { cairo_stroke(cairo) }
        notePaint()
    }
    /// Paints the current path as `mode` says, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill, .eoFill:
            fillPath(using: mode == .fill ? .winding : .evenOdd)
        case .stroke:
            strokePath()
        case .fillStroke, .eoFillStroke:
            applyFillRule(mode == .fillStroke ? .winding : .evenOdd)
            // Filled and stroked as one shape (one shadow, one blend), as Core Graphics paints it.
            let (fill, stroke) = (state.fill, state.stroke)
            if state.blendMode.isUnboundedInCairo {
                // Each painted where it covers (the two shapes' union is no one clip).
                let path = cairo_copy_path(cairo)
                fillPath(using: mode == .fillStroke ? .winding : .evenOdd)
                if let path {
                    cairo_append_path(cairo, path)
                    cairo_path_destroy(path)
                }
                return strokePath()
            }
            composite {
                setSource(fill)
                cairo_fill_preserve(cairo)
                setSource(stroke)
                cairo_stroke(cairo)
            }
            notePaint()
        }
    }
    /// Fills `rect` with the fill color (the current path is left alone).
    /// Covers the whole surface with `color`, whatever the current path, fill and transform
    /// (an opaque image renderer starts from black).
    package func paintSurface(with color: CGColor) {
        cairo_save(cairo)
        cairo_set_source_rgba(cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// Fills `rect` with the current fill color.
    public func fill(_ rect: CGRect) { paintShape(fill: true) { addRect(rect) } }
    /// Fills each of `rects`.
    public func fill(_ rects: [CGRect]) { paintShape(fill: true) { for r in rects { addRect(r) } } }
    /// Strokes the outline of `rect`.
    public func stroke(_ rect: CGRect) { paintShape(fill: false) { addRect(rect) } }
    /// Strokes the outline of `rect` with a line `width` points wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        cairo_save(cairo)
        setLineWidth(width)
        stroke(rect)
        cairo_restore(cairo)
    }
    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) { paintShape(fill: true) { addEllipse(in: rect) } }
    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { paintShape(fill: false) { addEllipse(in: rect) } }
    /// Makes `rect` transparent (ignores the clip's alpha, as Core Graphics' `clear`).
    public func clear(_ rect: CGRect) {
        cairo_save(cairo)
        cairo_new_path(cairo)
        addRect(rect)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cairo)
        cairo_restore(cairo)
        notePaint()
    }

    /// Draws `image` into `rect` as Core Graphics does: the image's first row lands at `rect.maxY`
    /// (Core Graphics' y-up convention), so in a UIKit context the image appears upside down — use
    /// `UIImage.draw(in:)` for an upright image.
    public func draw(_ image: CGImage, in rect: CGRect) {
        drawImageSurface(image.surface, in: rect, flipped: true)
    }

    /// Fills the clip with copies of `image`, each drawn as `draw(_:in:)` draws it into `rect`
    /// moved by whole multiples of its size (Apple's `draw(_:in:byTiling:)` page); with
    /// `byTiling` false, the one copy in `rect`.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard byTiling else { return draw(image, in: rect) }
        let surface = image.surface
        guard rect.width != 0, rect.height != 0, rect.width.isFinite, rect.height.isFinite else { return }
        cairo_save(cairo)
        cairo_translate(cairo, Double(rect.minX), Double(rect.maxY))
        cairo_scale(cairo, Double(rect.width) / Double(surface.width), -Double(rect.height) / Double(surface.height))
        cairo_set_source_surface(cairo, surface.pointer, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(cairo_get_source(cairo), state.interpolationQuality.cairoFilter)
        cairo_new_path(cairo)
        let alpha = Double(state.alpha)
        composite { if alpha < 1 { cairo_paint_with_alpha(cairo, alpha) } else { cairo_paint(cairo) } }
        cairo_restore(cairo)
        notePaint()
    }

    /// Paints `surface` scaled into `rect`, upright or (Core Graphics style) flipped.
    package func drawImageSurface(_ surface: CairoImageSurface, in rect: CGRect, flipped: Bool) {
        guard rect.width != 0, rect.height != 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, Double(rect.minX), Double(flipped ? rect.maxY : rect.minY))
        cairo_scale(
            cairo, Double(rect.width) / Double(surface.width),
            Double(flipped ? -rect.height : rect.height) / Double(surface.height))
        cairo_set_source_surface(cairo, surface.pointer, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cairo), state.interpolationQuality.cairoFilter)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, 0, 0, Double(surface.width), Double(surface.height))
        cairo_clip(cairo)
        let alpha = Double(state.alpha)
        composite { if alpha < 1 { cairo_paint_with_alpha(cairo, alpha) } else { cairo_paint(cairo) } }
        cairo_restore(cairo)
        notePaint()
    }

    // MARK: Clipping

    /// Intersects the clip with the current path, and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        applyFillRule(rule)
        cairo_clip(cairo)
    }
    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        cairo_new_path(cairo)
        addRect(rect)
        cairo_clip(cairo)
    }
    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        cairo_new_path(cairo)
        for r in rects { addRect(r) }
        cairo_clip(cairo)
    }
    /// The clip's bounding box in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Helpers

    /// Sets `color` (times the context alpha) as Cairo's source.
    package func setSource(_ color: CGColor) {
        func unit(_ v: CGFloat) -> Double { Double(min(1, max(0, v))) }
        cairo_set_source_rgba(cairo, unit(color.red), unit(color.green), unit(color.blue), unit(color.alpha * state.alpha))
    }

    private func applyFillRule(_ rule: CGPathFillRule) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    /// Paints a shape built by `build` without disturbing the current path.
    private func paintShape(fill: Bool, _ build: () -> Void) {
        let saved = cairo_copy_path(cairo)
        cairo_new_path(cairo)
        build()
        if fill {
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            setSource(state.fill)
            composite(.fill) { cairo_fill(cairo) }
        } else {
            setSource(state.stroke)
            composite(.stroke) { cairo_stroke(cairo) }
        }
        cairo_new_path(cairo)
        if let saved {
            cairo_append_path(cairo, saved)
            cairo_path_destroy(saved)
        }
        notePaint()
    }
}

/// How the ends of open strokes are drawn.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// How stroke segments meet.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
/// Which points a path encloses: nonzero winding or even-odd.
public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }
/// What `drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }

/// How finely images are resampled when drawn scaled, Core Graphics' `CGInterpolationQuality`.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none = 1, low = 2, medium = 4, high = 3

    var cairoFilter: cairo_filter_t {
        switch self {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_BILINEAR
        case .default, .medium: CAIRO_FILTER_GOOD
        case .high: CAIRO_FILTER_BEST
        }
    }
}
