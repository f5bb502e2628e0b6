/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it (`"linear"`).
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight interpolation between consecutive values at their key times (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value holds until the next key time; no interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant speed along the values; `keyTimes` and `timingFunctions` are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
}

/// An animation through a list of values at given key times.
///
/// `keyTimes` (0…1, non-decreasing, one per value; for `.discrete` one more than the values)
/// default to evenly spaced. `timingFunctions[i]` paces segment i. The animation's own
/// `timingFunction` is applied first, to the whole duration.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values, in order.
    public var values: [Any]?
    /// When each value is reached, as fractions 0…1 of the duration, one per value and increasing;
    /// nil spaces the values evenly.
    public var keyTimes: [NSNumber]?
    /// The pacing of each segment between keyframes (one fewer than the values); nil is linear.
    @exclusivity(unchecked) public var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are found. Defaults to `.linear`.
    @exclusivity(unchecked) public var calculationMode: CAAnimationCalculationMode = .linear

    // Read on every frame: exclusivity unchecked, as in `CAAnimation`.
    @exclusivity(unchecked) private var frames: [AnimatableValue] = []
    @exclusivity(unchecked) private var times: [Double] = []
    /// For whole-transform paths that interpolate: segment i from frame i to i + 1, decomposed once.
    @exclusivity(unchecked) private var transformSegments: [TransformInterpolation] = []

    /// A keyframe animation of no key path yet.
    public required init() { super.init() }

    /// A keyframe animation of `path`, e.g. `"position"` or `"transform.rotation.z"`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    required public init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CAKeyframeAnimation {
            values = other.values
            keyTimes = other.keyTimes
            timingFunctions = other.timingFunctions
            calculationMode = other.calculationMode
            frames = other.frames
            times = other.times
            transformSegments = other.transformSegments
        }
    }

    package override func prepareForAdding() -> String? {
        if let reason = super.prepareForAdding() { return reason }
        guard let kind = path?.kind else { return nil }
        let raw = values ?? []
        var parsed: [AnimatableValue] = []
        for value in raw {
            guard let v = AnimatableValue(value, kind: kind) else {
                return "value \(value) does not fit key path '\(keyPath ?? "")'"
            }
            parsed.append(v)
        }
        frames = parsed
        times = resolvedKeyTimes()
        transformSegments = []
        if kind == .transform && calculationMode != .discrete {
            let transforms = parsed.compactMap { value -> CATransform3D? in
                if case .transform(let t) = value { return t }
                return nil
            }
            if transforms.count == parsed.count && transforms.count > 1 {
                transformSegments = (1..<transforms.count).map {
                    TransformInterpolation(from: transforms[$0 - 1], to: transforms[$0])
                }
            }
        }
        return nil
    }

    /// Key times actually used: given ones when they fit, else evenly spaced; distance-based when paced.
    private func resolvedKeyTimes() -> [Double] {
        let n = frames.count
        guard n > 1 else { return n == 1 ? [0] : [] }
        if calculationMode == .paced {
            var lengths = [0.0]
            for i in 1..<n { lengths.append(lengths[i - 1] + frames[i - 1].distance(to: frames[i])) }
            let total = lengths[n - 1]
            return total > 0 ? lengths.map { $0 / total } : (0..<n).map { Double($0) / Double(n - 1) }
        }
        let expected = calculationMode == .discrete ? n + 1 : n
        if let keyTimes, keyTimes.count == expected {
            return keyTimes.map { min(1, max(0, $0.doubleValue)) }
        }
        let steps = calculationMode == .discrete ? n : n - 1
        return (0...steps).map { Double($0) / Double(steps) }
    }

    override func appendReferencedMemory(to list: inout [MemoryRange]) {
        list += [frames.memoryRange(elements: 0), times.memoryRange(elements: times.count),
                 transformSegments.memoryRange(elements: transformSegments.count)].compactMap { $0 }
        list += transformSegments.map(\.memoryRange)
    }

    package override func apply(to state: inout LayerState, layerTime t: Double) {
        guard let progress = progress(atLayerTime: t), !frames.isEmpty else { return }
        if !transformSegments.isEmpty && !isAdditive, let path {
            path.writeTransform(transform(at: progress.x), into: &state)
            return
        }
        write(value(at: progress.x), iterationOffset: nil, into: &state)
    }

    /// `value(at:)` for a whole-transform path, through the segments decomposed when added.
    private func transform(at p: Double) -> CATransform3D {
        let last = transformSegments.count - 1
        if p <= times[0] { return transformSegments[0].from }
        if p >= times[last + 1] { return transformSegments[last].to }
        var segment = 0
        while segment < last && times[segment + 1] <= p { segment += 1 }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (p - times[segment]) / span : 1
        if calculationMode != .paced, let functions = timingFunctions, segment < functions.count {
            local = functions[segment].progress(local)
        }
        return transformSegments[segment].value(at: local)
    }

    /// The value at overall progress `p` (already paced by `timingFunction`).
    func value(at p: Double) -> AnimatableValue {
        let n = frames.count
        if n == 1 { return frames[0] }
        if calculationMode == .discrete {
            var index = 0
            while index + 1 < n && times[index + 1] <= p { index += 1 }
            return frames[index]
        }
        if p <= times[0] { return frames[0] }
        if p >= times[n - 1] { return frames[n - 1] }
        var segment = 0
        while segment + 2 < n && times[segment + 1] <= p { segment += 1 }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (p - times[segment]) / span : 1
        if calculationMode != .paced, let functions = timingFunctions, segment < functions.count {
            local = functions[segment].progress(local)
        }
        return frames[segment].interpolated(to: frames[segment + 1], fraction: local)
    }
}
