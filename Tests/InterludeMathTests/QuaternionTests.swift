import Foundation
import InterludeMath
import InterludeTestSupport
import Testing

@Suite("Quaternion")
struct QuaternionTests {
    @Test("angle–axis construction normalises the axis; a zero axis is the identity")
    func construction() {
        let q = Quaternion(angle: .pi / 3, axis: SIMD3(0, 0, 10))
        expectClose(q.z, 0.5, tolerance: Tolerance.oneRounding)
        expectClose(q.w, 3.0.squareRoot() / 2, tolerance: Tolerance.oneRounding)
        #expect(Quaternion(angle: 1, axis: .zero) == .identity)
        expectClose(q.length, 1, tolerance: Tolerance.oneRounding)
    }

    @Test("slerp turns at constant rate and is exact at the ends")
    func slerp() {
        let from = Quaternion.identity
        let to = Quaternion(angle: 2, axis: SIMD3(1, 1, 0))
        #expect(Quaternion.slerp(from: from, to: to, fraction: 0) == from)
        #expect(Quaternion.slerp(from: from, to: to, fraction: 1) == to)
        for fraction in [-0.5, 0.25, 0.5, 0.75, 1.5] {
            let expected = Quaternion(angle: 2 * fraction, axis: SIMD3(1, 1, 0))
            let actual = Quaternion.slerp(from: from, to: to, fraction: fraction)
            expectClose(actual.x, expected.x, tolerance: 1e-15, "fraction \(fraction)")
            expectClose(actual.z, expected.z, tolerance: 1e-15, "fraction \(fraction)")
            expectClose(actual.w, expected.w, tolerance: 1e-15, "fraction \(fraction)")
        }
    }

    @Test("slerp takes the shorter arc even when the target has the opposite sign")
    func shorterArc() {
        let from = Quaternion(angle: 0.2, axis: SIMD3(0, 1, 0))
        let to = Quaternion(angle: 0.6, axis: SIMD3(0, 1, 0))
        let negated = Quaternion(x: -to.x, y: -to.y, z: -to.z, w: -to.w)
        let direct = Quaternion.slerp(from: from, to: to, fraction: 0.5)
        let viaNegated = Quaternion.slerp(from: from, to: negated, fraction: 0.5)
        expectClose(direct.y, viaNegated.y, tolerance: 1e-15)
        expectClose(direct.w, viaNegated.w, tolerance: 1e-15)
        expectClose(direct.y, sin(0.2), tolerance: 1e-15)
    }

    @Test("slerp between nearly equal rotations stays accurate")
    func tinyArc() {
        let from = Quaternion(angle: 1, axis: SIMD3(0, 0, 1))
        let to = Quaternion(angle: 1 + 1e-9, axis: SIMD3(0, 0, 1))
        let middle = Quaternion.slerp(from: from, to: to, fraction: 0.5)
        expectClose(middle.z, sin(0.5 + 0.25e-9), tolerance: 1e-16)
        #expect(Quaternion.slerp(from: from, to: from, fraction: 0.3) == from)
    }
}
