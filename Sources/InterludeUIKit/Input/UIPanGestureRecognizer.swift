/// Recognizes fingers dragging, UIKit's `UIPanGestureRecognizer` (continuous).
///
/// Begins once the fingers' centroid has moved more than ``hysteresis`` points from where it went
/// down, then reports `.changed` on every move and `.ended` when the fingers lift (lifting before
/// it began fails it). ``translation(in:)`` is measured from where the fingers went down;
/// ``velocity(in:)`` comes from the touches' clock timestamps over the last
/// ``velocitySampleInterval`` seconds.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Distance in points the fingers must move before the pan begins (Interlude: 10).
    public static let hysteresis: CGFloat = 10
    /// Span of recent touch samples, in clock seconds, the velocity is measured over.
    public static let velocitySampleInterval: TimeInterval = 0.1

    /// Fewest fingers that can pan. Defaults to 1.
    open var minimumNumberOfTouches = 1
    /// Most fingers that can pan. Defaults to `Int.max`.
    open var maximumNumberOfTouches = Int.max

    /// Centroid, in window coordinates, translation is measured from.
    private var translationOrigin = CGPoint.zero
    /// Recent (clock time, centroid in window coordinates) samples, oldest first.
    private var samples: [(time: TimeInterval, location: CGPoint)] = []

    // MARK: Translation and velocity

    /// How far the fingers moved since they went down (or since ``setTranslation(_:in:)``), in
    /// `view`'s coordinates (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        let current = location(in: nil)
        let a = convertFromWindow(translationOrigin, to: view), b = convertFromWindow(current, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Makes ``translation(in:)`` read `translation` in `view`'s coordinates from now on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = convertFromWindow(location(in: nil), to: view)
        let origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
        translationOrigin = view.map { $0.convert(origin, to: nil) } ?? origin
    }

    /// Velocity of the fingers in `view`'s coordinates, in points per second: the displacement over
    /// the samples of the last ``velocitySampleInterval`` seconds of clock time divided by their time
    /// span; zero when the fingers did not move in that span.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let latest = samples.last,
            let oldest = samples.first(where: { $0.time >= latest.time - Self.velocitySampleInterval - ClockTimer.timeTolerance }
            ),
            latest.time > oldest.time
        else { return .zero }
        let dt = latest.time - oldest.time
        let perSecond = CGPoint(x: (latest.location.x - oldest.location.x) / dt, y: (latest.location.y - oldest.location.y) / dt)
        let base = convertFromWindow(latest.location, to: view)
        let tip = convertFromWindow(CGPoint(x: latest.location.x + perSecond.x, y: latest.location.y + perSecond.y), to: view)
        return CGPoint(x: tip.x - base.x, y: tip.y - base.y)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let down = trackedTouches.filter { !$0.isFinished }.count
        if state == .possible, down > maximumNumberOfTouches { return state = .failed }
        translationOrigin = location(in: nil)
        recordSample(at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        recordSample(at: event.timestamp)
        switch state {
        case .possible:
            let down = trackedTouches.filter { !$0.isFinished }.count
            let moved = translation(in: nil)
            guard down >= minimumNumberOfTouches, hypot(moved.x, moved.y) > Self.hysteresis else { return }
            if shouldBegin(withTranslationInWindow: moved) { state = .began } else { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        recordSample(at: event.timestamp)
        guard trackedTouches.allSatisfy(\.isFinished) else { return }
        endContinuousGesture()
    }

    open override func reset() {
        super.reset()
        samples = []
        translationOrigin = .zero
    }

    /// Whether a pan that moved past the hysteresis by `translation` (window coordinates) begins;
    /// subclasses add direction rules. Default true.
    func shouldBegin(withTranslationInWindow translation: CGPoint) -> Bool { true }

    private func recordSample(at time: TimeInterval) {
        samples.append((time, location(in: nil)))
        let horizon = time - 2 * Self.velocitySampleInterval
        if let first = samples.firstIndex(where: { $0.time >= horizon }), first > 0 { samples.removeFirst(first) }
    }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        view?.convert(point, from: nil) ?? point
    }
}
