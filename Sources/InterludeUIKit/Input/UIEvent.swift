/// A set of touches delivered together.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// Kind of event; the window delivers touch events.
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }

    /// Kind of event. Always `.touches`.
    public let type: EventType = .touches
    /// Clock time of the event, in seconds.
    public internal(set) var timestamp: TimeInterval
    /// Every touch of the event.
    public internal(set) var allTouches: Set<UITouch>?

    init(timestamp: TimeInterval, touches: Set<UITouch>) {
        self.timestamp = timestamp
        self.allTouches = touches
    }

    /// The event's touches that began in `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        allTouches?.filter { $0.view === view }
    }

    /// The event's touches in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        allTouches?.filter { $0.window === window }
    }

    /// The samples of `touch` reported since the last event, oldest first; nil when `touch` is
    /// not part of the event (https://developer.apple.com/documentation/uikit/uievent/coalescedtouches(for:)).
    /// Interlude delivers every sample of a touch in an event of its own, so the array holds just
    /// `touch`, the latest sample.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        allTouches?.contains(touch) == true ? [touch] : nil
    }

    /// Where `touch` is predicted to go next; nil when `touch` is not part of the event
    /// (https://developer.apple.com/documentation/uikit/uievent/predictedtouches(for:)).
    /// Interlude makes no predictions: the array is empty.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        allTouches?.contains(touch) == true ? [] : nil
    }

    /// The event's touches delivered to `gestureRecognizer`.
    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        allTouches?.filter { touch in touch.recognizers.contains { $0 === gestureRecognizer } }
    }
}
