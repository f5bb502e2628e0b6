/// The injected fingers of a window and the last tap finger 0 made.
struct TouchInjectionState {
    /// The fingers currently down, by number.
    var fingers: [Int: UITouch] = [:]
    /// When and where finger 0 last lifted, and its tap count, to count repeated taps.
    var lastEnd: (time: TimeInterval, location: CGPoint, tapCount: Int)?
}

/// Scripted input: numbered fingers, at the window clock's current time, in window coordinates.
///
/// Tests and demos drive touches with these calls; a live host maps pointer events onto them.
/// `sendTouch(.began, at:)` hit-tests and fixes the touch's view; later phases move the same
/// finger. Finger 0 is the one the single-finger calls (`sendTouch(_:at:)`, `tap`, `drag`) use;
/// more fingers go down with `sendTouch(_:at:finger:)` or `sendTouches(_:at:)`. Every event carries
/// all the fingers that are down, those not changing as `.stationary`, as UIKit's events do. The
/// conveniences interleave touches with clock steps, so time-based gestures (velocity, long press,
/// swipes) see the clock move exactly as the script says.
extension UIWindow {
    /// Longest gap, in seconds, between a touch lifting and the next going down for the next to
    /// count as a repeated tap (`UITouch.tapCount`, `UITapGestureRecognizer.numberOfTapsRequired`).
    /// Interlude's value; UIKit does not document one.
    public static let multipleTapInterval: TimeInterval = 0.35
    /// Farthest, in points, a repeated tap may land from the previous one. Interlude's value.
    public static let multipleTapDistance: CGFloat = 45

    /// Sends one phase of finger 0 at `point` (window coordinates) at the current clock time; see
    /// ``sendTouch(_:at:finger:)``.
    public func sendTouch(_ phase: UITouch.Phase, at point: CGPoint) {
        sendTouch(phase, at: point, finger: 0)
    }

    /// Sends one phase of finger number `finger` at `point` (window coordinates) at the current
    /// clock time, in an event that also carries the other fingers down (as `.stationary`).
    /// `.began` puts the finger down (reported and ignored while it is down); `.moved`,
    /// `.stationary`, `.ended` and `.cancelled` need it down (reported and ignored otherwise).
    public func sendTouch(_ phase: UITouch.Phase, at point: CGPoint, finger: Int) {
        sendTouches([(finger, phase, point)], call: "sendTouch(.\(phase), at: \(point), finger: \(finger))")
    }

    /// Sends one event in which fingers `0 ..< points.count` all take `phase`, finger i at
    /// `points[i]`: `.began` puts them down together, `.moved` moves them together, `.ended` lifts
    /// them. The same rules as ``sendTouch(_:at:finger:)`` apply to each finger; an event with a
    /// misused finger is reported and not sent.
    public func sendTouches(_ phase: UITouch.Phase, at points: [CGPoint]) {
        sendTouches(
            points.enumerated().map { ($0.offset, phase, $0.element) }, call: "sendTouches(.\(phase), at: \(points))")
    }

    /// A tap: finger 0 goes down and lifts at `point` at the current clock time.
    public func tap(at point: CGPoint) {
        sendTouch(.began, at: point)
        sendTouch(.ended, at: point)
    }

    /// A press: finger 0 goes down at `point`, the clock advances by `duration` seconds, and the
    /// finger lifts at the same point.
    public func press(at point: CGPoint, duration: TimeInterval) {
        sendTouch(.began, at: point)
        advance(by: duration)
        sendTouch(.ended, at: point)
    }

