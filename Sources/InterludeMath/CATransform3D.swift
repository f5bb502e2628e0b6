import Foundation

/// A 4 × 4 homogeneous transform, Core Animation's `CATransform3D`.
///
/// Row-vector convention, as in Core Animation: a point is the row [x y z 1] multiplied on the left,
/// so translation lives in `m41`, `m42`, `m43`, and perspective in the fourth column (set
/// `m34 = -1 / d` for an eye at distance `d` points). `CATransform3DConcat(a, b)` applies `a`, then `b`.
///
/// As in Core Animation, `CATransform3D()` is all zeros, **not** the identity; use
/// `CATransform3DIdentity`. Equality is exact, element by element.
public struct CATransform3D: Sendable, Hashable {
    /// Row 1 (image of the x axis): x, y, z and w components. Identity: 1, 0, 0, 0.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2 (image of the y axis): x, y, z and w components. Identity: 0, 1, 0, 0.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3 (image of the z axis): x, y, z and w components; `m34` is the perspective term
    /// (−1/eye distance). Identity: 0, 0, 1, 0.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4: translation x, y, z in points, then the homogeneous scale. Identity: 0, 0, 0, 1.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates the all-zero matrix, as `CATransform3D()` does in Core Animation.
    public init() {
        self.init(
            m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// Creates a transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// Maps a point in homogeneous coordinates: the row [x y z 1] times the matrix, **without**
    /// dividing by w. Use `project(_:)` for the point as seen on screen.
    /// - Returns: (x′, y′, z′, w) where w = x·m14 + y·m24 + z·m34 + m44.
    public func apply(to point: (x: CGFloat, y: CGFloat, z: CGFloat))
        -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)
    {
        let v = Matrix4(self).apply(SIMD4(Double(point.x), Double(point.y), Double(point.z), 1))
        return (CGFloat(v.x), CGFloat(v.y), CGFloat(v.z), CGFloat(v.w))
    }

    /// Maps a point and divides by the homogeneous w (the perspective divide): (x′/w, y′/w, z′/w).
    ///
    /// With `m34 = -1/d`, a point at depth z is scaled by 1/(1 − z/d). A point at or behind the eye
    /// (w ≤ 0) has no meaningful projection; the division is still performed, so w = 0 gives
    /// infinities or NaN and w < 0 mirrors the point.
    public func project(_ point: (x: CGFloat, y: CGFloat, z: CGFloat)) -> (x: CGFloat, y: CGFloat, z: CGFloat) {
        let h = apply(to: point)
        return (h.x / h.w, h.y / h.w, h.z / h.w)
    }

    /// Projects a point of a layer's plane (z = 0) to 2-D: (x′/w, y′/w). See `project(_:)` for w ≤ 0.
    public func project(_ point: CGPoint) -> CGPoint {
        let p = project((x: point.x, y: point.y, z: 0))
        return CGPoint(x: p.x, y: p.y)
    }
}

/// The identity transform: ones on the diagonal, zeros elsewhere.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is exactly the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Whether `a` and `b` are exactly equal, element by element.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// A translation by (`tx`, `ty`, `tz`) points.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by (`sx`, `sy`, `sz`) (factors; 1 = unchanged, negative flips).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis (`x`, `y`, `z`) through the origin, right-handed
/// (about z it matches `CGAffineTransform(rotationAngle:)`: x turns toward y).
///
/// The axis is normalised first; a zero-length (or non-finite) axis gives the identity. About z
/// the result equals `CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))`.
public func CATransform3DMakeRotation(
    _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    let axis = SIMD3(Double(x), Double(y), Double(z))
    let length = (axis * axis).sum().squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let u = axis / length
    let (c, s) = (cos(Double(angle)), sin(Double(angle)))
    let t = 1 - c
    // The diagonal entry for the rotation axis itself is exactly 1 (t + c can round below 1), so a
    // rotation about z stays exactly affine.
    func diagonal(_ component: Double) -> Double { abs(component) == 1 ? 1 : t * component * component + c }
    return Matrix4(
        r0: SIMD4(diagonal(u.x), t * u.x * u.y + s * u.z, t * u.x * u.z - s * u.y, 0),
        r1: SIMD4(t * u.x * u.y - s * u.z, diagonal(u.y), t * u.y * u.z + s * u.x, 0),
        r2: SIMD4(t * u.x * u.z + s * u.y, t * u.y * u.z - s * u.x, diagonal(u.z), 0),
        r3: SIMD4(0, 0, 0, 1)
    ).transform
}

/// `t` preceded by a translation: `CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)`.
public func CATransform3DTranslate(
    _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` preceded by a scale: `CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)`.
public func CATransform3DScale(
    _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` preceded by a rotation: `CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The transform that applies `a`, then `b`: the matrix product a × b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    (Matrix4(a) * Matrix4(b)).transform
}

/// The inverse of `t`, or `t` unchanged when it is singular (determinant 0 or not finite),
/// as Core Animation does.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverse ?? t
}

extension CATransform3D {
    /// The inverse, or nil when the transform is singular (determinant 0 or not finite).
    package var inverse: CATransform3D? { Matrix4(self).inverse?.transform }
}

/// The 3-D transform equivalent to the affine transform `m`: its a, b, c, d in the top-left 2 × 2,
/// its translation in `m41`, `m42`, and identity elsewhere.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// Whether `t` is exactly representable as an affine transform: no z or perspective terms
/// (m13, m14, m23, m24, m31, m32, m34, m43 all 0) and m33 = m44 = 1.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t`: (m11, m12, m21, m22, m41, m42). Exact when `CATransform3DIsAffine(t)`;
/// otherwise the z and perspective terms are dropped (Core Animation leaves that case undefined).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
