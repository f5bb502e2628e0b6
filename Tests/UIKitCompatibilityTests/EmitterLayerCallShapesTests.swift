import QuartzCore
import Testing
import UIKit

// CAEmitterLayer and CAEmitterCell as iOS code uses them (Swift 5 mode, `import UIKit`), with the
// declarations of Apple's pages (https://developer.apple.com/documentation/quartzcore/caemitterlayer:
// `emitterCells: [CAEmitterCell]?`, `birthRate`/`lifetime`/`velocity`/`scale`/`spin: Float`,
// `emitterPosition: CGPoint`, `emitterSize: CGSize`, `emitterZPosition`/`emitterDepth: CGFloat`,
// `emitterShape: CAEmitterLayerEmitterShape`, `emitterMode: CAEmitterLayerEmitterMode`,
// `renderMode: CAEmitterLayerRenderMode`, `seed: UInt32`;
// https://developer.apple.com/documentation/quartzcore/caemittercell: `init()`, `Float` rates,
// ranges and colour speeds, `CGFloat` geometry, `color: CGColor?`, `contents: Any?`,
// `minificationFilter`/`magnificationFilter: String`, `emitterCells: [CAEmitterCell]?`, `defaultValue(forKey:)`,
// `shouldArchiveValue(forKey:)`, CAMediaTiming).

/// A confetti view as iOS apps write it: cells made in a loop from coloured images, an emitter
/// along the top edge, and a stop that sets the birth rate to 0.
final class ConfettiView: UIView {
    let emitter = CAEmitterLayer()
    let colors: [UIColor] = [.red, .green, .blue, .yellow]

    func start() {
        emitter.emitterPosition = CGPoint(x: bounds.midX, y: -10)
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: bounds.width, height: 1)
        emitter.beginTime = CACurrentMediaTime()
        var cells = [CAEmitterCell]()
        for color in colors {
            let cell = CAEmitterCell()
            cell.birthRate = 6
            cell.lifetime = 14.0
            cell.lifetimeRange = 0
            cell.color = color.cgColor
            cell.velocity = CGFloat(350)
            cell.velocityRange = CGFloat(80)
            cell.emissionLongitude = CGFloat(Double.pi)
            cell.emissionRange = CGFloat(Double.pi / 4)
            cell.spin = CGFloat(3.5)
            cell.spinRange = CGFloat(4)
            cell.scaleRange = CGFloat(0.25)
            cell.scaleSpeed = CGFloat(-0.1)
            cell.alphaSpeed = -0.05
            cell.contents = UIImage(systemName: "star.fill")?.cgImage
            cells.append(cell)
        }
        emitter.emitterCells = cells
        layer.addSublayer(emitter)
    }

    func stop() { emitter.birthRate = 0 }
}

/// A cell subclass with a convenience initializer, as particle libraries write them.
final class SnowflakeCell: CAEmitterCell {
    convenience init(image: UIImage?) {
        self.init()
        contents = image?.cgImage
        birthRate = 10
        lifetime = 20
        yAcceleration = 20
        magnificationFilter = CALayerContentsFilter.nearest.rawValue
    }
}

/// Emitter cells are plain values: code off the main actor makes and configures them.
func makeSpark(rate: Float) -> CAEmitterCell {
    let spark = CAEmitterCell()
    spark.name = "spark"
    spark.birthRate = rate
    spark.beginTime = 0.5
    spark.duration = 0.1
    spark.redSpeed = 0.4
    spark.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 0.5)
    return spark
}

@MainActor
@Suite("iOS-style client code: emitter layers")
struct EmitterLayerCallShapesTests {
    @Test("the confetti idiom compiles, starts and stops")
    func confetti() {
        let view = ConfettiView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        view.start()
        #expect(view.emitter.emitterCells?.count == 4 && view.emitter.superlayer === view.layer)
        view.stop()
        #expect(view.emitter.birthRate == 0)
    }

    @Test("the snow idiom: a subclassed cell, a rectangle emitter in outline mode, additive drawing")
    func snow() {
        let emitter = CAEmitterLayer()
        emitter.emitterShape = .rectangle
        emitter.emitterMode = .outline
        emitter.renderMode = .additive
        emitter.emitterSize = CGSize(width: 320, height: 10)
        emitter.emitterZPosition = 10
        emitter.emitterDepth = 0
        emitter.lifetime = 2
        emitter.velocity = 1.5
        emitter.scale = 0.5
        emitter.spin = 1
        emitter.seed = UInt32.random(in: 0...UInt32.max)
        let flake: CAEmitterCell = SnowflakeCell(image: nil)
        flake.isEnabled = true
        flake.scale = 0.1
        flake.emissionLatitude = 0
        flake.zAcceleration = 0
        flake.xAcceleration = -5
        flake.minificationFilterBias = 0
        flake.contentsScale = 2
        let rocket = CAEmitterCell()
        rocket.emitterCells = [makeSpark(rate: 400)]
        emitter.emitterCells = [flake, makeSpark(rate: 40), rocket]
        #expect(emitter.emitterCells?[1].name == "spark" && rocket.emitterCells?.first?.name == "spark")
        #expect(flake.magnificationFilter == "nearest" && flake.minificationFilter == "linear")
        #expect(CAEmitterCell.defaultValue(forKey: "lifetime") != nil && flake.shouldArchiveValue(forKey: "lifetime"))
        let timing: CAMediaTiming = flake
        #expect(timing.speed == 1)
        let modes: [CAEmitterLayerRenderMode] = [.unordered, .oldestFirst, .oldestLast, .backToFront, .additive]
        let shapes: [CAEmitterLayerEmitterShape] = [.point, .line, .rectangle, .cuboid, .circle, .sphere]
        let emitterModes: [CAEmitterLayerEmitterMode] = [.points, .outline, .surface, .volume]
        #expect(modes.count == 5 && shapes.count == 6 && emitterModes.count == 4)
        #expect(CAEmitterLayerEmitterShape(rawValue: "sphere") == .sphere)
    }
}
