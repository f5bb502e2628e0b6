import CCairo
import InterludeUIKit
import InterludeGraphics

/// Drawing layers whose map to the screen has perspective (`m34`), which Cairo cannot do.
///
/// Core Animation flattens each layer's subtree into the layer's plane, then projects that plane.
/// We do the same: the subtree is drawn with Cairo into a flat "plane" surface in the layer's own
/// coordinates (at the content scale), and the plane is warped onto the target by inverse mapping:
/// every target pixel centre in the projected quad's bounding box is mapped back through the
/// inverse homography and the plane is sampled bilinearly there (transparent outside, which also
/// anti-aliases the quad's edges). The inverse map is evaluated exactly every 16 pixels along a
/// row and interpolated linearly in 16.16 fixed point between (error well under a pixel for
/// on-screen perspective), so the inner loop is integer-only.
enum PerspectiveWarp {
    static let span = 16

    /// Warps `plane` (`planeWidth × planeHeight` pixels used) into the top-left of `destination`,
    /// which covers target pixels starting at (`originX`, `originY`); `inverse` maps target pixel
    /// coordinates to plane pixel coordinates.
    static func warp(
        _ plane: CairoImageSurface, planeWidth: Int, planeHeight: Int, inverse: Homography,
        into destination: CairoImageSurface, originX: Int, originY: Int, width: Int, height: Int
    ) {
        plane.flush()
        destination.flush()
        let src = UnsafeMutableRawPointer(plane.data).assumingMemoryBound(to: UInt32.self)
        let srcStride = plane.stride / 4
        let dst = UnsafeMutableRawPointer(destination.data).assumingMemoryBound(to: UInt32.self)
        let dstStride = destination.stride / 4
        // Sample positions are pixel centres: plane pixel i covers [i, i + 1), its centre is i + 0.5.
        let limit = Double(1 << 30)
        func fixed(_ v: Double) -> Int { Int(min(limit, max(-limit, (v - 0.5) * 65536))) }
        @inline(__always) func fetch(_ x: Int, _ y: Int) -> UInt32 {
            (x >= 0 && y >= 0 && x < planeWidth && y < planeHeight) ? src[y * srcStride + x] : 0
        }
        for row in 0..<height {
            let out = dst + row * dstStride
            let ty = Double(originY + row) + 0.5
            var x = 0
            var start = inverse.apply(Double(originX) + 0.5, ty)
            while x < width {
                let count = min(span, width - x)
                let end = inverse.apply(Double(originX + x + count) + 0.5, ty)
                guard start.w > 0, end.w > 0 else {
                    for i in 0..<count { out[x + i] = 0 }
                    x += count
                    start = end
                    continue
                }
                var u = fixed(start.x), v = fixed(start.y)
                let du = (fixed(end.x) - u) / count, dv = (fixed(end.y) - v) / count
                for i in 0..<count {
                    let x0 = u >> 16, y0 = v >> 16
                    if x0 < -1 || y0 < -1 || x0 >= planeWidth || y0 >= planeHeight {
                        out[x + i] = 0
                    } else {
                        out[x + i] = BoxBlur.bilinear(
                            fetch(x0, y0), fetch(x0 + 1, y0), fetch(x0, y0 + 1), fetch(x0 + 1, y0 + 1),
                            fx: (u >> 8) & 0xFF, fy: (v >> 8) & 0xFF)
                    }
                    u += du
                    v += dv
                }
                x += count
                start = end
            }
        }
        destination.markDirty()
    }
}

extension LayerCompositor {
    /// Draws node `index`, whose map to the target has perspective: its subtree flattened into a
    /// plane surface, then warped. Layers crossing the eye plane (w ≤ 0 at a corner) are not drawn.
    func drawInPerspective(_ index: Int, map: Homography, target: RenderTarget, depth: Int) {
        let s = tree.nodes[index].state
        let area = extent(index)
        guard !area.isInfinite, !area.isNull, area.width > 0, area.height > 0,
            let rect = deviceRect(of: area, under: map, clippedBy: target),
            LayerCompositor.bounds(of: area, under: map) != nil
        else { return }
        let scale = contentScale
        let planeWidth = Int((Double(area.width) * scale).rounded(.up)),
            planeHeight = Int((Double(area.height) * scale).rounded(.up))
        guard planeWidth > 0, planeHeight > 0, planeWidth * planeHeight <= 1 << 26,
            let plane = pool.acquire(width: planeWidth, height: planeHeight)
        else { return }
        defer { pool.release(plane) }
        let cr = cairo_create(plane.pointer)!
        let planeTarget = RenderTarget(cairo: cr, surface: plane.pointer, width: planeWidth, height: planeHeight)
        let toPlane = Homography.translation(-Double(area.minX), -Double(area.minY)).then(.scale(scale, scale))
        if let transition = activeTransition(index) {
            drawTransition(index, transition, map: toPlane, opacity: 1, target: planeTarget, depth: depth)
        } else {
            drawBody(index, map: toPlane, opacity: 1, target: planeTarget, depth: depth)
        }
        cairo_destroy(cr)
        plane.markDirty()
        // Target pixel → layer point → plane pixel.
        guard let toLayer = map.inverse,
            let warped = pool.acquire(width: rect.width, height: rect.height, clear: false)
        else { return }
        defer { pool.release(warped) }
        PerspectiveWarp.warp(
            plane, planeWidth: planeWidth, planeHeight: planeHeight, inverse: toLayer.then(toPlane),
            into: warped, originX: rect.x, originY: rect.y, width: rect.width, height: rect.height)
        blend(warped, at: rect, opacity: Double(s.opacity), onto: target)
    }
}
