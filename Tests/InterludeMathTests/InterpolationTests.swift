import Foundation
import InterludeMath
import InterludeTestSupport
import Testing

@Suite("Interpolatable")
struct InterpolationTests {
    // Values whose linear blend at 1 would round (0.1 + (0.7 − 0.1)·1 != 0.7).
    let from = 0.1
    let to = 0.7

    @Test("numbers return their endpoints bit for bit and blend linearly between and beyond")
    func numbers() {
        #expect(Double.interpolate(from: from, to: to, fraction: 0).bitPattern == from.bitPattern)
        #expect(Double.interpolate(from: from, to: to, fraction: 1).bitPattern == to.bitPattern)
        #expect(CGFloat.interpolate(from: CGFloat(from), to: CGFloat(to), fraction: 1) == CGFloat(to))
        for (fraction, expected) in [(0.5, 0.4), (-0.5, -0.2), (1.5, 1.0)] {
            expectClose(
                Double.interpolate(from: from, to: to, fraction: fraction), expected, tolerance: Tolerance.oneRounding)
        }
        #expect(Double.interpolate(from: .infinity, to: .infinity, fraction: 0.5) == .infinity)
    }

    @Test("points, sizes, rects and vectors blend component-wise with exact endpoints")
    func geometry() {
        let a = CGRect(x: 0.1, y: 0.2, width: 0.3, height: 0.7)
        let b = CGRect(x: 10.7, y: -3.3, width: 100.1, height: 0.9)
        #expect(CGRect.interpolate(from: a, to: b, fraction: 0) == a)
        #expect(CGRect.interpolate(from: a, to: b, fraction: 1) == b)
        let middle = CGRect.interpolate(from: a, to: b, fraction: 0.5)
        expectClose(middle.origin, CGPoint(x: 5.4, y: -1.55), tolerance: 1e-14)
        expectClose(middle.width, 50.2, tolerance: 1e-13)
        let p = CGPoint.interpolate(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 10, y: 0), fraction: 1.25)
        #expect(p == CGPoint(x: 12.5, y: -2.5))
        #expect(
            CGSize.interpolate(from: .zero, to: CGSize(width: 4, height: 8), fraction: 0.25)
                == CGSize(width: 1, height: 2))
        #expect(
            CGVector.interpolate(from: CGVector(dx: 1, dy: 1), to: CGVector(dx: 3, dy: -1), fraction: 0.5)
                == CGVector(dx: 2, dy: 0))
        let v = CGVector(dx: 0.3, dy: 0.6)
        #expect(CGVector.interpolate(from: .zero, to: v, fraction: 1) == v)
    }

    @Test("identity to a quarter turn at 0.5 is an eighth turn with unit scale (turns, does not shrink)")
    func affineTurns() {
        let half = CGAffineTransform.interpolate(
            from: .identity, to: CGAffineTransform(rotationAngle: .pi / 2), fraction: 0.5)
        expectClose(half, CGAffineTransform(rotationAngle: .pi / 4), tolerance: Tolerance.oneRounding)
        let parts = half.decomposed()
        expectClose(parts.scale.width, 1, tolerance: Tolerance.oneRounding)
        expectClose(parts.scale.height, 1, tolerance: Tolerance.oneRounding)
    }

    @Test("rotation takes the shorter way round")
    func shorterWay() {
        let degrees = CGFloat.pi / 180
        let from = CGAffineTransform(rotationAngle: 170 * degrees)
        let to = CGAffineTransform(rotationAngle: -170 * degrees)
        let middle = CGAffineTransform.interpolate(from: from, to: to, fraction: 0.5)
        expectClose(middle, CGAffineTransform(rotationAngle: .pi), tolerance: 1e-15)
        let quarter = CGAffineTransform.interpolate(from: from, to: to, fraction: 0.25)
        expectClose(quarter, CGAffineTransform(rotationAngle: 175 * degrees), tolerance: 1e-15)
    }

    @Test("translation and scale blend linearly; endpoints are exact; fractions extrapolate")
    func affineParts() {
        let target = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 100, y: 50))
        let middle = CGAffineTransform.interpolate(from: .identity, to: target, fraction: 0.5)
        expectClose(middle, CGAffineTransform(a: 1.5, b: 0, c: 0, d: 1.5, tx: 50, ty: 25), tolerance: 1e-14)
        let beyond = CGAffineTransform.interpolate(from: .identity, to: target, fraction: 1.5)
        expectClose(beyond, CGAffineTransform(a: 2.5, b: 0, c: 0, d: 2.5, tx: 150, ty: 75), tolerance: 1e-13)
        let odd = CGAffineTransform(a: 0.1, b: 0.7, c: -0.3, d: 0.9, tx: 0.1, ty: 0.2)
        #expect(CGAffineTransform.interpolate(from: odd, to: target, fraction: 0) == odd)
        #expect(CGAffineTransform.interpolate(from: odd, to: target, fraction: 1) == target)
    }

    @Test("a flip squeezes through zero width instead of tumbling")
    func flip() {
        let middle = CGAffineTransform.interpolate(
            from: .identity, to: CGAffineTransform(scaleX: -1, y: 1), fraction: 0.5)
        expectClose(middle, CGAffineTransform(a: 0, b: 0, c: 0, d: 1, tx: 0, ty: 0), tolerance: Tolerance.oneRounding)
    }

    @Test("flips on different axes turn while staying flipped")
    func flipToFlip() {
        let from = CGAffineTransform(scaleX: -1, y: 1)
        let to = CGAffineTransform(scaleX: 1, y: -1)
        for fraction in stride(from: 0.1, to: 1, by: 0.1) {
            let t = CGAffineTransform.interpolate(from: from, to: to, fraction: fraction)
            expectClose(t.determinant, -1, tolerance: 1e-15, "fraction \(fraction)")
        }
    }

    @Test("3-D identity to a quarter turn about y at 0.5 is an eighth turn")
    func transform3DTurns() {
        let half = CATransform3D.interpolate(
            from: CATransform3DIdentity, to: CATransform3DMakeRotation(.pi / 2, 0, 1, 0), fraction: 0.5)
        expectClose(half, CATransform3DMakeRotation(.pi / 4, 0, 1, 0), tolerance: Tolerance.oneRounding)
    }

    @Test("3-D affine endpoints animate exactly like the affine transform")
    func transform3DAffinePath() {
        let a = CGAffineTransform(scaleX: 0.5, y: 2).rotated(by: 0.4).translatedBy(x: 10, y: 3)
        let b = CGAffineTransform(rotationAngle: -2.8).scaledBy(x: -1, y: 1)
        for fraction in [-0.25, 0.3, 0.5, 0.8, 1.2] {
            let viaAffine = CATransform3DMakeAffineTransform(
                CGAffineTransform.interpolate(from: a, to: b, fraction: fraction))
            let via3D = CATransform3D.interpolate(
                from: CATransform3DMakeAffineTransform(a), to: CATransform3DMakeAffineTransform(b), fraction: fraction)
            #expect(via3D == viaAffine, "fraction \(fraction)")
        }
    }

    // Translation along x keeps m44 = 1; a z translation under perspective changes m44, and the
    // decomposition normalises it away (CSS semantics), so the blend is of the normalised matrices.
    @Test("3-D translation, rotation and scale blend under a fixed perspective")
    func transform3DParts() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let from = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 0), perspective)
        let to = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), CATransform3DMakeTranslation(100, 0, 0)),
            perspective)
        let expected = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeRotation(.pi / 4, 0, 1, 0), CATransform3DMakeTranslation(50, 0, 0)),
            perspective)
        expectClose(CATransform3D.interpolate(from: from, to: to, fraction: 0.5), expected, tolerance: 1e-13)
        let scaled = CATransform3D.interpolate(
            from: CATransform3DMakeScale(1, 1, 1), to: CATransform3DMakeScale(2, 3, 4), fraction: 0.5)
        expectClose(scaled, CATransform3DMakeScale(1.5, 2, 2.5), tolerance: 1e-15)
    }

    @Test("3-D endpoints are exact and undecomposable ends switch at one half")
    func transform3DEdges() {
        let a = CATransform3DMakeRotation(0.3, 1, 2, 3)
        let b = CATransform3DMakeTranslation(0.1, 0.2, 0.7)
        #expect(CATransform3D.interpolate(from: a, to: b, fraction: 0) == a)
        #expect(CATransform3D.interpolate(from: a, to: b, fraction: 1) == b)
        let zero = CATransform3D()
        #expect(CATransform3D.interpolate(from: a, to: zero, fraction: 0.49) == a)
        #expect(CATransform3D.interpolate(from: a, to: zero, fraction: 0.5) == zero)
    }

    @Test("scaling to zero shrinks smoothly (pop-out)")
    func scaleToZero() {
        let middle = CATransform3D.interpolate(
            from: CATransform3DIdentity, to: CATransform3DMakeScale(0, 0, 1), fraction: 0.5)
        expectClose(middle, CATransform3DMakeScale(0.5, 0.5, 1), tolerance: Tolerance.oneRounding)
        let deep = CATransform3D.interpolate(
            from: CATransform3DIdentity, to: CATransform3DMakeScale(0, 0, 0), fraction: 0.5)
        expectClose(deep, CATransform3DMakeScale(0.5, 0.5, 0.5), tolerance: Tolerance.oneRounding)
    }
}
