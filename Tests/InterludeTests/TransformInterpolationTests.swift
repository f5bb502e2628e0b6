import Foundation
import InterludeTestSupport
import Testing
@testable import InterludeQuartzCore

/// Animations decompose their transforms once, when added; every frame must still give exactly
/// what `CATransform3D.interpolate(from:to:fraction:)` gives.
@MainActor @Suite("Transforms decomposed once")
struct TransformInterpolationTests {
    nonisolated static var perspective: CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        return t
    }

    nonisolated static let pairs: [(CATransform3D, CATransform3D)] = [
        (CATransform3DIdentity, CATransform3DMakeRotation(.pi / 2, 0, 0, 1)),
        (CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(30, -12, 0)),
        (CATransform3DMakeScale(-1, 1, 1), CATransform3DMakeRotation(3, 0, 0, 1)),
        (CATransform3DIdentity, CATransform3DMakeRotation(.pi / 3, 0, 1, 0)),
        (CATransform3DConcat(CATransform3DMakeRotation(0.4, 1, 0, 0), perspective), CATransform3DMakeScale(1.5, 0.5, 2)),
        (CATransform3DMakeScale(0, 0, 1), CATransform3DIdentity),
        (CATransform3DMakeTranslation(5, 6, 7), CATransform3DMakeTranslation(5, 6, 7)),
    ]

    @Test("equals CATransform3D.interpolate bit for bit at every fraction", arguments: 0..<pairs.count)
    func matchesInterpolate(index: Int) {
        let (from, to) = Self.pairs[index]
        let prepared = TransformInterpolation(from: from, to: to)
        for fraction in [-0.25, 0, 1e-9, 0.1, 0.25, 0.5, 0.75, 0.999, 1, 1.3] {
            #expect(
                prepared.value(at: fraction) == CATransform3D.interpolate(from: from, to: to, fraction: fraction),
                "pair \(index) at \(fraction)")
        }
    }

    @Test("a keyframe transform animation shows the interpolated transform of its segment")
    func keyframeTransforms() {
        let window = makeWindow()
        let layer = CALayer()
        window.layer.addSublayer(layer)
        let spin = CAKeyframeAnimation(keyPath: "transform")
        let values = [CATransform3DIdentity, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), CATransform3DMakeScale(2, 2, 1)]
        spin.values = values
        spin.duration = 2
        layer.add(spin, forKey: "spin")
        window.advance(to: 0.5)
        #expect(layer.presentation()!.transform == CATransform3D.interpolate(from: values[0], to: values[1], fraction: 0.5))
        let halfTurn = layer.presentation()!.transform
        expectClose(Double(halfTurn.m11), cos(Double.pi / 4), tolerance: 1e-12)
        expectClose(Double(halfTurn.m12), sin(Double.pi / 4), tolerance: 1e-12)
        window.advance(to: 1.5)
        #expect(layer.presentation()!.transform == CATransform3D.interpolate(from: values[1], to: values[2], fraction: 0.5))
    }
}
