import QuartzCore
import Testing
import UIKit

// CAReplicatorLayer and CATransformLayer as iOS code uses them (Swift 5 mode, `import UIKit`),
// with the declarations of Apple's pages
// (https://developer.apple.com/documentation/quartzcore/careplicatorlayer: `instanceCount: Int`,
// `preservesDepth: Bool`, `instanceDelay: CFTimeInterval`, `instanceTransform: CATransform3D`,
// `instanceColor: CGColor?`, the four `Float` offsets;
// https://developer.apple.com/documentation/quartzcore/catransformlayer).

/// A view backed by a replicator, as activity indicators are written.
final class DotsView: UIView {
    override class var layerClass: AnyClass { CAReplicatorLayer.self }
    var replicator: CAReplicatorLayer { layer as! CAReplicatorLayer }
}

/// A replicator subclass observing its count, as open properties allow.
final class CountingReplicator: CAReplicatorLayer {
    var changes = 0
    override var instanceCount: Int { didSet { changes += 1 } }
}

@MainActor
@Suite("iOS-style client code: replicator and transform layers")
struct ReplicatorAndTransformLayerCallShapesTests {
    @Test("the activity-indicator idiom of Apple's instanceDelay page compiles and keeps its values")
    func activityIndicator() {
        let view = DotsView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let replicatorLayer: CAReplicatorLayer = view.replicator
        let circle = CALayer()
        circle.frame = CGRect(origin: .zero, size: CGSize(width: 10, height: 10))
        circle.backgroundColor = UIColor.blue.cgColor
        circle.cornerRadius = 5
        circle.position = CGPoint(x: 0, y: 50)
        replicatorLayer.addSublayer(circle)
        let fadeOut = CABasicAnimation(keyPath: "opacity")
        fadeOut.fromValue = 1
        fadeOut.toValue = 0
        fadeOut.duration = 1
        fadeOut.repeatCount = Float.greatestFiniteMagnitude
        circle.add(fadeOut, forKey: nil)
        let instanceCount = 30
        replicatorLayer.instanceCount = instanceCount
        replicatorLayer.instanceDelay = fadeOut.duration / CFTimeInterval(instanceCount)
        let angle = -CGFloat.pi * 2 / CGFloat(instanceCount)
        replicatorLayer.instanceTransform = CATransform3DMakeRotation(angle, 0, 0, 1)
        #expect(replicatorLayer.instanceCount == 30)
        #expect(abs(replicatorLayer.instanceDelay - 1.0 / 30) < 1e-12)
        #expect(replicatorLayer.instanceTransform.m12 != 0)
    }

    @Test("colour properties take CGColor and Float offsets")
    func colors() {
        let replicator = CAReplicatorLayer()
        replicator.instanceColor = UIColor.white.cgColor
        let offset: Float = -1.0 / 5
        replicator.instanceBlueOffset = offset
        replicator.instanceGreenOffset = offset
        replicator.instanceRedOffset = 0
        replicator.instanceAlphaOffset = -0.1
        let color: CGColor? = replicator.instanceColor
        #expect(color != nil)
        #expect(replicator.instanceBlueOffset == offset && replicator.instanceAlphaOffset == -0.1)
        replicator.preservesDepth = true
        #expect(replicator.preservesDepth)
    }

    @Test("a replicator subclass overrides instanceCount; copies are made with init(layer:)")
    func subclass() {
        let replicator = CountingReplicator()
        replicator.instanceCount = 3
        #expect(replicator.changes == 1 && replicator.instanceCount == 3)
        let copy = CAReplicatorLayer(layer: replicator)
        #expect(copy.instanceCount == 3)
    }

    @Test("a transform layer holds sublayers turned in 3-D")
    func transformLayer() {
        let cube = CATransformLayer()
        let face = CALayer()
        face.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        face.transform = CATransform3DMakeTranslation(0, 0, 50)
        cube.addSublayer(face)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        cube.transform = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        let layer: CALayer = cube
        #expect(layer.sublayers?.count == 1)
    }
}
