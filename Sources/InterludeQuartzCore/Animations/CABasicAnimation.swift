/// A single-keyframe animation between `fromValue`, `toValue` and `byValue`.
///
/// Which values are set decides the interpolation, as in Core Animation:
/// from+to: from → to; from+by: from → from+by; by+to: to−by → to; from: from → current;
/// to: current → to; by: current → current+by; none: current (no visible change).
/// "Current" is the property's value underneath this animation (model plus earlier animations).
open class CABasicAnimation: CAPropertyAnimation {
    // `@exclusivity(unchecked)` below: read by every clock step or frame; each one is listed, with
    // what its run-time check costs, in the Benchmarks article ("Unchecked exclusivity").
    /// How `apply` evaluates the animation, chosen when it is added.
    @exclusivity(unchecked) private var plan = Plan.general

    /// The value at the start; nil means the model value (or `toValue − byValue`).
    public var fromValue: Any?
    /// The value at the end; nil means the model value (or `fromValue + byValue`).
    public var toValue: Any?
    /// The change over the animation, relative to `fromValue` or the model value.
    public var byValue: Any?

    /// The values parsed when added (only the general path reads them).
    private var parsed: ParsedValues?
    private var from: AnimatableValue? { parsed?.from }
    private var to: AnimatableValue? { parsed?.to }
    private var by: AnimatableValue? { parsed?.by }

    /// The value function's numbers, parsed when added (only with a ``CAPropertyAnimation/valueFunction``).
    private var functionInputs: FunctionInputs?

    private struct FunctionInputs {
        let function: CAValueFunction
        let from: [Double]
        let to: [Double]
    }

    private final class ParsedValues {
        let from: AnimatableValue?
        let to: AnimatableValue?
        let by: AnimatableValue?
        init(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?) {
            (self.from, self.to, self.by) = (from, to, by)
        }
    }

    /// Typed shortcuts for the common shapes; each computes exactly what the general path does.
    enum Plan {
        /// Through `AnimatableValue` and `endpoints(current:)`.
        case general
        /// A scalar property; a nil end is the value underneath.
        case scalar(from: Double?, to: Double?)
        /// A point property; a nil end is the value underneath.
        case point(from: CGPoint?, to: CGPoint?)
        /// A whole transform between two fixed ends, decomposed once.
        case transform(TransformInterpolation)

        /// Writes `.scalar(from, to)`'s value at eased progress `f` (shared with `AnimationTrack`).
        @inline(__always)
        static func writeScalar(
            _ path: LayerKeyPath, from: Double?, to: Double?, fraction f: Double, into state: inout LayerState
        ) {
            let (a, b) = (from ?? path.readScalar(in: &state), to ?? path.readScalar(in: &state))
            path.writeScalar(f == 0 ? a : f == 1 ? b : a + (b - a) * f, into: &state)
        }

        /// Writes `.point(from, to)`'s value at eased `progress` (shared with `AnimationTrack`).
        @inline(__always)
        static func writePoint(
            _ path: LayerKeyPath, from: CGPoint?, to: CGPoint?, progress: AxisProgress, into state: inout LayerState
        ) {
            let (a, b) = (from ?? path.readPoint(in: &state), to ?? path.readPoint(in: &state))
            path.writePoint(
                CGPoint(
                    x: CGFloat.interpolate(from: a.x, to: b.x, fraction: progress.x),
                    y: CGFloat.interpolate(from: a.y, to: b.y, fraction: progress.y)),
                into: &state)
        }
    }

    /// An animation of no key path yet (set `keyPath`).
    public required init() { super.init() }

