/// A value of an emitter layer's `birthRate` and the local time from which it holds.
package struct EmitterRateChange: Equatable, Sendable {
    /// The layer's local time the value was set at (−∞: from the start).
    package var time: Double
    /// The multiplier, 0 or more.
    package var rate: Double
}

/// What of an emitter layer its particles depend on, as presented at one time.
package struct EmitterSettings {
    var shape: CAEmitterLayerEmitterShape
    var mode: CAEmitterLayerEmitterMode
    /// `emitterPosition` and `emitterZPosition`.
    var position: (x: Double, y: Double, z: Double)
    /// `emitterSize` and `emitterDepth`.
    var size: (width: Double, height: Double, depth: Double)
    var birthRates: [EmitterRateChange]
    /// The lifetime, velocity, scale and spin multipliers.
    var lifetime: Double, velocity: Double, scale: Double, spin: Double
    var seed: UInt32
}

/// One living particle at the time asked for.
package struct EmitterParticle: Equatable {
    /// The index of its cell in the layer's cells and their sub-cells, depth first
    /// (`EmitterSimulation.flattened(_:)`): without sub-cells, in the layer's `emitterCells`.
    package var cell: Int
    /// Its place in the birth order of its cell (of its parent particle's, for a sub-cell's)
    /// (0 is the first born).
    package var index: Int
    /// When it was born, in the layer's local time.
    package var birthTime: Double
    /// Where its centre is, in the layer's coordinates (z towards the viewer).
    package var x: Double, y: Double, z: Double
    /// The size of its image relative to the image's own, 0 or more.
    package var scale: Double
    /// How far it has turned, in radians (clockwise on a UIKit screen).
    package var rotation: Double
    /// The colour its image is multiplied by, each component within 0…1.
    package var red: Double, green: Double, blue: Double, alpha: Double
}

