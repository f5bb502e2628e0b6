/// An animation of one layer property named by a key path.
open class CAPropertyAnimation: CAAnimation {
    // `@exclusivity(unchecked)` below: read by every clock step or frame; each one is listed, with
    // what its run-time check costs, in the Benchmarks article ("Unchecked exclusivity").
    /// Whether the value is added to the underlying value instead of replacing it. Defaults to false.
    @exclusivity(unchecked) public var isAdditive = false
    /// Whether repeats accumulate: each iteration starts where the previous ended. Defaults to false.
    @exclusivity(unchecked) public var isCumulative = false

    /// The parsed key path.
    @exclusivity(unchecked) var parsedKeyPath: LayerKeyPath?
    /// A key of the layer class's own (not a Core Animation property), set instead of `parsedKeyPath`
    /// when the animation is added; its values live in `LayerState.customValues`.
    var customKey: String?
    /// The kind of a custom key's values, from the animation's own values (nil when it has none).
    var customKind: ValueKind?
    /// The animated key path (see the supported list on `LayerKeyPath`).
    public var keyPath: String?
    /// The function that makes the interpolated numbers into the transform the animation sets
    /// (see ``CAValueFunction``); for transform key paths. Defaults to nil: values are transforms.
    public var valueFunction: CAValueFunction?

    /// An animation of `path`, e.g. `"opacity"` or `"transform.scale"`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// An animation of no key path yet (set `keyPath`).
    public required init() { super.init() }

    required public init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CAPropertyAnimation {
            keyPath = other.keyPath
            isAdditive = other.isAdditive
            isCumulative = other.isCumulative
            parsedKeyPath = other.parsedKeyPath
            customKey = other.customKey
            customKind = other.customKind
            valueFunction = other.valueFunction
        }
    }

    package override func propertyValue(forKey key: String) -> Any?? {
        switch key {
        case "keyPath": return .some(keyPath)
        case "additive", "isAdditive": return .some(isAdditive)
        case "cumulative", "isCumulative": return .some(isCumulative)
        case "valueFunction": return .some(valueFunction)
        default: return super.propertyValue(forKey: key)
        }
    }

    package override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "keyPath": assignOptionalKeyValue(value, forKey: key, value as? String) { keyPath = $0 }
        case "additive", "isAdditive": assignKeyValue(value, forKey: key, KeyValue.flag(value)) { isAdditive = $0 }
        case "cumulative", "isCumulative": assignKeyValue(value, forKey: key, KeyValue.flag(value)) { isCumulative = $0 }
        case "valueFunction": assignOptionalKeyValue(value, forKey: key, value as? CAValueFunction) { valueFunction = $0 }
        default: return super.setPropertyValue(value, forKey: key)
        }
        return true
    }

    package override func prepareForAdding() -> String? {
        guard let keyPath else { return "the animation has no keyPath" }
        guard let parsed = LayerKeyPath(keyPath) else {
            // A plain key names a value of the layer class's own, as Core Animation's dynamic properties.
            guard !keyPath.isEmpty, !keyPath.contains(".") else { return "'\(keyPath)' is not an animatable key path" }
            if valueFunction != nil {
                return "a valueFunction makes a transform: it animates 'transform' or 'sublayerTransform', not '\(keyPath)'"
            }
            (parsedKeyPath, customKey) = (nil, keyPath)
            return nil
        }
        (parsedKeyPath, customKey) = (parsed, nil)
        if valueFunction != nil, parsed.kind != .transform {
            return "a valueFunction makes a transform: it animates 'transform' or 'sublayerTransform', not '\(keyPath)'"
        }
        return nil
    }

    override var customKeys: [String] { customKey.map { [$0] } ?? [] }

    /// Writes `value` (already interpolated) for `path`, honouring `isAdditive` and `isCumulative`.
    @inline(__always)
    func write(_ value: AnimatableValue, iterationOffset: AnimatableValue?, into state: inout LayerState) {
        var value = value
        if let iterationOffset { value = iterationOffset.adding(value) }
        guard let path = parsedKeyPath else { return writeCustom(value, into: &state) }
        if isAdditive, !isTransformFunction { value = path.read(in: &state).adding(value) }
        path.write(value, into: &state)
    }

    /// Writes the value of a custom key, added to the value underneath when additive.
    private func writeCustom(_ value: AnimatableValue, into state: inout LayerState) {
        guard let key = customKey else { return }
        var value = value
        if isAdditive, let underneath = state.customValues?[key] { value = underneath.adding(value) }
        state.customValues = state.customValues.setting(key, to: value)
    }

    /// The value underneath the animation: the property's, or a custom key's (`sample`'s zero when
    /// the layer stores none of that kind).
    func currentValue(in state: inout LayerState, like sample: AnimatableValue?) -> AnimatableValue {
        if let path = parsedKeyPath { return path.read(in: &state) }
        let stored = customKey.flatMap { state.customValues?[$0] }
        guard let sample else { return stored ?? .scalar(0) }
        if let stored, stored.kind == sample.kind { return stored }
        return sample.subtracting(sample)
    }

    /// The kind of the first of `values` that has one, for a custom key.
    func inferCustomKind(_ values: [Any?]) -> ValueKind? {
        values.lazy.compactMap { $0.flatMap(AnimatableValue.init(inferring:))?.kind }.first
    }

    private var isTransformFunction: Bool {
        parsedKeyPath?.transformFunction != nil
    }

    /// Completed iterations at layer time `t`, for cumulative animations (0 otherwise).
    func completedIterations(atLayerTime t: Double) -> Double {
        guard isCumulative, activeDriver == nil, isResolved else { return 0 }
        let timing = iterationTiming
        let local = min(activeTime(atLayerTime: t), timing.activeDuration)
        guard timing.iterationDuration > 0, local > 0 else { return 0 }
        let count = (local / timing.iterationDuration).rounded(.down)
        return local >= timing.activeDuration - timeTolerance && count > 0 ? count - 1 : count
    }
}

extension AnimatableValue {
    /// `self` added to itself `times` times (cumulative repeats).
    func scaled(by times: Double) -> AnimatableValue? {
        switch self {
        case .scalar(let v): return .scalar(v * times)
        case .point(let p): return .point(CGPoint(x: p.x * times, y: p.y * times))
        case .size(let s): return .size(CGSize(width: s.width * times, height: s.height * times))
        case .rect(let r):
            return .rect(CGRect(x: r.minX * times, y: r.minY * times, width: r.width * times, height: r.height * times))
        default: return nil
        }
    }
}
