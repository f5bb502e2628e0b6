/// The injected finger of a window and the last tap it made.
struct TouchInjectionState {
    /// The finger currently down, if any.
    var current: UITouch?
    /// When and where the last touch lifted, and its tap count, to count repeated taps.
    var lastEnd: (time: TimeInterval, location: CGPoint, tapCount: Int)?
}

/// Scripted input: one finger, at the window clock's current time, in window coordinates.
///
/// Tests and demos drive touches with these calls; a live host maps pointer events onto them.
/// `sendTouch(.began, at:)` hit-tests and fixes the touch's view; later phases move the same
/// finger. The conveniences interleave touches with clock steps, so time-based gestures (velocity,
/// long press) see the clock move exactly as the script says.
extension UIWindow {
    /// Longest gap, in seconds, between a touch lifting and the next going down for the next to
    /// count as a repeated tap (`UITouch.tapCount`, `UITapGestureRecognizer.numberOfTapsRequired`).
    /// Interlude's value; UIKit does not document one.
    public static let multipleTapInterval: TimeInterval = 0.35
    /// Farthest, in points, a repeated tap may land from the previous one. Interlude's value.
    public static let multipleTapDistance: CGFloat = 45

    /// Sends one phase of the injected finger at `point` (window coordinates) at the current clock
    /// time. `.began` starts a touch (reported and ignored while one is down); `.moved`,
    /// `.stationary`, `.ended` and `.cancelled` need a touch down (reported and ignored otherwise).
    public func sendTouch(_ phase: UITouch.Phase, at point: CGPoint) {
        guard point.x.isFinite, point.y.isFinite else {
            return Diagnostics.report("UIWindow.sendTouch(.\(phase), at: \(point)): the point is not finite; ignored")
        }
        MediaClock.current = clock
        let now = clock.now
        if phase == .began {
            guard touchInjection.current == nil else {
                return Diagnostics.report(
                    "UIWindow.sendTouch(.began, at: \(point)): a touch is already down "
                        + "(one finger only); end it first; ignored")
            }
            let view = hitTest(point, with: nil)
            let touch = UITouch(phase: .began, timestamp: now, locationInWindow: point, window: self, view: view)
            touch.tapCount = nextTapCount(at: point, time: now)
            touchInjection.current = touch
            sendEvent(UIEvent(timestamp: now, touches: [touch]))
            return
        }
        guard let touch = touchInjection.current else {
            return Diagnostics.report("UIWindow.sendTouch(.\(phase), at: \(point)): no touch is down; send .began first; ignored")
        }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = point
        touch.phase = phase
        touch.timestamp = now
        if touch.isFinished {
            touchInjection.current = nil
            touchInjection.lastEnd = phase == .ended ? (now, point, touch.tapCount) : nil
        }
        sendEvent(UIEvent(timestamp: now, touches: [touch]))
    }

    /// A tap: the finger goes down and lifts at `point` at the current clock time.
    public func tap(at point: CGPoint) {
        sendTouch(.began, at: point)
        sendTouch(.ended, at: point)
    }

    /// A press: the finger goes down at `point`, the clock advances by `duration` seconds, and the
    /// finger lifts at the same point.
    public func press(at point: CGPoint, duration: TimeInterval) {
        sendTouch(.began, at: point)
        advance(by: duration)
        sendTouch(.ended, at: point)
    }

    /// A drag from `start` to `end` taking `duration` seconds: the finger goes down at `start`; then
    /// for each frame (`framesPerSecond`) the clock advances one frame and the finger moves
    /// proportionally; it lifts at `end` on the last frame. At least one frame is taken.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval) {
        guard duration.isFinite, duration >= 0 else {
            return Diagnostics.report(
                "UIWindow.drag(from:to:duration: \(duration)): the duration must be finite and ≥ 0; ignored")
        }
        sendTouch(.began, at: start)
        dragMove(to: end, duration: duration)
        sendTouch(.ended, at: end)
    }

    /// Moves the finger that is down to `end` over `duration` seconds, one move per frame, without
    /// lifting it (for scripts that pause mid-drag or lift elsewhere).
    public func dragMove(to end: CGPoint, duration: TimeInterval) {
        guard let touch = touchInjection.current else {
            return Diagnostics.report("UIWindow.dragMove(to:duration:): no touch is down; send .began first; ignored")
        }
        let start = touch.locationInWindow
        let startTime = clock.now
        let frames = max(1, Int((duration * Double(framesPerSecond)).rounded(.up)))
        for frame in 1...frames {
            let fraction = Double(frame) / Double(frames)
            advance(to: startTime + duration * fraction)
            let point =
                frame == frames
                ? end
                : CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            sendTouch(.moved, at: point)
        }
    }

    private func nextTapCount(at point: CGPoint, time: TimeInterval) -> Int {
        guard let last = touchInjection.lastEnd, time - last.time <= Self.multipleTapInterval,
            hypot(point.x - last.location.x, point.y - last.location.y) <= Self.multipleTapDistance
        else { return 1 }
        return last.tapCount + 1
    }
}
