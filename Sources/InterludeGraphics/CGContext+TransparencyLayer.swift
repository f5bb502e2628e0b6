import CCairo
import Foundation

/// Transparency layers: drawing composited as one picture (Apple's `beginTransparencyLayer`
/// pages). Inside a layer the alpha is 1, there is no shadow and the blend mode is normal; at its
/// end, what was drawn in it is composited with the alpha, shadow and blend mode the context had
/// when it began, and the graphics state is back to what it was then.
extension CGContext {
    /// Begins a transparency layer as large as the clip.
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) { beginLayer(in: nil) }

    /// Begins a transparency layer limited to `rect` (user space): drawing outside it is lost.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) { beginLayer(in: rect) }

    /// Composites the innermost transparency layer into what lies under it.
    public func endTransparencyLayer() {
        guard let layer = transparencyLayers.popLast() else {
            return Diagnostics.report("CGContextEndTransparencyLayer: no transparency layer to end")
        }
        let picture = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(picture) }
        restoreGState()
        (graphicsBlendMode, graphicsShadow) = (layer.blendMode, layer.shadow)
        setAlpha(layer.alpha)
        composite {
            cairo_set_source(cairo, picture)
            if layer.alpha < 1 { cairo_paint_with_alpha(cairo, Double(layer.alpha)) } else { cairo_paint(cairo) }
        }
        notePaint()
    }

    private func beginLayer(in rect: CGRect?) {
        transparencyLayers.append(TransparencyLayer(alpha: paintAlpha, blendMode: graphicsBlendMode, shadow: graphicsShadow))
        saveGState()
        setAlpha(1)
        (graphicsBlendMode, graphicsShadow) = (.normal, nil)
        cairo_push_group(cairo)
        if let rect {
            let path = cairo_copy_path(cairo)
            cairo_new_path(cairo)
            addRect(rect)
            cairo_clip(cairo)
            if let path {
                cairo_append_path(cairo, path)
                cairo_path_destroy(path)
            }
        }
    }
}

/// What a transparency layer is composited with: the context's settings when it began.
package struct TransparencyLayer {
    let alpha: CGFloat
    let blendMode: CGBlendMode
    let shadow: GraphicsShadow?
}
