import Foundation

/// Values stored under keys a layer class adds — Core Animation's dynamic properties, such as
/// `@NSManaged var progress: CGFloat` in a `CALayer` subclass (ported to `value(forKey:)` and
/// `setValue(_:forKey:)`). A layer keeps those that are numbers, points, sizes, rectangles,
/// transforms, colours or booleans in its model state too (`LayerState.customValues`), so that
/// animations of the key interpolate them as they do built-in properties, presentation copies
/// answer the animated value, and a class whose `needsDisplay(forKey:)` names the key draws each
/// frame of the animation.
///
/// Immutable and shared by the states that hold it: a change makes a new one (`setting(_:to:)`).
package final class CustomKeyValues: Equatable {
    package let values: [String: AnimatableValue]

    fileprivate init(_ values: [String: AnimatableValue]) { self.values = values }

    package subscript(key: String) -> AnimatableValue? { values[key] }

    package static func == (lhs: CustomKeyValues, rhs: CustomKeyValues) -> Bool { lhs === rhs || lhs.values == rhs.values }
}

extension Optional where Wrapped == CustomKeyValues {
    /// These values with `key` set to `value` (removed when nil); nil when none are left.
    package func setting(_ key: String, to value: AnimatableValue?) -> CustomKeyValues? {
        var values = self?.values ?? [:]
        values[key] = value
        return values.isEmpty ? nil : CustomKeyValues(values)
    }
}

extension AnimatableValue {
    /// The value of the kind `any`'s own type gives; nil for a value no animation can interpolate.
    package init?(inferring any: Any) {
        if any is Bool {
            self.init(any, kind: .bool)
            return
        }
        for kind in [ValueKind.scalar, .point, .size, .rect, .transform, .color] {
            if let value = AnimatableValue(any, kind: kind) {
                self = value
                return
            }
        }
        return nil
    }

    /// The value boxed as the Swift type of `original` (the value the layer stores under the key), so
    /// that `as? Double` finds a `Double` where the property is one; `boxed` otherwise.
    package func boxed(like original: Any?) -> Any {
        guard case .scalar(let v) = self else { return boxed }
        switch original {
        case is Double: return v
        case is Float: return Float(v)
        case is Int: return Int(v.rounded())
        case is NSNumber: return NSNumber(value: v)
        default: return CGFloat(v)
        }
    }
}

extension AnimatableValue {
    /// The value's kind.
    var kind: ValueKind {
        switch self {
        case .scalar: .scalar
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .transform: .transform
        case .color: .color
        case .bool: .bool
        }
    }
}
