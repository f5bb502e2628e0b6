import Foundation
import Testing
@testable import InterludeUIKit
import InterludeRender

/// `CAEmitterLayer` drawn, as QuartzCore's `CAEmitterLayer.h` and Apple's pages
/// (https://developer.apple.com/documentation/quartzcore/caemitterlayer,
/// https://developer.apple.com/documentation/quartzcore/caemittercell) describe it: particles are
/// drawn above the layer's background; each shows its cell's `contents` multiplied by its
/// colour; "the simulation starts at layer's beginTime"; `additive` "uses additive compositing",
/// the other render modes source-over; a particle lives `lifetime` seconds.
@MainActor
@Suite("CAEmitterLayer drawing")
struct EmitterLayerRenderTests {
    private let white = RGBA(255, 255, 255)

    /// A 4 × 4-pixel opaque white image.
    static let square: CGImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }.cgImage!
    }()

    /// A cell showing `square`, born once a second, living 10 s, unmoving, of `color`.
    private func cell(_ color: UIColor = .red, _ configure: (CAEmitterCell) -> Void = { _ in }) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.contents = Self.square
        cell.birthRate = 1
        cell.lifetime = 10
        cell.color = color.cgColor
        configure(cell)
        return cell
    }

    /// A 100 × 100 emitter at (50, 50) in a window of `background`, with `cells`.
    private func emitter(
        background: UIColor = .white, _ cells: [CAEmitterCell], _ configure: (CAEmitterLayer) -> Void = { _ in }
    ) -> (UIWindow, CAEmitterLayer) {
        let window = makeWhiteWindow()
        window.backgroundColor = background
        CATransaction.setDisableActions(true)
        let layer = CAEmitterLayer()
        layer.frame = window.bounds
        layer.emitterPosition = CGPoint(x: 50, y: 50)
        layer.emitterCells = cells
        configure(layer)
        CATransaction.flush()
        window.layer.addSublayer(layer)
        return (window, layer)
    }

    @Test("a still particle shows its image multiplied by its colour, centred on emitterPosition")
    func tintedSquare() {
        let (window, _) = emitter([cell(.red)])
        let frame = window.renderFrame(scale: 1)
        for (x, y) in [(48, 48), (51, 51), (49, 50)] { expectPixel(frame, x, y, RGBA(255, 0, 0), tolerance: 0) }
        for (x, y) in [(47, 50), (52, 50), (50, 47), (50, 52)] { expectPixel(frame, x, y, white, tolerance: 0) }
    }

    @Test("a particle moves v·t along emissionLongitude (π/2: down the screen)")
    func movesAlongLongitude() {
        let (window, _) = emitter([
            cell {
                $0.velocity = 40; $0.emissionLongitude = .pi / 2
            }
        ])
        window.advance(to: 0.5)
        let frame = window.renderFrame(scale: 1)
        // Born at 0, 0.5 s old: 20 points down; the next is born at 1 s.
        expectPixel(frame, 50, 70, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(frame, 50, 50, white, tolerance: 0)
    }

    @Test("acceleration adds ½·a·t²")
    func accelerates() {
        let (window, _) = emitter([cell { $0.xAcceleration = 40 }])
        window.advance(to: 1)
        let frame = window.renderFrame(scale: 1)
        // The first particle, 1 s old, is 20 points right; the second is born now at the centre.
        expectPixel(frame, 70, 50, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(frame, 50, 50, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(frame, 60, 50, white, tolerance: 0)
    }

    @Test("a particle is gone once its lifetime has passed")
    func lifetimeEnds() {
        let (window, _) = emitter([cell { $0.lifetime = 0.5 }])
        window.advance(to: 0.25)
        expectPixel(window.renderFrame(scale: 1), 50, 50, RGBA(255, 0, 0), tolerance: 0)
        window.advance(to: 0.75)
        expectPixel(window.renderFrame(scale: 1), 50, 50, white, tolerance: 0)
    }

    @Test("a birth rate of 0, the cell's or the layer's, draws nothing")
    func zeroBirthRate() {
        let (window, _) = emitter([cell { $0.birthRate = 0 }])
        window.advance(to: 0.5)
        expectPixel(window.renderFrame(scale: 1), 50, 50, white, tolerance: 0)
        let (other, _) = emitter([cell()]) { $0.birthRate = 0 }
        other.advance(to: 0.5)
        expectPixel(other.renderFrame(scale: 1), 50, 50, white, tolerance: 0)
    }

    @Test("setting the layer's birthRate to 0 stops emission and lets the living particles go on")
    func stoppingKeepsParticles() {
        let (window, layer) = emitter([
            cell {
                $0.velocity = 40; $0.emissionLongitude = .pi / 2; $0.birthRate = 2
            }
        ])
        window.advance(to: 0.25)
        layer.birthRate = 0
        window.advance(to: 1)
        let frame = window.renderFrame(scale: 1)
        // The particle born at 0 is 40 points down; none was born at 0.5.
        expectPixel(frame, 50, 90, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(frame, 50, 70, white, tolerance: 0)
        expectPixel(frame, 50, 50, white, tolerance: 0)
    }

    @Test("alphaSpeed fades the particle: its colour is multiplied at the alpha reached")
    func alphaSpeedFades() {
        let (window, _) = emitter([cell { $0.alphaSpeed = -0.5 }])
        window.advance(to: 0.5)
        // Alpha 0.75 red over white.
        expectPixel(window.renderFrame(scale: 1), 50, 50, RGBA(255, 64, 64), tolerance: 1)
    }

    @Test("additive render mode adds overlapping particles; unordered paints them over each other")
    func additive() {
        let dim = UIColor(red: 0.4, green: 0, blue: 0, alpha: 1)
        let (over, _) = emitter(background: .black, [cell(dim), cell(dim)])
        expectPixel(over.renderFrame(scale: 1), 50, 50, RGBA(102, 0, 0), tolerance: 1)
        let (added, _) = emitter(background: .black, [cell(dim), cell(dim)]) { $0.renderMode = .additive }
        expectPixel(added.renderFrame(scale: 1), 50, 50, RGBA(204, 0, 0), tolerance: 1)
    }

    @Test("oldestFirst draws the youngest particle on top, oldestLast the oldest")
    func birthOrder() {
        let cells = { [self.cell(.red), self.cell(.blue) { $0.beginTime = 0.5 }] }
        let (first, _) = emitter(cells()) { $0.renderMode = .oldestFirst }
        first.advance(to: 0.75)
        expectPixel(first.renderFrame(scale: 1), 50, 50, RGBA(0, 0, 255), tolerance: 0)
        let (last, _) = emitter(cells()) { $0.renderMode = .oldestLast }
        last.advance(to: 0.75)
        expectPixel(last.renderFrame(scale: 1), 50, 50, RGBA(255, 0, 0), tolerance: 0)
    }

    @Test("backToFront draws the particle with the larger z on top")
    func backToFront() {
        let near = cell(.blue) {
            $0.velocity = 10; $0.emissionLatitude = .pi / 2
        }
        let (window, _) = emitter([near, cell(.red)]) { $0.renderMode = .backToFront }
        window.advance(to: 0.5)
        // The blue particle moved towards the viewer (z 5), not across the screen.
        expectPixel(window.renderFrame(scale: 1), 50, 50, RGBA(0, 0, 255), tolerance: 0)
    }

    @Test("scale sizes the image: scale 2 draws an 8-point square")
    func scaled() {
        let (window, _) = emitter([cell { $0.scale = 2 }])
        let frame = window.renderFrame(scale: 1)
        for x in [46, 53] { expectPixel(frame, x, 50, RGBA(255, 0, 0), tolerance: 0) }
        for x in [45, 54] { expectPixel(frame, x, 50, white, tolerance: 0) }
    }

    @Test("a frame rendered after 1/60 s steps is byte for byte the frame rendered by jumping to it")
    func steppingMatchesJumping() {
        func configure(_ cell: CAEmitterCell) {
            cell.birthRate = 37
            cell.lifetime = 2
            cell.lifetimeRange = 0.5
            cell.velocity = 30
            cell.velocityRange = 20
            cell.emissionRange = 2 * .pi
            cell.yAcceleration = 15
            cell.scaleRange = 0.5
            cell.spin = 1
            cell.spinRange = 2
            cell.alphaSpeed = -0.3
            cell.redRange = 0.5
        }
        let (stepped, _) = emitter([cell(.orange, configure)]) { $0.seed = 7 }
        for k in 1...90 {
            stepped.advance(to: Double(k) / 60)
            if k % 20 == 0 { _ = stepped.renderFrame(scale: 2) }
        }
        let (jumped, _) = emitter([cell(.orange, configure)]) { $0.seed = 7 }
        jumped.advance(to: 1.5)
        let a = stepped.renderFrame(scale: 2), b = jumped.renderFrame(scale: 2)
        #expect(a.pngData() == b.pngData())
        let (reseeded, _) = emitter([cell(.orange, configure)]) { $0.seed = 8 }
        reseeded.advance(to: 1.5)
        #expect(reseeded.renderFrame(scale: 2).pngData() != a.pngData())
    }

    @Test("a sub-cell's particles show their own image where their parent particle was")
    func subCellDrawn() {
        // An invisible parent (no contents) moving right, emitting one still red particle at 0.5 s.
        let parent = CAEmitterCell()
        parent.birthRate = 1
        parent.lifetime = 1
        parent.velocity = 40
        parent.emitterCells = [
            cell(.red) {
                $0.beginTime = 0.5; $0.duration = 0.1
            }
        ]
        let (window, _) = emitter([parent])
        window.advance(to: 0.9)
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 70, 50, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(frame, 50, 50, white, tolerance: 0)
        expectPixel(frame, 86, 50, white, tolerance: 0)
    }

    @Test("contentsRect picks part of the image and the nearest magnification filter keeps its pixels hard")
    func contentsRectAndFilter() {
        // A 2 × 2 image: red, green on top; blue, white below. Its top-right quarter, green, at scale 8.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let quad = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { ctx in
            for (color, x, y) in [(UIColor.red, 0, 0), (.green, 1, 0), (.blue, 0, 1), (.white, 1, 1)] {
                color.setFill()
                ctx.fill(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }.cgImage!
        let green = cell(.white) {
            $0.contents = quad
            $0.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
            $0.scale = 8
            $0.magnificationFilter = CALayerContentsFilter.nearest.rawValue
        }
        let (window, _) = emitter(background: .black, [green])
        let frame = window.renderFrame(scale: 1)
        for (x, y) in [(46, 46), (53, 53), (50, 50)] { expectPixel(frame, x, y, RGBA(0, 255, 0), tolerance: 0) }
        for (x, y) in [(45, 50), (54, 50)] { expectPixel(frame, x, y, RGBA(0, 0, 0), tolerance: 0) }
    }

    @Test("spin turns the image: a quarter turn stands a 4 × 2 bar on end")
    func spins() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let bar = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }.cgImage!
        let turning = cell(.red) {
            $0.contents = bar
            $0.birthRate = 0.5
            $0.spin = .pi / 2
        }
        let (window, _) = emitter([turning])
        window.advance(to: 1)
        let frame = window.renderFrame(scale: 1)
        // Upright, the bar covers x 49…51, y 48…52 (it covered x 48…52, y 49…51 unturned).
        for (x, y) in [(49, 48), (50, 51)] { expectPixel(frame, x, y, RGBA(255, 0, 0), tolerance: 2) }
        for (x, y) in [(48, 49), (51, 50)] { expectPixel(frame, x, y, white, tolerance: 2) }
    }

    @Test("masksToBounds clips particles to the bounds")
    func clipped() {
        let (window, layer) = emitter([cell { $0.velocity = 40 }]) { layer in
            layer.frame = CGRect(x: 0, y: 0, width: 60, height: 100)
            layer.masksToBounds = true
        }
        _ = layer
        window.advance(to: 0.5)
        // 20 points right of 50: beyond the 60-point bounds.
        expectPixel(window.renderFrame(scale: 1), 70, 50, white, tolerance: 0)
    }
}