/// The particles of an emitter at any local time, in closed form: nothing is stepped, so a time
/// asked directly gives what a run of frames reaching it gives.
///
/// Cell c (with birth rate r, the layer's multiplier m(τ) and speed s) has emitted
/// N(τ) = ∫ r·m·s dτ particles by layer time τ, counted over the cell's active interval from the
/// layer's time 0; particle k is born when N reaches k. Its random values are draws in −1…1 (or
/// 0…1) from a generator seeded by (seed, c, k), made in a fixed order. With age a (seconds of the
/// cell's time since birth) it sits at birth point + v·a + ½·acceleration·a², its scale is its
/// initial scale + scaleSpeed·a, its turn spin·a, its colour its initial colour + speed·a (kept
/// within 0…1); it lives while a < its lifetime.
///
/// A cell's `emitterCells` are emitted by each of its particles the same way, while the particle
/// lives: their time starts at its birth, they are born where it is, and their draws are seeded
/// by the particle's seed, the sub-cell's index and their own number.
package struct EmitterSimulation {
    let emitter: EmitterSettings
    /// Every cell, sub-cells included, depth first: a particle's `cell` indexes this.
    let nodes: [Node]
    /// The indices in `nodes` of the layer's own cells.
    let roots: [Int]

    /// A cell and where its sub-cells are in `nodes`.
    struct Node {
        let cell: CAEmitterCell
        var children: [Int] = []
        /// Seconds of layer time (at the cell's speed) over which a particle of the cell or one of
        /// its descendants can still be alive after the cell's particle is born.
        var reach = 0.0
    }

    /// The most particles one cell of one emitter is drawn with (the youngest), so that a very
    /// large birth rate times lifetime cannot stall a frame.
    package static let maximumParticlesPerCell = 100_000
    /// How close to a whole number an emitted count is taken as that number: far below a
    /// particle, far above the rounding of a few time subtractions.
    static let countTolerance = 1e-9
    /// How deep sub-cells are followed (a cell that holds itself stops here).
    static let maximumDepth = 8

    package init(emitter: EmitterSettings, cells: [CAEmitterCell]) {
        self.emitter = emitter
        var nodes: [Node] = []
        roots = Self.add(cells, depth: 0, to: &nodes, lifetime: emitter.lifetime)
        self.nodes = nodes
    }

    /// The layer's cells and their sub-cells, depth first, as particles' `cell` numbers them.
    package static func flattened(_ cells: [CAEmitterCell]) -> [CAEmitterCell] {
        var nodes: [Node] = []
        _ = add(cells, depth: 0, to: &nodes, lifetime: 1)
        return nodes.map(\.cell)
    }

    /// Appends `cells` and their sub-cells to `nodes`, depth first; returns their indices.
    private static func add(_ cells: [CAEmitterCell], depth: Int, to nodes: inout [Node], lifetime: Double) -> [Int] {
        guard depth < maximumDepth else { return [] }
        var indices: [Int] = []
        for cell in cells {
            let index = nodes.count
            nodes.append(Node(cell: cell))
            let children = add(cell.emitterCells ?? [], depth: depth + 1, to: &nodes, lifetime: lifetime)
            let life = (Double(cell.lifetime) + abs(Double(cell.lifetimeRange))) * lifetime
            let speed = Double(cell.speed)
            let own = speed > 0 && life.isFinite ? max(0, life) / speed : 0
            // A sub-particle is born while its parent lives, and may outlive it.
            nodes[index].children = children
            nodes[index].reach = own + (children.map { nodes[$0].reach }.max() ?? 0)
            indices.append(index)
        }
        return indices
    }

    /// The living particles at layer local time `t`, cell after cell, each cell's in birth order
    /// (a particle's sub-particles follow it).
    package func particles(atLocalTime t: Double) -> [EmitterParticle] {
        var result: [EmitterParticle] = []
        guard t >= 0 else { return result }
        for (c, root) in roots.enumerated() {
            emit(
                root, seed: { k in ParticleDraws.key(seed: emitter.seed, cell: c, particle: k) }, from: 0, until: .infinity,
                origin: nil, atLocalTime: t, to: &result)
        }
        return result
    }

    /// Appends the particles of `nodes[n]` emitted from layer time `start` (its time 0) to `stop`,
    /// alive at `t`, and theirs: particle k's draws come from `seed(k)`, its birth point from
    /// `origin` (the parent particle's position at a layer time) or, without one, the emitter shape.
    private func emit(
        _ n: Int, seed: (Int) -> UInt64, from start: Double, until stop: Double,
        origin: ((Double) -> (x: Double, y: Double, z: Double))?, atLocalTime t: Double, to result: inout [EmitterParticle]
    ) {
        let node = nodes[n], cell = node.cell
        let speed = Double(cell.speed), rate = Double(cell.birthRate)
        guard cell.isEnabled, speed > 0, speed.isFinite, rate > 0, rate.isFinite, node.reach > 0, node.reach.isFinite
        else { return }
        // The cell's active interval in layer time: its own time runs from 0 to its active duration.
        let begin = max(start, start + cell.beginTime - cell.timeOffset / speed)
        let end = min(stop, start + cell.beginTime + (cell.activeDuration - cell.timeOffset) / speed)
        // Births before this layer time have no particle alive at `t`, nor descendants.
        let oldest = t - node.reach
        var emitted = 0.0
        let first = result.count
        let changes = emitter.birthRates
        for (j, change) in changes.enumerated() {
            let from = max(begin, change.time)
            let to = min(end, t, j + 1 < changes.count ? changes[j + 1].time : .infinity)
            guard to >= from else {
                if from > t { break } else { continue }
            }
            let perSecond = rate * change.rate * speed
            guard perSecond > 0 else { continue }
            let last = to >= t
            let count = perSecond * (to - from)
            var k = max(emitted, emitted + perSecond * (oldest - from)).rounded(.up)
            k = max(k, (emitted + count).rounded(.down) - Double(Self.maximumParticlesPerCell))
            // (Counts within `countTolerance` of a whole number are taken as it: 10 a second over
            // 1.5…1.6 s is one birth, though the float difference makes it 1.0000000000000009.)
            while k < emitted + count - Self.countTolerance || (last && k <= emitted + count + Self.countTolerance) {
                let birth = from + (k - emitted) / perSecond
                let key = seed(Int(k))
                var draws = ParticleDraws(key: key)
                let motion = ParticleMotion(of: cell, settings: emitter, draws: &draws)
                let place = origin?(birth) ?? birthPoint(&draws)
                let age = max(0, (t - birth) * speed)
                if age < motion.lifetime {
                    result.append(motion.particle(cell: n, number: Int(k), bornAt: birth, from: place, age: age))
                }
                for (j, child) in node.children.enumerated() {
                    emit(
                        child, seed: { ParticleDraws.key(parent: key, subCell: j, particle: $0) }, from: birth,
                        until: birth + max(0, motion.lifetime) / speed,
                        origin: { motion.position(from: place, age: ($0 - birth) * speed) }, atLocalTime: t, to: &result)
                }
                k += 1
            }
            emitted += count
            if last { break }
        }
        let overflow = result.count - first - Self.maximumParticlesPerCell
        if overflow > 0 { result.removeSubrange(first..<first + overflow) }
    }

    /// Where a particle is born on the emitter shape, by the emitter mode.
    private func birthPoint(_ draws: inout ParticleDraws) -> (x: Double, y: Double, z: Double) {
        let p = emitter.position
        let (w, h) = (emitter.size.width, emitter.size.height)
        let (u, v, s) = (draws.unit(), draws.unit(), draws.unit())
        let mode = emitter.mode
        switch emitter.shape {
        case .line:
            if mode == .points { return (p.x + (u < 0.5 ? -w : w) / 2, p.y, p.z) }
            return (p.x + (u - 0.5) * w, p.y, p.z)
        case .rectangle:
            switch mode {
            case .points: return (p.x + (u < 0.5 ? -w : w) / 2, p.y + (v < 0.5 ? -h : h) / 2, p.z)
            case .outline:
                // A point along the perimeter, from the top-left corner clockwise.
                var along = u * 2 * (w + h)
                let (x0, y0) = (p.x - w / 2, p.y - h / 2)
                if along < w { return (x0 + along, y0, p.z) }
                along -= w
                if along < h { return (x0 + w, y0 + along, p.z) }
                along -= h
                if along < w { return (x0 + w - along, y0 + h, p.z) }
                return (x0, y0 + h - (along - w), p.z)
            default: return (p.x + (u - 0.5) * w, p.y + (v - 0.5) * h, p.z)
            }
        case .cuboid: return cuboidPoint(u, v, s, draws.unit())
        case .circle:
            let angle = 2 * Double.pi * u
            let radius: Double
            switch mode {
            case .points: return (p.x, p.y, p.z)
            case .outline: radius = w
            default: radius = w * v.squareRoot()
            }
            return (p.x + radius * cos(angle), p.y + radius * sin(angle), p.z)
        case .sphere:
            if mode == .points { return (p.x, p.y, p.z) }
            // Uniform over the sphere's surface, or through its volume.
            let angle = 2 * Double.pi * u, height = 2 * v - 1
            let ring = (1 - height * height).squareRoot()
            let radius = mode == .volume ? w * pow(s, 1.0 / 3) : w
            return (p.x + radius * ring * cos(angle), p.y + radius * ring * sin(angle), p.z + radius * height)
        default: return (p.x, p.y, p.z)
        }
    }

    /// A point of the cuboid: a corner, a point on an edge or a face (picked in proportion to
    /// their lengths or areas), or inside it.
    private func cuboidPoint(_ u: Double, _ v: Double, _ s: Double, _ pick: Double) -> (x: Double, y: Double, z: Double) {
        let p = emitter.position
        let half = (emitter.size.width / 2, emitter.size.height / 2, emitter.size.depth / 2)
        func side(_ bit: Int) -> Double { Int(pick * 8) & bit == 0 ? -1 : 1 }
        switch emitter.mode {
        case .points: return (p.x + side(1) * half.0, p.y + side(2) * half.1, p.z + side(4) * half.2)
        case .outline:
            // An edge along x, y or z (four of each), by length.
            let total = half.0 + half.1 + half.2
            guard total > 0 else { return (p.x, p.y, p.z) }
            let along = (2 * u - 1)
            switch s * total {
            case ..<half.0: return (p.x + along * half.0, p.y + side(1) * half.1, p.z + side(2) * half.2)
            case ..<(half.0 + half.1): return (p.x + side(1) * half.0, p.y + along * half.1, p.z + side(2) * half.2)
            default: return (p.x + side(1) * half.0, p.y + side(2) * half.1, p.z + along * half.2)
            }
        case .surface:
            // A face across x, y or z (two of each), by area.
            let areas = (half.1 * half.2, half.0 * half.2, half.0 * half.1)
            let total = areas.0 + areas.1 + areas.2
            guard total > 0 else { return (p.x, p.y, p.z) }
            let (a, b) = (2 * u - 1, 2 * v - 1)
            switch s * total {
            case ..<areas.0: return (p.x + side(1) * half.0, p.y + a * half.1, p.z + b * half.2)
            case ..<(areas.0 + areas.1): return (p.x + a * half.0, p.y + side(1) * half.1, p.z + b * half.2)
            default: return (p.x + a * half.0, p.y + b * half.1, p.z + side(1) * half.2)
            }
        default: return (p.x + (2 * u - 1) * half.0, p.y + (2 * v - 1) * half.1, p.z + (2 * s - 1) * half.2)
        }
    }
}

