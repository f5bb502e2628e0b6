import CCairo
import InterludeUIKit

extension CALayer.BuiltInDrawing {
    /// Whether the layer keeps its sublayers' depth instead of flattening them into its plane (a
    /// transform layer, a replicator with `preservesDepth`): it draws nothing of its own.
    var keepsDepth: Bool {
        switch self {
        case .transform, .transformReplicator: true
        case .none, .shape, .gradient, .replicator, .emitter: false
        }
    }
}

/// A replicator's presented settings, read from its state (their defaults, from QuartzCore's
/// `CAReplicatorLayer.h`, when a key was never set).
struct ReplicaSettings {
    /// Copies drawn, the sublayers themselves included (a fractional count in flight is cut down).
    var count = 1
    /// Seconds between the copies' timelines.
    var delay = 0.0
    /// The transform from copy k − 1 to copy k, about the centre of the bounds.
    var transform = CATransform3DIdentity
    /// The first copy's colour multiplier, and what each next copy adds to it.
    var color = Tint(r: 1, g: 1, b: 1, a: 1)
    var offsets = Tint(r: 0, g: 0, b: 0, a: 0)

    /// A colour multiplier (straight components; the renderer clamps them to 0…1).
    struct Tint: Equatable {
        var r, g, b, a: Double
        /// Whether multiplying by it changes nothing.
        var isWhite: Bool { r >= 1 && g >= 1 && b >= 1 && a >= 1 }
    }

    init(_ state: LayerState) {
        guard let values = state.customValues else { return }
        if let v = Self.scalar(values["instanceCount"]) { count = Int(max(0, min(v, Double(Int32.max)))) }
        if let v = Self.scalar(values["instanceDelay"]) { delay = v }
        if case .transform(let t)? = values["instanceTransform"] { transform = t }
        if case .color(let c)? = values["instanceColor"], let c {
            color = Tint(r: Double(c.red), g: Double(c.green), b: Double(c.blue), a: Double(c.alpha))
        }
        offsets = Tint(
            r: Self.scalar(values["instanceRedOffset"]) ?? 0, g: Self.scalar(values["instanceGreenOffset"]) ?? 0,
            b: Self.scalar(values["instanceBlueOffset"]) ?? 0, a: Self.scalar(values["instanceAlphaOffset"]) ?? 0)
    }

    /// Copy k's colour multiplier: `instanceColor` plus k offsets, each component within 0…1.
    func tint(ofInstance k: Int) -> Tint {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        let n = Double(k)
        return Tint(
            r: clamp(color.r + n * offsets.r), g: clamp(color.g + n * offsets.g), b: clamp(color.b + n * offsets.b),
            a: clamp(color.a + n * offsets.a))
    }

    private static func scalar(_ value: AnimatableValue?) -> Double? {
        if case .scalar(let v)? = value, v.isFinite { return v }
        return nil
    }
}

extension LayerCompositor {
    /// Draws a flattening replicator's copies of its sublayers, copy after copy (each copy's
    /// sublayers by `zPosition`); a copy whose colour is not white is drawn into a scratch surface,
    /// multiplied by it, then blended. The tree holds each copy's nodes, in copy order.
    func drawReplicas(_ index: Int, map: Homography, target: RenderTarget, depth: Int) {
        let replicas = ReplicaSettings(tree.nodes[index].state)
        let children = tree.directChildren(of: index)
        guard replicas.count > 0, children.count >= replicas.count else { return }
        let perCopy = children.count / replicas.count
        for k in 0..<replicas.count {
            var copy = Array(children[k * perCopy..<(k + 1) * perCopy])
            if copy.contains(where: { tree.nodes[$0].state.zPosition != 0 }) {
                copy = copy.enumerated().sorted {
                    let (za, zb) = (tree.nodes[$0.element].state.zPosition, tree.nodes[$1.element].state.zPosition)
                    return za != zb ? za < zb : $0.offset < $1.offset
                }.map(\.element)
            }
            let tint = replicas.tint(ofInstance: k)
            if tint.isWhite {
                for child in copy { drawLayer(child, parentMap: map, target: target, depth: depth + 1) }
            } else {
                drawTinted(copy, parentMap: map, tint: tint, opacity: 1, target: target, depth: depth)
            }
        }
    }

