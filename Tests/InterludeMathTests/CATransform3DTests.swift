import Foundation
import InterludeMath
import InterludeTestSupport
import Testing

@Suite("CATransform3D")
struct CATransform3DTests {
    /// Builds a transform from sixteen entries, row by row.
    static func matrix(_ e: [CGFloat]) -> CATransform3D {
        CATransform3D(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    @Test("CATransform3D() is all zeros, not the identity, as in Core Animation")
    func zeroInit() {
        #expect(CATransform3D().elements.allSatisfy { $0 == 0 })
        #expect(!CATransform3DIsIdentity(CATransform3D()))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(CATransform3DIdentity.elements == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(1, 1, 1), CATransform3DIdentity))
    }

    @Test("Concat multiplies a × b, a applied first (hand-computed)")
    func concatMatrix() {
        let a = Self.matrix([1, 2, 0, 0, 0, 1, 3, 0, 4, 0, 1, 0, 5, 6, 7, 1])
        let b = Self.matrix([2, 0, 0, 0, 0, 3, 0, 1, 1, 0, 1, 0, 0, 0, 2, 1])
        #expect(CATransform3DConcat(a, b) == Self.matrix([2, 6, 0, 2, 3, 3, 3, 1, 9, 0, 1, 0, 17, 18, 9, 7]))
        #expect(CATransform3DConcat(b, a) == Self.matrix([2, 4, 0, 0, 5, 9, 16, 1, 5, 2, 1, 0, 13, 6, 9, 1]))
    }

    @Test("Concat applies the first transform first")
    func concatOrder() {
        let translate = CATransform3DMakeTranslation(10, 0, 0)
        let scale = CATransform3DMakeScale(2, 2, 2)
        #expect(CATransform3DConcat(translate, scale).m41 == 20)
        #expect(CATransform3DConcat(scale, translate).m41 == 10)
    }

    @Test("Translate, Scale and Rotate prepend their operation")
    func prepending() {
        let base = CATransform3DConcat(CATransform3DMakeRotation(0.4, 1, 2, 3), CATransform3DMakeTranslation(1, 2, 3))
        #expect(
            CATransform3DTranslate(base, 4, 5, 6) == CATransform3DConcat(CATransform3DMakeTranslation(4, 5, 6), base))
        #expect(CATransform3DScale(base, 2, 3, 4) == CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), base))
        #expect(
            CATransform3DRotate(base, 0.5, 0, 1, 0)
                == CATransform3DConcat(CATransform3DMakeRotation(0.5, 0, 1, 0), base))
    }

    @Test("rotation about y by π/2 takes (1, 0, 0) to (0, 0, −1)")
    func rotationAboutY() {
        let p = CATransform3DMakeRotation(.pi / 2, 0, 1, 0).apply(to: (x: 1, y: 0, z: 0))
        expectClose(p.x, 0, tolerance: Tolerance.oneRounding)
        expectClose(p.y, 0, tolerance: Tolerance.oneRounding)
        expectClose(p.z, -1, tolerance: Tolerance.oneRounding)
        #expect(p.w == 1)
    }

    @Test("rotation about z is exactly the affine rotation")
    func rotationAboutZ() {
        for angle in [0.3, -1.2, 2.5, .pi / 2, .pi] as [CGFloat] {
            let rotation = CATransform3DMakeRotation(angle, 0, 0, 1)
            #expect(rotation == CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle)))
            #expect(CATransform3DIsAffine(rotation))
        }
    }

    @Test("rotation normalises its axis and treats a zero axis as the identity")
    func rotationAxis() {
        expectClose(
            CATransform3DMakeRotation(0.8, 0, 0, 5), CATransform3DMakeRotation(0.8, 0, 0, 1),
            tolerance: Tolerance.oneRounding)
        expectClose(
            CATransform3DMakeRotation(0.8, 2, 2, 1), CATransform3DMakeRotation(0.8, 2.0 / 3, 2.0 / 3, 1.0 / 3),
            tolerance: Tolerance.oneRounding * 2)
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test("Invert gives the inverse of seeded random matrices")
    func invert() {
        var random = SplitMix64(seed: 99)
        for index in 0..<200 {
            let t = random3D(&random, perspective: true)
            let identity = CATransform3DIdentity
            // Relative to the largest entry (the translation, up to 200).
            let tolerance = 1e-13 * t.elements.map(abs).max()!
            expectClose(
                CATransform3DConcat(t, CATransform3DInvert(t)), identity, tolerance: tolerance, "seed 99, \(index)")
            expectClose(
                CATransform3DConcat(CATransform3DInvert(t), t), identity, tolerance: tolerance, "seed 99, \(index)")
        }
        expectClose(
            CATransform3DInvert(CATransform3DMakeTranslation(1, 2, 3)), CATransform3DMakeTranslation(-1, -2, -3),
            tolerance: 0)
    }

    @Test("Invert returns a singular matrix unchanged")
    func singularInvert() {
        #expect(CATransform3DInvert(CATransform3D()) == CATransform3D())
        #expect(CATransform3DInvert(CATransform3DMakeScale(0, 1, 1)) == CATransform3DMakeScale(0, 1, 1))
    }

    @Test("m34 perspective scales a point by 1 / (1 − z/d) (hand-computed)")
    func perspective() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        #expect(t.apply(to: (x: 0, y: 0, z: 100)).w == 0.8)
        let p = t.project((x: 100, y: 50, z: 100))
        expectClose(p.x, 125, tolerance: 1e-12)
        expectClose(p.y, 62.5, tolerance: 1e-12)
        expectClose(p.z, 125, tolerance: 1e-12)
        #expect(t.project(CGPoint(x: 30, y: 40)) == CGPoint(x: 30, y: 40))
    }

    @Test("a card turned about y by π/3 in perspective shows its edge nearer the centre")
    func turnedCard() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let turned = CATransform3DConcat(CATransform3DMakeRotation(.pi / 3, 0, 1, 0), perspective)
        // (100, 0, 0) turns to (50, 0, −86.6); the far point is divided by w = 1 + 86.6/500.
        let expectedX = 100 * cos(Double.pi / 3) / (1 + 100 * sin(Double.pi / 3) / 500)
        let projected = turned.project(CGPoint(x: 100, y: 0))
        expectClose(projected.x, CGFloat(expectedX), tolerance: 1e-12)
        expectClose(projected.y, 0, tolerance: 1e-12)
    }

    @Test("affine transforms convert both ways exactly")
    func affineConversions() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
        #expect(t.elements == [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
        var withPerspective = t
        withPerspective.m34 = -0.002
        #expect(!CATransform3DIsAffine(withPerspective))
        #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
    }
}

/// A random well-conditioned 3-D transform: a perturbed identity with translation, and optionally
/// perspective terms.
func random3D(_ random: inout SplitMix64, perspective: Bool) -> CATransform3D {
    func near(_ value: CGFloat) -> CGFloat { value + CGFloat(random.uniform(-0.8...0.8)) }
    func small() -> CGFloat { perspective ? CGFloat(random.uniform(-0.003...0.003)) : 0 }
    return CATransform3D(
        m11: near(1), m12: near(0), m13: near(0), m14: small(),
        m21: near(0), m22: near(1), m23: near(0), m24: small(),
        m31: near(0), m32: near(0), m33: near(1), m34: small(),
        m41: CGFloat(random.uniform(-200...200)), m42: CGFloat(random.uniform(-200...200)),
        m43: CGFloat(random.uniform(-200...200)), m44: 1)
}