    required public init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CABasicAnimation {
            fromValue = other.fromValue
            toValue = other.toValue
            byValue = other.byValue
            parsed = other.parsed
            plan = other.plan
            functionInputs = other.functionInputs
        }
    }

    package override func propertyValue(forKey key: String) -> Any?? {
        switch key {
        case "fromValue": return .some(fromValue)
        case "toValue": return .some(toValue)
        case "byValue": return .some(byValue)
        default: return super.propertyValue(forKey: key)
        }
    }

    package override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "fromValue": fromValue = value
        case "toValue": toValue = value
        case "byValue": byValue = value
        default: return super.setPropertyValue(value, forKey: key)
        }
        return true
    }

    package override func prepareForAdding() -> String? {
        if let reason = super.prepareForAdding() { return reason }
        if customKey != nil { customKind = inferCustomKind([fromValue, toValue, byValue]) }
        guard let kind = parsedKeyPath?.kind ?? customKind else { return nil }
        if let valueFunction { return prepareFunctionInputs(valueFunction) }
        functionInputs = nil
        for (name, raw) in [("fromValue", fromValue), ("toValue", toValue), ("byValue", byValue)] where raw != nil {
            if AnimatableValue(raw, kind: kind) == nil {
                return "\(name) \(String(describing: raw!)) does not fit key path '\(keyPath ?? "")'"
            }
        }
        parsed = ParsedValues(
            from: AnimatableValue(fromValue, kind: kind), to: AnimatableValue(toValue, kind: kind),
            by: AnimatableValue(byValue, kind: kind))
        plan = makePlan()
        return nil
    }

    /// Parses the ends as the value function's numbers and resolves them as `endpoints(current:)`
    /// does, the function's identity standing for the value underneath.
    private func prepareFunctionInputs(_ function: CAValueFunction) -> String? {
        var parsed: [String: [Double]] = [:]
        for (name, raw) in [("fromValue", fromValue), ("toValue", toValue), ("byValue", byValue)] where raw != nil {
            guard let inputs = function.inputs(from: raw) else {
                return
                    "\(name) \(String(describing: raw!)) is not \(function.inputCount == 1 ? "a number" : "an array of 3 numbers") "
                    + "for the value function '\(function.name.rawValue)'"
            }
            parsed[name] = inputs
        }
        let identity = function.identityInputs
        func sum(_ a: [Double], _ b: [Double], _ sign: Double) -> [Double] { zip(a, b).map { $0 + sign * $1 } }
        let ends: ([Double], [Double])
        switch (parsed["fromValue"], parsed["toValue"], parsed["byValue"]) {
        case let (f?, t?, _): ends = (f, t)
        case let (f?, nil, b?): ends = (f, sum(f, b, 1))
        case let (nil, t?, b?): ends = (sum(t, b, -1), t)
        case let (f?, nil, nil): ends = (f, identity)
        case let (nil, t?, nil): ends = (identity, t)
        case let (nil, nil, b?): ends = (identity, sum(identity, b, 1))
        case (nil, nil, nil): ends = (identity, identity)
        }
        functionInputs = FunctionInputs(function: function, from: ends.0, to: ends.1)
        plan = .general
        return nil
    }

    /// The typed shortcut for the parsed values, when one applies (never for transform functions,
    /// whose write composes a transform, nor for ends that depend on `isAdditive`).
    private func makePlan() -> Plan {
        guard let path = parsedKeyPath else { return .general }
        if path.transformFunction != nil { return .general }
        // The ends as `endpoints(current:)` gives them; nil stands for the value underneath.
        let ends: (AnimatableValue?, AnimatableValue?)
        switch (from, to, by) {
        case let (f?, t?, _): ends = (f, t)
        case let (f?, nil, b?): ends = (f, f.adding(b))
        case let (nil, t?, b?): ends = (t.subtracting(b), t)
        case let (f?, nil, nil): ends = (f, nil)
        case let (nil, t?, nil): ends = (nil, t) // `apply` takes the plan only when not additive
        default: return .general
        }
        switch (path.kind, ends.0, ends.1) {
        case (.scalar, .scalar(let a)?, .scalar(let b)?): return .scalar(from: a, to: b)
        case (.scalar, .scalar(let a)?, nil): return .scalar(from: a, to: nil)
        case (.scalar, nil, .scalar(let b)?): return .scalar(from: nil, to: b)
        case (.point, .point(let a)?, .point(let b)?): return .point(from: a, to: b)
        case (.point, .point(let a)?, nil): return .point(from: a, to: nil)
        case (.point, nil, .point(let b)?): return .point(from: nil, to: b)
        case (.transform, .transform(let a)?, .transform(let b)?): return .transform(TransformInterpolation(from: a, to: b))
        default: return .general
        }
    }

    override func appendTrack(to storage: inout AnimationTrackStorage) -> Bool {
        guard isTrackable, !isCumulative, functionInputs == nil, let path = parsedKeyPath else { return false }
        let change: AnimationTrack.Change
        if isAdditive {
            // `apply`'s additive write (UIKit's view animations), when the ends are fixed.
            guard path.transformFunction == nil, let (from, to) = fixedEndpoints else { return false }
            change = storage.addAdditive(from: from, to: to)
        } else {
            switch plan {
            case .general: return false
            case let .scalar(from, to): change = .scalar(from: from, to: to)
            case let .point(from, to): change = .point(from: from, to: to)
            case let .transform(interpolation): change = .transform(storage.add(interpolation))
            }
        }
        storage.add(AnimationTrack(self, easing: trackEasing(&storage), path: path, change: change))
        return true
    }

    /// The endpoints when they do not depend on the value underneath: from and to, or one of them and by.
    private var fixedEndpoints: (AnimatableValue, AnimatableValue)? {
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f.adding(b))
        case let (nil, t?, b?): return (t.subtracting(b), t)
        default: return nil
        }
    }

    /// The resolved endpoints for an underlying value `current`.
    @inline(__always)
    func endpoints(current: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
        switch (from, to, by) {
        case let (f?, nil, nil): return (f, current)
        case let (nil, t?, nil): return (isAdditive ? current.subtracting(current) : current, t)
        case let (nil, nil, b?): return (isAdditive ? current.subtracting(current) : current, isAdditive ? b : current.adding(b))
        case (nil, nil, nil): return (current, current)
        // The rest: two of the three set, which fix both ends.
        default: return fixedEndpoints!
        }
    }

    @MainActor package override func apply(to state: inout LayerState, layerTime t: Double) {
        guard parsedKeyPath != nil || customKind != nil, let progress = progress(atLayerTime: t) else { return }
        if let inputs = functionInputs {
            let values = CAValueFunction.interpolate(inputs.from, inputs.to, fraction: progress.x)
            write(.transform(inputs.function.transform(values)), iterationOffset: nil, into: &state)
            return
        }
        if !isAdditive && !isCumulative, let path = parsedKeyPath {
            switch plan {
            case .general:
                break
            case let .scalar(from, to):
                Plan.writeScalar(path, from: from, to: to, fraction: progress.x, into: &state)
                return
            case let .point(from, to):
                Plan.writePoint(path, from: from, to: to, progress: progress, into: &state)
                return
            case let .transform(interpolation):
                path.writeTransform(interpolation.value(at: progress.x), into: &state)
                return
            }
        }
        let current = currentValue(in: &state, like: from ?? to ?? by)
        let (a, b) = endpoints(current: current)
        let value: AnimatableValue
        if progress.x != progress.y, case let (.point(p0), .point(p1)) = (a, b) {
            value = .point(
                CGPoint(
                    x: CGFloat.interpolate(from: p0.x, to: p1.x, fraction: progress.x),
                    y: CGFloat.interpolate(from: p0.y, to: p1.y, fraction: progress.y)))
        } else {
            value = a.interpolated(to: b, fraction: progress.x)
        }
        let iterations = completedIterations(atLayerTime: t)
        let offset = iterations > 0 ? b.subtracting(a).scaled(by: iterations) : nil
        write(value, iterationOffset: offset, into: &state)
    }
}
