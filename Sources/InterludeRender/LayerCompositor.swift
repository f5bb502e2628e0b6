import CCairo
import InterludeUIKit

/// Where a layer tree is being drawn: a Cairo context and the surface under it (in pixels).
struct RenderTarget {
    private let context: OpaquePointer
    private let targetSurface: OpaquePointer
    let width: Int
    let height: Int
    /// The surface's pixels, when solid rectangles may be filled into them without Cairo
    /// (`SolidRectFill`): only while nothing clips `cairo` and its state is Cairo's default.
    var direct: DirectPixels?
    /// Where fills into `direct` wait to be done together (nil: each is done at once).
    var pendingFills: FillBatch?

    init(
        cairo: OpaquePointer, surface: OpaquePointer, width: Int, height: Int, direct: DirectPixels? = nil,
        pendingFills: FillBatch? = nil
    ) {
        (context, targetSurface, self.width, self.height) = (cairo, surface, width, height)
        (self.direct, self.pendingFills) = (direct, pendingFills)
    }

    /// The Cairo context, for drawing above everything drawn so far: asking for it does the
    /// pending fills first.
    var cairo: OpaquePointer {
        pendingFills?.flush()
        return context
    }

    /// The surface `cairo` draws into (read back for backdrop blur), with the pending fills done.
    var surface: OpaquePointer {
        pendingFills?.flush()
        return targetSurface
    }
}

/// Draws a layer tree's presentation at a clock time — step two of rendering.
///
/// Step one, each layer's content (background with rounded corners, image, custom drawing), is
/// rasterized once into a cached surface (`LayerContent`), or for a plain colored layer is just a
/// filled shape. Step two, done every frame here, walks the presentation tree and composites: each
/// layer's map to device pixels is the product of the flattened 3 × 3 maps of its ancestors
/// (`Homography`); affine maps go straight to Cairo, perspective maps render the layer's subtree
/// into a flat plane first and warp it (`PerspectiveWarp`). Group opacity, rounded
/// `masksToBounds` clipping, borders (drawn above sublayers, as Core Animation does), blurred
/// shadows (`ShadowMask`) and visual-effect backdrops (`BackdropBlur`) are applied here.
@MainActor
final class LayerCompositor {
    /// The tree being drawn (a transition's old picture is drawn by swapping its own tree in).
    /// Nodes are read field by field, in place: a copy of one (some 800 bytes, its layer and
    /// colours retained) costs more than filling a small layer.
    var tree = RenderTree()
    /// The trees last built for other roots than `tree`'s, the most recently drawn last, so that
    /// windows drawn in turn each reuse their own tree instead of rebuilding from the other's
    /// root. Each keeps its layers (not their views: layers refer to views weakly) until dropped,
    /// after `otherTreeLimit` other roots.
    private var otherTrees: [RenderTree] = []
    static let otherTreeLimit = 3
    let pool = SurfacePool()
    /// Pixels per point for content rasterized this frame.
    private(set) var contentScale = 2.0
    /// The clock time of the frame being drawn.
    private(set) var clockTime = 0.0
    /// `extent(_:)` of each node of `tree`, worked out once a frame.
    var extents: [CGRect?] = []
    /// The trees drawn apart from `tree` this frame (transitions' old pictures, masks), each
    /// evaluated once.
    var transitionTrees: [ObjectIdentifier: RenderTree] = [:]
    private var childBuffers: [[Int]] = []
    /// The steps of siblings worked out together (`drawSiblings`), one set per depth.
    var siblingFills: [SiblingFills] = []
    /// Working memory of the backdrop blur, kept between frames.
    let backdropWorkspace = BackdropBlur.Workspace()
    /// The frame's plain fills, done together in bands on all processors.
    let fills = FillBatch()

    /// Draws `root` and its sublayers as presented at clock time `t` into `target`; `rootMap` maps
    /// the root's bounds-origin-relative coordinates (points) to target pixels.
    func render(_ root: CALayer, atClockTime t: Double, contentScale: Double, rootMap: Homography, into target: RenderTarget) {
        updateTree(root, atClockTime: t)
        draw(contentScale: contentScale, rootMap: rootMap, into: target)
    }

    /// Brings `tree` to `root`'s presentation at clock time `t` (the first half of `render`).
    func updateTree(_ root: CALayer, atClockTime t: Double) {
        clockTime = t
        if !tree.nodes.isEmpty, !tree.isBuilt(from: root) { switchTree(to: root) }
        tree.build(root: root, atClockTime: t)
    }