/// What a particle's draws fix at its birth: how long it lives, how it moves, turns, grows and
/// changes colour.
struct ParticleMotion {
    /// Seconds of its cell's time it lives.
    let lifetime: Double
    let velocity: (x: Double, y: Double, z: Double)
    let acceleration: (x: Double, y: Double, z: Double)
    let scale: Double, scaleSpeed: Double, spin: Double
    let color: (red: Double, green: Double, blue: Double, alpha: Double)
    let colorSpeed: (red: Double, green: Double, blue: Double, alpha: Double)

    /// Draws, in order, the lifetime, speed, longitude, scale, spin and the four colour components.
    init(of cell: CAEmitterCell, settings emitter: EmitterSettings, draws: inout ParticleDraws) {
        lifetime = (Double(cell.lifetime) + Double(cell.lifetimeRange) * draws.signed()) * emitter.lifetime
        let speed = (Double(cell.velocity) + Double(cell.velocityRange) * draws.signed()) * emitter.velocity
        let longitude = Double(cell.emissionLongitude) + Double(cell.emissionRange) / 2 * draws.signed()
        let latitude = Double(cell.emissionLatitude)
        velocity = (
            speed * cos(latitude) * cos(longitude), speed * cos(latitude) * sin(longitude), speed * sin(latitude)
        )
        acceleration = (Double(cell.xAcceleration), Double(cell.yAcceleration), Double(cell.zAcceleration))
        scale = (Double(cell.scale) + Double(cell.scaleRange) * draws.signed()) * emitter.scale
        scaleSpeed = Double(cell.scaleSpeed)
        spin = (Double(cell.spin) + Double(cell.spinRange) * draws.signed()) * emitter.spin
        let base = cell.color.map { (Double($0.red), Double($0.green), Double($0.blue), Double($0.alpha)) } ?? (1, 1, 1, 1)
        color = (
            base.0 + Double(cell.redRange) * draws.signed(), base.1 + Double(cell.greenRange) * draws.signed(),
            base.2 + Double(cell.blueRange) * draws.signed(), base.3 + Double(cell.alphaRange) * draws.signed()
        )
        colorSpeed = (Double(cell.redSpeed), Double(cell.greenSpeed), Double(cell.blueSpeed), Double(cell.alphaSpeed))
    }

