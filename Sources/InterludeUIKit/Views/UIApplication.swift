/// The running app: its windows and app-wide settings, UIKit's `UIApplication`.
///
/// There is no event loop to start under Interlude (windows advance their own clocks), so there
/// is no `UIApplicationMain`; `shared` exists from the first use and lists the windows made since.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app object.
    public static let shared = UIApplication()

    /// The app's delegate; Interlude never calls it (there is no launch sequence), but apps read
    /// their window through it.
    open weak var delegate: UIApplicationDelegate?

    /// Every window alive, back to front: by ``UIWindow/windowLevel``, and within a level in the
    /// order they were made, so the last window is on top of the others
    /// (https://developer.apple.com/documentation/uikit/uiapplication/windows).
    open var windows: [UIWindow] { UIWindow.allWindowsByLevel }

    /// The window that receives keyboard and other non-touch events: the last one made key with
    /// `makeKeyAndVisible()`, or nil before any.
    open var keyWindow: UIWindow? { UIWindow.allWindows.last(where: \.isKeyWindow) }

    /// Always `.active`: an Interlude app is in the foreground while it runs.
    open var applicationState: State { .active }

    /// The status bar's style, as set by the deprecated app-wide call. Defaults to `.default`.
    open private(set) var statusBarStyle: UIStatusBarStyle = .default

    /// Sets the app-wide status bar style (deprecated in UIKit since iOS 9 in favour of
    /// `UIViewController.preferredStatusBarStyle`; kept for older code). `animated` is accepted for
    /// UIKit's spelling: nothing draws a status bar.
    open func setStatusBarStyle(_ style: UIStatusBarStyle, animated: Bool) { statusBarStyle = style }

    /// Whether the idle timer is off. Stored only (there is no screen to dim).
    open var isIdleTimerDisabled = false

    /// The layout direction of the app's interface: left to right (the only one Interlude lays out).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The app's states, UIKit's `UIApplication.State`.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground but not receiving events.
        case inactive
        /// In the background.
        case background
    }
}

/// The app delegate, UIKit's `UIApplicationDelegate`: its `window` is read, and it hears about
/// memory warnings.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app's main window, if the delegate keeps one.
    var window: UIWindow? { get set }
    /// The app received a memory warning (before the notification is posted and before the
    /// view controllers hear of it).
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// No window: a delegate that does not keep one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}

/// The status bar's look, UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content on light backgrounds, switching with the interface style.
    case `default`
    /// Light content, for dark backgrounds.
    case lightContent
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// The direction a user interface reads in, UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right, as English.
    case leftToRight
    /// Right to left, as Arabic or Hebrew.
    case rightToLeft
}