    /// Makes `tree` the one last built for `root` (a new one if none is kept), keeping the current one.
    private func switchTree(to root: CALayer) {
        var next = otherTrees.firstIndex { $0.isBuilt(from: root) }.map { otherTrees.remove(at: $0) } ?? RenderTree()
        swap(&next, &tree)
        otherTrees.append(next)
        if otherTrees.count > Self.otherTreeLimit { otherTrees.removeFirst() }
    }

    /// Whether `tree` has enough layers for its fills to be kept and shared among threads.
    private var sharesFills: Bool {
        FrameParallelism.threadCount > 1 && tree.nodes.count >= FillBatch.minimumLayersToBatch
    }

    /// Whether the last frame drawn shared work among threads (so the next one likely will).
    var sharedWork: Bool { sharesFills || (FrameParallelism.threadCount > 1 && tree.sharesLeaves) }

    /// Composites `tree` into `target` (the second half of `render`).
    func draw(contentScale: Double, rootMap: Homography, into target: RenderTarget) {
        self.contentScale = contentScale
        extents.removeAll(keepingCapacity: true)
        extents.append(contentsOf: repeatElement(nil, count: tree.nodes.count))
        var target = target
        // (On one thread, or with few layers, batching would only add the cost of keeping the fills.)
        if target.direct != nil, target.pendingFills == nil, FrameRenderer.batchesFills, sharesFills {
            target.pendingFills = fills
        }
        drawLayer(0, parentMap: rootMap, target: target, depth: 0)
        target.pendingFills?.flush()
        if !transitionTrees.isEmpty { transitionTrees = [:] }
        pool.endFrame()
    }

    // MARK: One layer

    func drawLayer(_ index: Int, parentMap: Homography, target: RenderTarget, depth: Int) {
        if tree.records[index].isPlainFill, let direct = target.direct {
            guard tree.records[index].isShown else { return }
            let map = tree.records[index].toSuperlayer.then(parentMap)
            if map.isAffine,
                fillDirectly(
                    tree.records[index].bounds, tree.records[index].background,
                    map: map, opacity: Double(tree.records[index].opacity), into: direct, batch: target.pendingFills)
            {
                return
            }
        }
        // A layer hidden by the change a transition shows still shows its old picture.
        let transition = tree.nodes[index].hasTransition ? activeTransition(index) : nil
        guard tree.nodes[index].state.opacity > 0, !tree.nodes[index].state.isHidden || transition != nil,
            tree.nodes[index].showsFront
        else { return }
        let map = tree.nodes[index].toSuperlayer.then(parentMap)
        guard map.isAffine else { return drawInPerspective(index, map: map, target: target, depth: depth) }
        let opacity = Double(tree.nodes[index].state.opacity)
        if let transition {
            return drawTransition(index, transition, map: map, opacity: opacity, target: target, depth: depth)
        }
        if let fill = tree.nodes[index].state.vibrancyFill {
            return drawVibrant(index, fill: fill, map: map, opacity: opacity, target: target, depth: depth)
        }
        drawWithMaskAndOpacity(index, map: map, opacity: opacity, target: target, depth: depth)
    }

    /// The layer's mask, group opacity and body (`drawLayer` past its checks and transitions).
    func drawWithMaskAndOpacity(_ index: Int, map: Homography, opacity: Double, target: RenderTarget, depth: Int) {
        // (A transform layer ignores its mask, as Core Animation's does.)
        if tree.nodes[index].hasMask, !tree.nodes[index].keepsDepth, let mask = tree.nodes[index].layer.mask {
            return drawMasked(index, mask: mask, map: map, opacity: opacity, target: target, depth: depth)
        }
        if opacity < 1 && needsGroup(index) {
            drawAsGroup(index, map: map, opacity: opacity, target: target, depth: depth)
        } else {
            drawBody(index, map: map, opacity: opacity, target: target, depth: depth)
        }
    }

    /// Whether group opacity cannot be applied piecewise: several overlapping parts would show through each other.
    private func needsGroup(_ index: Int) -> Bool {
        // A transform layer's opacity applies to each sublayer (`drawKeepingDepth`).
        if tree.nodes[index].keepsDepth { return false }
        return tree.nodes[index].subtreeEnd > index + 1 || tree.nodes[index].state.castsShadow
            || tree.nodes[index].state.showsBackdrop
            || (tree.nodes[index].state.borderWidth > 0 && hasContentOrBackground(index)) || builtInDrawingOverlaps(index)
    }

