import Foundation
import InterludeMath
import InterludeTestSupport
import Testing

@Suite("CGAffineTransform decomposition")
struct AffineDecompositionTests {
    /// Round-trip error relative to the matrix's largest linear entry (at least 1).
    func expectRoundTrip(
        _ t: CGAffineTransform, _ note: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let scale = max(1, abs(t.a), abs(t.b), abs(t.c), abs(t.d))
        let tolerance = 1e-12 * Double(scale)
        expectClose(CGAffineTransform(t.decomposed()), t, tolerance: tolerance, note, sourceLocation: sourceLocation)
    }

    @Test("recomposes 1000 seeded random matrices to 1e-12 relative, flips included")
    func randomRoundTrip() {
        var random = SplitMix64(seed: 2024)
        var flips = 0
        for index in 0..<1000 {
            let t = randomAffine(&random)
            if t.determinant < 0 { flips += 1 }
            expectRoundTrip(t, "seed 2024, matrix \(index)")
            let parts = t.decomposed()
            #expect((parts.scale.width * parts.scale.height < 0) == (t.determinant < 0), "seed 2024, matrix \(index)")
            #expect(abs(parts.rotation) <= .pi, "seed 2024, matrix \(index)")
        }
        #expect(flips > 300)
    }

    @Test("recovers scale, rotation and translation applied in that order")
    func knownParts() {
        let t = CGAffineTransform(scaleX: 2, y: 3)
            .concatenating(CGAffineTransform(rotationAngle: 0.3))
            .concatenating(CGAffineTransform(translationX: 7, y: -8))
        let parts = t.decomposed()
        expectClose(parts.scale.width, 2, tolerance: Tolerance.oneRounding * 4)
        expectClose(parts.scale.height, 3, tolerance: Tolerance.oneRounding * 4)
        expectClose(parts.rotation, 0.3, tolerance: Tolerance.oneRounding)
        expectClose(parts.skew, 0, tolerance: Tolerance.oneRounding)
        #expect(parts.translation == CGPoint(x: 7, y: -8))
    }

    @Test("identity decomposes to the default parts and back exactly")
    func identity() {
        #expect(CGAffineTransform.identity.decomposed() == AffineDecomposition())
        #expect(CGAffineTransform(AffineDecomposition()) == .identity)
    }

    // Rows: a flip goes on x when a < d, otherwise on y; neither becomes a half turn.
    @Test(
        "puts a flip on one axis without a half turn",
        arguments: [
            (CGAffineTransform(scaleX: -1, y: 1), CGSize(width: -1, height: 1)),
            (CGAffineTransform(scaleX: 1, y: -1), CGSize(width: 1, height: -1)),
            (CGAffineTransform(scaleX: -2, y: 3), CGSize(width: -2, height: 3)),
        ])
    func flips(t: CGAffineTransform, scale: CGSize) {
        let parts = t.decomposed()
        #expect(parts.scale == scale)
        #expect(parts.rotation == 0)
        #expect(CGAffineTransform(parts) == t)
    }

    @Test(
        "handles singular matrices",
        arguments: [
            CGAffineTransform(scaleX: 0, y: 1), CGAffineTransform(scaleX: 1, y: 0), CGAffineTransform(scaleX: 0, y: 0),
            CGAffineTransform(a: 1, b: 0, c: 1, d: 0, tx: 2, ty: 3),
            CGAffineTransform(a: 0, b: 0, c: 3, d: 4, tx: 0, ty: 0),
            CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0),
        ])
    func singular(t: CGAffineTransform) {
        let parts = t.decomposed()
        #expect([parts.scale.width, parts.scale.height, parts.rotation, parts.skew].allSatisfy { $0.isFinite })
        expectRoundTrip(t)
    }
}
