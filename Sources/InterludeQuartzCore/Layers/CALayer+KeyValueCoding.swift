// Core Animation's key-value coding extensions ("Core Animation Programming Guide", Key-Value
// Coding Extensions): layers are containers for arbitrary keys, give defaults for keys with no
// value, and reach into the fields of CGPoint (x, y), CGSize (width, height), CGRect (origin,
// origin.x, origin.y, size, size.width, size.height) and CATransform3D (rotation, scale,
// translation) through key paths. Linux's NSObject has no key-value coding, so these are the
// layer's own methods (declared in CALayer.swift so that subclasses can override them).

extension LayerKeyPath {
    /// Whether key-value coding reaches this path by its name on a layer that draws `drawing`: a
    /// public property every layer has, or one of that layer class.
    func isKeyValueProperty(of drawing: CALayer.BuiltInDrawing) -> Bool {
        let declaration = declaration
        return declaration.isKeyValueProperty && (declaration.owner == .none || declaration.owner == drawing)
    }
}

extension CALayer {
    /// `propertyValue(forKey:)` for the properties every layer has.
    func layerPropertyValue(forKey key: String) -> Any?? {
        if let path = LayerKeyPath(key), !key.contains("."), path.isKeyValueProperty(of: builtInDrawing) {
            return .some(path.keyValue(in: modelState))
        }
        switch key {
        case "frame": return .some(frame)
        case "anchorPointZ": return .some(anchorPointZ)
        case "masksToBounds": return .some(masksToBounds)
        case "doubleSided", "isDoubleSided": return .some(isDoubleSided)
        case "maskedCorners": return .some(maskedCorners)
        case "contents": return .some(contents)
        case "contentsGravity": return .some(contentsGravity)
        case "contentsScale": return .some(contentsScale)
        case "minificationFilter": return .some(minificationFilter)
        case "magnificationFilter": return .some(magnificationFilter)
        case "filters": return .some(filters)
        case "backgroundFilters": return .some(backgroundFilters)
        case "compositingFilter": return .some(compositingFilter)
        case "name": return .some(name)
        case "mask": return .some(mask)
        case "opaque", "isOpaque": return .some(isOpaque)
        case "shouldRasterize": return .some(shouldRasterize)
        case "cornerCurve": return .some(cornerCurve)
        case "rasterizationScale": return .some(rasterizationScale)
        case "shadowPath": return .some(shadowPath)
        case "sublayers": return .some(sublayers)
        case "superlayer": return .some(superlayer)
        case "speed": return .some(speed)
        case "beginTime": return .some(beginTime)
        case "timeOffset": return .some(timeOffset)
        default: return .none
        }
    }

