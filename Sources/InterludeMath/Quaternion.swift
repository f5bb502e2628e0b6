import Foundation

/// A rotation in 3-D space as a unit quaternion (x, y, z, w) = (axis · sin(θ/2), cos(θ/2)), the
/// rotation part of a `Transform3DDecomposition`.
///
/// The rotation is right-handed and matches `CATransform3DMakeRotation`: the quaternion for angle θ
/// about axis (ax, ay, az) produces the same matrix. q and −q describe the same rotation.
/// Equality is exact and component-wise (so q != −q even though they rotate alike).
public struct Quaternion: Sendable, Hashable {
    /// The x component of the vector part, sin(θ/2)·axis.x. Identity: 0.
    public var x: Double
    /// The y component of the vector part, sin(θ/2)·axis.y. Identity: 0.
    public var y: Double
    /// The z component of the vector part, sin(θ/2)·axis.z. Identity: 0.
    public var z: Double
    /// The scalar part, cos(θ/2). Identity: 1.
    public var w: Double

    /// Creates a quaternion from its components. Rotations expect a unit quaternion.
    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// The identity rotation (0, 0, 0, 1).
    public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// The rotation by `angle` radians about `axis` (normalised first; a zero or non-finite axis
    /// gives the identity).
    public init(angle: Double, axis: SIMD3<Double>) {
        let length = (axis * axis).sum().squareRoot()
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let v = axis * (sin(angle / 2) / length)
        self.init(x: v.x, y: v.y, z: v.z, w: cos(angle / 2))
    }

    /// The four components as a vector (x, y, z, w).
    var vector: SIMD4<Double> { SIMD4(x, y, z, w) }

    init(_ v: SIMD4<Double>) {
        self.init(x: v.x, y: v.y, z: v.z, w: v.w)
    }

    /// The Euclidean length √(x² + y² + z² + w²); 1 for a rotation.
    public var length: Double { (vector * vector).sum().squareRoot() }

    /// This quaternion scaled to length 1 (the identity if the length is 0 or not finite).
    public func normalized() -> Quaternion {
        let l = length
        guard l > 0, l.isFinite else { return .identity }
        return Quaternion(vector / l)
    }

    /// Spherical linear interpolation along the shorter arc.
    ///
    /// If the 4-D dot product of the endpoints is negative, `to` is replaced by −`to` (the same
    /// rotation), so the result turns through the smaller angle, as Core Animation and CSS do.
    /// The arc angle is computed as 2·atan2(|a − b|, |a + b|), accurate for tiny and near-opposite
    /// arcs. `fraction` outside 0…1 continues along the same great circle. Exact at 0 and 1
    /// (returning `from`, or `to` as passed). Inputs should be unit quaternions.
    public static func slerp(from: Quaternion, to: Quaternion, fraction: Double) -> Quaternion {
        if fraction == 0 { return from }
        if fraction == 1 { return to }
        let a = from.vector
        var b = to.vector
        if (a * b).sum() < 0 { b = -b }
        let difference = a - b
        let sum = a + b
        let angle = 2 * atan2((difference * difference).sum().squareRoot(), (sum * sum).sum().squareRoot())
        guard angle > 0 else { return from }
        let s = sin(angle)
        let weightA = sin((1 - fraction) * angle) / s
        let weightB = sin(fraction * angle) / s
        return Quaternion(a * weightA + b * weightB)
    }
}
