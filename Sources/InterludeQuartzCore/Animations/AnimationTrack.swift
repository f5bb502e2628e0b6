/// One attached animation's per-frame work as plain data: its timing, its easing and the typed
/// change it makes, copied out of the animation object when a render tree is built.
///
/// A frame that evaluates animations through their objects follows, for every animated layer, a
/// chain of references (the layer's animation list, each animation, its decomposed transforms),
/// each a likely cache miss once thousands of layers are animated, and retains and releases them
/// on the way. A render tree keeps the tracks of all its animated layers in one
/// `AnimationTrackStorage`, in the order a frame evaluates them, and applies them from there.
///
/// A track holds no references (`AnimationTrackTests` checks that it is plain data) and is small:
/// what is large or shared (decomposed transforms, key times, custom curves, springs) lives in
/// the storage's arrays, which it names by index.
///
/// Only animations whose value at a time depends on nothing else have a track: media-timed (not
/// driven by a property animator), with a resolved begin time, not cumulative, and of a shape with
/// a typed plan (a basic or spring animation of a scalar, point or whole transform; a keyframe
/// animation of whole transforms, not additive) or additive with fixed ends (a basic or spring
/// animation from one value to another, added to the value underneath: UIKit's view animations).
/// Anything else is evaluated through its object. A track gives exactly what the animation's own
/// `apply(to:layerTime:)` gives: both run the same timing (`IterationTiming`), easing and plan code.
///
/// A track is a snapshot: it stays valid while the animation stays attached (`LayerTreeRevision`)
/// and its timing is unchanged (`AnimationTimingRevision`). Core Animation forbids changing an
/// animation once it is added; Interlude's own changes (property animators pausing, scrubbing or
/// reversing their animations) go through the timing properties, which count as such changes.
package struct AnimationTrack {
    fileprivate let beginTime: Double
    fileprivate let speed: Double
    fileprivate let timeOffset: Double
    fileprivate let timing: IterationTiming
    fileprivate let easing: Easing
    fileprivate let path: LayerKeyPath
    fileprivate let change: Change

    /// How progress through an iteration (or a keyframe segment) is eased.
    enum Easing {
        /// No timing function.
        case linear
        /// One of Core Animation's predefined curves.
        case named(CAMediaTimingFunction.NamedCurve)
        /// The storage's custom curve or spring at this index.
        case stored(Int32)
    }

    /// A custom curve or a spring, kept in the storage (they are large).
    enum StoredEasing {
        case curve(CubicBezier)
        /// A spring animation's spring, run over the iteration's duration.
        case spring(UnitSpring)
    }

    /// What a track writes.
    enum Change {
        /// `CABasicAnimation.Plan.scalar`.
        case scalar(from: Double?, to: Double?)
        /// `CABasicAnimation.Plan.point`.
        case point(from: CGPoint?, to: CGPoint?)
        /// `CABasicAnimation.Plan.transform`: the storage's transform at this index.
        case transform(Int32)
        /// An additive basic (or spring) animation with fixed ends: the storage's ends at this
        /// index, interpolated and added to the value underneath.
        case additive(Int32)
        /// A keyframe animation of whole transforms: `count` decomposed segments from the storage's
        /// transform `segments`, `count + 1` key times from its time `times`, and the easing of the
        /// first `easedCount` segments from its segment easing `easings` (the rest are linear).
        case keyframeTransforms(segments: Int32, count: Int32, times: Int32, easings: Int32, easedCount: Int32)
    }

    init(_ animation: CAAnimation, easing: Easing, path: LayerKeyPath, change: Change) {
        beginTime = animation.beginTime
        speed = Double(animation.speed)
        timeOffset = animation.timeOffset
        timing = animation.iterationTiming
        self.easing = easing
        self.path = path
        self.change = change
    }
}