    /// Where the particle born at `origin` is `age` seconds later.
    func position(from origin: (x: Double, y: Double, z: Double), age: Double) -> (x: Double, y: Double, z: Double) {
        let half = age * age / 2
        return (
            origin.x + velocity.x * age + acceleration.x * half, origin.y + velocity.y * age + acceleration.y * half,
            origin.z + velocity.z * age + acceleration.z * half
        )
    }

    /// The particle `age` seconds old.
    func particle(cell: Int, number: Int, bornAt birth: Double, from origin: (x: Double, y: Double, z: Double), age: Double)
        -> EmitterParticle
    {
        func clamped(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        let p = position(from: origin, age: age)
        return EmitterParticle(
            cell: cell, index: number, birthTime: birth, x: p.x, y: p.y, z: p.z,
            scale: max(0, scale + scaleSpeed * age), rotation: spin * age,
            red: clamped(color.red + colorSpeed.red * age), green: clamped(color.green + colorSpeed.green * age),
            blue: clamped(color.blue + colorSpeed.blue * age), alpha: clamped(color.alpha + colorSpeed.alpha * age))
    }
}

/// The random values of one particle: SplitMix64 from a state made of (seed, cell, particle) —
/// for a sub-particle, of (its parent's state, sub-cell, particle) — so that each particle's draws
/// depend on nothing else.
struct ParticleDraws {
    private var state: UInt64

    init(key: UInt64) {
        state = key
        _ = next()
    }

    /// The key of particle `particle` of the layer's cell `cell`.
    static func key(seed: UInt32, cell: Int, particle: Int) -> UInt64 {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
        state ^= UInt64(truncatingIfNeeded: cell) &* 0xC2B2_AE3D_27D4_EB4F
        state ^= UInt64(truncatingIfNeeded: particle) &* 0x1656_67B1_9E37_79F9
        return state
    }

    /// The key of particle `particle` of sub-cell `subCell` of the particle whose key is `parent`.
    static func key(parent: UInt64, subCell: Int, particle: Int) -> UInt64 {
        var draws = ParticleDraws(key: parent ^ (UInt64(truncatingIfNeeded: subCell) &+ 1) &* 0xD6E8_FEB8_6659_FD93)
        return draws.next() ^ UInt64(truncatingIfNeeded: particle) &* 0x1656_67B1_9E37_79F9
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A draw uniform in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// A draw uniform in −1..<1.
    mutating func signed() -> Double { 2 * unit() - 1 }
}
