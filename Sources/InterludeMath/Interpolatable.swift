import Foundation

/// A value that can be blended between two instances, the basis of every property animation.
///
/// `interpolate(from:to:fraction:)` returns the value a fraction of the way from `from` to `to`.
/// Conformances guarantee:
/// - `fraction == 0` returns `from` and `fraction == 1` returns `to`, exactly (bit for bit).
/// - `fraction` outside 0…1 extrapolates (springs overshoot), linearly in the space the type
///   interpolates in: component space for numbers, points, sizes, rects and vectors; decomposed
///   space for transforms; premultiplied RGBA for colors.
/// - Equal endpoints return `from` for every fraction.
///
/// Conformances provided: `Double`, `CGFloat`, `CGPoint`, `CGSize`, `CGRect`, `CGVector`,
/// `CGAffineTransform`, `CATransform3D`, `CGColor`, `AffineDecomposition`,
/// `Transform3DDecomposition`.
public protocol Interpolatable {
    /// The value `fraction` of the way from `from` to `to`.
    /// - Parameters:
    ///   - from: The value at fraction 0.
    ///   - to: The value at fraction 1.
    ///   - fraction: Progress, unitless; usually 0…1, any finite value extrapolates.
    /// - Returns: `from` at 0, `to` at 1, a blend in between.
    static func interpolate(from: Self, to: Self, fraction: Double) -> Self
}

/// Linear interpolation of doubles with exact endpoints: `from` at 0, `to` at 1, and `from` when
/// both ends are equal (so equal infinite endpoints do not produce NaN).
func lerp(_ from: Double, _ to: Double, _ fraction: Double) -> Double {
    if fraction == 0 || from == to { return from }
    if fraction == 1 { return to }
    return from + (to - from) * fraction
}

/// `lerp` on `CGFloat`, computed in `Double`.
func lerp(_ from: CGFloat, _ to: CGFloat, _ fraction: Double) -> CGFloat {
    CGFloat(lerp(Double(from), Double(to), fraction))
}

extension Double: Interpolatable {
    /// Linear interpolation `from + (to − from)·fraction`, exact at 0 and 1.
    public static func interpolate(from: Double, to: Double, fraction: Double) -> Double {
        lerp(from, to, fraction)
    }
}

extension CGFloat: Interpolatable {
    /// Linear interpolation `from + (to − from)·fraction`, exact at 0 and 1.
    public static func interpolate(from: CGFloat, to: CGFloat, fraction: Double) -> CGFloat {
        lerp(from, to, fraction)
    }
}

extension CGPoint: Interpolatable {
    /// Component-wise linear interpolation of x and y, exact at 0 and 1.
    public static func interpolate(from: CGPoint, to: CGPoint, fraction: Double) -> CGPoint {
        CGPoint(x: lerp(from.x, to.x, fraction), y: lerp(from.y, to.y, fraction))
    }
}

extension CGSize: Interpolatable {
    /// Component-wise linear interpolation of width and height, exact at 0 and 1. Extrapolation
    /// may produce negative sizes; they are not clamped.
    public static func interpolate(from: CGSize, to: CGSize, fraction: Double) -> CGSize {
        CGSize(width: lerp(from.width, to.width, fraction), height: lerp(from.height, to.height, fraction))
    }
}

extension CGRect: Interpolatable {
    /// Component-wise linear interpolation of origin and size as stored (not standardized),
    /// exact at 0 and 1, as Core Animation interpolates `bounds` and `frame`.
    public static func interpolate(from: CGRect, to: CGRect, fraction: Double) -> CGRect {
        if fraction == 0 { return from }
        if fraction == 1 { return to }
        return CGRect(
            origin: .interpolate(from: from.origin, to: to.origin, fraction: fraction),
            size: .interpolate(from: from.size, to: to.size, fraction: fraction))
    }
}

extension CGVector: Interpolatable {
    /// Component-wise linear interpolation of dx and dy, exact at 0 and 1.
    public static func interpolate(from: CGVector, to: CGVector, fraction: Double) -> CGVector {
        CGVector(dx: lerp(from.dx, to.dx, fraction), dy: lerp(from.dy, to.dy, fraction))
    }
}
