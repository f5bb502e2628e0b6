// `layer.value(forKeyPath: "position") as? NSValue` and `anyValue as? CGPoint` both work on iOS,
// where geometry bridges to NSValue. Linux's Foundation bridges none of these structures, so a
// layer's CGPoint fails `as? NSValue` there. These conformances give the casts iOS code relies on:
// a point, size, rectangle, vector, affine or 3-D transform boxes into the NSValue that
// `NSValue(cgPoint:)` and friends make, and such an NSValue unboxes back to its structure (and
// fails to unbox into another one). `_ObjectiveCBridgeable` is the standard library's hook for
// bridging casts, which the Swift runtime consults on Linux too.

extension CGPoint: @retroactive _ObjectiveCBridgeable {
    /// The point boxed: `NSValue(cgPoint:)`.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgPoint: self) }
    /// Unboxes `source`; `.zero` when it holds something else.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) { result = source.cgPointValue }
    /// Unboxes `source` when it holds a point.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        result = source.boxedType == .point ? source.cgPointValue : nil
        return result != nil
    }
    /// Unboxes `source`; `.zero` for nil or another type.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint { source?.cgPointValue ?? .zero }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
    /// The size boxed: `NSValue(cgSize:)`.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgSize: self) }
    /// Unboxes `source`; `.zero` when it holds something else.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) { result = source.cgSizeValue }
    /// Unboxes `source` when it holds a size.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        result = source.boxedType == .size ? source.cgSizeValue : nil
        return result != nil
    }
    /// Unboxes `source`; `.zero` for nil or another type.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize { source?.cgSizeValue ?? .zero }
}

extension CGRect: @retroactive _ObjectiveCBridgeable {
    /// The rectangle boxed: `NSValue(cgRect:)`.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgRect: self) }
    /// Unboxes `source`; `.zero` when it holds something else.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) { result = source.cgRectValue }
    /// Unboxes `source` when it holds a rectangle.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        result = source.boxedType == .rect ? source.cgRectValue : nil
        return result != nil
    }
    /// Unboxes `source`; `.zero` for nil or another type.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect { source?.cgRectValue ?? .zero }
}

extension CGVector: _ObjectiveCBridgeable {
    /// The vector boxed: `NSValue(cgVector:)`.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgVector: self) }
    /// Unboxes `source`; the zero vector when it holds something else.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGVector?) { result = source.cgVectorValue }
    /// Unboxes `source` when it holds a vector.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGVector?) -> Bool {
        result = source.boxedType == .vector ? source.cgVectorValue : nil
        return result != nil
    }
    /// Unboxes `source`; the zero vector for nil or another type.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGVector {
        source?.cgVectorValue ?? CGVector(dx: 0, dy: 0)
    }
}

extension CGAffineTransform: _ObjectiveCBridgeable {
    /// The transform boxed: `NSValue(cgAffineTransform:)`.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgAffineTransform: self) }
    /// Unboxes `source`; the identity when it holds something else.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGAffineTransform?) {
        result = source.cgAffineTransformValue
    }
    /// Unboxes `source` when it holds an affine transform.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGAffineTransform?) -> Bool {
        result = source.boxedType == .affineTransform ? source.cgAffineTransformValue : nil
        return result != nil
    }
    /// Unboxes `source`; the identity for nil or another type.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGAffineTransform {
        source?.cgAffineTransformValue ?? .identity
    }
}

extension CATransform3D: _ObjectiveCBridgeable {
    /// The transform boxed: `NSValue(caTransform3D:)`.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(caTransform3D: self) }
    /// Unboxes `source`; the identity when it holds something else.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CATransform3D?) {
        result = source.caTransform3DValue
    }
    /// Unboxes `source` when it holds a 3-D transform.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CATransform3D?) -> Bool {
        result = source.boxedType == .transform3D ? source.caTransform3DValue : nil
        return result != nil
    }
    /// Unboxes `source`; the identity for nil or another type.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CATransform3D {
        source?.caTransform3DValue ?? CATransform3DIdentity
    }
}
