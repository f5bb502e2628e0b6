import Foundation

/// A 2-D affine transform, Core Graphics' `CGAffineTransform`: the matrix
///
///     | a  b  0 |
///     | c  d  0 |
///     | tx ty 1 |
///
/// applied to row vectors, so a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
///
/// Conventions follow Core Graphics exactly:
/// - `t1.concatenating(t2)` applies `t1` first, then `t2` (the matrix product t1 × t2).
/// - `translatedBy`, `scaledBy` and `rotated` *prepend* their operation: the new operation is applied
///   to a point before `self`. `t.translatedBy(x: x, y: y)` equals
///   `CGAffineTransform(translationX: x, y: y).concatenating(t)`.
/// - Angles are in radians; a positive angle turns the x axis toward the y axis (clockwise on a
///   y-down screen, as in UIKit).
///
/// Equality is exact, element by element. Use `decomposed()` and `Interpolatable` to animate.
public struct CGAffineTransform: Sendable, Hashable {
    /// Row 1, column 1: the x component of the image of the unit x vector. Identity: 1.
    public var a: CGFloat
    /// Row 1, column 2: the y component of the image of the unit x vector. Identity: 0.
    public var b: CGFloat
    /// Row 2, column 1: the x component of the image of the unit y vector. Identity: 0.
    public var c: CGFloat
    /// Row 2, column 2: the y component of the image of the unit y vector. Identity: 1.
    public var d: CGFloat
    /// The x translation, in points, added after the linear part. Identity: 0.
    public var tx: CGFloat
    /// The y translation, in points, added after the linear part. Identity: 0.
    public var ty: CGFloat

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates the identity transform (unlike `CATransform3D()`, which is all zeros).
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The identity transform: a = d = 1, everything else 0.
    public static let identity = CGAffineTransform()

    /// Creates a translation by (`x`, `y`) points.
    public init(translationX x: CGFloat, y: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// Creates a scale by `x` horizontally and `y` vertically (factors; 1 = unchanged, negative flips).
    public init(scaleX x: CGFloat, y: CGFloat) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// Creates a rotation by `angle` radians about the origin: a = cos, b = sin, c = −sin, d = cos.
    /// Positive angles turn the x axis toward the y axis (clockwise on a y-down screen).
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(Foundation.cos(Double(angle)))
        let sine = CGFloat(Foundation.sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self`, then `t2` (the matrix product self × t2).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// Prepends a translation by (`x`, `y`) points: the translation is applied first, then `self`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(a: a, b: b, c: c, d: d, tx: x * a + y * c + tx, ty: x * b + y * d + ty)
    }

    /// Prepends a scale by (`x`, `y`) (factors): the scale is applied first, then `self`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(a: a * x, b: b * x, c: c * y, d: d * y, tx: tx, ty: ty)
    }

    /// Prepends a rotation by `angle` radians: the rotation is applied first, then `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant a·d − b·c of the linear part: the signed area scale factor
    /// (negative when the transform flips).
    public var determinant: CGFloat { a * d - b * c }

    /// The inverse transform, or `self` unchanged when it cannot be inverted (determinant 0 or
    /// not finite), as Core Graphics' `CGAffineTransformInvert` does.
    public func inverted() -> CGAffineTransform {
        let det = Double(determinant)
        guard det != 0, det.isFinite else { return self }
        let (a, b, c, d, tx, ty) = (Double(a), Double(b), Double(c), Double(d), Double(tx), Double(ty))
        return CGAffineTransform(
            a: CGFloat(d / det),
            b: CGFloat(-b / det),
            c: CGFloat(-c / det),
            d: CGFloat(a / det),
            tx: CGFloat((c * ty - d * tx) / det),
            ty: CGFloat((b * tx - a * ty) / det))
    }
}

extension CGAffineTransform: CustomStringConvertible {
    /// A one-line description listing the six entries.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGPoint {
    /// The point mapped by `t`: (a·x + c·y + tx, b·x + d·y + ty).
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by the linear part of `t` (translation ignored):
    /// (a·width + c·height, b·width + d·height). The result may be negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest standardized rectangle containing the four transformed corners of `self`.
    ///
    /// A null rectangle is returned unchanged, as in Core Graphics.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let rect = standardized
        let corners = (
            CGPoint(x: rect.minX, y: rect.minY).applying(t),
            CGPoint(x: rect.maxX, y: rect.minY).applying(t),
            CGPoint(x: rect.minX, y: rect.maxY).applying(t),
            CGPoint(x: rect.maxX, y: rect.maxY).applying(t)
        )
        let minX = Swift.min(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let maxX = Swift.max(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let minY = Swift.min(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        let maxY = Swift.max(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
