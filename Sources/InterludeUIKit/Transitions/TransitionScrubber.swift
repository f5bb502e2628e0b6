/// Percent-driven interaction for transitions made of plain animations: freezes the layer time of
/// the container (and of views animated alongside outside it) and moves it by hand.
///
/// A frozen layer has `speed = 0` and `timeOffset = base + percent × duration`, so every
/// animation under it — whatever code added it — shows the frame at that percent. Finishing or
/// cancelling drives the percent to 1 or 0 on the window clock with the completion curve; at 1
/// the animations reach their end and complete as usual; at 0 they are ended where they began.
/// While the interaction holds the percent, 1 shows the instant just before the end, so that the
/// animations — and with them the transition — end only after the interaction finishes.
@MainActor
final class TransitionScrubber {
    private struct FrozenLayer {
        let layer: CALayer
        let base: CFTimeInterval
        let speed: Float
        let timeOffset: CFTimeInterval
        let beginTime: CFTimeInterval
    }

    private var frozen: [FrozenLayer] = []
    private let duration: TimeInterval
    private let clock: MediaClock
    private var driver: CADisplayLink?
    /// The percent the layers show now.
    private(set) var percent: CGFloat

    init(duration: TimeInterval, clock: MediaClock, percent: CGFloat) {
        self.duration = duration
        self.clock = clock
        self.percent = percent
    }

    /// Freezes `layer` so that it shows the current percent from now on.
    func freeze(_ layer: CALayer) {
        guard !frozen.contains(where: { $0.layer === layer }) else { return }
        let local = layer.localTime(atClockTime: clock.now)
        frozen.append(
            FrozenLayer(
                layer: layer, base: local - Double(percent) * duration,
                speed: layer.speed, timeOffset: layer.timeOffset, beginTime: layer.beginTime))
        layer.speed = 0
        layer.timeOffset = local
    }

    /// How far before the end the interaction can take the layers' time, in seconds: far enough
    /// for the clock not to count the animations as ended, too little to see.
    static let interactiveEndMargin: TimeInterval = 1e-6

    /// Shows `percent` (0…1, more shows the end) on every frozen layer, for the interaction: the
    /// end itself is never reached here (see the type's documentation).
    func scrub(to percent: CGFloat) {
        driver?.invalidate()
        driver = nil
        let latest = max(0, duration - Self.interactiveEndMargin)
        show(percent, at: min(Double(percent) * duration, latest))
    }

    private func show(_ percent: CGFloat) { show(percent, at: Double(percent) * duration) }

    private func show(_ percent: CGFloat, at elapsed: TimeInterval) {
        self.percent = percent
        for entry in frozen { entry.layer.timeOffset = entry.base + elapsed }
    }

    /// Moves the percent to `target` over `seconds` of clock time along `curve`, then calls `arrived`.
    func drive(
        to target: CGFloat, over seconds: TimeInterval, curve: UIView.AnimationCurve,
        arrived: @escaping @MainActor () -> Void
    ) {
        driver?.invalidate()
        let start = percent
        let startTime = clock.now
        let bezier = curve.timingFunction.bezier
        guard seconds > timeTolerance else {
            show(target)
            return arrived()
        }
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let fraction = min(1, (link.timestamp - startTime) / seconds)
            self.show(start + (target - start) * CGFloat(bezier.solve(fraction)))
            if fraction >= 1 - timeTolerance {
                link.invalidate()
                self.driver = nil
                arrived()
            }
        }
        link.add(to: clock)
        driver = link
    }

    /// Stops driving and keeps the current percent.
    func hold() {
        driver?.invalidate()
        driver = nil
    }

    /// Ends, as finished, the animations added since `sequence` under the frozen layers; used when
    /// a cancelled transition is back at its start (played backwards, they are over).
    func endAnimations(addedAfter sequence: Int) {
        for entry in frozen { Self.endAnimations(in: entry.layer, addedAfter: sequence) }
    }

    private static func endAnimations(in layer: CALayer, addedAfter sequence: Int) {
        let ending = layer.animationEntries.map(\.animation).filter { $0.sequence > sequence && !$0.didStop }
        for animation in ending { layer.end(animation, as: .finished) }
        for sublayer in layer._sublayers { endAnimations(in: sublayer, addedAfter: sequence) }
    }

    /// Gives the layers their own time back.
    func thaw() {
        hold()
        for entry in frozen {
            entry.layer.speed = entry.speed
            entry.layer.timeOffset = entry.timeOffset
            entry.layer.beginTime = entry.beginTime
        }
        frozen = []
    }
}
