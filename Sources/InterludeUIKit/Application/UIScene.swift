/// One instance of the app's interface, UIKit's `UIScene`.
///
/// An Interlude app has one scene, a ``UIWindowScene`` connected from the start and in the
/// foreground (see ``UIApplication/connectedScenes``); every window belongs to it unless it is
/// given another. There is no launch sequence: nothing calls `scene(_:willConnectTo:options:)`,
/// though a host may call it itself. ``UIApplication/simulateEnteringBackground()`` and
/// ``UIApplication/simulateEnteringForeground()`` move the scene through its states and tell its
/// delegate.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The object told about the scene's life cycle. UIKit keeps it with a strong reference, as
    /// here (https://developer.apple.com/documentation/uikit/uiscene/delegate).
    open var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life cycle; Interlude's scene starts `.foregroundActive`.
    open internal(set) var activationState: ActivationState = .foregroundActive
    /// The title the system shows for the scene; empty until set (UIKit's is null-resettable).
    open var title: String! {
        get { _title }
        set { _title = newValue ?? "" }
    }
    private var _title = ""

    /// A scene of `session`.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Where a scene is in its life cycle, UIKit's `UIScene.ActivationState`, with its raw values.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events (on the way to or from the background).
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// What the system passed when it connected the scene, UIKit's `UIScene.ConnectionOptions`:
    /// under Interlude, nothing (no URLs, activities or shortcut items open a scene).
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// Empty options (UIKit makes these itself; Interlude lets a host call
        /// `scene(_:willConnectTo:options:)`).
        public override init() {}
    }

    /// Posted (object: the scene) after a scene connects.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted (object: the scene) after a scene disconnects.
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted (object: the scene) after the scene became active.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted (object: the scene) as the scene stops being active.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted (object: the scene) as the scene comes back to the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted (object: the scene) after the scene went to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}
