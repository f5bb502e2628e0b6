// The NSValue boxes iOS code gives animations as `fromValue`, `toValue` and keyframe `values`
// (UIKit's NSValue(cgPoint:) family and Core Animation's NSValue(caTransform3D:)). Linux's
// Foundation boxes points, sizes and rectangles itself; transforms and vectors are boxed as
// arrays of doubles ("[16d]", "[6d]", "[2d]"), the one structured type it stores.

extension NSValue {
    /// A value holding `point`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding `size`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A value holding `rect`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A value holding `vector`.
    public convenience init(cgVector vector: CGVector) {
        self.init(boxingDoubles: [vector.dx, vector.dy])
    }
    /// A value holding `transform`.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(boxingDoubles: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
    }
    /// A value holding `t`.
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(boxingDoubles: [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ])
    }

    /// The point held, or `.zero` when the value holds something else.
    public var cgPointValue: CGPoint { boxedType == .point ? pointValue : .zero }
    /// The size held, or `.zero` when the value holds something else.
    public var cgSizeValue: CGSize { boxedType == .size ? sizeValue : .zero }
    /// The rectangle held, or `.zero` when the value holds something else.
    public var cgRectValue: CGRect { boxedType == .rect ? rectValue : .zero }
    /// The vector held, or the zero vector when the value holds something else.
    public var cgVectorValue: CGVector {
        guard let d = doubles(of: .vector) else { return CGVector(dx: 0, dy: 0) }
        return CGVector(dx: d[0], dy: d[1])
    }
    /// The affine transform held, or the identity when the value holds something else.
    public var cgAffineTransformValue: CGAffineTransform {
        guard let d = doubles(of: .affineTransform) else { return .identity }
        return CGAffineTransform(a: d[0], b: d[1], c: d[2], d: d[3], tx: d[4], ty: d[5])
    }
    /// The 3-D transform held, or the identity when the value holds something else.
    public var caTransform3DValue: CATransform3D {
        guard let d = doubles(of: .transform3D) else { return CATransform3DIdentity }
        var t = CATransform3D()
        (t.m11, t.m12, t.m13, t.m14) = (d[0], d[1], d[2], d[3])
        (t.m21, t.m22, t.m23, t.m24) = (d[4], d[5], d[6], d[7])
        (t.m31, t.m32, t.m33, t.m34) = (d[8], d[9], d[10], d[11])
        (t.m41, t.m42, t.m43, t.m44) = (d[12], d[13], d[14], d[15])
        return t
    }

    /// What a value made by the initializers above holds, by its type encoding.
    enum BoxedType: String {
        case point = "{CGPoint=dd}"
        case size = "{CGSize=dd}"
        case rect = "{CGRect={CGPoint=dd}{CGSize=dd}}"
        case vector = "[2d]"
        case affineTransform = "[6d]"
        case transform3D = "[16d]"

        var objCType: String { rawValue }
        var doubleCount: Int {
            switch self {
            case .point, .size, .vector: return 2
            case .rect: return 4
            case .affineTransform: return 6
            case .transform3D: return 16
            }
        }
    }

    /// What the value holds, when it is one of `BoxedType`'s (never for an `NSNumber`).
    var boxedType: BoxedType? {
        guard !(self is NSNumber) else { return nil }
        return BoxedType(rawValue: String(cString: objCType))
    }

    /// The doubles of a value holding `type`; nil when it holds something else.
    private func doubles(of type: BoxedType) -> [CGFloat]? {
        guard boxedType == type else { return nil }
        return boxedDoubles(count: type.doubleCount)
    }

    /// A value holding `values` as an array of doubles (`[Nd]`), the way UIKit's geometry
    /// structures are boxed here.
    package convenience init(boxingDoubles values: [CGFloat]) {
        var doubles = values.map { Double($0) }
        self.init(bytes: &doubles, objCType: "[\(values.count)d]")
    }

    /// The `count` doubles of a value made with ``init(boxingDoubles:)`` from as many; nil for any
    /// other value. As `getValue` on Apple's platforms, a structure of the same layout reads back
    /// (a `UIOffset` as a `CGVector`).
    package func boxedDoubles(count: Int) -> [CGFloat]? {
        guard !(self is NSNumber), String(cString: objCType) == "[\(count)d]" else { return nil }
        var doubles = [Double](repeating: 0, count: count)
        doubles.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return doubles.map { CGFloat($0) }
    }
}
