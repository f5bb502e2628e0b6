/// One finger on the screen, as the window delivers it.
@MainActor
open class UITouch {
    /// A touch's stage.
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

    /// Current stage.
    public internal(set) var phase: Phase
    /// Clock time of the last change, in seconds.
    public internal(set) var timestamp: TimeInterval
    /// The view the touch began in.
    public internal(set) weak var view: UIView?
    /// The window the touch is in.
    public internal(set) weak var window: UIWindow?
    /// Number of quick taps in a row. Defaults to 1.
    public internal(set) var tapCount = 1
    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint

    init(phase: Phase, timestamp: TimeInterval, locationInWindow: CGPoint, window: UIWindow?, view: UIView?) {
        self.phase = phase
        self.timestamp = timestamp
        self.locationInWindow = locationInWindow
        self.previousLocationInWindow = locationInWindow
        self.window = window
        self.view = view
    }

    /// Location in `view`'s coordinates (the window's when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view, let window else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// Location of the previous change in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view, let window else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }
}

/// A set of touches delivered together.
@MainActor
open class UIEvent {
    /// Clock time of the event, in seconds.
    public internal(set) var timestamp: TimeInterval
    /// Every touch of the event.
    public internal(set) var allTouches: Set<UITouch>?

    init(timestamp: TimeInterval, touches: Set<UITouch>) {
        self.timestamp = timestamp
        self.allTouches = touches
    }
}

extension UITouch: Hashable {
    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
