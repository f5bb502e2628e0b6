/// Recognizes one or more taps, UIKit's `UITapGestureRecognizer` (discrete).
///
/// Recognizes when the required number of fingers went down and lifted `numberOfTapsRequired`
/// times, each tap following the previous within `UIWindow.multipleTapInterval` of clock time.
/// It fails when a finger moves more than ``allowableMovement`` points from where it went down,
/// when too many fingers go down, or when the next tap does not come in time.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How far, in points, a finger may move before the tap fails (Interlude: 10, the value UIKit
    /// documents for `UILongPressGestureRecognizer.allowableMovement`).
    public static let allowableMovement: CGFloat = 10

    /// Taps needed. Defaults to 1.
    open var numberOfTapsRequired = 1
    /// Fingers needed per tap. Defaults to 1.
    open var numberOfTouchesRequired = 1

    private var tapsRecognized = 0
    private var currentTapTouches: [UITouch] = []
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var nextTapTimer: ClockTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        nextTapTimer?.invalidate()
        nextTapTimer = nil
        for touch in touches {
            currentTapTouches.append(touch)
            startLocations[ObjectIdentifier(touch)] = touch.location(in: nil)
        }
        if currentTapTouches.count > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
            let point = touch.location(in: nil)
            if hypot(point.x - start.x, point.y - start.y) > Self.allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesMoved(touches, with: event)
        guard state == .possible, currentTapTouches.allSatisfy(\.isFinished) else { return }
        guard currentTapTouches.count == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsRecognized += 1
        currentTapTouches = []
        if tapsRecognized >= numberOfTapsRequired {
            state = .recognized
        } else if let window = touches.first?.window {
            nextTapTimer = ClockTimer(clock: window.clock, fireTime: event.timestamp + UIWindow.multipleTapInterval) {
                [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
                self.resetIfFinished()
            }
        }
    }

    open override func reset() {
        super.reset()
        tapsRecognized = 0
        currentTapTouches = []
        startLocations = [:]
        nextTapTimer?.invalidate()
        nextTapTimer = nil
    }
}
