import Foundation
import InterludeMath
import InterludeTestSupport
import Testing

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    let sample = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

    @Test("init() and identity are the identity matrix")
    func identity() {
        #expect(CGAffineTransform() == .identity)
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform(translationX: 0, y: 1e-300).isIdentity)
    }

    @Test("rotation by π/2 maps the x axis to the y axis and the y axis to −x")
    func quarterTurn() {
        let rotation = CGAffineTransform(rotationAngle: .pi / 2)
        expectClose(CGPoint(x: 1, y: 0).applying(rotation), CGPoint(x: 0, y: 1), tolerance: Tolerance.oneRounding)
        expectClose(CGPoint(x: 0, y: 1).applying(rotation), CGPoint(x: -1, y: 0), tolerance: Tolerance.oneRounding)
    }

    @Test("concatenating multiplies row-vector matrices, self first (hand-computed)")
    func concatenationMatrix() {
        let other = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        #expect(sample.concatenating(other) == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
    }

    @Test("concatenating applies the receiver first")
    func concatenationOrder() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        #expect(CGPoint.zero.applying(translate.concatenating(scale)) == CGPoint(x: 20, y: 0))
        #expect(CGPoint.zero.applying(scale.concatenating(translate)) == CGPoint(x: 10, y: 0))
    }

    @Test("translatedBy, scaledBy and rotated prepend their operation, as Core Graphics does")
    func prependingOperations() {
        let base = CGAffineTransform(rotationAngle: 0.7).concatenating(CGAffineTransform(translationX: 3, y: -4))
        #expect(base.translatedBy(x: 5, y: 6) == CGAffineTransform(translationX: 5, y: 6).concatenating(base))
        #expect(base.scaledBy(x: 2, y: -3) == CGAffineTransform(scaleX: 2, y: -3).concatenating(base))
        #expect(base.rotated(by: 0.3) == CGAffineTransform(rotationAngle: 0.3).concatenating(base))
        // Hand-computed: translating first moves the point before the scale doubles it.
        let scaledThenTranslated = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint.zero.applying(scaledThenTranslated) == CGPoint(x: 20, y: 0))
    }

    @Test("inverted undoes the transform (hand-computed and seeded random)")
    func inverse() {
        let simple = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        #expect(simple.inverted() == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
        var random = SplitMix64(seed: 7)
        for index in 0..<200 {
            let t = randomAffine(&random)
            guard abs(t.determinant) > 0.1 else { continue }
            expectClose(t.concatenating(t.inverted()), .identity, tolerance: 1e-12, "seed 7, matrix \(index): \(t)")
            expectClose(t.inverted().concatenating(t), .identity, tolerance: 1e-12, "seed 7, matrix \(index): \(t)")
        }
    }

    @Test("inverted returns a singular transform unchanged")
    func singularInverse() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
    }

    @Test("point, size and rect applying follow the matrix (hand-computed)")
    func applying() {
        #expect(CGPoint(x: 1, y: 1).applying(sample) == CGPoint(x: 9, y: 12))
        #expect(CGSize(width: 1, height: 1).applying(sample) == CGSize(width: 4, height: 6))
        let moveAndScale = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 10))
        #expect(
            CGRect(x: 1, y: 2, width: 3, height: 4).applying(moveAndScale) == CGRect(x: 12, y: 16, width: 6, height: 12)
        )
    }

    @Test("rect applying a rotation gives the bounding box of the turned corners")
    func rectBoundingBox() {
        let turned = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        let expected = CGRect(x: -20, y: 0, width: 20, height: 10)
        for (actual, wanted) in [
            (turned.minX, expected.minX), (turned.minY, expected.minY),
            (turned.width, expected.width), (turned.height, expected.height),
        ] {
            expectClose(actual, wanted, tolerance: 1e-14)
        }
        let diamond = CGRect(x: -1, y: -1, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        expectClose(diamond.width, 2 * 2.0.squareRoot(), tolerance: 1e-14)
        expectClose(diamond.midX, 0, tolerance: 1e-15)
    }

    @Test("rect applying standardizes a negative size and leaves null alone")
    func rectEdgeCases() {
        let flipped = CGRect(x: 10, y: 10, width: -4, height: -2).applying(.identity)
        #expect(flipped == CGRect(x: 6, y: 8, width: 4, height: 2))
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
        let mirrored = CGRect(x: 1, y: 0, width: 2, height: 1).applying(CGAffineTransform(scaleX: -1, y: 1))
        #expect(mirrored == CGRect(x: -3, y: 0, width: 2, height: 1))
    }
}

/// A random affine transform with entries in −3…3 and translation in −100…100.
func randomAffine(_ random: inout SplitMix64) -> CGAffineTransform {
    CGAffineTransform(
        a: random.uniform(-3...3), b: random.uniform(-3...3), c: random.uniform(-3...3), d: random.uniform(-3...3),
        tx: random.uniform(-100...100), ty: random.uniform(-100...100))
}
