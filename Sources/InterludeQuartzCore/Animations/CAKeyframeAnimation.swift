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
    /// A smooth curve through the values at their key times, shaped by `tensionValues`,
    /// `continuityValues` and `biasValues` (see `KeyframeSpline`); `timingFunctions` pace the segments.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The `.cubic` curve with the key times spaced by the distance between values, as `.paced`
    /// spaces them (the chords, not the arcs of the curve); `keyTimes` and `timingFunctions` are ignored.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether an object moving along a keyframe animation's `path` turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it (`"auto"`).
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer is rotated to the path's tangent: its x axis points the way it travels.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer is rotated to the tangent turned half a turn: its x axis points back.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a list of values at given key times, or along a path.
///
/// `keyTimes` (0…1, non-decreasing, one per value; for `.discrete` one more than the values)
/// default to evenly spaced. `timingFunctions[i]` paces segment i. The animation's own
/// `timingFunction` is applied first, to the whole duration.
///
/// A `path` replaces `values` for a point property (`position`, `anchorPoint`): the end point of
/// each line or curve is a keyframe, and between keyframes the value moves along the line or curve
/// (at constant speed within it). With `.linear` (the default), each line or curve takes an equal
/// share of the duration (or the time `keyTimes` gives it, one key time per keyframe, the path's
/// start included); with `.paced` the whole path is travelled at one speed. Moves are jumps and
/// take no time; a `close` is a line back to its subpath's start.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values, in order.
    public var values: [Any]?
    /// When each value is reached, as fractions 0…1 of the duration, one per value and increasing;
    /// nil spaces the values evenly.
    public var keyTimes: [NSNumber]?
    // `@exclusivity(unchecked)` below: read by every clock step or frame; each one is listed, with
    // what its run-time check costs, in the Benchmarks article ("Unchecked exclusivity").
    /// The pacing of each segment between keyframes (one fewer than the values); nil is linear.
    @exclusivity(unchecked) public var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are found. Defaults to `.linear`.
    public var calculationMode: CAAnimationCalculationMode = .linear {
        didSet { modeFlags = ModeFlags(calculationMode) }
    }
    /// What frames ask of `calculationMode`, worked out when it is set (comparing its name is a
    /// string comparison).
    @exclusivity(unchecked) private var modeFlags = ModeFlags(.linear)

    private struct ModeFlags {
        let isCubic: Bool
        let isPaced: Bool
        let isDiscrete: Bool

        init(_ mode: CAAnimationCalculationMode) {
            isCubic = mode == .cubic || mode == .cubicPaced
            isPaced = mode == .paced || mode == .cubicPaced
            isDiscrete = mode == .discrete
        }
    }
    /// The path a point property follows; when set, `values` are ignored. Copied when the
    /// animation is added. Defaults to nil.
    public var path: CGPath?
    /// Whether the layer turns to the path's direction as it moves: `.rotateAuto` rotates it about
    /// z to the tangent (on top of its own transform), `.rotateAutoReverse` half a turn further.
    /// Defaults to nil, no rotation. Used only with a `path`.
    public var rotationMode: CAAnimationRotationMode?

    /// For the cubic modes, each keyframe's tightness: positive tighter, negative rounder; nil is 0.
    public var tensionValues: [NSNumber]?
    /// For the cubic modes, each keyframe's corner: 0 smooth, negative and positive make corners; nil is 0.
    public var continuityValues: [NSNumber]?
    /// For the cubic modes, where each keyframe's curve leans: negative before, positive after it; nil is 0.
    public var biasValues: [NSNumber]?

    @exclusivity(unchecked) private var frames: [AnimatableValue] = []
    /// The spline of the cubic modes, made when added (nil otherwise).
    @exclusivity(unchecked) private var spline: KeyframeSpline?
    /// The frames as components for the spline or the value function (empty otherwise).
    @exclusivity(unchecked) private var frameComponents: [[Double]] = []
    /// The value function's frames are numbers (`frameComponents`), made into transforms by it.
    @exclusivity(unchecked) private var keyframeFunction: CAValueFunction?
    @exclusivity(unchecked) private var times: [Double] = []
    /// For whole-transform paths that interpolate: segment i from frame i to i + 1, decomposed once.
    @exclusivity(unchecked) private var transformSegments: [TransformInterpolation] = []
    /// The path measured when added (nil without a path).
    @exclusivity(unchecked) private var motion: PathMeasure?

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
            modeFlags = other.modeFlags
            path = other.path
            rotationMode = other.rotationMode
            motion = other.motion
            frames = other.frames
            times = other.times
            transformSegments = other.transformSegments
            tensionValues = other.tensionValues
            continuityValues = other.continuityValues
            biasValues = other.biasValues
            spline = other.spline
            frameComponents = other.frameComponents
            keyframeFunction = other.keyframeFunction
        }
    }

    package override func propertyValue(forKey key: String) -> Any?? {
        switch key {
        case "values": return .some(values)
        case "keyTimes": return .some(keyTimes)
        case "timingFunctions": return .some(timingFunctions)
        case "calculationMode": return .some(calculationMode)
        case "path": return .some(path)
        case "rotationMode": return .some(rotationMode)
        case "tensionValues": return .some(tensionValues)
        case "continuityValues": return .some(continuityValues)
        case "biasValues": return .some(biasValues)
        default: return super.propertyValue(forKey: key)
        }
    }

    package override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "values": assignOptionalKeyValue(value, forKey: key, value as? [Any]) { values = $0 }
        case "keyTimes": assignOptionalKeyValue(value, forKey: key, value as? [NSNumber]) { keyTimes = $0 }
        case "timingFunctions":
            assignOptionalKeyValue(value, forKey: key, value as? [CAMediaTimingFunction]) { timingFunctions = $0 }
        case "calculationMode":
            assignKeyValue(value, forKey: key, KeyValue.named(value, as: CAAnimationCalculationMode.self)) {
                calculationMode = $0
            }
        case "path": assignOptionalKeyValue(value, forKey: key, value as? CGPath) { path = $0 }
        case "tensionValues": assignOptionalKeyValue(value, forKey: key, value as? [NSNumber]) { tensionValues = $0 }
        case "continuityValues": assignOptionalKeyValue(value, forKey: key, value as? [NSNumber]) { continuityValues = $0 }
        case "biasValues": assignOptionalKeyValue(value, forKey: key, value as? [NSNumber]) { biasValues = $0 }
        case "rotationMode":
            assignOptionalKeyValue(value, forKey: key, KeyValue.named(value, as: CAAnimationRotationMode.self)) {
                rotationMode = $0
            }
        default: return super.setPropertyValue(value, forKey: key)
        }
        return true
    }

    package override func prepareForAdding() -> String? {
        if let reason = super.prepareForAdding() { return reason }
        if let customKey {
            if path != nil { return "a path animates a point key path ('position', 'anchorPoint'), not '\(customKey)'" }
            customKind = inferCustomKind(values ?? [])
        }
        guard let kind = parsedKeyPath?.kind ?? customKind else { return nil }
        spline = nil
        frameComponents = []
        keyframeFunction = nil
        if let path { return prepareMotion(along: path, kind: kind) }
        motion = nil
        let raw = values ?? []
        if let valueFunction { return prepareFunctionFrames(raw, function: valueFunction) }
        var parsed: [AnimatableValue] = []
        for value in raw {
            guard let v = AnimatableValue(value, kind: kind) else {
                return "value \(value) does not fit key path '\(keyPath ?? "")'"
            }
            parsed.append(v)
        }
        frames = parsed
        times = resolvedKeyTimes()
        if isCubic, parsed.count > 1 {
            let components = parsed.compactMap(KeyframeSpline.components)
            if components.count == parsed.count {
                frameComponents = components
                spline = makeSpline(count: parsed.count)
            }
        }
        transformSegments = []
        if kind == .transform && !modeFlags.isDiscrete {
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

    private var isCubic: Bool { modeFlags.isCubic }
    private var isPaced: Bool { modeFlags.isPaced }

    private func makeSpline(count: Int) -> KeyframeSpline {
        KeyframeSpline(count: count, tension: tensionValues, continuity: continuityValues, bias: biasValues)
    }

    /// The value function's numbers for each value (see ``CAValueFunction``), as components.
    private func prepareFunctionFrames(_ raw: [Any], function: CAValueFunction) -> String? {
        var inputs: [[Double]] = []
        for value in raw {
            guard let numbers = function.inputs(from: value) else {
                return "value \(value) is not \(function.inputCount == 1 ? "a number" : "an array of 3 numbers") "
                    + "for the value function '\(function.name.rawValue)'"
            }
            inputs.append(numbers)
        }
        keyframeFunction = function
        frameComponents = inputs
        // Placeholders that count the keyframes (the times are spaced by `inputs` below).
        frames = inputs.map { .scalar(($0.map { $0 * $0 }.reduce(0, +)).squareRoot()) }
        times = resolvedKeyTimes(components: inputs)
        transformSegments = []
        if isCubic, inputs.count > 1 { spline = makeSpline(count: inputs.count) }
        return nil
    }

    /// Measures `path` and makes its keyframes (the start, then each segment's end point).
    private func prepareMotion(along path: CGPath, kind: ValueKind) -> String? {
        guard kind == .point else {
            return "a path animates a point key path ('position', 'anchorPoint'), not '\(keyPath ?? "")'"
        }
        let measure = PathMeasure(path)
        motion = measure
        transformSegments = []
        frames = measure.segments.first.map { [.point($0.p0)] + measure.segments.map { .point($0.p3) } } ?? []
        times = resolvedKeyTimes()
        return nil
    }

    /// Key times actually used: given ones when they fit, else evenly spaced; distance-based when
    /// paced (between `components` when given, else between the frames).
    private func resolvedKeyTimes(components: [[Double]]? = nil) -> [Double] {
        let n = frames.count
        guard n > 1 else { return n == 1 ? [0] : [] }
        if isPaced {
            func distance(_ i: Int) -> Double {
                guard let components else { return frames[i - 1].distance(to: frames[i]) }
                return zip(components[i - 1], components[i]).map { ($1 - $0) * ($1 - $0) }.reduce(0, +).squareRoot()
            }
            var lengths = [0.0]
            for i in 1..<n { lengths.append(lengths[i - 1] + distance(i)) }
            let total = lengths[n - 1]
            return total > 0 ? lengths.map { $0 / total } : (0..<n).map { Double($0) / Double(n - 1) }
        }
        let expected = modeFlags.isDiscrete ? n + 1 : n
        if let keyTimes, keyTimes.count == expected {
            return keyTimes.map { min(1, max(0, $0.doubleValue)) }
        }
        let steps = modeFlags.isDiscrete ? n : n - 1
        return (0...steps).map { Double($0) / Double(steps) }
    }

    @MainActor package override func apply(to state: inout LayerState, layerTime t: Double) {
        guard let progress = progress(atLayerTime: t), !frames.isEmpty else { return }
        if let motion { return applyMotion(motion, progress: progress.x, to: &state) }
        if let keyframeFunction {
            write(.transform(keyframeFunction.transform(components(at: progress.x))), iterationOffset: nil, into: &state)
            return
        }
        if !transformSegments.isEmpty && !isAdditive, let path = parsedKeyPath {
            path.writeTransform(transform(at: progress.x), into: &state)
            return
        }
        write(value(at: progress.x), iterationOffset: nil, into: &state)
    }

    /// Places the point property on the path at overall progress `p`, and turns the layer with it
    /// when `rotationMode` says so.
    private func applyMotion(_ motion: PathMeasure, progress p: Double, to state: inout LayerState) {
        let location: (point: CGPoint, angle: Double)
        if isPaced {
            location = motion.location(atDistance: min(max(p, 0), 1) * motion.length)
        } else if modeFlags.isDiscrete {
            var index = 0
            while index + 1 < frames.count && times[index + 1] <= p { index += 1 }
            location = motion.location(inSegment: max(index - 1, 0), fraction: index == 0 ? 0 : 1)
        } else {
            let last = motion.segments.count - 1
            if p <= times[0] {
                location = motion.location(inSegment: 0, fraction: 0)
            } else if p >= times[last + 1] {
                location = motion.location(inSegment: last, fraction: 1)
            } else {
                var segment = 0
                while segment < last && times[segment + 1] <= p { segment += 1 }
                let span = times[segment + 1] - times[segment]
                var local = span > 0 ? (p - times[segment]) / span : 1
                if let functions = timingFunctions, segment < functions.count { local = functions[segment].progress(local) }
                location = motion.location(inSegment: segment, fraction: local)
            }
        }
        if isAdditive {
            write(.point(location.point), iterationOffset: nil, into: &state)
        } else {
            parsedKeyPath?.writePoint(location.point, into: &state)
        }
        if let rotationMode {
            let angle = rotationMode == .rotateAutoReverse ? location.angle + .pi : location.angle
            state.transform = CATransform3DConcat(CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1), state.transform)
        }
    }

    /// `value(at:)` for a whole-transform path, through the segments decomposed when added.
    private func transform(at p: Double) -> CATransform3D {
        let functions = isPaced ? nil : timingFunctions
        return Self.transform(
            at: p, segmentCount: transformSegments.count, segment: { transformSegments[$0] }, time: { times[$0] },
            paced: { segment, local in
                guard let functions, segment < functions.count else { return local }
                return functions[segment].progress(local)
            })
    }

    /// The transform at overall progress `p` through `segmentCount` decomposed segments, with
    /// `segmentCount + 1` key times, each segment's fraction paced by `paced` (shared with
    /// `AnimationTrack`, which reads the same values from its storage).
    @inline(__always)
    static func transform(
        at p: Double, segmentCount: Int, segment: (Int) -> TransformInterpolation, time: (Int) -> Double,
        paced: (Int, Double) -> Double
    ) -> CATransform3D {
        let last = segmentCount - 1
        if p <= time(0) { return segment(0).from }
        if p >= time(last + 1) { return segment(last).to }
        var index = 0
        while index < last && time(index + 1) <= p { index += 1 }
        let span = time(index + 1) - time(index)
        let local = span > 0 ? (p - time(index)) / span : 1
        return segment(index).value(at: paced(index, local))
    }

    override func appendTrack(to storage: inout AnimationTrackStorage) -> Bool {
        guard isTrackable, motion == nil, keyframeFunction == nil, !transformSegments.isEmpty, !isAdditive,
            !frames.isEmpty, let path = parsedKeyPath
        else { return false }
        let change = storage.addKeyframeTransforms(
            segments: transformSegments, times: times, functions: isPaced ? nil : timingFunctions)
        storage.add(AnimationTrack(self, easing: trackEasing(&storage), path: path, change: change))
        return true
    }

    /// Where overall progress `p` falls among `count` keyframes: on one (held by `.discrete`, or
    /// before the first and after the last time), or in a segment, at a fraction through it that
    /// its timing function has paced.
    private enum KeyframePosition {
        case on(Int)
        case between(segment: Int, fraction: Double)
    }

    private func position(at p: Double, count n: Int) -> KeyframePosition {
        if n == 1 { return .on(0) }
        if modeFlags.isDiscrete {
            var index = 0
            while index + 1 < n && times[index + 1] <= p { index += 1 }
            return .on(index)
        }
        if p <= times[0] { return .on(0) }
        if p >= times[n - 1] { return .on(n - 1) }
        var segment = 0
        while segment + 2 < n && times[segment + 1] <= p { segment += 1 }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (p - times[segment]) / span : 1
        if !isPaced, let functions = timingFunctions, segment < functions.count {
            local = functions[segment].progress(local)
        }
        return .between(segment: segment, fraction: local)
    }

    /// The value at overall progress `p` (already paced by `timingFunction`).
    func value(at p: Double) -> AnimatableValue {
        switch position(at: p, count: frames.count) {
        case .on(let index):
            return frames[index]
        case .between(let segment, let local):
            if let spline, !frameComponents.isEmpty {
                return KeyframeSpline.value(
                    like: frames[segment], spline.point(in: frameComponents, segment: segment, fraction: local))
            }
            return frames[segment].interpolated(to: frames[segment + 1], fraction: local)
        }
    }

    /// The value function's numbers at overall progress `p`: held (`.discrete`), on the spline
    /// (cubic modes) or straight between keyframes.
    private func components(at p: Double) -> [Double] {
        switch position(at: p, count: frameComponents.count) {
        case .on(let index):
            return frameComponents[index]
        case .between(let segment, let local):
            if let spline { return spline.point(in: frameComponents, segment: segment, fraction: local) }
            return CAValueFunction.interpolate(frameComponents[segment], frameComponents[segment + 1], fraction: local)
        }
    }
}
