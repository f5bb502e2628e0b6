extension UIApplication {
    /// Posted (object: the application) as the app stops being active.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted (object: the application) after the app went to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted (object: the application) as the app comes back to the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted (object: the application) after the app became active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted (object: the application) when the app is about to end; Interlude never ends an app.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted (object: the application) after launch; Interlude has no launch sequence.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")

    /// The app's scenes: Interlude's one window scene (see `UIWindowScene`).
    public var connectedScenes: Set<UIScene> { [UIWindowScene.app] }

    /// The sessions of the app's scenes.
    public var openSessions: Set<UISceneSession> { [UIWindowScene.app.session] }

    /// Whether the app shows more than one scene at a time: no (an iPhone app).
    public var supportsMultipleScenes: Bool { false }

    /// Sends the app to the background as pressing the home button would, like the Simulator's
    /// Home command (Interlude's own call: nothing else moves an Interlude app between states).
    ///
    /// The app and its scene pass through inactive to background. In UIKit an app whose scene has
    /// a delegate hears through the scene delegate and the app delegate's life-cycle methods are
    /// not called (https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle);
    /// so here: `sceneWillResignActive(_:)`, `UIScene.willDeactivateNotification`,
    /// ``willResignActiveNotification``, then `sceneDidEnterBackground(_:)`,
    /// `UIScene.didEnterBackgroundNotification`, ``didEnterBackgroundNotification`` — or, without a
    /// scene delegate, `applicationWillResignActive(_:)` and `applicationDidEnterBackground(_:)`
    /// in place of the scene delegate's calls. Does nothing when the app is in the background already.
    public func simulateEnteringBackground() {
        let scene = UIWindowScene.app
        guard applicationState != .background else { return }
        if applicationState == .active {
            applicationState = .inactive
            scene.activationState = .foregroundInactive
            if let sceneDelegate = scene.delegate {
                sceneDelegate.sceneWillResignActive(scene)
            } else {
                delegate?.applicationWillResignActive(self)
            }
            post(UIScene.willDeactivateNotification, of: scene, then: Self.willResignActiveNotification)
        }
        applicationState = .background
        scene.activationState = .background
        if let sceneDelegate = scene.delegate {
            sceneDelegate.sceneDidEnterBackground(scene)
        } else {
            delegate?.applicationDidEnterBackground(self)
        }
        post(UIScene.didEnterBackgroundNotification, of: scene, then: Self.didEnterBackgroundNotification)
    }

    /// Brings the app back from the background as tapping its icon would (Interlude's own call):
    /// `sceneWillEnterForeground(_:)` (or `applicationWillEnterForeground(_:)`),
    /// `UIScene.willEnterForegroundNotification`, ``willEnterForegroundNotification``, then
    /// `sceneDidBecomeActive(_:)` (or `applicationDidBecomeActive(_:)`),
    /// `UIScene.didActivateNotification`, ``didBecomeActiveNotification``. Does nothing when the
    /// app is active.
    public func simulateEnteringForeground() {
        let scene = UIWindowScene.app
        guard applicationState != .active else { return }
        if applicationState == .background {
            applicationState = .inactive
            scene.activationState = .foregroundInactive
            if let sceneDelegate = scene.delegate {
                sceneDelegate.sceneWillEnterForeground(scene)
            } else {
                delegate?.applicationWillEnterForeground(self)
            }
            post(UIScene.willEnterForegroundNotification, of: scene, then: Self.willEnterForegroundNotification)
        }
        applicationState = .active
        scene.activationState = .foregroundActive
        if let sceneDelegate = scene.delegate {
            sceneDelegate.sceneDidBecomeActive(scene)
        } else {
            delegate?.applicationDidBecomeActive(self)
        }
        post(UIScene.didActivateNotification, of: scene, then: Self.didBecomeActiveNotification)
    }

    private func post(_ sceneNotification: Notification.Name, of scene: UIScene, then appNotification: Notification.Name) {
        NotificationCenter.default.post(name: sceneNotification, object: scene)
        NotificationCenter.default.post(name: appNotification, object: self)
    }
}
