import CCairo
import InterludeUIKit

extension LayerCompositor {
    /// Draws an emitter layer's living particles at its node's local time: each one its cell's
    /// image (the `contentsRect` part, `contentsScale` pixels per point) centred on the particle,
    /// scaled, turned by its spin and multiplied by its colour, in the layer's `renderMode` order;
    /// `additive` adds each one to what is under it (Cairo's ADD), the other modes paint over.
    func drawParticles(_ index: Int, _ node: RenderNode, map: Homography, opacity: Double, target: RenderTarget) {
        guard let emitter = node.layer as? CAEmitterLayer, let cells = emitter.emitterCells, !cells.isEmpty else { return }
        var particles = emitter.particles(presented: node.state, atLocalTime: tree.emitterTimes[index] ?? 0)
        guard !particles.isEmpty else { return }
        Self.sort(&particles, for: emitter.renderMode)
        let images = EmitterSimulation.flattened(cells).map { cell -> ParticleImage? in
            guard cell.isEnabled, let image = LayerContent.imageSurface(of: cell.contents, contentsScale: cell.contentsScale)
            else { return nil }
            return ParticleImage(cell: cell, surface: image.surface, scale: Double(image.scale))
        }
        let cr = target.cairo
        cairo_save(cr)
        var m = map.cairoMatrix
        cairo_set_matrix(cr, &m)
        if node.state.masksToBounds {
            ShapePath.roundedRect(cr, node.state.bounds, radius: node.state.cornerRadius, corners: node.state.maskedCorners)
            cairo_clip(cr)
        }
        cairo_set_operator(cr, emitter.renderMode == .additive ? CAIRO_OPERATOR_ADD : CAIRO_OPERATOR_OVER)
        var tinted: [TintKey: CairoImageSurface] = [:]
        for particle in particles {
            guard let image = images[particle.cell] else { continue }
            let alpha = particle.alpha * opacity
            guard alpha > 0, particle.scale > 0 else { continue }
            // Colour multiplies the image's premultiplied pixels: the alpha by painting with it, the
            // other components through a tinted copy (kept for the frame, by 8-bit colour).
            let key = TintKey(cell: particle.cell, particle)
            let surface: CairoImageSurface
            if key.isWhite {
                surface = image.surface
            } else if let known = tinted[key] {
                surface = known
            } else {
                guard let copy = image.tinted(key) else { continue }
                tinted[key] = copy
                surface = copy
            }
            draw(particle, image: image, surface: surface, alpha: alpha, cr: cr)
        }
        cairo_restore(cr)
    }

    /// Paints one particle with the layer's matrix set on `cr`.
    private func draw(
        _ particle: EmitterParticle, image: ParticleImage, surface: CairoImageSurface, alpha: Double, cr: OpaquePointer
    ) {
        cairo_save(cr)
        cairo_translate(cr, particle.x, particle.y)
        if particle.rotation != 0 { cairo_rotate(cr, particle.rotation) }
        let pointsPerPixel = particle.scale / image.scale
        cairo_scale(cr, pointsPerPixel, pointsPerPixel)
        let crop = image.crop
        cairo_translate(cr, -crop.width / 2, -crop.height / 2)
        cairo_set_source_surface(cr, surface.pointer, -crop.x, -crop.y)
        // Edge pixels repeat outward, as a texture clamped to its edge: a magnified image keeps hard edges.
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        var (dx, dy) = (1.0, 0.0)
        cairo_user_to_device_distance(cr, &dx, &dy)
        let magnified = (dx * dx + dy * dy) >= 1
        let filter = magnified ? image.cell.magnificationFilter : image.cell.minificationFilter
        cairo_pattern_set_filter(
            cairo_get_source(cr),
            filter == CALayerContentsFilter.nearest.rawValue
                ? CAIRO_FILTER_NEAREST : (magnified ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_GOOD))
        cairo_rectangle(cr, 0, 0, crop.width, crop.height)
        if alpha >= 1 {
            cairo_fill(cr)
        } else {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
    }

    /// Puts `particles` (cell after cell, each in birth order) in `mode`'s drawing order.
    static func sort(_ particles: inout [EmitterParticle], for mode: CAEmitterLayerRenderMode) {
        func born(_ a: EmitterParticle, before b: EmitterParticle) -> Bool {
            a.birthTime != b.birthTime ? a.birthTime < b.birthTime : (a.cell, a.index) < (b.cell, b.index)
        }
        switch mode {
        case .oldestFirst: particles.sort(by: born)
        case .oldestLast: particles.sort { born($1, before: $0) }
        case .backToFront:
            // Stable by z: equal depths keep the cell-by-cell order.
            particles = particles.enumerated().sorted { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }.map(\.element)
        default: break
        }
    }
}

/// A cell's image as particles draw it.
@MainActor private struct ParticleImage {
    let cell: CAEmitterCell
    let surface: CairoImageSurface
    /// Pixels per point.
    let scale: Double

    /// The `contentsRect` part of the image, in pixels.
    var crop: (x: Double, y: Double, width: Double, height: Double) {
        let r = cell.contentsRect
        let (w, h) = (Double(surface.width), Double(surface.height))
        return (Double(r.minX) * w, Double(r.minY) * h, Double(r.width) * w, Double(r.height) * h)
    }

    /// A copy of the image with its colour components multiplied by `key`'s.
    func tinted(_ key: TintKey) -> CairoImageSurface? {
        guard let copy = CairoImageSurface(width: surface.width, height: surface.height) else { return nil }
        let cr = cairo_create(copy.pointer)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface.pointer, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        copy.flush()
        let tint = ReplicaSettings.Tint(r: Double(key.red) / 255, g: Double(key.green) / 255, b: Double(key.blue) / 255, a: 1)
        LayerCompositor.multiply(copy, width: copy.width, height: copy.height, by: tint, opacity: 1)
        copy.markDirty()
        return copy
    }
}

/// A cell and a particle's colour components, 0…255.
private struct TintKey: Hashable {
    var cell: Int
    var red: UInt8, green: UInt8, blue: UInt8

    init(cell: Int, _ particle: EmitterParticle) {
        func byte(_ v: Double) -> UInt8 { UInt8((min(1, max(0, v)) * 255).rounded()) }
        self.cell = cell
        (red, green, blue) = (byte(particle.red), byte(particle.green), byte(particle.blue))
    }

    var isWhite: Bool { red == 255 && green == 255 && blue == 255 }
}
