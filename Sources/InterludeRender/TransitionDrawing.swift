import CCairo
import InterludeUIKit

/// A `CATransition` showing on a layer in the frame being drawn.
struct ShowingTransition {
    let transition: CATransition
    /// The layer's subtree as it was when the transition was added.
    let before: CALayer
    /// How far the old picture has given way to the new one, 0…1.
    let progress: Double
}

/// Drawing `CATransition`s: the old picture (a frozen copy of the layer's subtree, taken when the
/// transition was added) and the live layer, each drawn at full opacity in the layer's bounds
/// coordinates, offset for the sliding types, combined in a scratch surface (a dissolve is
/// `(1 − p) × old + p × new` per premultiplied pixel), then blended with the layer's opacity and,
/// when it `masksToBounds`, clipped to its rounded bounds.
extension LayerCompositor {
    /// The transition showing on node `index` at the frame's time, if any.
    func activeTransition(_ index: Int) -> ShowingTransition? {
        let layer = tree.nodes[index].layer
        guard layer.hasTransitionAnimation else { return nil }
        let entries = layer.animationEntries
        for entry in entries {
            guard let transition = entry.animation as? CATransition, let before = transition.before else { continue }
            guard let progress = transition.pictureProgress(atLayerTime: layer.localTime(atClockTime: clockTime)) else {
                return nil
            }
            return ShowingTransition(transition: transition, before: before, progress: progress)
        }
        return nil
    }

    /// Draws node `index` as its transition shows it, with `opacity`; `map` maps the layer's bounds
    /// coordinates to `target`'s pixels.
    func drawTransition(
        _ index: Int, _ showing: ShowingTransition, map: Homography, opacity: Double, target: RenderTarget, depth: Int
    ) {
        let s = tree.nodes[index].state
        guard let rect = deviceRect(of: extent(index), under: map, clippedBy: target),
            let picture = pool.acquire(width: rect.width, height: rect.height)
        else { return }
        defer { pool.release(picture) }
        let offsets = showing.transition.pictureOffsets(progress: showing.progress, size: s.bounds.size)
        let toScratch = Homography.translation(Double(-rect.x), Double(-rect.y))
        let before = separateTree(for: showing.before)
        // The old picture's origin sits at the live bounds' origin (plus its offset).
        let beforeMap = Homography.translation(
            Double(s.bounds.minX + offsets.before.x), Double(s.bounds.minY + offsets.before.y)
        ).then(map).then(toScratch)
        let afterMap = Homography.translation(Double(offsets.after.x), Double(offsets.after.y)).then(map).then(toScratch)

        func drawBefore(into surface: CairoImageSurface) {
            withScratchTarget(surface, rect: rect) { scratch in
                withTree(before) { drawLayer(0, parentMap: beforeMap, target: scratch, depth: depth + 1) }
            }
        }
        func drawAfter(into surface: CairoImageSurface) {
            guard !s.isHidden else { return }
            withScratchTarget(surface, rect: rect) { scratch in
                drawBody(
                    index, map: afterMap, opacity: 1, target: scratch, depth: depth, includeBackdrop: false)
            }
        }

        if showing.transition.dissolves {
            drawBefore(into: picture)
            guard let after = pool.acquire(width: rect.width, height: rect.height) else { return }
            defer { pool.release(after) }
            drawAfter(into: after)
            Self.dissolve(picture, into: after, progress: showing.progress, rect: rect)
        } else if offsets.afterOnTop {
            drawBefore(into: picture)
            drawAfter(into: picture)
        } else {
            drawAfter(into: picture)
            drawBefore(into: picture)
        }
        let cr = target.cairo
        cairo_save(cr)
        if s.masksToBounds {
            var m = map.cairoMatrix
            cairo_set_matrix(cr, &m)
            ShapePath.roundedRect(cr, s.bounds, radius: s.cornerRadius, corners: s.maskedCorners)
            cairo_clip(cr)
        }
        blend(picture, at: rect, opacity: opacity, onto: target)
        cairo_restore(cr)
    }

    /// Leaves `(1 − progress) × old + progress × new` in `old`'s top-left `rect`-sized part
    /// (premultiplied pixels, so transparent parts fade as colors do).
    private static func dissolve(_ old: CairoImageSurface, into new: CairoImageSurface, progress: Double, rect: PixelRect) {
        let cr = cairo_create(old.pointer)!
        defer { cairo_destroy(cr) }
        cairo_rectangle(cr, 0, 0, Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
        cairo_set_source_rgba(cr, 0, 0, 0, 1 - progress)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
        cairo_set_source_surface(cr, new.pointer, 0, 0)
        cairo_paint_with_alpha(cr, progress)
        old.markDirty()
    }

    /// The extent of node `index` while its transition shows: the live layer's (`live`, offset
    /// by the new picture's place) and the old picture's (offset by its place), in bounds coordinates.
    func transitionExtent(_ index: Int, _ showing: ShowingTransition, live: CGRect) -> CGRect {
        let s = tree.nodes[index].state
        let offsets = showing.transition.pictureOffsets(progress: showing.progress, size: s.bounds.size)
        let before = separateTree(for: showing.before)
        let beforeBounds = before.nodes[0].state.bounds
        let beforeExtent = withTree(before) { extent(0) }
        let placedBefore = beforeExtent.offsetBy(
            dx: s.bounds.minX - beforeBounds.minX + offsets.before.x, dy: s.bounds.minY - beforeBounds.minY + offsets.before.y)
        return live.offsetBy(dx: offsets.after.x, dy: offsets.after.y).union(placedBefore)
    }

    /// The tree of a layer drawn apart from `tree` (a transition's old picture, a mask),
    /// evaluated once a frame.
    func separateTree(for before: CALayer) -> RenderTree {
        let id = ObjectIdentifier(before)
        if let known = transitionTrees[id] { return known }
        var built = RenderTree()
        built.build(root: before, atClockTime: clockTime)
        transitionTrees[id] = built
        return built
    }

    /// Runs `body` with `other` as the tree being drawn (and fresh extents for it).
    func withTree<R>(_ other: RenderTree, _ body: () -> R) -> R {
        let (savedTree, savedExtents) = (tree, extents)
        tree = other
        extents = Array(repeating: nil, count: other.nodes.count)
        defer { (tree, extents) = (savedTree, savedExtents) }
        return body()
    }

    /// Runs `body` with a target drawing into `surface`, clipped to its top-left `rect`-sized part.
    func withScratchTarget(_ surface: CairoImageSurface, rect: PixelRect, _ body: (RenderTarget) -> Void) {
        let cr = cairo_create(surface.pointer)!
        cairo_rectangle(cr, 0, 0, Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        body(RenderTarget(cairo: cr, surface: surface.pointer, width: rect.width, height: rect.height))
        cairo_destroy(cr)
        surface.markDirty()
    }
}
