import Foundation

/// A 3-D transform split into perspective, translation, rotation, skew and scale: the space in which
/// `CATransform3D` is interpolated (CSS Transforms Level 2, "Decomposing a 3D matrix").
///
/// A point is transformed in this order: scaled, skewed, rotated, translated, then given the
/// perspective. As a row-vector product:
///
///     M = Scale × SkewXY × SkewXZ × SkewYZ × Rotation × Translation × Perspective
///
/// where SkewXY adds `skew.x`·x to y, SkewXZ adds `skew.y`·x to z, SkewYZ adds `skew.z`·y to z,
/// and Perspective is the identity with its last column replaced by `perspective`.
public struct Transform3DDecomposition: Sendable, Hashable {
    /// The translation (x, y, z), in points. Defaults to (0, 0, 0).
    public var translation: SIMD3<Double>
    /// The scale factors along x, y, z. Defaults to (1, 1, 1). Negative when the matrix flips.
    public var scale: SIMD3<Double>
    /// The shear factors (xy, xz, yz), unitless. Defaults to (0, 0, 0).
    public var skew: SIMD3<Double>
    /// The perspective column (m14, m24, m34, m44 of the perspective factor). Defaults to (0, 0, 0, 1);
    /// a plain `m34 = -1/d` perspective decomposes to (0, 0, −1/d, 1).
    public var perspective: SIMD4<Double>
    /// The rotation, a unit quaternion. Defaults to the identity.
    public var rotation: Quaternion

    /// Creates a decomposition; the defaults describe the identity transform.
    public init(
        translation: SIMD3<Double> = .zero,
        scale: SIMD3<Double> = .one,
        skew: SIMD3<Double> = .zero,
        perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1),
        rotation: Quaternion = .identity
    ) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.rotation = rotation
    }
}

extension CATransform3D {
    /// Splits the transform into perspective, translation, rotation, skew and scale
    /// (CSS Transforms Level 2 "unmatrix"), or nil when it cannot be split.
    ///
    /// The matrix is first divided by `m44`, so the round trip is exact only up to that homogeneous
    /// factor (exact when `m44 == 1`); otherwise it is accurate to about 1e-14 relative.
    ///
    /// Returns nil when `m44` is 0 or not finite, when there is perspective and the rest of the
    /// matrix is singular, or when a non-zero row of the 3 × 3 part is a combination of the rows
    /// before it. Zero rows (a scale of 0) are allowed: the missing rotation axis is chosen
    /// perpendicular to the others and as close as possible to its own coordinate axis, keeping
    /// the rotation proper (so `CATransform3DMakeScale(0, 0, 1)` has the identity rotation).
    ///
    /// Differences from the CSS pseudo-code: those zero rows, and the quaternion is extracted with
    /// Shepperd's method (stable for half turns) rather than four square roots.
    public func decomposed() -> Transform3DDecomposition? {
        var m = Matrix4(self)
        guard m.r3.w != 0, m.r3.w.isFinite else { return nil }
        let w = m.r3.w
        (m.r0, m.r1, m.r2, m.r3) = (m.r0 / w, m.r1 / w, m.r2 / w, m.r3 / w)
        var perspective = SIMD4<Double>(0, 0, 0, 1)
        if m.r0.w != 0 || m.r1.w != 0 || m.r2.w != 0 {
            var affine = m
            (affine.r0.w, affine.r1.w, affine.r2.w, affine.r3.w) = (0, 0, 0, 1)
            guard let inverse = affine.inverse else { return nil }
            perspective = inverse.transposed.apply(SIMD4(m.r0.w, m.r1.w, m.r2.w, m.r3.w))
        }
        let rows = (SIMD3(m.r0.x, m.r0.y, m.r0.z), SIMD3(m.r1.x, m.r1.y, m.r1.z), SIMD3(m.r2.x, m.r2.y, m.r2.z))
        guard let linear = LinearPart(rows: rows) else { return nil }
        return Transform3DDecomposition(
            translation: SIMD3(m.r3.x, m.r3.y, m.r3.z), scale: linear.scale, skew: linear.skew,
            perspective: perspective, rotation: linear.rotation)
    }

