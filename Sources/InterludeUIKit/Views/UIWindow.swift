/// The root of a view hierarchy and the owner of its media clock.
///
/// Time is an input: the window's clock moves only through ``advance(by:)`` and ``advance(to:)``,
/// in frame steps of `1 / framesPerSecond` seconds, the last step landing exactly on the target.
/// See `MediaClock` for what is delivered at each step and in which order.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The clock of this window, starting at 0.
    public let clock = MediaClock()
    /// Steps per second when advancing. Defaults to 60.
    public var framesPerSecond = 60 {
        didSet {
            if framesPerSecond <= 0 {
                Diagnostics.report("UIWindow.framesPerSecond = \(framesPerSecond) must be positive; kept \(oldValue)")
                framesPerSecond = oldValue
            }
        }
    }
    /// Whether this is the key window.
    public private(set) var isKeyWindow = false
    /// Where the window stacks among the app's windows: every window of a higher level is in front
    /// of every window of a lower one. Defaults to `.normal` (see `UIWindow+Level.swift`).
    open var windowLevel: Level = .normal
    /// The screen the window is shown on. Defaults to `UIScreen.main`, Interlude's one screen.
    open var screen: UIScreen = .main
    /// The scene the window belongs to: the app's one scene from the window's making (see
    /// `UIWindowScene`); nil takes it out of the scene's `windows`.
    open weak var windowScene: UIWindowScene? = .app
    /// The view-controller transitions of this window, one at a time.
    package let transitionQueue = TransitionQueue()
    /// Storage of ``rootViewController``.
    var _rootViewController: UIViewController?

    /// The injected finger and the last tap, for `sendTouch(_:at:)` (see `UIWindow+TouchInjection.swift`).
    var touchInjection = TouchInjectionState()
    /// The resize under way or last run (see `UIWindow+Resize.swift`).
    var sizeTransition: SizeTransitionCoordinator?
    /// Storage of ``statusBarManager``, made on first use.
    var _statusBarManager: UIStatusBarManager?
    /// Whether size changes tell the trait environments (not while the window is being made).
    private var deliversTraitChanges = false
    /// The first responder and the keyboard (see `UIResponder+FirstResponder.swift`).
    let textInput = WindowTextInput()
    /// View calls held while an event is delivered, to group them per view and phase (see
    /// `UIWindow+EventDelivery.swift`); nil outside delivery.
    var pendingViewDeliveries: [(view: UIView, touch: UITouch, phase: UITouch.Phase)]?

    private static var windows: [WeakWindow] = []
    /// Every live window, oldest first.
    static var allWindows: [UIWindow] { windows.compactMap(\.window) }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.hostClock = clock
        // Until a window is made key, `CACurrentMediaTime()` reads the newest window's clock.
        if !Self.allWindows.contains(where: \.isKeyWindow) { MediaClock.key = clock }
        Self.windows.removeAll { $0.window == nil }
        Self.windows.append(WeakWindow(window: self))
        deliversTraitChanges = true
    }

    /// The window's rectangle; a new size tells the controllers and views whose traits change
    /// (`traitCollectionDidChange(_:)`). ``resize(to:duration:)`` also tells them about the size.
    open override var frame: CGRect {
        get { super.frame }
        set {
            guard deliversTraitChanges, newValue.size != super.frame.size else { return super.frame = newValue }
            TraitChangeDelivery.perform(in: self) { super.frame = newValue }
        }
    }

    /// The window's own coordinate space; a new size tells the trait environments, as ``frame`` does.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            guard deliversTraitChanges, newValue.size != super.bounds.size else { return super.bounds = newValue }
            TraitChangeDelivery.perform(in: self) { super.bounds = newValue }
        }
    }

    /// The device's insets for the window's size and orientation (see `DeviceMetrics`): the status
    /// bar and the home indicator in portrait, the sensor housing and the home indicator in landscape.
    open override var safeAreaInsets: UIEdgeInsets { DeviceMetrics.safeAreaInsets(for: bounds.size) }

    /// A window of `windowScene`, as large as its screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// Storyboard decoding is not supported; windows are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Makes the window key and shows it; `CACurrentMediaTime()` reads its clock from now on
    /// (outside other windows' steps and touches).
    open func makeKeyAndVisible() {
        markKey()
        isHidden = false
        showRootViewController()
        MediaClock.key = clock
    }

    /// Makes the window key without showing it; `CACurrentMediaTime()` reads its clock from now on,
    /// as after `makeKeyAndVisible()`.
    open func makeKey() {
        markKey()
        MediaClock.key = clock
    }

    private func markKey() {
        for window in Self.allWindows { window.isKeyWindow = false }
        isKeyWindow = true
    }

    /// Delivers a touch event: to gesture recognizers, then to the view each touch began in
    /// (see `UIWindow+EventDelivery.swift`). Override to observe events; call super.
    open func sendEvent(_ event: UIEvent) { MediaClock.delivering(clock) { deliver(event) } }

    /// Moves the clock forward by `interval` seconds (0 runs one step without moving time).
    public func advance(by interval: TimeInterval) {
        guard interval.isFinite, interval >= 0 else {
            return Diagnostics.report("UIWindow.advance(by:): \(interval) must be finite and ≥ 0; the clock did not move")
        }
        advance(to: clock.now + interval)
    }

    /// Moves the clock forward to `time`, stepping frame by frame and landing exactly on `time`.
    public func advance(to time: TimeInterval) {
        guard time.isFinite, time >= clock.now else {
            return Diagnostics.report(
                "UIWindow.advance(to:): \(time) must be finite and ≥ the current time \(clock.now); the clock did not move")
        }
        // What the steps run (completions, links, delegates) is this window's work: objects it
        // makes in no window take this clock, and `CACurrentMediaTime()` reads it meanwhile.
        MediaClock.delivering(clock) {
            CATransaction.flushPending()
            let start = clock.now
            var frame = 1
            repeat {
                let next = min(start + Double(frame) / Double(framesPerSecond), time)
                clock.step(to: next)
                layoutIfNeeded()
                frame += 1
            } while clock.now < time
        }
    }

    private struct WeakWindow { weak var window: UIWindow? }
}
