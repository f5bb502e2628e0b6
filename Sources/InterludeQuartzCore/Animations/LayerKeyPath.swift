/// An animatable key path of `CALayer`, parsed once when an animation is added.
///
/// Each path is declared once, in `LayerKeyPath.declarations`: its name, where its value lives in
/// `LayerState` (and so its kind), and how layers treat it. Parsing, the name, the kind, reading,
/// writing, key-value coding and the layers' setters all derive from that declaration.
///
/// Supported: `position`, `position.x`, `position.y`, `anchorPoint`, `bounds`, `bounds.origin`,
/// `bounds.size`, `bounds.size.width`, `bounds.size.height`, `zPosition`, `opacity`, `hidden`
/// (also spelled `isHidden`), `transform`, `sublayerTransform`, the transform functions
/// `transform.rotation.x`, `transform.rotation.y`, `transform.rotation.z` (also spelled
/// `transform.rotation`), `transform.scale`, `transform.scale.x`, `transform.scale.y`,
/// `transform.scale.z`, `transform.translation`, `transform.translation.x`,
/// `transform.translation.y`, `transform.translation.z`, `backgroundColor`, `cornerRadius`,
/// `borderWidth`, `borderColor`, `shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`,
/// `backdropBlurRadius`, `backdropTint` (visual-effect layers), `contentsRect`, `contentsCenter`, and
/// `CAShapeLayer`'s `fillColor`, `strokeColor`, `strokeStart`, `strokeEnd`, `lineWidth`,
/// `miterLimit`, `lineDashPhase`, and `CAGradientLayer`'s `startPoint`, `endPoint`.
/// (`LayerKeyPathDeclarationTests` checks this list against the declarations.)
package struct LayerKeyPath: Hashable, Sendable {
    /// The path's place in `declarations`.
    let id: UInt8
    /// How the value is stored: copied from the declaration, with `offset`, so that reading and
    /// writing (every frame) never look the declaration up.
    let storage: Storage
    /// Where the value lives in `LayerState`, in bytes (0 for a transform function).
    let offset: UInt16

    /// The Swift type a path's value is stored as (see `AnimatableProperty`), or the transform
    /// function a path applies.
    enum Storage: Hashable, Sendable {
        case cgFloat, float, bool, point, size, rect, transform, color
        case transformFunction(TransformFunction)
    }

    /// A transform sub-path: the animated value builds this one function, applied on top of the model transform.
    package enum TransformFunction: Hashable, Sendable {
        case rotationX, rotationY, rotationZ, scale, scaleX, scaleY, scaleZ, translation, translationX, translationY, translationZ
    }

    /// Parses a key path string (`"position.x"`, `"transform.rotation"`, …); nil when it is not animatable.
    package init?(_ path: String) {
        guard let parsed = Self.byName[path] else { return nil }
        self = parsed
    }

    /// The declared path whose value is the field `field` of `LayerState`: how a setter finds its key.
    /// (Inlined, so that the offset of the setter's key path literal is computed when compiling.)
    @inline(__always)
    init<T: AnimatableProperty>(storedAt field: WritableKeyPath<LayerState, T>) {
        guard let offset = MemoryLayout<LayerState>.offset(of: field),
            let path = Self.byField[FieldKey(storage: T.storage, offset: offset)]
        else { preconditionFailure("no declaration in LayerKeyPath.declarations stores \(field)") }
        self = path
    }

    /// The path declared by `declaration`, at `index` in `declarations`.
    private init(_ index: Int, _ declaration: Declaration) {
        guard let id = UInt8(exactly: index) else { preconditionFailure("more key paths than LayerKeyPath.id can number") }
        (self.id, storage, offset) = (id, declaration.storage, declaration.offset)
    }

    /// The path's declaration.
    var declaration: Declaration { Self.declarations[Int(id)] }

    /// The key path's name, as animations, actions and `CALayer`'s setters spell it.
    package var name: String { Self.declarations[Int(id)].name }

    /// Whether changing the property animates implicitly (`hidden` changes at once).
    package var animatesImplicitly: Bool { Self.declarations[Int(id)].animatesImplicitly }

    /// Whether setting the property marks the layer's content changed (geometry does not).
    var redrawsContent: Bool { Self.declarations[Int(id)].redrawsContent }

    /// `value` as the property's setter stores it: a number clamped to the declared range.
    func clampedBySetter(_ value: AnimatableValue) -> AnimatableValue {
        guard let range = Self.declarations[Int(id)].setterRange, case .scalar(let v) = value else { return value }
        return .scalar(min(range.upperBound, max(range.lowerBound, v)))
    }

    /// `value` as the path stores it: a `Float` property rounds it (a number beyond `Float`'s range
    /// becomes infinite, so that key-value coding rejects it as the property's setter does).
    func asStored(_ value: AnimatableValue) -> AnimatableValue {
        guard storage == .float, case .scalar(let v) = value else { return value }
        return .scalar(Double(Float(v)))
    }

    /// `clampedBySetter(_:)` of a value of the path's stored type.
    func clampedBySetter<T: AnimatableProperty>(_ value: T) -> T {
        guard Self.declarations[Int(id)].setterRange != nil else { return value }
        return T(animatableValue: clampedBySetter(value.animatableValue)) ?? value
    }

    /// The transform function this path applies, if it is one.
    package var transformFunction: TransformFunction? {
        if case .transformFunction(let function) = storage { return function }
        return nil
    }

    /// The bytes the path's value takes in `LayerState`, from `offset` (a transform function's
    /// are the whole transform's, which it writes).
    var byteCount: Int {
        switch storage {
        case .cgFloat: return MemoryLayout<CGFloat>.size
        case .float: return MemoryLayout<Float>.size
        case .bool: return MemoryLayout<Bool>.size
        case .point: return MemoryLayout<CGPoint>.size
        case .size: return MemoryLayout<CGSize>.size
        case .rect: return MemoryLayout<CGRect>.size
        case .transform, .transformFunction: return MemoryLayout<CATransform3D>.size
        case .color: return MemoryLayout<CGColor?>.size
        }
    }

    /// The shape of the path's value.
    var kind: ValueKind {
        switch storage {
        case .cgFloat, .float: return .scalar
        case .bool: return .bool
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .transform: return .transform
        case .color: return .color
        case .transformFunction(let function): return function == .translation ? .size : .scalar
        }
    }

    /// The value of this path in `state` (a transform function reads as its identity value).
    package func read(_ state: LayerState) -> AnimatableValue {
        var state = state
        return read(in: &state)
    }

    /// `read(s)`, reading `s` in place: the per-frame form (`inout` only so that the value is
    /// read where it is; a borrowed state is copied to be addressed).
    func read(in s: inout LayerState) -> AnimatableValue {
        switch storage {
        case .cgFloat: return load(CGFloat.self, from: &s).animatableValue
        case .float: return load(Float.self, from: &s).animatableValue
        case .bool: return load(Bool.self, from: &s).animatableValue
        case .point: return load(CGPoint.self, from: &s).animatableValue
        case .size: return load(CGSize.self, from: &s).animatableValue
        case .rect: return load(CGRect.self, from: &s).animatableValue
        case .transform: return load(CATransform3D.self, from: &s).animatableValue
        case .color: return load(CGColor?.self, from: &s).animatableValue
        case .transformFunction(let function): return function.identityValue
        }
    }

    /// Writes `value` into `s`; a value of the wrong shape is ignored.
    package func write(_ value: AnimatableValue, into s: inout LayerState) {
        switch storage {
        case .cgFloat: store(CGFloat(animatableValue: value), into: &s)
        case .float: store(Float(animatableValue: value), into: &s)
        case .bool: store(Bool(animatableValue: value), into: &s)
        case .point: store(CGPoint(animatableValue: value), into: &s)
        case .size: store(CGSize(animatableValue: value), into: &s)
        case .rect: store(CGRect(animatableValue: value), into: &s)
        case .transform: store(CATransform3D(animatableValue: value), into: &s)
        case .color: store(CGColor?(animatableValue: value), into: &s)
        case .transformFunction(let function):
            s.transform = CATransform3DConcat(function.transform(for: value), s.transform)
        }
    }

    /// Writes `value`, of the path's stored type (a setter's value), into `s`.
    @inline(__always)
    func write<T: AnimatableProperty>(_ value: T, into s: inout LayerState) {
        assert(T.storage == storage, "\(T.self) is not the type of '\(name)'")
        store(value, into: &s)
    }

    /// The path's value in `state` as key-value coding returns it: the property's Swift type, and
    /// a transform field read from the transform's decomposition (not the identity `read` gives).
    func keyValue(in state: LayerState) -> Any? {
        var s = state
        switch storage {
        case .cgFloat: return load(CGFloat.self, from: &s).keyValue
        case .float: return load(Float.self, from: &s).keyValue
        case .bool: return load(Bool.self, from: &s).keyValue
        case .point: return load(CGPoint.self, from: &s).keyValue
        case .size: return load(CGSize.self, from: &s).keyValue
        case .rect: return load(CGRect.self, from: &s).keyValue
        case .transform: return load(CATransform3D.self, from: &s).keyValue
        case .color: return load(CGColor?.self, from: &s).keyValue
        case .transformFunction(let function): return function.value(of: s.transform)
        }
    }

    /// The stored value, read as the bytes at `offset` (the declaration checked the type and
    /// offset); `inout` only so that it is read in place.
    @inline(__always)
    private func load<T: AnimatableProperty>(_: T.Type, from s: inout LayerState) -> T {
        withUnsafeBytes(of: &s) { $0.load(fromByteOffset: Int(offset), as: T.self) }
    }

    /// Stores `value` at `offset`; nil (a value of another shape) leaves `s` as it is.
    @inline(__always)
    private func store<T: AnimatableProperty>(_ value: T?, into s: inout LayerState) {
        guard let value else { return }
        withUnsafeMutableBytes(of: &s) { $0.storeBytes(of: value, toByteOffset: Int(offset), as: T.self) }
    }

    /// The paths by name and by alias.
    private static let byName: [String: LayerKeyPath] = {
        var paths: [String: LayerKeyPath] = [:]
        for (index, declaration) in declarations.enumerated() {
            for name in [declaration.name] + declaration.aliases {
                let path = LayerKeyPath(index, declaration)
                precondition(paths.updateValue(path, forKey: name) == nil, "'\(name)' is declared twice")
            }
        }
        return paths
    }()

    /// Where a stored value lives: its type and offset.
    private struct FieldKey: Hashable {
        let storage: Storage
        let offset: Int
    }

    /// The stored paths by where their value lives (distinct paths at one offset differ in type:
    /// `position` and `position.x`).
    private static let byField: [FieldKey: LayerKeyPath] = {
        var paths: [FieldKey: LayerKeyPath] = [:]
        for (index, declaration) in declarations.enumerated() where declaration.storage.isStored {
            let key = FieldKey(storage: declaration.storage, offset: Int(declaration.offset))
            let path = LayerKeyPath(index, declaration)
            precondition(paths.updateValue(path, forKey: key) == nil, "'\(declaration.name)' repeats another declaration's field")
        }
        return paths
    }()
}

