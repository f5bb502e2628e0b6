import Foundation

/// A 2-D affine transform split into translation, scale, rotation and skew, the space in which
/// `CGAffineTransform` is interpolated.
///
/// A point is transformed in this order: skewed (x += skew·y), scaled (x·sx, y·sy), rotated by
/// `rotation`, then translated. As a row-vector matrix product:
///
///     linear part = [[1, 0], [skew, 1]] × [[sx, 0], [0, sy]] × [[cos θ, sin θ], [−sin θ, cos θ]]
///
/// so a = sx·cos θ, b = sx·sin θ, c = skew·sx·cos θ − sy·sin θ, d = skew·sx·sin θ + sy·cos θ.
/// Every affine transform, singular ones included, has such a decomposition; `decomposed()` picks
/// one with `rotation` in −π…π and at most one negative scale (see `CGAffineTransform.decomposed()`).
public struct AffineDecomposition: Sendable, Hashable {
    /// The translation (tx, ty), in points. Defaults to (0, 0).
    public var translation: CGPoint
    /// The scale factors: `width` is sx (along x), `height` is sy (along y). Defaults to (1, 1).
    /// A negative factor is a flip.
    public var scale: CGSize
    /// The rotation, in radians; positive turns x toward y. Defaults to 0. `decomposed()` returns
    /// a value in −π…π; any value recomposes.
    public var rotation: CGFloat
    /// The shear factor applied before scaling (x += skew·y), unitless. Defaults to 0.
    public var skew: CGFloat

    /// Creates a decomposition; the defaults describe the identity transform.
    public init(
        translation: CGPoint = .zero,
        scale: CGSize = CGSize(width: 1, height: 1),
        rotation: CGFloat = 0,
        skew: CGFloat = 0
    ) {
        self.translation = translation
        self.scale = scale
        self.rotation = rotation
        self.skew = skew
    }
}

extension CGAffineTransform {
    /// Splits the transform into translation, scale, rotation and skew (see `AffineDecomposition`).
    ///
    /// Choices made where the split is not unique:
    /// - sx = |(a, b)| ≥ 0 and sy carries the sign of the determinant, except that a flip
    ///   (determinant < 0) is put on x when a < d (so `scaleX: -1` decomposes as sx = −1, not as a
    ///   half turn with sy = −1).
    /// - If the first row (a, b) is zero, sx = 0, skew = 0 and the rotation comes from (c, d);
    ///   if the whole linear part is zero, rotation is 0.
    /// Recomposing with `CGAffineTransform(_:)` reproduces the matrix to about 1e-15 relative.
    public func decomposed() -> AffineDecomposition {
        let (a, b, c, d) = (Double(a), Double(b), Double(c), Double(d))
        let translation = CGPoint(x: tx, y: ty)
        let rowLength = hypot(a, b)
        guard rowLength > 0 else {
            let columnLength = hypot(c, d)
            let rotation = columnLength > 0 ? atan2(-c, d) : 0
            return AffineDecomposition(
                translation: translation, scale: CGSize(width: 0, height: columnLength),
                rotation: CGFloat(rotation), skew: 0)
        }
        let determinant = a * d - b * c
        let sx = (determinant < 0 && a < d) ? -rowLength : rowLength
        let (ux, uy) = (a / sx, b / sx)
        let skew = (c * ux + d * uy) / sx
        let sy = d * ux - c * uy
        return AffineDecomposition(
            translation: translation, scale: CGSize(width: sx, height: sy),
            rotation: CGFloat(atan2(uy, ux)), skew: CGFloat(skew))
    }

    /// Recomposes a transform from its parts (the inverse of `decomposed()`).
    public init(_ decomposition: AffineDecomposition) {
        let angle = Double(decomposition.rotation)
        let (cosine, sine) = (cos(angle), sin(angle))
        let sx = Double(decomposition.scale.width)
        let sy = Double(decomposition.scale.height)
        let shear = Double(decomposition.skew) * sx
        self.init(
            a: CGFloat(sx * cosine),
            b: CGFloat(sx * sine),
            c: CGFloat(shear * cosine - sy * sine),
            d: CGFloat(shear * sine + sy * cosine),
            tx: decomposition.translation.x,
            ty: decomposition.translation.y)
    }
}

extension AffineDecomposition: Interpolatable {
    /// Interpolates each part linearly, with two adjustments that make transforms turn rather than
    /// shrink:
    /// - If the endpoints flip different axes, `from` is rewritten as the equivalent (−sx, −sy,
    ///   rotation + π), so both flip the same axis.
    /// - Rotation takes the shorter way round: the angle difference is reduced to −π…π (an exact
    ///   half turn keeps its sign), as Core Animation and CSS do.
    /// Exact at 0 and 1; extrapolates linearly outside 0…1.
    public static func interpolate(
        from: AffineDecomposition, to: AffineDecomposition, fraction: Double
    ) -> AffineDecomposition {
        if fraction == 0 { return from }
        if fraction == 1 { return to }
        var start = from
        if (start.scale.width < 0 && to.scale.height < 0) || (start.scale.height < 0 && to.scale.width < 0) {
            start.scale = CGSize(width: -start.scale.width, height: -start.scale.height)
            start.rotation += CGFloat.pi
        }
        let turn = remainder(Double(to.rotation) - Double(start.rotation), 2 * Double.pi)
        return AffineDecomposition(
            translation: .interpolate(from: start.translation, to: to.translation, fraction: fraction),
            scale: .interpolate(from: start.scale, to: to.scale, fraction: fraction),
            rotation: CGFloat(Double(start.rotation) + turn * fraction),
            skew: lerp(start.skew, to.skew, fraction))
    }
}

extension CGAffineTransform: Interpolatable {
    /// Interpolates in decomposed space (`AffineDecomposition.interpolate`): translation, scale and
    /// skew linearly, rotation the shorter way round. Identity → rotation(π/2) at 0.5 is
    /// rotation(π/4) with unit scale. Exact at 0 and 1; equal endpoints return `from`.
    public static func interpolate(
        from: CGAffineTransform, to: CGAffineTransform, fraction: Double
    ) -> CGAffineTransform {
        if fraction == 0 || from == to { return from }
        if fraction == 1 { return to }
        return CGAffineTransform(
            AffineDecomposition.interpolate(from: from.decomposed(), to: to.decomposed(), fraction: fraction))
    }
}
