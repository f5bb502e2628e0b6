import Foundation
import Testing
import UIKit

// Xcode's iOS app template (app delegate and scene delegate), as generated, with its bodies filled
// the usual way: it must compile unchanged.
class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: UIViewController())
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) {}
    func sceneDidBecomeActive(_ scene: UIScene) {}
    func sceneWillResignActive(_ scene: UIScene) {}
    func sceneWillEnterForeground(_ scene: UIScene) {}
    func sceneDidEnterBackground(_ scene: UIScene) {}
}

@MainActor
@Suite("App template and scene idioms")
struct AppTemplateCallShapesTests {
    @Test("A host can run the scene delegate's connection; the window it makes is the scene's key window")
    func sceneConnection() {
        let app = UIApplication.shared
        let scene = app.connectedScenes.first as! UIWindowScene
        // `UIScreen.main` is the key window's device: start from a portrait phone, whatever window
        // another test left key (a landscape one would make the template's window landscape too).
        let phone = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        phone.makeKeyAndVisible()
        let delegate = TemplateSceneDelegate()
        delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
        // The iOS 15+ way to find the key window, common in transition libraries.
        let keyWindow = app.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap { $0.windows }
            .first { $0.isKeyWindow }
        #expect(keyWindow === delegate.window)
        #expect(delegate.window?.windowScene?.statusBarManager?.statusBarFrame.height == 47)
        #expect(scene.interfaceOrientation == .portrait)
        #expect(TemplateAppDelegate().application(app, didFinishLaunchingWithOptions: nil))
    }

    @Test("Life-cycle notifications, URL opening and the system version keep UIKit's spellings")
    func spellings() {
        let names: [Notification.Name] = [
            UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
            UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
            UIScene.didActivateNotification, UIScene.willDeactivateNotification,
        ]
        #expect(names.map(\.rawValue).allSatisfy { $0.hasSuffix("Notification") })
        if let url = URL(string: UIApplication.openSettingsURLString), UIApplication.shared.canOpenURL(url) {
            UIApplication.shared.open(url, options: [:], completionHandler: nil)
        }
        UIApplication.shared.open(URL(string: "https://example.com")!)
        let major = Int(UIDevice.current.systemVersion.split(separator: ".")[0]) ?? 0
        #expect(major >= 13)
    }
}
