/// Recognizes two fingers moving apart or together, UIKit's `UIPinchGestureRecognizer` (continuous).
///
/// Follows the first two fingers that go down (more are ignored). Begins once their distance has
/// changed by more than ``hysteresis`` points from where they went down, reports `.changed` on every
/// move, and ends when either finger lifts (lifting earlier fails it). ``scale`` is the distance
/// between the fingers over their distance when they went down; setting it (commonly to 1 after
/// applying it) measures on from the current distance. ``velocity`` is the change of scale per
/// second over the last `UIPanGestureRecognizer.velocitySampleInterval` of clock time.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Change of distance, in points, before the pinch begins (Interlude: 10, as for pans).
    public static let hysteresis: CGFloat = 10

    private var tracking = TwoFingerTracking()
    /// Distance between the fingers when they went down.
    private var startDistance: CGFloat = 0
    /// Distance ``scale`` is measured from, and the scale it had there.
    private var reference: (distance: CGFloat, scale: CGFloat) = (0, 1)

    /// The distance between the fingers relative to the reference (1 until the fingers move).
    /// Setting it makes the current distance read as the new value.
    open var scale: CGFloat {
        get { scale(atDistance: currentDistance) }
        set {
            guard newValue.isFinite else {
                return Diagnostics.report("UIPinchGestureRecognizer.scale = \(newValue) is not finite; ignored")
            }
            reference = (currentDistance, newValue)
        }
    }

    /// Change of ``scale`` per second, from recent moves; 0 before two samples.
    open var velocity: CGFloat {
        guard reference.distance > 0 else { return 0 }
        return tracking.ratePerSecond * reference.scale / reference.distance
    }

    private var currentDistance: CGFloat { tracking.span.map { hypot($0.x, $0.y) } ?? reference.distance }

    private func scale(atDistance distance: CGFloat) -> CGFloat {
        reference.distance > 0 ? reference.scale * distance / reference.distance : reference.scale
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let span = tracking.adopt(touches, ignoring: { ignore($0, for: event) }) else { return }
        startDistance = hypot(span.x, span.y)
        reference = (startDistance, 1)
        tracking.record(startDistance, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard tracking.span != nil else { return }
        let distance = currentDistance
        tracking.record(distance, at: event.timestamp)
        moveContinuousGesture { abs(distance - startDistance) > Self.hysteresis }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard tracking.follows(anyOf: touches) else { return }
        endContinuousGesture()
    }

    open override func reset() {
        super.reset()
        tracking = TwoFingerTracking()
        startDistance = 0
        reference = (0, 1)
    }
}