    /// Recomposes a transform from its parts (the inverse of `decomposed()`, up to the homogeneous
    /// factor `m44`).
    public init(_ d: Transform3DDecomposition) {
        let r = rotationRows(d.rotation)
        let q0 = r.0 * d.scale.x
        let q1 = (d.skew.x * r.0 + r.1) * d.scale.y
        let q2 = (d.skew.y * r.0 + d.skew.z * r.1 + r.2) * d.scale.z
        let p = SIMD3(d.perspective.x, d.perspective.y, d.perspective.z)
        func row(_ v: SIMD3<Double>, _ last: Double) -> SIMD4<Double> { SIMD4(v.x, v.y, v.z, last) }
        self =
            Matrix4(
                r0: row(q0, dot(q0, p)), r1: row(q1, dot(q1, p)), r2: row(q2, dot(q2, p)),
                r3: row(d.translation, dot(d.translation, p) + d.perspective.w)
            ).transform
    }
}

extension Transform3DDecomposition: Interpolatable {
    /// Interpolates translation, scale, skew and perspective linearly and the rotation by
    /// `Quaternion.slerp` (shorter arc). Exact at 0 and 1; extrapolates outside 0…1.
    public static func interpolate(
        from: Transform3DDecomposition, to: Transform3DDecomposition, fraction: Double
    ) -> Transform3DDecomposition {
        if fraction == 0 { return from }
        if fraction == 1 { return to }
        func mix<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar == Double {
            a + (b - a) * fraction
        }
        return Transform3DDecomposition(
            translation: mix(from.translation, to.translation), scale: mix(from.scale, to.scale),
            skew: mix(from.skew, to.skew), perspective: mix(from.perspective, to.perspective),
            rotation: .slerp(from: from.rotation, to: to.rotation, fraction: fraction))
    }
}

extension CATransform3D: Interpolatable {
    /// Interpolates the way Core Animation and CSS animate transforms:
    /// - exact at 0 and 1, and `from` when both ends are equal;
    /// - when both ends are affine (`CATransform3DIsAffine`), through `CGAffineTransform`'s 2-D
    ///   decomposition (as CSS does for 2-D matrices), so a `UIView.transform` animates the same
    ///   whichever type carries it, and flips do not tumble through 3-D;
    /// - otherwise through `Transform3DDecomposition` (linear parts, slerped rotation);
    /// - when either end cannot be decomposed, discretely: `from` below 0.5, `to` from 0.5 on.
    public static func interpolate(from: CATransform3D, to: CATransform3D, fraction: Double) -> CATransform3D {
        if fraction == 0 || from == to { return from }
        if fraction == 1 { return to }
        if CATransform3DIsAffine(from) && CATransform3DIsAffine(to) {
            let affine = CGAffineTransform.interpolate(
                from: CATransform3DGetAffineTransform(from), to: CATransform3DGetAffineTransform(to),
                fraction: fraction)
            return CATransform3DMakeAffineTransform(affine)
        }
        guard let start = from.decomposed(), let end = to.decomposed() else {
            return fraction < 0.5 ? from : to
        }
        return CATransform3D(Transform3DDecomposition.interpolate(from: start, to: end, fraction: fraction))
    }
}

// MARK: - Helpers

private func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }

private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}

private func length(_ v: SIMD3<Double>) -> Double { dot(v, v).squareRoot() }

/// A unit vector perpendicular to `a` and `b`, as close as possible to the coordinate axis
/// `preferredAxis` (0 = x, 1 = y, 2 = z), so a zero scale keeps the identity rotation: the first
/// axis, starting from the preferred one, whose component outside span{a, b} is at least 0.5 long
/// (one always is, the span having at most two dimensions).
private func perpendicular(preferring preferredAxis: Int, to a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    var spanning: (SIMD3<Double>, SIMD3<Double>) = (.zero, .zero)
    if length(a) > 0 { spanning.0 = a / length(a) }
    let rest = b - dot(b, spanning.0) * spanning.0
    if length(rest) > 0 { spanning.1 = rest / length(rest) }
    for offset in 0..<3 {
        var axis = SIMD3<Double>.zero
        axis[(preferredAxis + offset) % 3] = 1
        let outside = axis - dot(axis, spanning.0) * spanning.0 - dot(axis, spanning.1) * spanning.1
        if length(outside) >= 0.5 { return outside / length(outside) }
    }
    return cross(spanning.0, spanning.1)
}

/// The rows of the row-vector rotation matrix of a unit quaternion (the transpose of the usual
/// column-vector matrix), so that rotation about z by θ has m12 = sin θ as in Core Animation.
private func rotationRows(_ q: Quaternion) -> (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
    let (x, y, z, w) = (q.x, q.y, q.z, q.w)
    return (
        SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
        SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
        SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
    )
}