    /// `setPropertyValue(_:forKey:)` for the properties every layer has.
    func setLayerPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        if let path = LayerKeyPath(key), !key.contains("."), path.isKeyValueProperty(of: builtInDrawing) {
            setAnimatable(path, to: value)
            return true
        }
        func assign<T>(_ converted: T?, _ set: (T) -> Void) {
            guard let converted else { return rejectKeyValue(value, forKey: key) }
            set(converted)
        }
        switch key {
        case "frame": assign(value as? CGRect) { frame = $0 }
        case "anchorPointZ": assign(KeyValue.number(value)) { anchorPointZ = CGFloat($0) }
        case "masksToBounds": assign(KeyValue.flag(value)) { masksToBounds = $0 }
        case "doubleSided", "isDoubleSided": assign(KeyValue.flag(value)) { isDoubleSided = $0 }
        case "maskedCorners":
            assign((value as? CACornerMask) ?? KeyValue.number(value).map { CACornerMask(rawValue: UInt($0)) }) {
                maskedCorners = $0
            }
        case "contents": contents = value
        case "contentsGravity":
            assign((value as? CALayerContentsGravity) ?? (value as? String).map(CALayerContentsGravity.init)) {
                contentsGravity = $0
            }
        case "contentsScale": assign(KeyValue.number(value)) { contentsScale = CGFloat($0) }
        case "minificationFilter":
            assign((value as? CALayerContentsFilter) ?? (value as? String).map(CALayerContentsFilter.init)) {
                minificationFilter = $0
            }
        case "magnificationFilter":
            assign((value as? CALayerContentsFilter) ?? (value as? String).map(CALayerContentsFilter.init)) {
                magnificationFilter = $0
            }
        case "filters":
            if value == nil { filters = nil } else { assign(value as? [Any]) { filters = $0 } }
        case "backgroundFilters":
            if value == nil { backgroundFilters = nil } else { assign(value as? [Any]) { backgroundFilters = $0 } }
        case "compositingFilter": compositingFilter = value
        case "name":
            if value == nil { name = nil } else { assign(value as? String) { name = $0 } }
        case "mask":
            if value == nil { mask = nil } else { assign(value as? CALayer) { mask = $0 } }
        case "opaque", "isOpaque": assign(KeyValue.flag(value)) { isOpaque = $0 }
        case "shouldRasterize": assign(KeyValue.flag(value)) { shouldRasterize = $0 }
        case "cornerCurve":
            assign((value as? CALayerCornerCurve) ?? (value as? String).map(CALayerCornerCurve.init)) { cornerCurve = $0 }
        case "rasterizationScale": assign(KeyValue.number(value)) { rasterizationScale = CGFloat($0) }
        case "shadowPath":
            if value == nil { shadowPath = nil } else { assign(value as? CGPath) { shadowPath = $0 } }
        case "sublayers":
            if value == nil { sublayers = nil } else { assign(value as? [CALayer]) { sublayers = $0 } }
        case "superlayer":
            Diagnostics.report("CALayer.setValue(_:forKey:): 'superlayer' cannot be set; use addSublayer(_:)")
        case "speed": assign(KeyValue.number(value)) { speed = Float($0) }
        case "beginTime": assign(KeyValue.number(value)) { beginTime = $0 }
        case "timeOffset": assign(KeyValue.number(value)) { timeOffset = $0 }
        default: return false
        }
        return true
    }

    /// Sets an animatable property from a key-value coding value, through its setter.
    private func setAnimatable(_ path: LayerKeyPath, to value: Any?) {
        guard let new = AnimatableValue(value, kind: path.kind).map(path.asStored), new.isFinite else {
            // A nil color clears it, as the property's setter does.
            if value == nil, path.kind == .color { return setAnimatableValue(.color(nil), for: path) }
            return rejectKeyValue(value, forKey: path.name)
        }
        setAnimatableValue(new, for: path)
    }

    /// `value(forKeyPath:)`: a whole key, a transform field, a field of a structure, or a path
    /// through a layer stored under a key.
    func keyValue(atPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        switch value(forKey: head) {
        case let transform as CATransform3D:
            return LayerKeyPath.TransformFunction(field: rest)?.value(of: transform)
        case let layer as CALayer:
            return layer.value(forKeyPath: rest)
        case let base?:
            return KeyValue.field(rest, of: base)
        case nil:
            return nil
        }
    }

    /// `setValue(_:forKeyPath:)`: sets the head property with the field replaced.
    func setKeyValue(_ value: Any?, atPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        switch self.value(forKey: head) {
        case let transform as CATransform3D:
            guard let field = LayerKeyPath.TransformFunction(field: rest) else { return rejectKeyPath(keyPath) }
            guard let value, let replaced = field.replacing(in: transform, with: value) else {
                return rejectKeyValue(value, forKey: keyPath)
            }
            setValue(replaced, forKey: head)
        case let layer as CALayer:
            layer.setValue(value, forKeyPath: rest)
        case let base?:
            guard KeyValue.field(rest, of: base) != nil else { return rejectKeyPath(keyPath) }
            guard let replaced = KeyValue.replacing(rest, of: base, with: value) else {
                return rejectKeyValue(value, forKey: keyPath)
            }
            setValue(replaced, forKey: head)
        case nil:
            // Core Animation sends the rest of the path to nil: nothing happens.
            break
        }
    }

    func rejectKeyValue(_ value: Any?, forKey key: String) {
        Diagnostics.report(
            "CALayer.setValue(_:forKey:): \(value.map { "\($0)" } ?? "nil") is not a value for '\(key)'; the layer was left unchanged"
        )
    }

    private func rejectKeyPath(_ keyPath: String) {
        Diagnostics.report("CALayer.setValue(_:forKeyPath:): '\(keyPath)' names no field; the layer was left unchanged")
    }
}