    /// A drag from `start` to `end` taking `duration` seconds: finger 0 goes down at `start`; then
    /// for each frame (`framesPerSecond`) the clock advances one frame and the finger moves
    /// proportionally; it lifts at `end` on the last frame. At least one frame is taken.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval) {
        drag(fingers: [start], to: [end], duration: duration)
    }

    /// A drag of several fingers: fingers `0 ..< starts.count` go down together at `starts`, move
    /// together in one event per frame, each along its straight line, and lift together at `ends`
    /// after `duration` seconds. `starts` and `ends` must have the same count.
    public func drag(fingers starts: [CGPoint], to ends: [CGPoint], duration: TimeInterval) {
        guard duration.isFinite, duration >= 0, starts.count == ends.count, !starts.isEmpty else {
            return Diagnostics.report(
                "UIWindow.drag(fingers: \(starts.count) points, to: \(ends.count) points, duration: \(duration)): "
                    + "give as many end points as start points and a finite duration ≥ 0; ignored")
        }
        sendTouches(.began, at: starts)
        moveFingers(duration: duration) { fraction in
            zip(starts, ends).map { start, end in
                CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            }
        }
        sendTouches(.ended, at: ends)
    }

    /// A two-finger pinch about `center`: fingers 0 and 1 go down `startDistance` points apart on
    /// a line through `center` at `angle` radians (0 = horizontal, finger 0 on the left), spread or
    /// close to `endDistance` over `duration` seconds, one event per frame, and lift.
    public func pinch(
        at center: CGPoint, fromDistance startDistance: CGFloat, toDistance endDistance: CGFloat, angle: CGFloat = 0,
        duration: TimeInterval
    ) {
        twoFingerGesture(
            center: center, distance: (startDistance, endDistance), angle: (angle, angle), duration: duration,
            call: "pinch(at:fromDistance:toDistance:angle:duration:)")
    }

    /// A two-finger rotation about `center`: fingers 0 and 1 go down `distance` points apart on a
    /// line at `startAngle` radians (0 = horizontal, finger 0 on the left), turn by `angle` radians
    /// (positive is clockwise on screen) over `duration` seconds, one event per frame, and lift.
    public func rotate(
        at center: CGPoint, distance: CGFloat, from startAngle: CGFloat = 0, by angle: CGFloat, duration: TimeInterval
    ) {
        twoFingerGesture(
            center: center, distance: (distance, distance), angle: (startAngle, startAngle + angle), duration: duration,
            call: "rotate(at:distance:from:by:duration:)")
    }

    /// Moves finger 0, which is down, to `end` over `duration` seconds, one move per frame, without
    /// lifting it (for scripts that pause mid-drag or lift elsewhere).
    public func dragMove(to end: CGPoint, duration: TimeInterval) {
        guard let touch = touchInjection.fingers[0] else {
            return Diagnostics.report("UIWindow.dragMove(to:duration:): no touch is down; send .began first; ignored")
        }
        let start = touch.locationInWindow
        moveFingers(duration: duration) { fraction in
            [CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)]
        }
    }

    // MARK: Internals

    private func twoFingerGesture(
        center: CGPoint, distance: (CGFloat, CGFloat), angle: (CGFloat, CGFloat), duration: TimeInterval, call: String
    ) {
        let values = [center.x, center.y, distance.0, distance.1, angle.0, angle.1, CGFloat(duration)]
        guard values.allSatisfy(\.isFinite), duration >= 0 else {
            return Diagnostics.report("UIWindow.\(call): the values must be finite and the duration ≥ 0; ignored")
        }
        func fingers(_ fraction: CGFloat) -> [CGPoint] {
            let d = distance.0 + (distance.1 - distance.0) * fraction
            let a = angle.0 + (angle.1 - angle.0) * fraction
            let half = CGPoint(x: cos(a) * d / 2, y: sin(a) * d / 2)
            return [CGPoint(x: center.x - half.x, y: center.y - half.y), CGPoint(x: center.x + half.x, y: center.y + half.y)]
        }
        sendTouches(.began, at: fingers(0))
        moveFingers(duration: duration, to: fingers)
        sendTouches(.ended, at: fingers(1))
    }

    /// Moves fingers `0 ..< positions(…).count` over `duration`: each frame the clock advances one
    /// frame and the fingers move to `positions(fraction)`, the last frame landing on fraction 1.
    private func moveFingers(duration: TimeInterval, to positions: (CGFloat) -> [CGPoint]) {
        let startTime = clock.now
        let frames = max(1, Int((duration * Double(framesPerSecond)).rounded(.up)))
        for frame in 1...frames {
            let fraction = Double(frame) / Double(frames)
            advance(to: startTime + duration * fraction)
            sendTouches(.moved, at: positions(CGFloat(fraction)))
        }
    }

    /// Sends one event with the given fingers' phases, after checking every one of them.
    private func sendTouches(_ changes: [(finger: Int, phase: UITouch.Phase, point: CGPoint)], call: String) {
        guard changes.allSatisfy({ $0.point.x.isFinite && $0.point.y.isFinite }) else {
            return Diagnostics.report("UIWindow.\(call): a point is not finite; ignored")
        }
        guard Set(changes.map(\.finger)).count == changes.count else {
            return Diagnostics.report("UIWindow.\(call): a finger is listed twice; ignored")
        }
        for change in changes {
            let isDown = touchInjection.fingers[change.finger] != nil
            if change.phase == .began, isDown {
                return Diagnostics.report(
                    "UIWindow.\(call): finger \(change.finger) is already down; end it first; ignored")
            }
            if change.phase != .began, !isDown {
                return Diagnostics.report(
                    "UIWindow.\(call): no touch is down for finger \(change.finger); send .began first; ignored")
            }
        }
        let now = clock.now
        var changed: [UITouch] = []
        for change in changes {
            if change.phase == .began {
                let view = hitTest(change.point, with: nil)
                let touch = UITouch(phase: .began, timestamp: now, locationInWindow: change.point, window: self, view: view)
                if change.finger == 0 { touch.tapCount = nextTapCount(at: change.point, time: now) }
                touchInjection.fingers[change.finger] = touch
                changed.append(touch)
                continue
            }
            let touch = touchInjection.fingers[change.finger]!
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = change.point
            touch.phase = change.phase
            touch.timestamp = now
            if touch.isFinished {
                touchInjection.fingers[change.finger] = nil
                if change.finger == 0 {
                    touchInjection.lastEnd = change.phase == .ended ? (now, change.point, touch.tapCount) : nil
                }
            }
            changed.append(touch)
        }
        // The fingers that stay down ride along unchanged.
        for touch in touchInjection.fingers.values where !changed.contains(where: { $0 === touch }) {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.phase = .stationary
            changed.append(touch)
        }
        let event = UIEvent(timestamp: now, touches: Set(changed))
        MediaClock.delivering(clock) { sendEvent(event) }
    }

    private func nextTapCount(at point: CGPoint, time: TimeInterval) -> Int {
        guard let last = touchInjection.lastEnd, time - last.time <= Self.multipleTapInterval,
            hypot(point.x - last.location.x, point.y - last.location.y) <= Self.multipleTapDistance
        else { return 1 }
        return last.tapCount + 1
    }
}
