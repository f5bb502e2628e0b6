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
    /// The index of its cell in the layer's `emitterCells`.
    package var cell: Int
    /// Its place in its cell's birth order (0 is the first born).
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
package struct EmitterSimulation {
    let emitter: EmitterSettings
    let cells: [CAEmitterCell]

    /// The most particles one cell is drawn with (the youngest), so that a very large birth rate
    /// times lifetime cannot stall a frame.
    package static let maximumParticlesPerCell = 100_000

    package init(emitter: EmitterSettings, cells: [CAEmitterCell]) {
        self.emitter = emitter
        self.cells = cells
    }

    /// The living particles at layer local time `t`, cell after cell, each cell's in birth order.
    package func particles(atLocalTime t: Double) -> [EmitterParticle] {
        var result: [EmitterParticle] = []
        for (c, cell) in cells.enumerated() { appendParticles(of: cell, index: c, atLocalTime: t, to: &result) }
        return result
    }

    private func appendParticles(of cell: CAEmitterCell, index c: Int, atLocalTime t: Double, to result: inout [EmitterParticle])
    {
        let speed = Double(cell.speed), rate = Double(cell.birthRate)
        guard cell.isEnabled, speed > 0, speed.isFinite, rate > 0, rate.isFinite, t >= 0 else { return }
        let longestLife = (Double(cell.lifetime) + abs(Double(cell.lifetimeRange))) * emitter.lifetime
        guard longestLife > 0, longestLife.isFinite else { return }
        // The cell's active interval in layer time: its own time runs from 0 to its active duration.
        let begin = max(0, cell.beginTime - cell.timeOffset / speed)
        let end = cell.beginTime + (cell.activeDuration - cell.timeOffset) / speed
        // Births before this layer time are dead by `t`.
        let oldest = t - longestLife / speed
        var emitted = 0.0
        let start = result.count
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
            while k < emitted + count || (last && k <= emitted + count) {
                let birth = from + (k - emitted) / perSecond
                if let particle = particle(of: cell, index: c, number: Int(k), bornAt: birth, age: (t - birth) * speed) {
                    result.append(particle)
                }
                k += 1
            }
            emitted += count
            if last { break }
        }
        let overflow = result.count - start - Self.maximumParticlesPerCell
        if overflow > 0 { result.removeSubrange(start..<start + overflow) }
    }

    /// Particle `k` of cell `c`, born at layer time `birth` and `age` seconds old; nil once dead.
    private func particle(of cell: CAEmitterCell, index c: Int, number k: Int, bornAt birth: Double, age: Double)
        -> EmitterParticle?
    {
        var draws = ParticleDraws(seed: emitter.seed, cell: c, particle: k)
        let life = (Double(cell.lifetime) + Double(cell.lifetimeRange) * draws.signed()) * emitter.lifetime
        guard age >= 0, age < life else { return nil }
        let speed = (Double(cell.velocity) + Double(cell.velocityRange) * draws.signed()) * emitter.velocity
        let longitude = Double(cell.emissionLongitude) + Double(cell.emissionRange) / 2 * draws.signed()
        let latitude = Double(cell.emissionLatitude)
        let direction = (cos(latitude) * cos(longitude), cos(latitude) * sin(longitude), sin(latitude))
        let scale = (Double(cell.scale) + Double(cell.scaleRange) * draws.signed()) * emitter.scale
        let spin = (Double(cell.spin) + Double(cell.spinRange) * draws.signed()) * emitter.spin
        let base = cell.color.map { (Double($0.red), Double($0.green), Double($0.blue), Double($0.alpha)) } ?? (1, 1, 1, 1)
        func component(_ value: Double, _ range: Float, _ perSecond: Float, _ draw: Double) -> Double {
            let v = value + Double(range) * draw + Double(perSecond) * age
            return v.isNaN ? 0 : min(1, max(0, v))
        }
        let red = component(base.0, cell.redRange, cell.redSpeed, draws.signed())
        let green = component(base.1, cell.greenRange, cell.greenSpeed, draws.signed())
        let blue = component(base.2, cell.blueRange, cell.blueSpeed, draws.signed())
        let alpha = component(base.3, cell.alphaRange, cell.alphaSpeed, draws.signed())
        let origin = birthPoint(&draws)
        let half = age * age / 2
        return EmitterParticle(
            cell: c, index: k, birthTime: birth,
            x: origin.x + speed * direction.0 * age + Double(cell.xAcceleration) * half,
            y: origin.y + speed * direction.1 * age + Double(cell.yAcceleration) * half,
            z: origin.z + speed * direction.2 * age + Double(cell.zAcceleration) * half,
            scale: max(0, scale + Double(cell.scaleSpeed) * age), rotation: spin * age,
            red: red, green: green, blue: blue, alpha: alpha)
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

/// The random values of one particle: SplitMix64 from a state made of (seed, cell, particle), so
/// that each particle's draws depend on nothing else.
struct ParticleDraws {
    private var state: UInt64

    init(seed: UInt32, cell: Int, particle: Int) {
        state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
        state ^= UInt64(truncatingIfNeeded: cell) &* 0xC2B2_AE3D_27D4_EB4F
        state ^= UInt64(truncatingIfNeeded: particle) &* 0x1656_67B1_9E37_79F9
        _ = next()
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
