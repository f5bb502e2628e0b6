/// One finger on the screen, as the window delivers it.
///
/// Touches are made by the window's injection API (`UIWindow.sendTouch(_:at:)`, `tap(at:)`,
/// `drag(from:to:duration:)`); their timestamps are window-clock seconds.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// A touch's stage.
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

    /// Kind of touch; injected touches are direct finger touches.
    public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

    /// Current stage.
    public internal(set) var phase: Phase
    /// Clock time of the last change, in seconds.
    public internal(set) var timestamp: TimeInterval
    /// The view the touch began in (fixed by the hit test at `.began`).
    public internal(set) weak var view: UIView?
    /// The window the touch is in.
    public internal(set) weak var window: UIWindow?
    /// Number of quick taps in a row at about the same place. Defaults to 1.
    public internal(set) var tapCount = 1
    /// Kind of touch. Always `.direct`.
    public let type: TouchType = .direct
    /// The gesture recognizers receiving this touch, innermost view's first.
    public var gestureRecognizers: [UIGestureRecognizer]? { recognizers.isEmpty ? nil : recognizers }

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// Recognizers the touch is delivered to (those that have not ignored it).
    var recognizers: [UIGestureRecognizer] = []
    /// Whether the view has been sent `touchesBegan` for this touch.
    var viewHasBegun = false
    /// Phases held back from the view while a recognizer that delays touches is undecided.
    var heldPhases: [Phase] = []
    /// Whether the view got (or, if it never began, will never get) `touchesCancelled`.
    var isCancelledForView = false
    /// Whether the view never hears of the touch (`isMultipleTouchEnabled`, `isExclusiveTouch`);
    /// its recognizers still do.
    var isWithheldFromView = false
    /// The event the touch last came with, for phases delivered later.
    var lastEvent: UIEvent?

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
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// Location of the previous change in `view`'s coordinates (the window's when nil).
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }

    /// Whether the touch has ended or been cancelled.
    var isFinished: Bool { phase == .ended || phase == .cancelled }
}