    /// Whether a shape or gradient overlaps other parts of its own layer (its background, contents
    /// or border, or a shape's fill its stroke).
    private func builtInDrawingOverlaps(_ index: Int) -> Bool {
        switch tree.nodes[index].drawing {
        case .none, .replicator, .transform, .transformReplicator: return false
        // Particles overlap one another.
        case .emitter: return true
        case .shape:
            return shapeFillsAndStrokes(index) || tree.nodes[index].state.borderWidth > 0 || hasContentOrBackground(index)
        case .gradient: return tree.nodes[index].state.borderWidth > 0 || hasContentOrBackground(index)
        }
    }

    private func hasContentOrBackground(_ index: Int) -> Bool {
        let layer = tree.nodes[index].layer
        return (tree.nodes[index].state.backgroundColor?.alpha ?? 0) > 0
            || (tree.nodes[index].mayDrawContent
                && (layer.contents != nil
                    || layer.drawnContent(bounds: tree.nodes[index].state.bounds, scale: CGFloat(contentScale)) != nil))
    }

    /// Draws the layer at full opacity into a scratch surface covering its extent, then blends that with `opacity`.
    private func drawAsGroup(_ index: Int, map: Homography, opacity: Double, target: RenderTarget, depth: Int) {
        guard let rect = deviceRect(of: extent(index), under: map, clippedBy: target) else { return }
        guard let scratch = pool.acquire(width: rect.width, height: rect.height) else { return }
        defer { pool.release(scratch) }
        let cr = cairo_create(scratch.pointer)!
        let groupTarget = RenderTarget(cairo: cr, surface: scratch.pointer, width: rect.width, height: rect.height)
        // A backdrop shows what is under the group, which the group's own surface does not hold:
        // draw it straight onto the target, faded by the group opacity.
        let s = tree.nodes[index].state
        if s.showsBackdrop { drawBackdrop(index, map: map, opacity: opacity, target: target) }
        drawBody(
            index, map: map.then(.translation(Double(-rect.x), Double(-rect.y))), opacity: 1, target: groupTarget,
            depth: depth, includeBackdrop: false)
        cairo_destroy(cr)
        scratch.markDirty()
        blend(scratch, at: rect, opacity: opacity, onto: target)
    }

    /// Blends the top-left `rect.width × rect.height` of `surface` onto `target` at `rect`'s origin.
    func blend(_ surface: CairoImageSurface, at rect: PixelRect, opacity: Double, onto target: RenderTarget) {
        let cr = target.cairo
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface.pointer, Double(rect.x), Double(rect.y))
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
        cairo_rectangle(cr, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        if opacity < 1 { cairo_paint_with_alpha(cr, opacity) } else { cairo_paint(cr) }
        cairo_restore(cr)
    }

    /// Shadow, backdrop, content, built-in drawing (a shape or gradient), sublayers (clipped when
    /// `masksToBounds`), then border.
    func drawBody(
        _ index: Int, map: Homography, opacity: Double, target: RenderTarget, depth: Int, includeBackdrop: Bool = true
    ) {
        let drawing = tree.nodes[index].drawing
        if drawing.keepsDepth {
            return drawKeepingDepth(index, drawing, map: map, opacity: opacity, target: target, depth: depth)
        }
        if tree.nodes[index].state.castsShadow { drawShadow(index, map: map, opacity: opacity, target: target) }
        if includeBackdrop && tree.nodes[index].state.showsBackdrop {
            drawBackdrop(index, map: map, opacity: opacity, target: target)
        }
        drawContent(index, map: map, opacity: opacity, target: target)
        if drawing != .none { drawBuiltIn(drawing, index, map: map, opacity: opacity, cr: target.cairo) }
        let hasSublayers = tree.nodes[index].subtreeEnd > index + 1
        if case .replicator = drawing, hasSublayers {
            drawClippedReplicas(index, tree.nodes[index], map: map, target: target, depth: depth)
        } else if hasSublayers {
            let masksToBounds = tree.nodes[index].state.masksToBounds
            while depth >= childBuffers.count { childBuffers.append([]) }
            var children: [Int] = []
            swap(&children, &childBuffers[depth])
            tree.children(of: index, into: &children)
            var childTarget = target
            // (The context is asked for only to clip: asking does the pending fills.)
            let cr = masksToBounds ? target.cairo : nil
            if let cr {
                cairo_save(cr)
                var m = map.cairoMatrix
                cairo_set_matrix(cr, &m)
                let s = tree.nodes[index].state
                ShapePath.roundedRect(cr, s.bounds, radius: s.cornerRadius, corners: s.maskedCorners)
                cairo_clip(cr)
                childTarget.direct = nil
            }
            drawSiblings(children, parentMap: map, target: childTarget, depth: depth + 1)
            if let cr { cairo_restore(cr) }
            swap(&children, &childBuffers[depth])
        }
        if tree.nodes[index].state.borderWidth > 0, let border = tree.nodes[index].state.borderColor, border.alpha > 0 {
            drawBorder(tree.nodes[index].state, color: border, map: map, opacity: opacity, cr: target.cairo)
        }
        if case .emitter = drawing { drawParticles(index, tree.nodes[index], map: map, opacity: opacity, target: target) }
    }

