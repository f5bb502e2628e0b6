import Interlude

/// What the pointer (the mouse's left button, or a touchscreen's first finger) did, in window
/// points. A live session turns these into one finger's touches.
package enum PointerEvent: Equatable, Sendable {
    /// The button went down (the finger touched).
    case down(CGPoint)
    /// The pointer moved, pressed or not.
    case moved(CGPoint)
    /// The button came up (the finger lifted).
    case up(CGPoint)

    /// Where it happened.
    package var location: CGPoint {
        switch self {
        case .down(let point), .moved(let point), .up(let point): return point
        }
    }
}

/// Where the pointer is and whether it is pressed, as of the latest event.
package struct PointerState: Equatable, Sendable {
    /// The latest position, in window points.
    package var location = CGPoint.zero
    /// Whether the button (or finger) is down.
    package var isDown = false

    /// The state at the origin, released.
    package init(location: CGPoint = .zero, isDown: Bool = false) {
        self.location = location
        self.isDown = isDown
    }

    /// The state after `event`.
    package mutating func apply(_ event: PointerEvent) {
        location = event.location
        switch event {
        case .down: isDown = true
        case .up: isDown = false
        case .moved: break
        }
    }
}
