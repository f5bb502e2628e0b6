/// What a scene tells about its life cycle, UIKit's `UISceneDelegate`; every requirement is
/// optional in UIKit and does nothing by default here.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene was added to the app (a host calls it: Interlude has no launch sequence).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active: it receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop receiving events.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come back to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// The delegate of a window scene, UIKit's `UIWindowSceneDelegate`: it keeps the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window, if the delegate keeps one.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window: a delegate that does not keep one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