    func drawContent(_ index: Int, map: Homography, opacity: Double, target: RenderTarget) {
        if tree.nodes[index].mayDrawContent,
            let content = LayerContent.cached(for: tree.nodes[index].layer, state: tree.nodes[index].state, scale: contentScale)
        {
            let cr = target.cairo
            let bounds = tree.nodes[index].state.bounds
            cairo_save(cr)
            // A moving layer lands between pixels; snapping a pure translation (≤ half a pixel) lets
            // Cairo copy the cached content instead of resampling it.
            let pixelMap = Homography.scale(1 / content.scale, 1 / content.scale)
                .then(.translation(Double(bounds.minX), Double(bounds.minY))).then(map).snappedToPixels
            var m = pixelMap.cairoMatrix
            cairo_set_matrix(cr, &m)
            cairo_set_source_surface(cr, content.surface.pointer, 0, 0)
            // Nearest magnification keeps image pixels hard when a transform enlarges the layer too.
            let nearest = pixelMap.isIntegerTranslation || tree.nodes[index].layer.magnificationFilter == .nearest
            cairo_pattern_set_filter(cairo_get_source(cr), nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
            cairo_rectangle(cr, 0, 0, Double(content.surface.width), Double(content.surface.height))
            if opacity < 1 {
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, opacity)
            } else {
                cairo_fill(cr)
            }
            cairo_restore(cr)
        } else if let background = tree.nodes[index].state.backgroundColor, background.alpha > 0 {
            let bounds = tree.nodes[index].state.bounds
            guard bounds.width > 0, bounds.height > 0 else { return }
            let cornerRadius = tree.nodes[index].state.cornerRadius, corners = tree.nodes[index].state.maskedCorners
            if let direct = target.direct, cornerRadius <= 0 || corners.isEmpty,
                fillDirectly(bounds, background, map: map, opacity: opacity, into: direct, batch: target.pendingFills)
            {
                return
            }
            let cr = target.cairo
            var m = map.cairoMatrix
            cairo_set_matrix(cr, &m)
            ShapePath.roundedRect(cr, bounds, radius: cornerRadius, corners: corners)
            setSource(cr, background, alpha: opacity)
            cairo_fill(cr)
        }
    }

    /// Fills `bounds` mapped by `map` with `color` faded by `opacity` straight into the frame's
    /// pixels (now, or with `batch`'s other fills): axis-aligned rectangles as Cairo fills them,
    /// byte for byte; any other by exact area. False, with nothing drawn, for what is left to Cairo.
    private func fillDirectly(
        _ bounds: CGRect, _ color: CGColor, map: Homography, opacity: Double, into direct: DirectPixels,
        batch: FillBatch?
    ) -> Bool {
        guard let fill = FillBatch.Fill(bounds, color, map: map, opacity: opacity, parallelograms: direct.fillsParallelograms)
        else { return false }
        FillBatch.fill(fill, into: direct, batch: batch)
        return true
    }

    /// What the layer's class draws itself, above its contents and below its sublayers.
    func drawBuiltIn(_ index: Int, map: Homography, opacity: Double, cr: OpaquePointer) {
        drawBuiltIn(tree.nodes[index].drawing, index, map: map, opacity: opacity, cr: cr)
    }

    /// `drawBuiltIn` with the layer's built-in drawing already read.
    private func drawBuiltIn(
        _ drawing: CALayer.BuiltInDrawing, _ index: Int, map: Homography, opacity: Double, cr: OpaquePointer
    ) {
        switch drawing {
        // (An emitter's particles are drawn after its border: `drawBody`.)
        case .none, .replicator, .transform, .transformReplicator, .emitter: break
        case .shape: drawShape(index, map: map, opacity: opacity, cr: cr)
        case .gradient: drawGradient(index, map: map, opacity: opacity, cr: cr)
        }
    }