/// The tracks of many layers' animations, and what they share, in contiguous arrays: a render
/// tree's per-frame animation work (see `AnimationTrack`).
///
/// Each layer's tracks are a range of `tracks`, in the layer's add order; `append(_:)` hands the
/// ranges out, and they stay valid until `removeAll()`. With them the storage keeps the layer's
/// model values of the fields its tracks write, as they were when appended: a frame puts those
/// back into the layer's presented state (which holds the model values everywhere else) before
/// applying the tracks, instead of copying the whole model (some 700 bytes) again.
package struct AnimationTrackStorage {
    private var tracks: [AnimationTrack] = []
    /// The fields to put back before a layer's tracks run: where each lies in `LayerState`, and
    /// where its model bytes start in `modelBytes`.
    private var fields: [(offset: UInt16, count: UInt16, saved: Int32)] = []
    private var modelBytes: [UInt8] = []
    /// Decomposed transforms of transform plans and keyframe segments (immutable objects).
    private var transforms: [TransformInterpolation] = []
    private var times: [Double] = []
    private var segmentEasings: [AnimationTrack.Easing] = []
    private var storedEasings: [AnimationTrack.StoredEasing] = []
    private var additiveEnds: [(from: AnimatableValue, to: AnimatableValue)] = []

    package init() {}

    /// Empties the storage, keeping its memory.
    package mutating func removeAll() {
        tracks.removeAll(keepingCapacity: true)
        fields.removeAll(keepingCapacity: true)
        modelBytes.removeAll(keepingCapacity: true)
        transforms.removeAll(keepingCapacity: true)
        times.removeAll(keepingCapacity: true)
        segmentEasings.removeAll(keepingCapacity: true)
        storedEasings.removeAll(keepingCapacity: true)
        additiveEnds.removeAll(keepingCapacity: true)
    }

    /// A layer's tracks and the model fields they write.
    package struct LayerTracks {
        fileprivate let tracks: Range<Int32>
        fileprivate let fields: Range<Int32>
    }

    /// Adds the tracks of every animation attached to `layer`, in add order, and the layer's
    /// model values of the fields they write; nil (nothing added) when one of them has no track
    /// and the layer must be evaluated through its animation objects. The result is valid while
    /// the layer's model and animations are unchanged (`LayerTreeRevision`).
    @MainActor package mutating func append(_ layer: CALayer) -> LayerTracks? {
        let saved = (
            tracks.count, transforms.count, times.count, segmentEasings.count, storedEasings.count, additiveEnds.count
        )
        for entry in layer.animationEntries where !entry.animation.appendTrack(to: &self) {
            tracks.removeSubrange(saved.0...)
            transforms.removeSubrange(saved.1...)
            times.removeSubrange(saved.2...)
            segmentEasings.removeSubrange(saved.3...)
            storedEasings.removeSubrange(saved.4...)
            additiveEnds.removeSubrange(saved.5...)
            return nil
        }
        let firstField = fields.count
        withUnsafeBytes(of: layer.modelState) { model in
            for track in tracks[saved.0...] {
                let (offset, count) = (Int(track.path.offset), track.path.byteCount)
                if fields[firstField...].contains(where: { Int($0.offset) == offset && Int($0.count) == count }) { continue }
                fields.append((UInt16(offset), UInt16(count), Int32(modelBytes.count)))
                modelBytes.append(contentsOf: model[offset..<(offset + count)])
            }
        }
        return LayerTracks(
            tracks: Int32(saved.0)..<Int32(tracks.count), fields: Int32(firstField)..<Int32(fields.count))
    }

    /// Runs `body` with the storage's arrays in place: a frame's evaluation, which applies many
    /// layers' tracks through one `Contents`.
    package func withContents<Result>(_ body: (Contents) -> Result) -> Result {
        tracks.withUnsafeBufferPointer { tracks in
            fields.withUnsafeBufferPointer { fields in
                modelBytes.withUnsafeBytes { modelBytes in
                    transforms.withUnsafeBufferPointer { transforms in
                        times.withUnsafeBufferPointer { times in
                            segmentEasings.withUnsafeBufferPointer { segmentEasings in
                                storedEasings.withUnsafeBufferPointer { storedEasings in
                                    additiveEnds.withUnsafeBufferPointer { additiveEnds in
                                        body(
                                            Contents(
                                                tracks: tracks, fields: fields, modelBytes: modelBytes,
                                                transforms: transforms, times: times, segmentEasings: segmentEasings,
                                                storedEasings: storedEasings, additiveEnds: additiveEnds))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The storage's arrays as a frame reads them (valid inside `withContents`).
    package struct Contents {
        fileprivate let tracks: UnsafeBufferPointer<AnimationTrack>
        fileprivate let fields: UnsafeBufferPointer<(offset: UInt16, count: UInt16, saved: Int32)>
        fileprivate let modelBytes: UnsafeRawBufferPointer
        fileprivate let transforms: UnsafeBufferPointer<TransformInterpolation>
        fileprivate let times: UnsafeBufferPointer<Double>
        fileprivate let segmentEasings: UnsafeBufferPointer<AnimationTrack.Easing>
        fileprivate let storedEasings: UnsafeBufferPointer<AnimationTrack.StoredEasing>
        fileprivate let additiveEnds: UnsafeBufferPointer<(from: AnimatableValue, to: AnimatableValue)>

        /// Makes `state` the layer's presentation at its local time `t` — what
        /// `CALayer.present(into:atLocalTime:)` gives — when it holds the layer's model values
        /// (or a presentation made from them) everywhere but in the fields its tracks write: puts
        /// the model values of those fields back, then applies the tracks in order.
        package func present(_ layer: LayerTracks, into state: inout LayerState, atLocalTime t: Double) {
            withUnsafeMutableBytes(of: &state) { bytes in
                for index in Int(layer.fields.lowerBound)..<Int(layer.fields.upperBound) {
                    let field = fields[index]
                    (bytes.baseAddress! + Int(field.offset)).copyMemory(
                        from: modelBytes.baseAddress! + Int(field.saved), byteCount: Int(field.count))
                }
            }
            for index in Int(layer.tracks.lowerBound)..<Int(layer.tracks.upperBound) {
                apply(tracks.baseAddress! + index, to: &state, layerTime: t)
            }
        }

        /// One track (read in place, never copied whole).
        @inline(__always)
        private func apply(_ track: UnsafePointer<AnimationTrack>, to state: inout LayerState, layerTime t: Double) {
            // `CAAnimation.activeTime(atLayerTime:)` and `sample(atLayerTime:)`, for a resolved animation.
            let local = (t - track.pointee.beginTime) * track.pointee.speed + track.pointee.timeOffset
            let sample = track.pointee.timing.sample(at: local)
            guard sample.isApplied else { return }
            let p = timedProgress(sample.progress, easing: track.pointee.easing, duration: track.pointee.timing.duration)
            let path = track.pointee.path
            switch track.pointee.change {
            case let .scalar(from, to):
                CABasicAnimation.Plan.writeScalar(path, from: from, to: to, fraction: p, into: &state)
            case let .point(from, to):
                CABasicAnimation.Plan.writePoint(path, from: from, to: to, progress: AxisProgress(x: p, y: p), into: &state)
            case let .transform(index):
                path.writeTransform(transforms[Int(index)].value(at: p), into: &state)
            case let .additive(index):
                // `CABasicAnimation.apply`'s general path, then `CAPropertyAnimation.write` for an additive animation.
                let ends = additiveEnds[Int(index)]
                let value = ends.from.interpolated(to: ends.to, fraction: p)
                path.write(path.read(in: &state).adding(value), into: &state)
            case let .keyframeTransforms(segments, count, times, easings, easedCount):
                let value = CAKeyframeAnimation.transform(
                    at: p, segmentCount: Int(count), segment: { transforms[Int(segments) + $0] },
                    time: { self.times[Int(times) + $0] },
                    paced: { segment, local in
                        segment < easedCount ? eased(local, segmentEasings[Int(easings) + segment]) : local
                    })
                path.writeTransform(value, into: &state)
            }
        }

        /// `CAAnimation.timedProgress`: eased, or a spring's progress over the iteration.
        @inline(__always)
        private func timedProgress(_ x: Double, easing: AnimationTrack.Easing, duration: Double) -> Double {
            if case .stored(let index) = easing, case .spring(let spring) = storedEasings[Int(index)] {
                return spring.progress(at: x * duration)
            }
            return eased(x, easing)
        }

        /// `CAAnimation.eased` (and `CAMediaTimingFunction.progress`).
        @inline(__always)
        private func eased(_ x: Double, _ easing: AnimationTrack.Easing) -> Double {
            switch easing {
            case .linear: return x
            case .named(let curve): return curve.solve(x)
            case .stored(let index):
                switch storedEasings[Int(index)] {
                case .curve(let bezier): return bezier.solve(x)
                case .spring: return x
                }
            }
        }
    }

    // MARK: Building (the animations' `appendTrack(to:)`)

    mutating func add(_ track: AnimationTrack) { tracks.append(track) }

    /// Adds an additive animation's ends.
    mutating func addAdditive(from: AnimatableValue, to: AnimatableValue) -> AnimationTrack.Change {
        additiveEnds.append((from, to))
        return .additive(Int32(additiveEnds.count - 1))
    }

    /// Adds a decomposed transform; returns its index.
    mutating func add(_ transform: TransformInterpolation) -> Int32 {
        transforms.append(transform)
        return Int32(transforms.count - 1)
    }

    /// The easing of `function` (nil: linear), its curve stored when it is a custom one.
    mutating func easing(_ function: CAMediaTimingFunction?) -> AnimationTrack.Easing {
        guard let function else { return .linear }
        if let named = function.named { return .named(named) }
        return store(.curve(function.bezier))
    }

    /// A spring animation's easing, its spring stored.
    mutating func easing(_ spring: UnitSpring) -> AnimationTrack.Easing { store(.spring(spring)) }

    private mutating func store(_ easing: AnimationTrack.StoredEasing) -> AnimationTrack.Easing {
        storedEasings.append(easing)
        return .stored(Int32(storedEasings.count - 1))
    }

    /// Adds a keyframe animation's decomposed segments, key times and segment timing functions.
    mutating func addKeyframeTransforms(
        segments: [TransformInterpolation], times keyTimes: [Double], functions: [CAMediaTimingFunction]?
    ) -> AnimationTrack.Change {
        let eased = functions.map { Array($0.prefix(segments.count)) } ?? []
        let change = AnimationTrack.Change.keyframeTransforms(
            segments: Int32(transforms.count), count: Int32(segments.count), times: Int32(times.count),
            easings: Int32(segmentEasings.count), easedCount: Int32(eased.count))
        transforms.append(contentsOf: segments)
        times.append(contentsOf: keyTimes)
        for function in eased { segmentEasings.append(easing(function)) }
        return change
    }
}
