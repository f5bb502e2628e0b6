/// The scene that shows the app's windows, UIKit's `UIWindowScene`.
///
/// Interlude's app has one (`UIApplication.shared.connectedScenes`), which every window joins
/// when it is made — as on iOS, where an app without a scene manifest still gets one window scene
/// that its windows join.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The app's scene.
    static let app = UIWindowScene(session: UISceneSession(role: .windowApplication), connectionOptions: .init())

    /// The scene's windows, back to front.
    open var windows: [UIWindow] { UIWindow.allWindowsByLevel.filter { $0.windowScene === self } }

    /// The scene's key window, if one of its windows is key.
    open var keyWindow: UIWindow? { windows.first(where: \.isKeyWindow) }

    /// The screen the scene is shown on: Interlude's one screen.
    open var screen: UIScreen { .main }

    /// Which way up the interface is: that of `mainWindow`, or `.portrait` without windows.
    open var interfaceOrientation: UIInterfaceOrientation { mainWindow?.interfaceOrientation ?? .portrait }

    /// The traits of `mainWindow`, or the screen's without windows.
    open var traitCollection: UITraitCollection { mainWindow?.traitCollection ?? screen.traitCollection }

    /// The status bar of `mainWindow`; nil without windows.
    open var statusBarManager: UIStatusBarManager? { mainWindow?.statusBarManager }

    /// The window that speaks for the scene: the key window, else the first.
    private var mainWindow: UIWindow? { keyWindow ?? windows.first }
}
