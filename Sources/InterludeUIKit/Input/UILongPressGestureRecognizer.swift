/// Recognizes a finger held down, UIKit's `UILongPressGestureRecognizer` (continuous).
///
/// Begins when the fingers have stayed down for ``minimumPressDuration`` seconds of the window's
/// clock without moving more than ``allowableMovement`` points — during `UIWindow.advance`, with no
/// touch event; then reports `.changed` on every move and `.ended` when the finger lifts. Lifting
/// or moving too far earlier fails it.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the fingers must stay down. Defaults to 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// Fingers needed. Defaults to 1.
    open var numberOfTouchesRequired = 1
    /// Taps before the press (when nonzero, the pressing touch's `tapCount` must be this + 1). Defaults to 0.
    open var numberOfTapsRequired = 0
    /// How far, in points, the fingers may move before the press begins. Defaults to 10.
    open var allowableMovement: CGFloat = 10

    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var pressTimer: ClockTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        let down = trackedTouches.filter { !$0.isFinished }
        guard state == .possible else { return }
        if down.count > numberOfTouchesRequired { return state = .failed }
        guard down.count == numberOfTouchesRequired,
            numberOfTapsRequired == 0 || down.allSatisfy({ $0.tapCount == numberOfTapsRequired + 1 }),
            let window = touches.first?.window
        else { return }
        pressTimer = ClockTimer(clock: window.clock, fireTime: event.timestamp + minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            for touch in touches {
                guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
                let point = touch.location(in: nil)
                if hypot(point.x - start.x, point.y - start.y) > allowableMovement { return state = .failed }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endContinuousGesture()
    }

    open override func reset() {
        super.reset()
        startLocations = [:]
        pressTimer?.invalidate()
        pressTimer = nil
    }
}
