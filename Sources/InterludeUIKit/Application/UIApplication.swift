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

    /// Whether the app is in the foreground and receiving events: `.active` from the start;
    /// ``simulateEnteringBackground()`` and ``simulateEnteringForeground()`` move it.
    open internal(set) var applicationState: State = .active

    /// The status bar's style, as set by the deprecated app-wide call. Defaults to `.default`.
    open private(set) var statusBarStyle: UIStatusBarStyle = .default

    /// Sets the app-wide status bar style (deprecated in UIKit since iOS 9 in favour of
    /// `UIViewController.preferredStatusBarStyle`; kept for older code). `animated` is accepted for
    /// UIKit's spelling: nothing draws a status bar.
    open func setStatusBarStyle(_ style: UIStatusBarStyle, animated: Bool) { statusBarStyle = style }

    /// The text size the user chose (Dynamic Type): `.large`, the system's default, unless
    /// ``simulateContentSizeCategoryChange(to:)`` changed it. Every window's traits carry it.
    open internal(set) var preferredContentSizeCategory: UIContentSizeCategory = .large

    /// Who opens URLs for the app (see `UIApplication+OpenURL.swift`).
    let urlOpening = URLOpening()

    /// Whether the idle timer is off. Stored only (there is no screen to dim).
    open var isIdleTimerDisabled = false

    /// The layout direction of the app's interface, which iOS takes from the app's language:
    /// left to right unless ``simulateUserInterfaceLayoutDirectionChange(to:)`` changed it. Every
    /// window's traits carry it (`UITraitCollection.layoutDirection`).
    open internal(set) var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

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
/// memory warnings and, when the app's scene has no delegate, the app's life cycle. Interlude has
/// no launch sequence: a host calls the launching and scene-configuration methods itself if it
/// wants them. Every requirement is optional in UIKit and has a default here.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app's main window, if the delegate keeps one.
    var window: UIWindow? { get set }
    /// The app received a memory warning (before the notification is posted and before the
    /// view controllers hear of it).
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The app is about to stop receiving events.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come back to the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app became active.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Launch is about to finish; return false when the app cannot handle the launch options.
    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    )
        -> Bool
    /// Launch finished.
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    )
        -> Bool
    /// The configuration of a scene about to connect.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// The user closed scenes.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    /// No window: a delegate that does not keep one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Returns true.
    public func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// Returns true.
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// The session's own configuration.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration { connectingSceneSession.configuration }
    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

extension UIApplication {
    /// A key of the launch options, UIKit's `UIApplication.LaunchOptionsKey`.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key of `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was asked to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that asked.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// A remote notification's payload.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The Home-screen quick action chosen.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }
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
