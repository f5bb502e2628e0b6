// Core Animation's key-value coding extensions ("Core Animation Programming Guide", Key-Value
// Coding Extensions): animations, like layers, are containers for arbitrary keys, and their own
// properties are reachable by name. Linux's NSObject has no key-value coding, so these are the
// animation's own methods (declared in CAAnimation.swift so that subclasses can override them).

extension CAAnimation {
    /// `propertyValue(forKey:)` for the properties every animation has, by their Objective-C names.
    func animationPropertyValue(forKey key: String) -> Any?? {
        switch key {
        case "beginTime": return .some(beginTime)
        case "duration": return .some(duration)
        case "speed": return .some(speed)
        case "timeOffset": return .some(timeOffset)
        case "repeatCount": return .some(repeatCount)
        case "repeatDuration": return .some(repeatDuration)
        case "autoreverses": return .some(autoreverses)
        case "fillMode": return .some(fillMode)
        case "timingFunction": return .some(timingFunction)
        case "delegate": return .some(delegate)
        case "removedOnCompletion", "isRemovedOnCompletion": return .some(isRemovedOnCompletion)
        default: return .none
        }
    }

    /// `setPropertyValue(_:forKey:)` for the properties every animation has.
    func setAnimationPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "beginTime": assignKeyValue(value, forKey: key, KeyValue.number(value)) { beginTime = $0 }
        case "duration": assignKeyValue(value, forKey: key, KeyValue.number(value)) { duration = $0 }
        case "speed": assignKeyValue(value, forKey: key, KeyValue.number(value)) { speed = Float($0) }
        case "timeOffset": assignKeyValue(value, forKey: key, KeyValue.number(value)) { timeOffset = $0 }
        case "repeatCount":
            assignKeyValue(value, forKey: key, KeyValue.number(value) ?? KeyValue.infinity(value)) { repeatCount = Float($0) }
        case "repeatDuration": assignKeyValue(value, forKey: key, KeyValue.number(value)) { repeatDuration = $0 }
        case "autoreverses": assignKeyValue(value, forKey: key, KeyValue.flag(value)) { autoreverses = $0 }
        case "fillMode":
            assignKeyValue(value, forKey: key, KeyValue.named(value, as: CAMediaTimingFillMode.self)) { fillMode = $0 }
        case "timingFunction":
            assignOptionalKeyValue(value, forKey: key, value as? CAMediaTimingFunction) { timingFunction = $0 }
        case "delegate":
            assignOptionalKeyValue(value, forKey: key, value as? CAAnimationDelegate) { delegate = $0 }
        case "removedOnCompletion", "isRemovedOnCompletion":
            assignKeyValue(value, forKey: key, KeyValue.flag(value)) { isRemovedOnCompletion = $0 }
        default: return false
        }
        return true
    }

    /// Sets a property through `set` when `converted` (the value in the property's type) exists;
    /// otherwise reports that `value` does not fit `key`.
    func assignKeyValue<T>(_ value: Any?, forKey key: String, _ converted: T?, _ set: (T) -> Void) {
        guard let converted else { return rejectKeyValue(value, forKey: key) }
        set(converted)
    }

    /// `assignKeyValue` for an optional property: nil clears it.
    func assignOptionalKeyValue<T>(_ value: Any?, forKey key: String, _ converted: T?, _ set: (T?) -> Void) {
        if value == nil { return set(nil) }
        assignKeyValue(value, forKey: key, converted, set)
    }

    /// `value(forKeyPath:)`: a key, then fields of its value.
    func keyValue(atPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        return value(forKey: head).flatMap { KeyValue.field(rest, of: $0) }
    }

    /// `setValue(_:forKeyPath:)`: sets the head key with the field replaced.
    func setKeyValue(_ value: Any?, atPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        guard let base = self.value(forKey: head), KeyValue.field(rest, of: base) != nil else {
            return Diagnostics.report(
                "CAAnimation.setValue(_:forKeyPath:): '\(keyPath)' names no field; the animation was left unchanged")
        }
        guard let replaced = KeyValue.replacing(rest, of: base, with: value) else {
            return rejectKeyValue(value, forKey: keyPath)
        }
        setValue(replaced, forKey: head)
    }

    func rejectKeyValue(_ value: Any?, forKey key: String) {
        Diagnostics.report(
            "CAAnimation.setValue(_:forKey:): \(value.map { "\($0)" } ?? "nil") is not a value for '\(key)'; the animation was left unchanged"
        )
    }
}

extension KeyValue {
    /// `.infinity` given as `Float.infinity` or `Double.infinity` (a repeat count of "forever").
    static func infinity(_ value: Any?) -> Double? {
        if case .scalar(let v)? = AnimatableValue(value, kind: .scalar), v == .infinity { return v }
        return nil
    }

    /// A string constant given as its type (`CAMediaTimingFillMode.forwards`) or its raw `String`.
    static func named<T: RawRepresentable>(_ value: Any?, as type: T.Type) -> T? where T.RawValue == String {
        (value as? T) ?? (value as? String).flatMap(T.init(rawValue:))
    }
}