    /// Core Animation's border: `borderWidth` inside the bounds, following the corner radius.
    private func drawBorder(_ s: LayerState, color: CGColor, map: Homography, opacity: Double, cr: OpaquePointer) {
        var m = map.cairoMatrix
        cairo_set_matrix(cr, &m)
        let width = min(s.borderWidth, min(s.bounds.width, s.bounds.height) / 2)
        ShapePath.roundedRect(cr, s.bounds, radius: s.cornerRadius, corners: s.maskedCorners)
        let outer = cairo_copy_path(cr)
        ShapePath.roundedRect(
            cr, s.bounds.insetBy(dx: width, dy: width), radius: max(0, s.cornerRadius - width), corners: s.maskedCorners)
        let inner = cairo_copy_path(cr)
        cairo_new_path(cr)
        cairo_append_path(cr, outer)
        cairo_append_path(cr, inner)
        cairo_path_destroy(outer)
        cairo_path_destroy(inner)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        setSource(cr, color, alpha: opacity)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    // MARK: Extents

    /// Everything node `index` may paint, in its bounds coordinates: bounds, shadow, (unless
    /// `masksToBounds`) its sublayers' extents, and both pictures of a running transition.
    func extent(_ index: Int) -> CGRect {
        if let known = extents[index] { return known }
        var rect = ownExtent(index)
        if let transition = activeTransition(index) { rect = transitionExtent(index, transition, live: rect) }
        extents[index] = rect
        return rect
    }

    /// `extent(_:)` of the live layer alone.
    private func ownExtent(_ index: Int) -> CGRect {
        let s = tree.nodes[index].state
        var rect = s.bounds
        let drawing = tree.nodes[index].layer.builtInDrawing
        if drawing == .shape, let shape = shapeExtent(index) { rect = rect.union(shape) }
        // Particles fly anywhere (only `masksToBounds` keeps them in).
        if drawing == .emitter && !s.masksToBounds { return .infinite }
        if s.castsShadow { rect = rect.union(ShadowMask.extent(of: s, shadowPath: tree.nodes[index].layer.shadowPath)) }
        if !s.masksToBounds {
            var i = index + 1
            while i < tree.nodes[index].subtreeEnd {
                let child = tree.nodes[i]
                if child.state.opacity > 0 && (!child.state.isHidden || activeTransition(i) != nil) {
                    rect = rect.union(Self.bounds(of: extent(i), under: child.toSuperlayer) ?? .infinite)
                }
                i = child.subtreeEnd
            }
        }
        return rect
    }

    /// The bounding box of `rect` mapped by `map`; nil when a corner lies at or behind the eye.
    static func bounds(of rect: CGRect, under map: Homography) -> CGRect? {
        guard !rect.isNull, !rect.isInfinite else { return rect.isNull ? .null : nil }
        var (x0, y0, x1, y1) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            let p = map.apply(Double(x), Double(y))
            guard p.w > 1e-9 else { return nil }
            (x0, y0, x1, y1) = (min(x0, p.x), min(y0, p.y), max(x1, p.x), max(y1, p.y))
        }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `rect` (layer coordinates) mapped to whole target pixels and cut to the target's clip; nil if empty.
    func deviceRect(of rect: CGRect, under map: Homography, clippedBy target: RenderTarget) -> PixelRect? {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(target.cairo)
        cairo_identity_matrix(target.cairo)
        cairo_clip_extents(target.cairo, &x1, &y1, &x2, &y2)
        cairo_restore(target.cairo)
        var clip = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
            .intersection(CGRect(x: 0, y: 0, width: target.width, height: target.height))
        if let mapped = Self.bounds(of: rect, under: map) { clip = clip.intersection(mapped) }
        guard !clip.isNull, clip.width > 0, clip.height > 0 else { return nil }
        return PixelRect(enclosing: clip)
    }
}

/// A rectangle of whole pixels.
struct PixelRect: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// The smallest pixel rectangle containing `rect` (which must be finite).
    init(enclosing rect: CGRect) {
        let x0 = Int(rect.minX.rounded(.down)), y0 = Int(rect.minY.rounded(.down))
        let x1 = Int(rect.maxX.rounded(.up)), y1 = Int(rect.maxY.rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