/// The unit quaternion (w ≥ 0) of a proper rotation given by its row-vector matrix rows
/// (Shepperd's method: derive the largest component from the diagonal, the rest from
/// off-diagonal sums and differences).
private func quaternion(rows r: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)) -> Quaternion {
    let (m11, m12, m13) = (r.0.x, r.0.y, r.0.z)
    let (m21, m22, m23) = (r.1.x, r.1.y, r.1.z)
    let (m31, m32, m33) = (r.2.x, r.2.y, r.2.z)
    let trace = m11 + m22 + m33
    var q: SIMD4<Double>
    if trace >= m11 && trace >= m22 && trace >= m33 {
        let s = 2 * (1 + trace).squareRoot()
        q = SIMD4((m23 - m32) / s, (m31 - m13) / s, (m12 - m21) / s, s / 4)
    } else if m11 >= m22 && m11 >= m33 {
        let s = 2 * (1 + m11 - m22 - m33).squareRoot()
        q = SIMD4(s / 4, (m12 + m21) / s, (m13 + m31) / s, (m23 - m32) / s)
    } else if m22 >= m33 {
        let s = 2 * (1 - m11 + m22 - m33).squareRoot()
        q = SIMD4((m12 + m21) / s, s / 4, (m23 + m32) / s, (m31 - m13) / s)
    } else {
        let s = 2 * (1 - m11 - m22 + m33).squareRoot()
        q = SIMD4((m13 + m31) / s, (m23 + m32) / s, s / 4, (m12 - m21) / s)
    }
    if q.w < 0 { q = -q }
    return Quaternion(q / (q * q).sum().squareRoot())
}

/// Gram–Schmidt on the three rows of the linear part: scale, skew and a proper rotation.
private struct LinearPart {
    var scale = SIMD3<Double>.zero
    var skew = SIMD3<Double>.zero
    var rotation = Quaternion.identity
    /// The orthonormal rows u0, u1, u2 of the rotation.
    private var u0 = SIMD3<Double>.zero, u1 = SIMD3<Double>.zero, u2 = SIMD3<Double>.zero
    /// The projections (u0·row1, u0·row2, u1·row2), skew times scale.
    private var projections = SIMD3<Double>.zero
    /// Which rows had their direction chosen (the row was zero) rather than measured.
    private var chosen = (false, false, false)

    /// Fails when a non-zero row lies in the span of the rows before it.
    init?(rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)) {
        scale.x = length(rows.0)
        if scale.x > 0 {
            u0 = rows.0 / scale.x
        } else {
            (u0, chosen.0) = (perpendicular(preferring: 0, to: rows.1, rows.2), true)
        }
        projections.x = dot(u0, rows.1)
        projections.y = dot(u0, rows.2)
        u1 = rows.1 - projections.x * u0
        scale.y = length(u1)
        if scale.y > 0 {
            u1 /= scale.y
        } else {
            guard projections.x == 0 else { return nil }
            (u1, chosen.1) = (perpendicular(preferring: 1, to: u0, rows.2), true)
        }
        projections.z = dot(u1, rows.2)
        u2 = rows.2 - projections.y * u0 - projections.z * u1
        scale.z = length(u2)
        if scale.z > 0 {
            u2 /= scale.z
        } else {
            guard projections.y == 0 && projections.z == 0 else { return nil }
            (u2, chosen.2) = (cross(u0, u1), true)
        }
        if dot(u0, cross(u1, u2)) < 0 { makeRightHanded() }
        if scale.y != 0 { skew.x = projections.x / scale.y }
        if scale.z != 0 { (skew.y, skew.z) = (projections.y / scale.z, projections.z / scale.z) }
        rotation = quaternion(rows: (u0, u1, u2))
    }

    /// Turns a left-handed basis into a proper rotation: by reversing a chosen direction (its
    /// scale is 0, so only the projections onto it change sign), or else, as CSS does, by negating
    /// all three scales and rows (and so the projections).
    private mutating func makeRightHanded() {
        if chosen.1 {
            (u1, projections.z) = (-u1, -projections.z)
        } else if chosen.0 {
            (u0, projections.x, projections.y) = (-u0, -projections.x, -projections.y)
        } else {
            (u0, u1, u2, scale, projections) = (-u0, -u1, -u2, -scale, -projections)
        }
    }
}