/// Conversions and structure fields of key-value coding values.
package enum KeyValue {
    /// A number given as any numeric type or `NSNumber`.
    package static func number(_ value: Any?) -> Double? {
        if case .scalar(let v)? = AnimatableValue(value, kind: .scalar), v.isFinite { return v }
        return nil
    }

    /// A flag given as `Bool` or `NSNumber`.
    static func flag(_ value: Any?) -> Bool? {
        if case .bool(let b)? = AnimatableValue(value, kind: .bool) { return b }
        return nil
    }

    /// The field at dotted `path` of a `CGPoint` (`x`, `y`), `CGSize` (`width`, `height`) or
    /// `CGRect` (`origin`, `size` and their fields); nil when there is none.
    static func field(_ path: String, of base: Any) -> Any? {
        switch (base, path) {
        case (let p as CGPoint, "x"): return p.x
        case (let p as CGPoint, "y"): return p.y
        case (let s as CGSize, "width"): return s.width
        case (let s as CGSize, "height"): return s.height
        case (let r as CGRect, "origin"): return r.origin
        case (let r as CGRect, "size"): return r.size
        case (let r as CGRect, _) where path.hasPrefix("origin."): return field(String(path.dropFirst(7)), of: r.origin)
        case (let r as CGRect, _) where path.hasPrefix("size."): return field(String(path.dropFirst(5)), of: r.size)
        default: return nil
        }
    }

    /// `base` with the field at `path` set to `value`; nil when `value` does not fit the field.
    static func replacing(_ path: String, of base: Any, with value: Any?) -> Any? {
        switch (base, path) {
        case (var p as CGPoint, "x"):
            return number(value).map {
                p.x = CGFloat($0); return p
            }
        case (var p as CGPoint, "y"):
            return number(value).map {
                p.y = CGFloat($0); return p
            }
        case (var s as CGSize, "width"):
            return number(value).map {
                s.width = CGFloat($0); return s
            }
        case (var s as CGSize, "height"):
            return number(value).map {
                s.height = CGFloat($0); return s
            }
        case (var r as CGRect, "origin"):
            return (value as? CGPoint).map {
                r.origin = $0; return r
            }
        case (var r as CGRect, "size"):
            return (value as? CGSize).map {
                r.size = $0; return r
            }
        case (var r as CGRect, _) where path.hasPrefix("origin."):
            return (replacing(String(path.dropFirst(7)), of: r.origin, with: value) as? CGPoint).map {
                r.origin = $0; return r
            }
        case (var r as CGRect, _) where path.hasPrefix("size."):
            return (replacing(String(path.dropFirst(5)), of: r.size, with: value) as? CGSize).map {
                r.size = $0; return r
            }
        default: return nil
        }
    }
}

extension AnimatableValue {
    /// Whether every number in the value is finite (colors and flags always are).
    var isFinite: Bool {
        switch self {
        case .scalar(let v): return v.isFinite
        case .point(let p): return p.isUsable
        case .size(let s): return s.width.isFinite && s.height.isFinite
        case .rect(let r): return r.isUsable
        case .transform(let t): return t.isUsable
        case .color, .bool: return true
        }
    }
}
