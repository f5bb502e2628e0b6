/// The status bar of a window, as the view controllers last asked for it, UIKit's
/// `UIStatusBarManager` (which UIKit keeps on the window scene; Interlude, whose windows each
/// stand for a whole screen, keeps one per window — `UIWindow.statusBarManager` — and its one
/// scene answers the key window's). The renderer does not draw a status bar.
///
/// The controller that decides (UIKit's rules): the window's root view controller, or the topmost
/// presented controller that is presented `.fullScreen` or sets
/// `modalPresentationCapturesStatusBarAppearance`
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance);
/// from it, `childForStatusBarStyle` and `childForStatusBarHidden` lead to the controllers whose
/// `preferredStatusBarStyle` and `prefersStatusBarHidden` are used. The preferences are read again
/// when a controller calls `setNeedsStatusBarAppearanceUpdate()`, when the root controller is set,
/// when a transition starts and ends, and after a resize — not when they merely change.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private weak var window: UIWindow?

    /// The style the deciding controller asked for. Defaults to `.default`.
    open private(set) var statusBarStyle = UIStatusBarStyle.default
    /// Whether the deciding controller asked to hide the status bar. Defaults to false.
    open private(set) var isStatusBarHidden = false
    /// Whether the deciding controller lets the home indicator hide (the window draws none).
    var isHomeIndicatorAutoHidden = false
    /// The edges whose system gestures the deciding controller defers.
    var edgesDeferringSystemGestures: UIRectEdge = []
    /// How the last change of visibility was animated: the deciding controller's
    /// `preferredStatusBarUpdateAnimation` when the update ran inside an animation block, else `.none`.
    var lastUpdateAnimation = UIStatusBarAnimation.none

    init(window: UIWindow) {
        self.window = window
    }

    /// The status bar's rectangle in the window: the top 47 points in portrait while it shows,
    /// else zero (iPhones have none in landscape).
    open var statusBarFrame: CGRect {
        guard let window, !isStatusBarHidden else { return .zero }
        return DeviceMetrics.statusBarFrame(for: window.bounds.size)
    }

    /// The controller whose preferences decide the bar: the root, or the topmost presented
    /// controller that captures the status bar appearance.
    private var decider: UIViewController? {
        guard let root = window?.rootViewController else { return nil }
        var decider = root
        for controller in root.controllerTree
        where controller._presentingViewController != nil && controller.capturesStatusBarAppearance {
            decider = controller
        }
        return decider
    }

    /// The frame ``update()`` would give the bar now (the preferences read again, nothing changed).
    var frameOnUpdate: CGRect {
        guard let window, let decider else { return statusBarFrame }
        return decider.resolvedChild(\.childForStatusBarHidden).prefersStatusBarHidden
            ? .zero : DeviceMetrics.statusBarFrame(for: window.bounds.size)
    }

    /// Reads the deciding controller's home-indicator preference again.
    func updateHomeIndicator() {
        guard let decider else { return }
        isHomeIndicatorAutoHidden = decider.resolvedChild(\.childForHomeIndicatorAutoHidden).prefersHomeIndicatorAutoHidden
    }

    /// Reads the deciding controller's deferred screen edges again.
    func updateScreenEdgesDeferringSystemGestures() {
        guard let decider else { return }
        edgesDeferringSystemGestures =
            decider.resolvedChild(\.childForScreenEdgesDeferringSystemGestures).preferredScreenEdgesDeferringSystemGestures
    }

    /// Reads all the preferences of the deciding controller again (the root changed, a
    /// transition started or ended, the window was resized).
    func update() {
        updateStatusBar()
        updateHomeIndicator()
        updateScreenEdgesDeferringSystemGestures()
    }

    /// Reads the deciding controller's status bar preferences again.
    func updateStatusBar() {
        guard let decider else { return }
        let styleController = decider.resolvedChild(\.childForStatusBarStyle)
        let hiddenController = decider.resolvedChild(\.childForStatusBarHidden)
        statusBarStyle = styleController.preferredStatusBarStyle
        let hidden = hiddenController.prefersStatusBarHidden
        if hidden != isStatusBarHidden {
            lastUpdateAnimation = ViewAnimationContext.current != nil ? hiddenController.preferredStatusBarUpdateAnimation : .none
        }
        isStatusBarHidden = hidden
    }
}

extension UIViewController {
    /// Asks the window to read the status bar preferences again (call it after they changed).
    /// Inside an animation block a change of visibility animates with
    /// `preferredStatusBarUpdateAnimation`.
    public func setNeedsStatusBarAppearanceUpdate() {
        viewIfLoaded?.window?.statusBarManager.updateStatusBar()
    }

    /// Asks the window to read ``prefersHomeIndicatorAutoHidden`` again (call it after it changed).
    public func setNeedsUpdateOfHomeIndicatorAutoHidden() {
        viewIfLoaded?.window?.statusBarManager.updateHomeIndicator()
    }

    /// Asks the window to read ``preferredScreenEdgesDeferringSystemGestures`` again.
    public func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
        viewIfLoaded?.window?.statusBarManager.updateScreenEdgesDeferringSystemGestures()
    }

    /// Whether this presented controller takes over the status bar from its presenter.
    var capturesStatusBarAppearance: Bool {
        modalPresentationCapturesStatusBarAppearance || modalPresentationStyle == .fullScreen
    }

    /// The controller reached by following `child` from this one until it answers nil.
    func resolvedChild(_ child: (UIViewController) -> UIViewController?) -> UIViewController {
        var current = self
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let next = child(current), seen.insert(ObjectIdentifier(next)).inserted { current = next }
        return current
    }
}

extension UIWindow {
    /// The window's status bar (UIKit keeps it on the window scene: `windowScene?.statusBarManager`).
    public var statusBarManager: UIStatusBarManager {
        if let manager = _statusBarManager { return manager }
        let manager = UIStatusBarManager(window: self)
        _statusBarManager = manager
        manager.update()
        return manager
    }
}

extension UIApplication {
    /// Whether the key window's status bar is hidden (deprecated in UIKit since iOS 13).
    public var isStatusBarHidden: Bool { keyWindow?.statusBarManager.isStatusBarHidden ?? false }

    /// The key window's status bar rectangle (deprecated in UIKit since iOS 13); zero without a key window.
    public var statusBarFrame: CGRect { keyWindow?.statusBarManager.statusBarFrame ?? .zero }
}