    /// Draws the sublayers of a transform layer (or depth-preserving replicator) back to front by
    /// their depth, each on its own faded by the layer's `opacity` (a transform layer forms no
    /// group) and, for a replicator's copy, multiplied by the copy's colour.
    func drawKeepingDepth(
        _ index: Int, _ drawing: CALayer.BuiltInDrawing, map: Homography, opacity: Double, target: RenderTarget,
        depth: Int
    ) {
        let children = tree.directChildren(of: index)
        guard !children.isEmpty else { return }
        var tints: [ReplicaSettings.Tint?] = Array(repeating: nil, count: children.count)
        if drawing == .transformReplicator {
            let replicas = ReplicaSettings(tree.nodes[index].state)
            guard replicas.count > 0 else { return }
            let perCopy = max(1, children.count / replicas.count)
            for j in children.indices { tints[j] = replicas.tint(ofInstance: j / perCopy) }
        }
        let order = children.indices.sorted { a, b in
            let (da, db) = (tree.depths[children[a]] ?? 0, tree.depths[children[b]] ?? 0)
            return da != db ? da < db : a < b
        }
        for j in order {
            let tint = tints[j] ?? ReplicaSettings.Tint(r: 1, g: 1, b: 1, a: 1)
            if opacity >= 1 && tint.isWhite {
                drawLayer(children[j], parentMap: map, target: target, depth: depth + 1)
            } else {
                drawTinted([children[j]], parentMap: map, tint: tint, opacity: opacity, target: target, depth: depth)
            }
        }
    }

    /// Draws `children` (under `parentMap`) into a scratch surface, multiplies its pixels by `tint`
    /// faded by `opacity`, and blends it onto `target`.
    private func drawTinted(
        _ children: [Int], parentMap: Homography, tint: ReplicaSettings.Tint, opacity: Double, target: RenderTarget,
        depth: Int
    ) {
        var area: PixelRect?
        for child in children {
            let childMap = tree.nodes[child].toSuperlayer.then(parentMap)
            guard let rect = deviceRect(of: extent(child), under: childMap, clippedBy: target) else { continue }
            area = area.map { $0.union(rect) } ?? rect
        }
        guard let area, let scratch = pool.acquire(width: area.width, height: area.height) else { return }
        defer { pool.release(scratch) }
        let cr = cairo_create(scratch.pointer)!
        let groupTarget = RenderTarget(cairo: cr, surface: scratch.pointer, width: area.width, height: area.height)
        let shifted = parentMap.then(.translation(Double(-area.x), Double(-area.y)))
        for child in children { drawLayer(child, parentMap: shifted, target: groupTarget, depth: depth + 1) }
        cairo_destroy(cr)
        scratch.flush()
        Self.multiply(scratch, width: area.width, height: area.height, by: tint, opacity: opacity)
        scratch.markDirty()
        blend(scratch, at: area, opacity: 1, onto: target)
    }

    /// Multiplies the premultiplied pixels of the top-left `width × height` of `surface` by the
    /// straight colour `tint` at alpha `tint.a × opacity`: each colour channel by its component
    /// times that alpha, the alpha by that alpha (16-bit fixed point, rounded).
    static func multiply(
        _ surface: CairoImageSurface, width: Int, height: Int, by tint: ReplicaSettings.Tint, opacity: Double
    ) {
        let alpha = tint.a * min(1, max(0, opacity))
        func fixed(_ v: Double) -> UInt32 { UInt32((v * 65536).rounded()) }
        let (fr, fg, fb, fa) = (fixed(tint.r * alpha), fixed(tint.g * alpha), fixed(tint.b * alpha), fixed(alpha))
        let base = UnsafeMutableRawPointer(surface.data)
        for y in 0..<min(height, surface.height) {
            let row = (base + y * surface.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<min(width, surface.width) {
                let p = row[x]
                guard p != 0 else { continue }
                // (Shifts bind tighter than products in Swift: the sums are parenthesized.)
                let a = ((p >> 24) * fa + 32768) >> 16
                let r = (((p >> 16) & 0xFF) * fr + 32768) >> 16
                let g = (((p >> 8) & 0xFF) * fg + 32768) >> 16
                let b = ((p & 0xFF) * fb + 32768) >> 16
                row[x] = (a << 24) | (r << 16) | (g << 8) | b
            }
        }
    }
}

extension PixelRect {
    /// The smallest rectangle containing both.
    func union(_ other: PixelRect) -> PixelRect {
        let x0 = min(x, other.x), y0 = min(y, other.y)
        let x1 = max(x + width, other.x + other.width), y1 = max(y + height, other.y + other.height)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension RenderTree {
    /// The children of node `index` in pre-order (the tree's order, unsorted).
    func directChildren(of index: Int) -> [Int] {
        var children: [Int] = []
        var i = index + 1
        while i < nodes[index].subtreeEnd {
            children.append(i)
            i = nodes[i].subtreeEnd
        }
        return children
    }
}

extension LayerCompositor {
    /// `drawReplicas` inside the replicator's `masksToBounds` clip, as `drawBody` clips sublayers.
    func drawClippedReplicas(_ index: Int, _ node: RenderNode, map: Homography, target: RenderTarget, depth: Int) {
        guard node.state.masksToBounds else { return drawReplicas(index, map: map, target: target, depth: depth) }
        let cr = target.cairo
        cairo_save(cr)
        var m = map.cairoMatrix
        cairo_set_matrix(cr, &m)
        ShapePath.roundedRect(cr, node.state.bounds, radius: node.state.cornerRadius, corners: node.state.maskedCorners)
        cairo_clip(cr)
        var clipped = target
        clipped.direct = nil
        drawReplicas(index, map: map, target: clipped, depth: depth)
        cairo_restore(cr)
    }
}
