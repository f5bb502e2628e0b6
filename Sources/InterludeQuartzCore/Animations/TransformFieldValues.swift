/// The fields Core Animation's key-value coding reads and writes in a transform ("Core Animation
/// Programming Guide", Key-Value Coding Extensions, CATransform3D key paths): `rotation.x/y/z`
/// (radians; `rotation` is `rotation.z`), `scale.x/y/z`, `scale` (the average of the three scale
/// factors), `translation.x/y/z` and `translation` (a `CGSize`: x and y).
///
/// A field is read from the transform's decomposition and written by replacing that part of the
/// decomposition and recomposing, so setting `rotation.z` keeps the scale and translation. A 2-D
/// (affine) transform is decomposed as `CGAffineTransform` is (its z scale is 1, its x and y
/// rotations 0) while a 2-D field is written; anything else, and a uniform `scale` (which sets z
/// too), goes through the 3-D decomposition, whose rotation is read as angles about x, then y,
/// then z (the transform rotates about x first).
extension LayerKeyPath.TransformFunction {
    /// The field named `name` (`"rotation.z"`, `"scale"`, …), or nil.
    init?(field name: String) {
        guard let function = LayerKeyPath("transform." + name)?.transformFunction else { return nil }
        self = function
    }

    /// The field's value in `t`: a `CGFloat`, or a `CGSize` for `translation`.
    func value(of t: CATransform3D) -> Any {
        let parts = TransformParts(t)
        switch self {
        case .rotationX: return CGFloat(parts.rotation.x)
        case .rotationY: return CGFloat(parts.rotation.y)
        case .rotationZ: return CGFloat(parts.rotation.z)
        case .scale: return CGFloat(parts.scale.sum() / 3)
        case .scaleX: return CGFloat(parts.scale.x)
        case .scaleY: return CGFloat(parts.scale.y)
        case .scaleZ: return CGFloat(parts.scale.z)
        case .translation: return CGSize(width: parts.translation.x, height: parts.translation.y)
        case .translationX: return CGFloat(parts.translation.x)
        case .translationY: return CGFloat(parts.translation.y)
        case .translationZ: return CGFloat(parts.translation.z)
        }
    }

    /// `t` with this field set to `value`; nil when `value` does not fit the field (a number, or a
    /// `CGSize` for `translation`).
    func replacing(in t: CATransform3D, with value: Any) -> CATransform3D? {
        guard let new = AnimatableValue(value, kind: self == .translation ? .size : .scalar) else { return nil }
        if CATransform3DIsAffine(t) && self != .scale && self != .scaleZ && self != .translationZ
            && self != .rotationX && self != .rotationY
        {
            var parts = CATransform3DGetAffineTransform(t).decomposed()
            switch (self, new) {
            case (.rotationZ, .scalar(let v)): parts.rotation = CGFloat(v)
            case (.scaleX, .scalar(let v)): parts.scale.width = CGFloat(v)
            case (.scaleY, .scalar(let v)): parts.scale.height = CGFloat(v)
            case (.translationX, .scalar(let v)): parts.translation.x = CGFloat(v)
            case (.translationY, .scalar(let v)): parts.translation.y = CGFloat(v)
            case (.translation, .size(let s)): parts.translation = CGPoint(x: s.width, y: s.height)
            default: return nil
            }
            return CATransform3DMakeAffineTransform(CGAffineTransform(parts))
        }
        var parts = TransformParts(t)
        switch (self, new) {
        case (.rotationX, .scalar(let v)): parts.rotation.x = v
        case (.rotationY, .scalar(let v)): parts.rotation.y = v
        case (.rotationZ, .scalar(let v)): parts.rotation.z = v
        case (.scale, .scalar(let v)): parts.scale = SIMD3(repeating: v)
        case (.scaleX, .scalar(let v)): parts.scale.x = v
        case (.scaleY, .scalar(let v)): parts.scale.y = v
        case (.scaleZ, .scalar(let v)): parts.scale.z = v
        case (.translation, .size(let s)): (parts.translation.x, parts.translation.y) = (Double(s.width), Double(s.height))
        case (.translationX, .scalar(let v)): parts.translation.x = v
        case (.translationY, .scalar(let v)): parts.translation.y = v
        case (.translationZ, .scalar(let v)): parts.translation.z = v
        default: return nil
        }
        return parts.transform
    }
}

/// A transform as translation, scale, rotation angles and the rest of its decomposition.
private struct TransformParts {
    var translation: SIMD3<Double>
    var scale: SIMD3<Double>
    /// Angles about x, y and z, in radians, applied in that order.
    var rotation: SIMD3<Double>
    /// What else the transform holds: a 2-D skew, or the 3-D decomposition's skew and perspective.
    private let rest: Rest
    private enum Rest {
        case affine(skew: CGFloat)
        case spatial(Transform3DDecomposition)
    }

    init(_ t: CATransform3D) {
        if CATransform3DIsAffine(t) {
            let affine = CATransform3DGetAffineTransform(t).decomposed()
            translation = SIMD3(Double(affine.translation.x), Double(affine.translation.y), 0)
            scale = SIMD3(Double(affine.scale.width), Double(affine.scale.height), 1)
            rotation = SIMD3(0, 0, Double(affine.rotation))
            rest = .affine(skew: affine.skew)
            return
        }
        // A transform that cannot be split reads as its translation alone.
        let decomposition =
            t.decomposed() ?? Transform3DDecomposition(translation: SIMD3(Double(t.m41), Double(t.m42), Double(t.m43)))
        translation = decomposition.translation
        scale = decomposition.scale
        rest = .spatial(decomposition)
        // The pure rotation matrix R = Rx(a) · Ry(b) · Rz(c) (row vectors): its first row is
        // (cos b cos c, cos b sin c, −sin b) and its third column (−sin b, sin a cos b, cos a cos b).
        let r = CATransform3D(Transform3DDecomposition(rotation: decomposition.rotation))
        let b = asin(min(1, max(-1, -Double(r.m13))))
        if abs(Double(r.m13)) < 1 - 1e-12 {
            rotation = SIMD3(atan2(Double(r.m23), Double(r.m33)), b, atan2(Double(r.m12), Double(r.m11)))
        } else {
            // Gimbal lock (b = ±90°): only a − c (or a + c) is defined; all of it goes to x.
            rotation = SIMD3(atan2(-Double(r.m32), Double(r.m22)), b, 0)
        }
    }

    /// The parts recomposed, in the order they were read: skew, scale, rotation about x, y and z,
    /// translation (and, for a 3-D transform, its perspective).
    var transform: CATransform3D {
        let r = CATransform3DConcat(
            CATransform3DConcat(
                CATransform3DMakeRotation(CGFloat(rotation.x), 1, 0, 0),
                CATransform3DMakeRotation(CGFloat(rotation.y), 0, 1, 0)),
            CATransform3DMakeRotation(CGFloat(rotation.z), 0, 0, 1))
        switch rest {
        case .affine(let skew):
            var m = CATransform3DIdentity
            m.m21 = skew
            m = CATransform3DConcat(m, CATransform3DMakeScale(CGFloat(scale.x), CGFloat(scale.y), CGFloat(scale.z)))
            m = CATransform3DConcat(m, r)
            return CATransform3DConcat(
                m,
                CATransform3DMakeTranslation(
                    CGFloat(translation.x), CGFloat(translation.y),
                    CGFloat(translation.z)))
        case .spatial(var d):
            d.translation = translation
            d.scale = scale
            d.rotation = r.decomposed()?.rotation ?? .identity
            return CATransform3D(d)
        }
    }
}