extension LayerKeyPath.Storage {
    /// Whether the value is stored in `LayerState` (not a transform function).
    var isStored: Bool {
        if case .transformFunction = self { return false }
        return true
    }
}

extension LayerKeyPath {
    // Typed shortcuts for the per-frame path: the same reads and writes as `read(_:)` and
    // `write(_:into:)`, without building an `AnimatableValue` (a 129-byte enum) for each. They
    // dispatch on the stored type, not on the property, so every declared path takes them.

    /// `read(s)` of a scalar path, as a `Double`.
    @inline(__always)
    func readScalar(in s: inout LayerState) -> Double {
        switch storage {
        case .cgFloat: return Double(load(CGFloat.self, from: &s))
        case .float: return Double(load(Float.self, from: &s))
        default: return read(in: &s).scalarValue
        }
    }

    /// `write(.scalar(v), into: &s)`.
    @inline(__always)
    func writeScalar(_ v: Double, into s: inout LayerState) {
        switch storage {
        case .cgFloat: store(CGFloat(v), into: &s)
        case .float: store(Float(v), into: &s)
        default: write(.scalar(v), into: &s)
        }
    }

    /// `read(s)` of a point path, as a `CGPoint`.
    @inline(__always)
    func readPoint(in s: inout LayerState) -> CGPoint {
        if storage == .point { return load(CGPoint.self, from: &s) }
        return read(in: &s).pointValue
    }

