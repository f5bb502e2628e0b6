import CCairo
import Foundation
import InterludeUIKit

/// The renderer's entry point: draws a layer tree at a clock time into pixels.
@MainActor
enum FrameRenderer {
    /// One compositor for the process: its scratch surfaces are reused by every frame.
    static let compositor = LayerCompositor()
    /// Whether frames fill solid rectangles without Cairo (`SolidRectFill`); off only in the tests
    /// that compare both ways.
    static var fillsSolidRectsDirectly = true
    /// Whether those fills include rectangles that are not axis-aligned (`SolidQuadFill`, exact
    /// area); off only to compare with Cairo's polygon fills.
    static var fillsParallelogramsDirectly = true
    /// Whether those fills wait to be done together, in bands on all processors (`FillBatch`),
    /// when there are several; off only in the tests that compare both ways.
    static var batchesFills = true

    /// Renders `layer`'s subtree as presented at `layer`'s clock's current time, `scale` pixels per
    /// point, into a new frame the size of its bounds (rounded up to whole pixels).
    static func renderFrame(of layer: CALayer, size: CGSize, scale: CGFloat, time: CFTimeInterval) -> RenderedFrame {
        // Threads wake while the transaction is flushed and the pixels cleared, not in the frame's
        // first shared part.
        let shares = compositor.sharedWork
        if shares { FrameParallelism.beginFrame() }
        defer { if shares { FrameParallelism.endFrame() } }
        CATransaction.flush()
        return frame(size: size, scale: scale, time: time) { target, s in
            compositor.render(layer, atClockTime: time, contentScale: s, rootMap: .scale(s, s), into: target)
        }
    }

    /// A new frame of `size` points at `scale`, drawn by `draw` (given the target and the scale).
    static func frame(
        size: CGSize, scale: CGFloat, time: CFTimeInterval, draw: (RenderTarget, Double) -> Void
    ) -> RenderedFrame {
        let s = scale.isFinite && scale > 0 ? Double(scale) : 1
        let width = max(0, Int((Double(size.width) * s).rounded(.up)))
        let height = max(0, Int((Double(size.height) * s).rounded(.up)))
        guard width > 0, height > 0, width <= 32_767, height <= 32_767 else {
            return RenderedFrame(width: 0, height: 0, bytesPerRow: 0, pixels: [], scale: scale, time: time)
        }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let count = stride * height
        // The last frame's memory when it has the same size (copied on write first if a caller
        // still holds that frame). Cleared with memset: element-wise filling takes 100 ms per
        // frame in a debug build.
        var pixels = recycledPixels
        recycledPixels = []
        if pixels.count == count {
            pixels.withUnsafeMutableBytes { _ = memset($0.baseAddress!, 0, count) }
        } else {
            pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                _ = memset(buffer.baseAddress!, 0, count)
                initialized = count
            }
        }
        pixels.withUnsafeMutableBufferPointer { buffer in
            let target = FrameTarget.over(buffer.baseAddress!, width: width, height: height, stride: stride)
            // A surface over our own memory is never "clear" to Cairo, so its fills composite as
            // SolidRectFill's do; what that writes is declared to Cairo afterwards.
            buffer.baseAddress!.withMemoryRebound(to: UInt32.self, capacity: count / 4) { words in
                let direct = DirectPixels(
                    base: words, rowPixels: stride / 4, width: width, height: height,
                    fillsParallelograms: fillsParallelogramsDirectly)
                draw(
                    RenderTarget(
                        cairo: target.cairo, surface: target.surface, width: width, height: height,
                        direct: fillsSolidRectsDirectly ? direct : nil), s)
            }
            target.finish()
        }
        recycledPixels = pixels
        return RenderedFrame(width: width, height: height, bytesPerRow: stride, pixels: pixels, scale: scale, time: time)
    }

    /// The pixels of the last frame made, reused by the next one unless a caller still holds them.
    private static var recycledPixels: [UInt8] = []

    /// Draws `layer`'s subtree as presented now into `context` (in its current user space), with
    /// content rasterized at the context's pixel density.
    static func render(_ layer: CALayer, in context: CGContext, time: CFTimeInterval) {
        CATransaction.flush()
        let cr = context.cairo
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let rootMap = Homography(m11: m.xx, m12: m.yx, m13: 0, m21: m.xy, m22: m.yy, m23: 0, m31: m.x0, m32: m.y0, m33: 1)
        let density = max(abs(m.xx * m.yy - m.xy * m.yx).squareRoot(), 0.01)
        let surface = cairo_get_target(cr)!
        let isImage = cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
        let target = RenderTarget(
            cairo: cr, surface: surface,
            width: isImage ? Int(cairo_image_surface_get_width(surface)) : 32_767,
            height: isImage ? Int(cairo_image_surface_get_height(surface)) : 32_767)
        cairo_save(cr)
        compositor.render(layer, atClockTime: time, contentScale: density, rootMap: rootMap, into: target)
        cairo_restore(cr)
        context.notePaint()
    }
}

extension UIWindow {
    /// Renders the window as presented at its clock's current time (`clock.now`): the window's
    /// bounds at `scale` pixels per point (1, 2 or 3; defaults to 2). Lays out pending views first.
    /// Deterministic: the same tree at the same time gives the same bytes.
    public func renderFrame(scale: CGFloat = 2) -> RenderedFrame {
        layoutIfNeeded()
        return FrameRenderer.renderFrame(of: layer, size: bounds.size, scale: scale, time: clock.now)
    }
}

extension CALayer {
    /// Draws the layer and its sublayers, as presented now, into `ctx` in the layer's coordinate
    /// space (its bounds origin at the context's origin), as Core Animation's `render(in:)` does.
    public func render(in ctx: CGContext) {
        FrameRenderer.render(self, in: ctx, time: currentClockTime)
    }
}

extension UIView {
    /// Draws the view's hierarchy, as presented on screen, scaled into `rect` of the current
    /// graphics context. With `afterScreenUpdates` true, pending layout is applied first.
    /// Returns false when there is no current context or the view has an empty size.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        if afterUpdates { layoutIfNeeded() }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        layer.render(in: context)
        context.restoreGState()
        return true
    }
}
