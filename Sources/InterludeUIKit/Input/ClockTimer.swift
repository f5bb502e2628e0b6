/// A one-shot callback on a window's clock: it runs at the first clock step at or after `fireTime`
/// (within `MediaClock` step delivery, with the display links), never from wall time.
///
/// Gesture recognizers use it for durations measured on the clock (a long press's minimum
/// duration, the wait for a second tap).
@MainActor
final class ClockTimer {
    /// Tolerance for landing on the fire time, so a step computed as `start + n / fps` that
    /// misses `fireTime` by rounding still counts (far below one frame).
    nonisolated static let timeTolerance: TimeInterval = 1e-9

    private var link: CADisplayLink?

    init(clock: MediaClock, fireTime: TimeInterval, action: @escaping @MainActor () -> Void) {
        let link = CADisplayLink { [weak self] link in
            guard link.timestamp >= fireTime - Self.timeTolerance else { return }
            self?.invalidate()
            link.invalidate()
            action()
        }
        self.link = link
        link.add(to: clock)
    }

    /// Cancels the callback if it has not run.
    func invalidate() {
        link?.invalidate()
        link = nil
    }

    isolated deinit { link?.invalidate() }
}