    /// `write(.point(p), into: &s)`.
    @inline(__always)
    func writePoint(_ p: CGPoint, into s: inout LayerState) {
        if storage == .point { return store(p, into: &s) }
        write(.point(p), into: &s)
    }

    /// `write(.transform(t), into: &s)`.
    @inline(__always)
    func writeTransform(_ t: CATransform3D, into s: inout LayerState) {
        if storage == .transform { return store(t, into: &s) }
        write(.transform(t), into: &s)
    }
}

extension LayerKeyPath.TransformFunction {
    /// The value that leaves the transform unchanged (0 for rotations and translations, 1 for scales).
    var identityValue: AnimatableValue {
        switch self {
        case .scale, .scaleX, .scaleY, .scaleZ: return .scalar(1)
        case .translation: return .size(.zero)
        default: return .scalar(0)
        }
    }

    /// The transform this function denotes at `value`.
    func transform(for value: AnimatableValue) -> CATransform3D {
        switch (self, value) {
        case (.rotationX, .scalar(let v)): return CATransform3DMakeRotation(CGFloat(v), 1, 0, 0)
        case (.rotationY, .scalar(let v)): return CATransform3DMakeRotation(CGFloat(v), 0, 1, 0)
        case (.rotationZ, .scalar(let v)): return CATransform3DMakeRotation(CGFloat(v), 0, 0, 1)
        case (.scale, .scalar(let v)): return CATransform3DMakeScale(CGFloat(v), CGFloat(v), CGFloat(v))
        case (.scaleX, .scalar(let v)): return CATransform3DMakeScale(CGFloat(v), 1, 1)
        case (.scaleY, .scalar(let v)): return CATransform3DMakeScale(1, CGFloat(v), 1)
        case (.scaleZ, .scalar(let v)): return CATransform3DMakeScale(1, 1, CGFloat(v))
        case (.translation, .size(let z)): return CATransform3DMakeTranslation(z.width, z.height, 0)
        case (.translationX, .scalar(let v)): return CATransform3DMakeTranslation(CGFloat(v), 0, 0)
        case (.translationY, .scalar(let v)): return CATransform3DMakeTranslation(0, CGFloat(v), 0)
        case (.translationZ, .scalar(let v)): return CATransform3DMakeTranslation(0, 0, CGFloat(v))
        default: return CATransform3DIdentity
        }
    }
}
