extension CALayer {
    /// Whether the layer draws content of its own through `draw(in:)` (a view through `draw(_:)`).
    ///
    /// Learnt once per pair of layer class and delegate class by running the drawing into a
    /// 1 × 1 probe: a pair whose default implementation ran without painting anything draws nothing,
    /// and its layers get no content bitmap.
    package func drawsCustomContent() -> Bool {
        let key = ContentDrawingProbe.Key(
            layerClass: ObjectIdentifier(type(of: self)),
            delegateClass: delegate.map { ObjectIdentifier(type(of: $0)) })
        if let known = ContentDrawingProbe.answers[key] { return known }
        let context = CGContext(surface: ContentDrawingProbe.surface, scale: 1)
        draw(in: context)
        let draws = !(context.reachedDefaultDrawing && context.paintCount == 0)
        ContentDrawingProbe.answers[key] = draws
        return draws
    }

    /// Draws the layer's own content (`draw(in:)`) of a `size`-point bounds at `scale` pixels per
    /// point into `surface` (already cleared), with the user space set to the bounds coordinates.
    package func drawCustomContent(into surface: CairoImageSurface, bounds: CGRect, scale: CGFloat) {
        let context = CGContext(surface: surface, scale: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        draw(in: context)
    }

    /// The layer's custom content rasterized now at `scale` pixels per point; nil when it draws none.
    package func rasterizedCustomContent(bounds: CGRect, scale: CGFloat) -> CGImage? {
        guard drawsCustomContent() else { return nil }
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        guard let surface = CairoImageSurface(width: width, height: height) else { return nil }
        drawCustomContent(into: surface, bounds: bounds, scale: scale)
        surface.flush()
        return CGImage(surface: surface)
    }
}

/// What `drawsCustomContent()` learnt, and the surface it probes with.
@MainActor
enum ContentDrawingProbe {
    struct Key: Hashable {
        let layerClass: ObjectIdentifier
        let delegateClass: ObjectIdentifier?
    }

    static var answers: [Key: Bool] = [:]
    static let surface = CairoImageSurface(width: 1, height: 1)!
}
