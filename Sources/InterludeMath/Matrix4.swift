import Foundation

/// A 4 × 4 matrix of doubles stored as four rows, the internal working form of `CATransform3D`.
///
/// Row-vector convention, as in Core Animation: a point is the row [x y z 1] and is transformed
/// by multiplying on the left, so `a * b` applies `a` first, then `b`.
struct Matrix4: Equatable {
    var r0: SIMD4<Double>
    var r1: SIMD4<Double>
    var r2: SIMD4<Double>
    var r3: SIMD4<Double>

    static let identity = Matrix4(
        r0: SIMD4(1, 0, 0, 0), r1: SIMD4(0, 1, 0, 0), r2: SIMD4(0, 0, 1, 0), r3: SIMD4(0, 0, 0, 1))

    init(r0: SIMD4<Double>, r1: SIMD4<Double>, r2: SIMD4<Double>, r3: SIMD4<Double>) {
        self.r0 = r0
        self.r1 = r1
        self.r2 = r2
        self.r3 = r3
    }

    init(_ t: CATransform3D) {
        r0 = SIMD4(Double(t.m11), Double(t.m12), Double(t.m13), Double(t.m14))
        r1 = SIMD4(Double(t.m21), Double(t.m22), Double(t.m23), Double(t.m24))
        r2 = SIMD4(Double(t.m31), Double(t.m32), Double(t.m33), Double(t.m34))
        r3 = SIMD4(Double(t.m41), Double(t.m42), Double(t.m43), Double(t.m44))
    }

    var transform: CATransform3D {
        CATransform3D(
            m11: CGFloat(r0.x), m12: CGFloat(r0.y), m13: CGFloat(r0.z), m14: CGFloat(r0.w),
            m21: CGFloat(r1.x), m22: CGFloat(r1.y), m23: CGFloat(r1.z), m24: CGFloat(r1.w),
            m31: CGFloat(r2.x), m32: CGFloat(r2.y), m33: CGFloat(r2.z), m34: CGFloat(r2.w),
            m41: CGFloat(r3.x), m42: CGFloat(r3.y), m43: CGFloat(r3.z), m44: CGFloat(r3.w))
    }

    /// The row vector `v` times this matrix.
    func apply(_ v: SIMD4<Double>) -> SIMD4<Double> {
        v.x * r0 + v.y * r1 + v.z * r2 + v.w * r3
    }

    /// The product `lhs × rhs`: `lhs` applied first, then `rhs`.
    static func * (lhs: Matrix4, rhs: Matrix4) -> Matrix4 {
        Matrix4(r0: rhs.apply(lhs.r0), r1: rhs.apply(lhs.r1), r2: rhs.apply(lhs.r2), r3: rhs.apply(lhs.r3))
    }

    var transposed: Matrix4 {
        Matrix4(
            r0: SIMD4(r0.x, r1.x, r2.x, r3.x), r1: SIMD4(r0.y, r1.y, r2.y, r3.y),
            r2: SIMD4(r0.z, r1.z, r2.z, r3.z), r3: SIMD4(r0.w, r1.w, r2.w, r3.w))
    }

    /// The six 2 × 2 minors of a pair of rows, indexed by column pair: xy, xz, xw, yz, yw, zw.
    private typealias Minors = (xy: Double, xz: Double, xw: Double, yz: Double, yw: Double, zw: Double)

    private static func minors(_ p: SIMD4<Double>, _ q: SIMD4<Double>) -> Minors {
        (
            p.x * q.y - q.x * p.y, p.x * q.z - q.x * p.z, p.x * q.w - q.x * p.w,
            p.y * q.z - q.y * p.z, p.y * q.w - q.y * p.w, p.z * q.w - q.z * p.w
        )
    }

    /// The determinant by Laplace expansion along complementary minors of rows 0–1 (s) and 2–3 (c).
    private static func determinant(_ s: Minors, _ c: Minors) -> Double {
        s.xy * c.zw - s.xz * c.yw + s.xw * c.yz + s.yz * c.xw - s.yw * c.xz + s.zw * c.xy
    }

    var determinant: Double {
        Self.determinant(Self.minors(r0, r1), Self.minors(r2, r3))
    }

    /// The inverse, or nil when the determinant is 0 or not finite.
    var inverse: Matrix4? {
        let s = Self.minors(r0, r1)
        let c = Self.minors(r2, r3)
        let det = Self.determinant(s, c)
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        let i0 = SIMD4(
            r1.y * c.zw - r1.z * c.yw + r1.w * c.yz, -r0.y * c.zw + r0.z * c.yw - r0.w * c.yz,
            r3.y * s.zw - r3.z * s.yw + r3.w * s.yz, -r2.y * s.zw + r2.z * s.yw - r2.w * s.yz)
        let i1 = SIMD4(
            -r1.x * c.zw + r1.z * c.xw - r1.w * c.xz, r0.x * c.zw - r0.z * c.xw + r0.w * c.xz,
            -r3.x * s.zw + r3.z * s.xw - r3.w * s.xz, r2.x * s.zw - r2.z * s.xw + r2.w * s.xz)
        let i2 = SIMD4(
            r1.x * c.yw - r1.y * c.xw + r1.w * c.xy, -r0.x * c.yw + r0.y * c.xw - r0.w * c.xy,
            r3.x * s.yw - r3.y * s.xw + r3.w * s.xy, -r2.x * s.yw + r2.y * s.xw - r2.w * s.xy)
        let i3 = SIMD4(
            -r1.x * c.yz + r1.y * c.xz - r1.z * c.xy, r0.x * c.yz - r0.y * c.xz + r0.z * c.xy,
            -r3.x * s.yz + r3.y * s.xz - r3.z * s.xy, r2.x * s.yz - r2.y * s.xz + r2.z * s.xy)
        return Matrix4(r0: i0 * k, r1: i1 * k, r2: i2 * k, r3: i3 * k)
    }
}
