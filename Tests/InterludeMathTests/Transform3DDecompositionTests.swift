import Foundation
import InterludeMath
import InterludeTestSupport
import Testing

@Suite("CATransform3D decomposition")
struct Transform3DDecompositionTests {
    /// Expects `t` to survive decompose → recompose to `relative` × its largest entry.
    func expectRoundTrip(
        _ t: CATransform3D, relative: Double, _ note: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let parts = t.decomposed() else {
            Issue.record("\(t.elements) did not decompose \(note)", sourceLocation: sourceLocation)
            return
        }
        let tolerance = relative * max(1, t.elements.map(abs).max()!)
        expectClose(CATransform3D(parts), t, tolerance: tolerance, note, sourceLocation: sourceLocation)
    }

    @Test("recomposes seeded random matrices without perspective to 1e-12 relative")
    func randomAffine3D() {
        var random = SplitMix64(seed: 31)
        for index in 0..<500 {
            expectRoundTrip(random3D(&random, perspective: false), relative: 1e-12, "seed 31, matrix \(index)")
        }
    }

    @Test("recomposes seeded random matrices with perspective to 1e-12 relative")
    func randomPerspective() {
        var random = SplitMix64(seed: 32)
        for index in 0..<500 {
            expectRoundTrip(random3D(&random, perspective: true), relative: 1e-12, "seed 32, matrix \(index)")
        }
    }

    @Test("recovers the parts it was built from (seeded random parts, flips included)")
    func recoversParts() {
        var random = SplitMix64(seed: 33)
        for index in 0..<300 {
            let axis = SIMD3(random.uniform(-1...1), random.uniform(-1...1), random.uniform(-1...1))
            let flip: Double = random.uniform(0...1) < 0.5 ? -1 : 1
            let parts = Transform3DDecomposition(
                translation: SIMD3(random.uniform(-50...50), random.uniform(-50...50), random.uniform(-50...50)),
                scale: SIMD3(
                    random.uniform(0.2...3) * flip, random.uniform(0.2...3) * flip, random.uniform(0.2...3) * flip),
                skew: SIMD3(random.uniform(-0.5...0.5), random.uniform(-0.5...0.5), random.uniform(-0.5...0.5)),
                rotation: Quaternion(angle: random.uniform(-3...3), axis: axis))
            guard let back = CATransform3D(parts).decomposed() else {
                Issue.record("seed 33, parts \(index) did not decompose")
                continue
            }
            let note = "seed 33, parts \(index)"
            let recovered = [back.translation, back.scale, back.skew]
            let original = [parts.translation, parts.scale, parts.skew]
            for (actual, expected) in zip(recovered, original) {
                for lane in 0..<3 { expectClose(actual[lane], expected[lane], tolerance: 1e-12, note) }
            }
            let sign: Double = (back.rotation.vector * parts.rotation.vector).sum() < 0 ? -1 : 1
            for lane in 0..<4 {
                expectClose(back.rotation.vector[lane], sign * parts.rotation.vector[lane], tolerance: 1e-12, note)
            }
        }
    }

    @Test("a quarter turn about y decomposes to the quaternion (0, sin π/4, 0, cos π/4)")
    func quarterTurn() throws {
        let parts = try #require(CATransform3DMakeRotation(.pi / 2, 0, 1, 0).decomposed())
        let half = Double.pi / 4
        let expected = Quaternion(x: 0, y: sin(half), z: 0, w: cos(half))
        for lane in 0..<4 {
            expectClose(parts.rotation.vector[lane], expected.vector[lane], tolerance: Tolerance.oneRounding)
        }
        #expect(parts.scale == .one && parts.skew == .zero && parts.translation == .zero)
    }

    @Test("half turns about diagonal axes round-trip (Shepperd's method keeps the axis signs)")
    func halfTurns() {
        for axis in [(1.0, -1.0, 0.0), (1, 1, 0), (0, 1, -1), (1, -2, 3), (-1, 0, 1)] {
            expectRoundTrip(CATransform3DMakeRotation(.pi, axis.0, axis.1, axis.2), relative: 1e-15, "axis \(axis)")
        }
    }

    @Test("m34 perspective decomposes to the perspective column")
    func perspectiveColumn() throws {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        let parts = try #require(t.decomposed())
        #expect(parts.perspective == SIMD4(0, 0, -1.0 / 500, 1))
        #expect(parts.rotation == .identity)
    }

    @Test("the homogeneous factor m44 is divided out")
    func homogeneous() throws {
        let doubled = CATransform3DConcat(CATransform3DMakeTranslation(2, 4, 6), CATransform3DMakeScale(1, 1, 1))
        var scaled = doubled
        scaled.m41 *= 2
        scaled.m42 *= 2
        scaled.m43 *= 2
        scaled.m44 = 2
        scaled.m11 = 2
        scaled.m22 = 2
        scaled.m33 = 2
        #expect(try #require(scaled.decomposed()).translation == SIMD3(2, 4, 6))
    }

    // Rows: zero scales (pop-in animations); the missing axis must not become a half turn.
    @Test(
        "zero scales decompose with the identity rotation",
        arguments: [(0.0, 0.0, 1.0), (1, 0, 1), (0, 1, 1), (1, 1, 0), (0, 0, 0), (2, 0, 3)]
            as [(Double, Double, Double)])
    func zeroScales(scale: (Double, Double, Double)) throws {
        let t = CATransform3DMakeScale(scale.0, scale.1, scale.2)
        let parts = try #require(t.decomposed())
        #expect(parts.rotation == .identity)
        #expect(parts.scale == SIMD3(scale.0, scale.1, scale.2))
        #expect(CATransform3D(parts) == t)
    }

    @Test("cannot decompose when m44 is 0 or a non-zero row repeats an earlier one")
    func undecomposable() {
        #expect(CATransform3D().decomposed() == nil)
        var parallel = CATransform3DIdentity
        (parallel.m21, parallel.m22) = (2, 0)
        #expect(parallel.decomposed() == nil)
    }

    @Test("the default decomposition is the identity")
    func identity() {
        #expect(CATransform3D(Transform3DDecomposition()) == CATransform3DIdentity)
        #expect(CATransform3DIdentity.decomposed() == Transform3DDecomposition())
    }
}

extension Quaternion {
    var vector: SIMD4<Double> { SIMD4(x, y, z, w) }
}
