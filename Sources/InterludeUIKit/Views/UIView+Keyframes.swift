extension UIView {
    /// Animates the keyframes added with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// inside `animations`. Changes made outside any keyframe animate over the whole duration.
    ///
    /// A keyframe moves its properties from their value at its start time to its value by its end;
    /// a later keyframe of the same property that starts before an earlier one ends takes over from
    /// then. Segments are paced linearly (or per the calculation mode).
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let call = "UIView.animateKeyframes(withDuration:delay:options:animations:completion:)"
        guard let (duration, delay) = validated(duration, delay, call: call) else { return }
        let group = ViewAnimationGroup(completion: completion)
        let recorder = KeyframeRecorder(calculationMode: options.calculationMode)
        let viewOptions = AnimationOptions(rawValue: options.rawValue & 0x3FF).union(.curveLinear)
        let context = ViewAnimationContext(
            duration: duration, delay: delay, options: viewOptions,
            pacing: .curve(CAMediaTimingFunction(name: .linear)),
            mode: duration > 0 ? .keyframes(recorder) : .disabled, group: group)
        ViewAnimationContext.with(context) {
            animations()
            if options.contains(.layoutSubviews) { for window in UIWindow.allWindows { window.layoutIfNeeded() } }
            if case .keyframes = context.mode { recorder.build(in: context) }
        }
        group.seal()
    }

    /// Adds a keyframe running from `frameStartTime` for `frameDuration`, both fractions of the
    /// enclosing keyframe animation's duration (0…1; the end is clamped to 1).
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        // Inside a property animator's block (without animateKeyframes) the block itself is the
        // keyframe animation, spanning the animator's duration — as UIKit allows (seed 003's jiggle).
        if let context = ViewAnimationContext.current, case .animator(let maker) = context.mode {
            let recorder = KeyframeRecorder(calculationMode: .linear)
            recorder.animatorMaker = maker
            context.mode = .keyframes(recorder)
        }
        guard let context = ViewAnimationContext.current, case .keyframes(let recorder) = context.mode else {
            Diagnostics.report(
                "UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:) called outside animateKeyframes and property animators; changes applied without animation"
            )
            return performWithoutAnimation(animations)
        }
        guard frameStartTime.isFinite, frameDuration.isFinite, frameDuration >= 0 else {
            Diagnostics.report(
                "UIView.addKeyframe: start \(frameStartTime) and duration \(frameDuration) must be finite, duration ≥ 0; changes applied without animation"
            )
            return performWithoutAnimation(animations)
        }
        let start = min(1, max(0, frameStartTime))
        recorder.segment = (start, min(1, start + frameDuration))
        animations()
        recorder.segment = nil
    }
}

/// Collects the changes of a keyframe block per (layer, key) and builds one keyframe animation each.
@MainActor
final class KeyframeRecorder {
    struct Stop { var start: Double; var end: Double; var value: AnimatableValue }
    final class Track {
        let layer: CALayer
        let key: String
        let path: LayerKeyPath
        let initial: AnimatableValue
        var stops: [Stop] = []
        init(layer: CALayer, key: String, path: LayerKeyPath, initial: AnimatableValue) {
            self.layer = layer
            self.key = key
            self.path = path
            self.initial = initial
        }
    }

    let calculationMode: CAAnimationCalculationMode
    /// The keyframe being recorded, as (start, end) fractions; nil records over the whole duration.
    var segment: (Double, Double)?
    /// Set when the keyframe block runs inside a property animator: tracks are driven by it.
    var animatorMaker: PropertyAnimatorTrackMaker?
    private var tracks: [Track] = []

    init(calculationMode: CAAnimationCalculationMode) { self.calculationMode = calculationMode }

    func action(path: LayerKeyPath, from: AnimatableValue) -> CAAction {
        PropertyChangeAction(path: path, from: from) { [self] layer, key, path, from in
            record(layer: layer, key: key, path: path, from: from)
        }
    }

    func record(layer: CALayer, key: String, path: LayerKeyPath, from: AnimatableValue) {
        let track =
            tracks.first { $0.layer === layer && $0.key == key }
            ?? {
                let t = Track(layer: layer, key: key, path: path, initial: from); tracks.append(t); return t
            }()
        let (start, end) = segment ?? (0, 1)
        track.stops.append(Stop(start: start, end: end, value: path.read(layer.modelState)))
    }

    /// Builds and installs one `CAKeyframeAnimation` per recorded track.
    func build(in context: ViewAnimationContext) {
        for track in tracks {
            let (values, times) = Self.keyframes(initial: track.initial, stops: track.stops)
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.values = values.map(\.boxed)
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = calculationMode
            if let maker = animatorMaker {
                maker.adopt(
                    animation, on: track.layer, forKey: track.key, path: track.path,
                    from: track.initial, to: track.path.read(track.layer.modelState))
            } else {
                context.configureTiming(of: animation)
                context.install(animation, on: track.layer, forKey: track.key)
            }
        }
        tracks = []
    }

    /// Values and key times: each stop runs from the running value at its start to its value at its
    /// end (cut short where the next stop begins), and values hold between stops.
    static func keyframes(initial: AnimatableValue, stops: [Stop]) -> ([AnimatableValue], [Double]) {
        let ordered = stops.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        var values = [initial], times = [0.0]
        for (index, stop) in ordered.enumerated() {
            let nextStart = index + 1 < ordered.count ? ordered[index + 1].start : 1
            let start = max(stop.start, times.last!)
            let end = max(start, min(stop.end, nextStart))
            if start > times.last! {
                values.append(values.last!)
                times.append(start)
            }
            values.append(stop.value)
            times.append(end)
        }
        if times.last! < 1 {
            values.append(values.last!)
            times.append(1)
        }
        return (values, times)
    }
}
