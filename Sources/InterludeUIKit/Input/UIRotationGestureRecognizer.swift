/// Recognizes two fingers turning about each other, UIKit's `UIRotationGestureRecognizer` (continuous).
///
/// Follows the first two fingers that go down (more are ignored). Begins once the line between
/// them has turned more than ``hysteresis`` radians from where they went down, reports `.changed`
/// on every move, and ends when either finger lifts (lifting earlier fails it). ``rotation`` is the
/// angle the line turned, in radians, positive clockwise on screen and counting whole turns;
/// setting it (commonly to 0 after applying it) measures on from the current angle. ``velocity`` is
/// radians per second over the last `UIPanGestureRecognizer.velocitySampleInterval` of clock time.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Turn, in radians, before the rotation begins (Interlude: 0.1, about 6°).
    public static let hysteresis: CGFloat = 0.1

    private var tracking = TwoFingerTracking()
    /// The line's angle so far, unwrapped across ±π (radians, clockwise on screen).
    private var angle: CGFloat = 0
    private var startAngle: CGFloat = 0
    /// Angle ``rotation`` is measured from, and the rotation it had there.
    private var reference: (angle: CGFloat, rotation: CGFloat) = (0, 0)

    /// The angle the fingers turned since the reference, in radians (0 until they turn). Setting it
    /// makes the current angle read as the new value.
    open var rotation: CGFloat {
        get { reference.rotation + angle - reference.angle }
        set {
            guard newValue.isFinite else {
                return Diagnostics.report("UIRotationGestureRecognizer.rotation = \(newValue) is not finite; ignored")
            }
            reference = (angle, newValue)
        }
    }

    /// Radians per second, from recent moves; 0 before two samples.
    open var velocity: CGFloat { tracking.ratePerSecond }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let span = tracking.adopt(touches, ignoring: { ignore($0, for: event) }) else { return }
        angle = atan2(span.y, span.x)
        startAngle = angle
        reference = (angle, 0)
        tracking.record(angle, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let span = tracking.span else { return }
        // Unwrapped: the step from the last angle is taken the short way round.
        var step = atan2(span.y, span.x) - angle.remainder(dividingBy: 2 * .pi)
        step = step.remainder(dividingBy: 2 * .pi)
        angle += step
        tracking.record(angle, at: event.timestamp)
        moveContinuousGesture { abs(angle - startAngle) > Self.hysteresis }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard tracking.follows(anyOf: touches) else { return }
        endContinuousGesture()
    }

    open override func reset() {
        super.reset()
        tracking = TwoFingerTracking()
        angle = 0
        startAngle = 0
        reference = (0, 0)
    }
}
