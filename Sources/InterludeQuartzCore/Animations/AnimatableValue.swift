/// A typed value an animation interpolates: what Core Animation keeps as `id` in `fromValue`.
package enum AnimatableValue: Equatable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)
    case bool(Bool)

    /// Converts a value given to `fromValue`/`toValue`/`values` for a property of `kind`: the
    /// property's Swift type, or the `NSValue` box iOS code uses (`NSValue(cgPoint:)`…), and for
    /// numbers any numeric type or `NSNumber`.
    init?(_ any: Any?, kind: ValueKind) {
        guard let any else { return nil }
        switch kind {
        case .scalar:
            switch any {
            case let v as Double: self = .scalar(v)
            case let v as CGFloat: self = .scalar(Double(v))
            case let v as Float: self = .scalar(Double(v))
            case let v as Int: self = .scalar(Double(v))
            case let v as NSNumber: self = .scalar(v.doubleValue)
            default: return nil
            }
        case .point:
            if let p = any as? CGPoint {
                self = .point(p)
            } else if let box = any as? NSValue, box.boxedType == .point {
                self = .point(box.cgPointValue)
            } else {
                return nil
            }
        case .size:
            if let s = any as? CGSize {
                self = .size(s)
            } else if let box = any as? NSValue, box.boxedType == .size {
                self = .size(box.cgSizeValue)
            } else {
                return nil
            }
        case .rect:
            if let r = any as? CGRect {
                self = .rect(r)
            } else if let box = any as? NSValue, box.boxedType == .rect {
                self = .rect(box.cgRectValue)
            } else {
                return nil
            }
        case .transform:
            if let t = any as? CATransform3D {
                self = .transform(t)
            } else if let a = any as? CGAffineTransform {
                self = .transform(CATransform3DMakeAffineTransform(a))
            } else if let box = any as? NSValue, box.boxedType == .transform3D {
                self = .transform(box.caTransform3DValue)
            } else if let box = any as? NSValue, box.boxedType == .affineTransform {
                self = .transform(CATransform3DMakeAffineTransform(box.cgAffineTransformValue))
            } else {
                return nil
            }
        case .color:
            if let c = any as? CGColor {
                self = .color(c)
            } else if let c = any as? CGColorConvertible {
                self = .color(c.cgColor)
            } else {
                return nil
            }
        case .bool:
            if let b = any as? Bool {
                self = .bool(b)
            } else if let n = any as? NSNumber {
                self = .bool(n.boolValue)
            } else {
                return nil
            }
        }
    }

    /// The payload of a `.scalar` (0 for any other case; callers check the kind first).
    var scalarValue: Double {
        if case .scalar(let v) = self { return v }
        return 0
    }

    /// The payload of a `.point` (zero for any other case; callers check the kind first).
    var pointValue: CGPoint {
        if case .point(let p) = self { return p }
        return .zero
    }

    /// The value as Core Animation would hand it back from `value(forKeyPath:)`.
    package var boxed: Any {
        switch self {
        case .scalar(let v): return CGFloat(v)
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .transform(let t): return t
        case .color(let c): return c ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)
        case .bool(let b): return b
        }
    }

    /// Interpolates towards `to`; `fraction` 0 and 1 give the endpoints exactly, values outside
    /// 0…1 extrapolate (springs overshoot). Booleans and colours outside the range hold the endpoint.
    func interpolated(to: AnimatableValue, fraction f: Double) -> AnimatableValue {
        if f == 0 { return self }
        if f == 1 { return to }
        switch (self, to) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + (b - a) * f)
        case let (.point(a), .point(b)): return .point(CGPoint.interpolate(from: a, to: b, fraction: f))
        case let (.size(a), .size(b)): return .size(CGSize.interpolate(from: a, to: b, fraction: f))
        case let (.rect(a), .rect(b)): return .rect(CGRect.interpolate(from: a, to: b, fraction: f))
        case let (.transform(a), .transform(b)): return .transform(CATransform3D.interpolate(from: a, to: b, fraction: f))
        case let (.color(a), .color(b)):
            let clear = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
            if a == nil && b == nil { return .color(nil) }
            return .color(CGColor.interpolate(from: a ?? clear, to: b ?? clear, fraction: min(1, max(0, f))))
        case (.bool, .bool): return f < 1 ? self : to
        default: return f < 0.5 ? self : to
        }
    }

    /// `self + other`, for additive animations and `byValue`.
    package func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case let (.transform(a), .transform(b)): return .transform(CATransform3DConcat(b, a))
        default: return other
        }
    }

    /// `self − other`, the inverse of ``adding(_:)``.
    func subtracting(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a - b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x - b.x, y: a.y - b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width - b.width, height: a.height - b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.minX - b.minX, y: a.minY - b.minY, width: a.width - b.width, height: a.height - b.height))
        case let (.transform(a), .transform(b)): return .transform(CATransform3DConcat(CATransform3DInvert(b), a))
        default: return self
        }
    }

    /// The value an additive animation starts from so that, added to `model`, it shows `self`:
    /// `self − model`; for transforms, `self` followed by the inverse of `model` (`adding`
    /// concatenates the animated transform before the model's). Nil when `model` is a singular
    /// transform, which no offset can undo.
    package func additiveOffset(over model: AnimatableValue) -> AnimatableValue? {
        if case .transform(let shown) = self, case .transform(let model) = model {
            guard let inverse = model.inverse else { return nil }
            return .transform(CATransform3DConcat(shown, inverse))
        }
        return subtracting(model)
    }

    /// What an additive animation of this kind of value ends at, adding nothing: zero, or the
    /// identity transform.
    package var additiveZero: AnimatableValue {
        switch self {
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return .transform(CATransform3DIdentity)
        case .color, .bool: return self
        }
    }

    /// Distance used by paced keyframe animations.
    func distance(to other: AnimatableValue) -> Double {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return abs(b - a)
        case let (.point(a), .point(b)): return hypot(Double(b.x - a.x), Double(b.y - a.y))
        case let (.size(a), .size(b)): return hypot(Double(b.width - a.width), Double(b.height - a.height))
        case let (.rect(a), .rect(b)):
            return hypot(
                hypot(Double(b.minX - a.minX), Double(b.minY - a.minY)),
                hypot(Double(b.width - a.width), Double(b.height - a.height)))
        default: return self == other ? 0 : 1
        }
    }
}

/// The shape of a property's value.
enum ValueKind { case scalar, point, size, rect, transform, color, bool }

/// A color object that stands for a `CGColor` (UIKit's `UIColor`): animation values given as one
/// animate its color, as in Core Animation, which takes the object's color as the value.
package protocol CGColorConvertible {
    var cgColor: CGColor { get }
}
