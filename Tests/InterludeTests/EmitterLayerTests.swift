import Foundation
import Testing
@testable import InterludeUIKit

/// `CAEmitterLayer` and `CAEmitterCell` as QuartzCore's `CAEmitterLayer.h` / `CAEmitterCell.h` and
/// Apple's pages (https://developer.apple.com/documentation/quartzcore/caemitterlayer,
/// https://developer.apple.com/documentation/quartzcore/caemittercell, and the emitter-shape
/// constants' pages) give them: their defaults, key-value coding, and the particles of the
/// closed-form simulation (Interlude's rules where Apple gives none; see the Decisions article).
@MainActor
@Suite("CAEmitterLayer and CAEmitterCell")
struct EmitterLayerTests {
    /// A cell born `rate` times a second, living `lifetime` seconds.
    private func cell(rate: Float = 10, lifetime: Float = 5, _ configure: (CAEmitterCell) -> Void = { _ in }) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.birthRate = rate
        cell.lifetime = lifetime
        configure(cell)
        return cell
    }

    private func particles(
        _ cells: [CAEmitterCell], at t: Double, _ configure: (CAEmitterLayer) -> Void = { _ in }
    ) -> [EmitterParticle] {
        let layer = CAEmitterLayer()
        layer.emitterCells = cells
        configure(layer)
        return layer.particles(presented: layer.modelState, atLocalTime: t)
    }

    @Test("layer defaults: multipliers 1, point shape, volume mode, unordered, zero geometry, seed 0")
    func layerDefaults() {
        let layer = CAEmitterLayer()
        #expect(layer.emitterCells == nil && layer.seed == 0)
        #expect(layer.birthRate == 1 && layer.lifetime == 1 && layer.velocity == 1 && layer.scale == 1 && layer.spin == 1)
        #expect(layer.emitterPosition == .zero && layer.emitterZPosition == 0)
        #expect(layer.emitterSize == .zero && layer.emitterDepth == 0)
        #expect(layer.emitterShape == .point && layer.emitterMode == .volume && layer.renderMode == .unordered)
        #expect(CAEmitterLayer.defaultValue(forKey: "lifetime") as? Float == 1)
        #expect(CAEmitterLayer.defaultValue(forKey: "emitterShape") as? CAEmitterLayerEmitterShape == .point)
        #expect(
            CAEmitterLayerEmitterShape.sphere.rawValue == "sphere" && CAEmitterLayerRenderMode.additive.rawValue == "additive")
        #expect(CAEmitterLayerEmitterMode.outline.rawValue == "outline")
    }

    @Test("cell defaults: enabled, nothing born, scale 1, opaque white, the unit contents rectangle, linear filters")
    func cellDefaults() {
        let cell = CAEmitterCell()
        #expect(cell.isEnabled && cell.name == nil && cell.birthRate == 0 && cell.lifetime == 0)
        #expect(cell.scale == 1 && cell.contentsScale == 1 && cell.speed == 1 && cell.duration == 0)
        #expect(cell.color == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(cell.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(cell.minificationFilter == "linear" && cell.magnificationFilter == "linear")
        #expect(cell.minificationFilterBias == 0 && cell.contents == nil)
        #expect(CAEmitterCell.defaultValue(forKey: "scale") as? CGFloat == 1)
        #expect(CAEmitterCell.defaultValue(forKey: "birthRate") as? Float == 0)
        #expect(CAEmitterCell.defaultValue(forKey: "color") as? CGColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(CAEmitterCell.defaultValue(forKey: "noSuchKey") == nil)
        #expect(cell.shouldArchiveValue(forKey: "birthRate"))
    }

    @Test("key-value coding reaches the emitter's properties")
    func keyValueCoding() {
        let layer = CAEmitterLayer()
        layer.setValue(CGPoint(x: 3, y: 4), forKey: "emitterPosition")
        #expect(layer.emitterPosition == CGPoint(x: 3, y: 4))
        layer.setValue("circle", forKey: "emitterShape")
        #expect(layer.emitterShape == .circle)
        layer.setValue(0, forKey: "birthRate")
        #expect(layer.birthRate == 0 && layer.value(forKey: "birthRate") as? Float == 0)
        layer.setValue(42, forKey: "seed")
        #expect(layer.seed == 42)
        let cells = [CAEmitterCell()]
        layer.setValue(cells, forKey: "emitterCells")
        #expect(layer.emitterCells?.first === cells[0])
    }

    @Test("particle k is born when the emitted count reaches k: birthRate × time, from the layer's time 0")
    func birthSchedule() {
        // 10 a second for 0.33 s: born at 0, 0.1, 0.2, 0.3.
        let born = particles([cell()], at: 0.33).map(\.birthTime)
        #expect(born.count == 4)
        for (k, t) in born.enumerated() { #expect(abs(t - Double(k) / 10) < 1e-12, "particle \(k) born at \(t)") }
        // The layer's birthRate multiplies the cell's.
        #expect(particles([cell()], at: 0.33) { $0.birthRate = 2 }.count == 7)
        #expect(particles([cell()], at: 0.33) { $0.birthRate = 0 }.isEmpty)
    }

    @Test("particles older than their lifetime are gone; the layer's lifetime multiplies it")
    func lifetimes() {
        // Born at 0…0.9 a tenth apart, living 0.5 s: at 1.0 those born after 0.5 remain.
        let alive = particles([cell(lifetime: 0.5)], at: 1).map(\.index)
        #expect(alive == [6, 7, 8, 9, 10])
        #expect(particles([cell(lifetime: 0.5)], at: 1) { $0.lifetime = 2 }.count == 10)
    }

    @Test("a cell's beginTime and duration bound its emission; its speed runs its time faster")
    func cellTiming() {
        let late = particles([cell { $0.beginTime = 1 }], at: 1.25).map(\.birthTime)
        #expect(late.count == 3)
        for (k, t) in late.enumerated() { #expect(abs(t - (1 + Double(k) / 10)) < 1e-12, "particle \(k) born at \(t)") }
        let brief = particles([cell { $0.duration = 0.2 }], at: 1)
        #expect(brief.count == 2)
        let fast = particles([cell { $0.speed = 2 }], at: 0.33)
        #expect(fast.count == 7)
        #expect(particles([cell { $0.isEnabled = false }], at: 1).isEmpty)
    }

    @Test("position is birth point + v·t + ½·a·t², along emissionLongitude; scale, spin and colour move linearly")
    func closedForm() {
        let moving = cell(rate: 1) {
            $0.velocity = 10
            $0.emissionLongitude = .pi / 2
            $0.xAcceleration = 4
            $0.scaleSpeed = 0.5
            $0.spin = 2
            $0.alphaSpeed = -0.25
            $0.redSpeed = -2
        }
        let p = particles([moving], at: 0.5) { $0.emitterPosition = CGPoint(x: 5, y: 6) }[0]
        #expect(abs(p.x - (5 + 0.5)) < 1e-9 && abs(p.y - (6 + 5)) < 1e-9 && p.z == 0)
        #expect(abs(p.scale - 1.25) < 1e-12 && abs(p.rotation - 1) < 1e-12)
        #expect(abs(p.alpha - 0.875) < 1e-12 && p.red == 0 && p.green == 1)
        // The layer's multipliers scale speed, scale and spin.
        let q = particles([moving], at: 0.5) {
            $0.velocity = 2; $0.scale = 2; $0.spin = 0
        }[0]
        #expect(abs(q.y - 10) < 1e-9 && abs(q.scale - 2.25) < 1e-12 && q.rotation == 0)
    }

    @Test("ranges spread values within value ± range, the same for the same seed, differently for another")
    func seededRanges() {
        let spread = cell(rate: 50) {
            $0.velocity = 10
            $0.velocityRange = 5
            $0.emissionRange = .pi / 2
            $0.scaleRange = 0.5
            $0.alphaRange = 0.2
            $0.color = CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        }
        let first = particles([spread], at: 1) { $0.seed = 1 }
        #expect(first == particles([spread], at: 1) { $0.seed = 1 })
        #expect(first != particles([spread], at: 1) { $0.seed = 2 })
        for p in first {
            let age = 1 - p.birthTime
            let distance = (p.x * p.x + p.y * p.y).squareRoot()
            #expect(distance >= 5 * age - 1e-9 && distance <= 15 * age + 1e-9)
            // Within the quarter-turn cone around the x axis.
            if distance > 1e-9 { #expect(abs(atan2(p.y, p.x)) <= .pi / 4 + 1e-9) }
            #expect(p.scale >= 0.5 && p.scale <= 1.5 && p.alpha >= 0.3 - 1e-6 && p.alpha <= 0.7 + 1e-6)
        }
        #expect(Set(first.map(\.scale)).count > 10)
    }

    @Test("particles are the same whether the time is reached at once or a frame at a time")
    func pureFunctionOfTime() {
        let spread = cell(rate: 30, lifetime: 1) {
            $0.velocityRange = 20; $0.emissionRange = 2 * .pi; $0.yAcceleration = 9
        }
        let layer = CAEmitterLayer()
        layer.emitterCells = [spread]
        var last: [EmitterParticle] = []
        for k in 0...120 { last = layer.particles(presented: layer.modelState, atLocalTime: Double(k) / 60) }
        #expect(last == layer.particles(presented: layer.modelState, atLocalTime: 2))
    }

    @Test("a sub-cell is emitted by each particle while it lives, from where the particle is")
    func subCells() {
        let trail = cell(rate: 10, lifetime: 5)
        let rocket = cell(rate: 1, lifetime: 1) {
            $0.velocity = 10
            $0.emitterCells = [trail]
        }
        let early = particles([rocket], at: 0.55)
        // The rocket (flattened index 0) and six trail particles (index 1) born at 0…0.5 where it was.
        #expect(early.filter { $0.cell == 0 }.count == 1)
        let trails = early.filter { $0.cell == 1 }
        #expect(trails.count == 6)
        for p in trails { #expect(abs(p.x - 10 * p.birthTime) < 1e-9, "trail born at \(p.birthTime) is at \(p.x)") }
        // The first rocket died at 1 s and stopped emitting; its trail lives on. The second, born at
        // 1 s, has emitted six by 1.5 s.
        let later = particles([rocket], at: 1.5).filter { $0.cell == 1 }
        #expect(later.filter { $0.birthTime < 1 }.count == 10)
        #expect(later.filter { $0.birthTime >= 1 }.count == 6)
        #expect(EmitterSimulation.flattened([rocket, cell()]).count == 3)
    }

    @Test("a sub-cell's beginTime and duration count from its parent particle's birth")
    func subCellTiming() {
        let burst = cell(rate: 10, lifetime: 5) {
            $0.beginTime = 0.5
            $0.duration = 0.1
        }
        let rocket = cell(rate: 1, lifetime: 1) {
            $0.velocity = 10
            $0.emitterCells = [burst]
        }
        let bursts = particles([rocket], at: 2.9).filter { $0.cell == 1 }
        // One burst particle per rocket, 0.5 s after its birth, 5 points along.
        #expect(bursts.map(\.birthTime) == [0.5, 1.5, 2.5])
        for p in bursts { #expect(abs(p.x - 5) < 1e-9) }
    }

    @Test("an emitter in a window keeps its clock busy (hosts keep drawing) until it leaves the window")
    func keepsClockBusy() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        window.advance(by: 0.1)
        #expect(!window.clock.hasPendingWork)
        let container = CALayer()
        let emitter = CAEmitterLayer()
        container.addSublayer(emitter)
        window.layer.addSublayer(container)
        window.advance(by: 1.0 / 60)
        #expect(window.clock.hasPendingWork)
        emitter.removeFromSuperlayer()
        window.advance(by: 1.0 / 60)
        #expect(!window.clock.hasPendingWork)
        window.layer.addSublayer(emitter)
        window.advance(by: 1.0 / 60)
        #expect(window.clock.hasPendingWork)
    }

    @Test("shapes: line along x, rectangle outline on its edges, circle of radius emitterSize.width, sphere inside it")
    func shapes() {
        let many = cell(rate: 100, lifetime: 10)
        func points(_ shape: CAEmitterLayerEmitterShape, _ mode: CAEmitterLayerEmitterMode) -> [EmitterParticle] {
            particles([many], at: 0.5) { layer in
                layer.emitterShape = shape
                layer.emitterMode = mode
                layer.emitterPosition = CGPoint(x: 100, y: 50)
                layer.emitterSize = CGSize(width: 20, height: 10)
                layer.emitterDepth = 4
            }
        }
        for p in points(.line, .volume) { #expect(p.y == 50 && p.x >= 90 && p.x <= 110) }
        for p in points(.line, .points) { #expect(p.x == 90 || p.x == 110) }
        for p in points(.rectangle, .outline) {
            #expect(abs(p.x - 90) < 1e-9 || abs(p.x - 110) < 1e-9 || abs(p.y - 45) < 1e-9 || abs(p.y - 55) < 1e-9)
        }
        for p in points(.rectangle, .surface) { #expect(abs(p.x - 100) <= 10 && abs(p.y - 50) <= 5) }
        for p in points(.circle, .outline) {
            #expect(abs(((p.x - 100) * (p.x - 100) + (p.y - 50) * (p.y - 50)).squareRoot() - 20) < 1e-9)
        }
        for p in points(.circle, .surface) { #expect(((p.x - 100) * (p.x - 100) + (p.y - 50) * (p.y - 50)).squareRoot() <= 20) }
        for p in points(.sphere, .volume) {
            #expect(((p.x - 100) * (p.x - 100) + (p.y - 50) * (p.y - 50) + p.z * p.z).squareRoot() <= 20 + 1e-9)
        }
        #expect(points(.sphere, .volume).contains { abs($0.z) > 1 })
        for p in points(.cuboid, .volume) { #expect(abs(p.x - 100) <= 10 && abs(p.y - 50) <= 5 && abs(p.z) <= 2) }
        for p in points(.point, .volume) { #expect(p.x == 100 && p.y == 50) }
    }
}
