/// The two touches a pinch or rotation follows, and recent samples of what they measure, for the
/// recognizers' values and velocities.
@MainActor
struct TwoFingerTracking {
    /// Span of recent samples, in clock seconds, velocities are measured over (the pan's).
    static let velocitySampleInterval = UIPanGestureRecognizer.velocitySampleInterval

    /// The first two touches that went down.
    var touches: [UITouch] = []
    /// Recent (clock time, measure) samples, oldest first.
    var samples: [(time: TimeInterval, value: CGFloat)] = []

    /// The vector from the first touch to the second, in window coordinates; nil without two.
    var span: CGPoint? {
        guard touches.count == 2 else { return nil }
        let a = touches[0].location(in: nil), b = touches[1].location(in: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Follows the first two of `newTouches` to go down (by timestamp) and hands the rest to
    /// `ignore`. Returns the span when the second finger has just gone down, the gesture's start.
    mutating func adopt(_ newTouches: Set<UITouch>, ignoring ignore: (UITouch) -> Void) -> CGPoint? {
        for touch in newTouches.sorted(by: { $0.timestamp < $1.timestamp }) {
            guard touches.count < 2 else { ignore(touch); continue }
            touches.append(touch)
        }
        return samples.isEmpty ? span : nil
    }

    /// Whether any of `lifted` is one of the followed fingers.
    func follows(anyOf lifted: Set<UITouch>) -> Bool {
        lifted.contains { touch in touches.contains { $0 === touch } }
    }

    mutating func record(_ value: CGFloat, at time: TimeInterval) {
        samples.append((time, value))
        let horizon = time - 2 * Self.velocitySampleInterval
        if let first = samples.firstIndex(where: { $0.time >= horizon }), first > 0 { samples.removeFirst(first) }
    }

    /// Change of the measure per second over the last sample interval; 0 without two samples in it.
    var ratePerSecond: CGFloat {
        guard let latest = samples.last,
            let oldest = samples.first(where: {
                $0.time >= latest.time - Self.velocitySampleInterval - ClockTimer.timeTolerance
            }),
            latest.time > oldest.time
        else { return 0 }
        return (latest.value - oldest.value) / CGFloat(latest.time - oldest.time)
    }
}
