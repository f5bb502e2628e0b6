import Foundation
import Testing
@testable import InterludeUIKit

@MainActor
@Suite("The application's life cycle, scene and URLs")
struct ApplicationLifeCycleTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        let log: CallLog
        init(log: CallLog) { self.log = log }
        func applicationWillResignActive(_ application: UIApplication) {
            log.add("app.willResignActive(\(application.applicationState))")
        }
        func applicationDidEnterBackground(_ application: UIApplication) {
            log.add("app.didEnterBackground(\(application.applicationState))")
        }
        func applicationWillEnterForeground(_ application: UIApplication) {
            log.add("app.willEnterForeground(\(application.applicationState))")
        }
        func applicationDidBecomeActive(_ application: UIApplication) {
            log.add("app.didBecomeActive(\(application.applicationState))")
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        let log: CallLog
        var window: UIWindow?
        init(log: CallLog) { self.log = log }
        func sceneWillResignActive(_ scene: UIScene) { log.add("scene.willResignActive(\(scene.activationState))") }
        func sceneDidEnterBackground(_ scene: UIScene) { log.add("scene.didEnterBackground(\(scene.activationState))") }
        func sceneWillEnterForeground(_ scene: UIScene) { log.add("scene.willEnterForeground(\(scene.activationState))") }
        func sceneDidBecomeActive(_ scene: UIScene) { log.add("scene.didBecomeActive(\(scene.activationState))") }
    }

    /// Logs the names of the life-cycle notifications (scene and app) as they are posted.
    private func observeNotifications(into log: CallLog) -> [NSObjectProtocol] {
        let names: [Notification.Name] = [
            UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification, UIScene.willEnterForegroundNotification,
            UIScene.didActivateNotification, UIApplication.willResignActiveNotification,
            UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
            UIApplication.didBecomeActiveNotification,
        ]
        return names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { log.add(name.rawValue) }
            }
        }
    }

    @Test("Without a scene delegate the app delegate hears each step, before its notification, in UIKit's order and states")
    func appDelegateLifeCycle() {
        let log = CallLog()
        let delegate = AppDelegate(log: log)
        let app = UIApplication.shared
        app.delegate = delegate
        let observers = observeNotifications(into: log)
        defer {
            observers.forEach(NotificationCenter.default.removeObserver)
            app.delegate = nil
        }
        #expect(app.applicationState == .active)
        app.simulateEnteringBackground()
        #expect(app.applicationState == .background)
        #expect(UIWindowScene.app.activationState == .background)
        app.simulateEnteringForeground()
        #expect(app.applicationState == .active)
        #expect(UIWindowScene.app.activationState == .foregroundActive)
        // https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle: active →
        // inactive → background, and back through inactive; each delegate call comes while the
        // state it announces is being entered.
        #expect(
            log.entries == [
                "app.willResignActive(inactive)", "UISceneWillDeactivateNotification",
                "UIApplicationWillResignActiveNotification",
                "app.didEnterBackground(background)", "UISceneDidEnterBackgroundNotification",
                "UIApplicationDidEnterBackgroundNotification",
                "app.willEnterForeground(inactive)", "UISceneWillEnterForegroundNotification",
                "UIApplicationWillEnterForegroundNotification",
                "app.didBecomeActive(active)", "UISceneDidActivateNotification", "UIApplicationDidBecomeActiveNotification",
            ])
    }

    @Test("With a scene delegate the scene delegate hears instead of the app delegate; repeated requests do nothing")
    func sceneDelegateLifeCycle() {
        let log = CallLog()
        let appDelegate = AppDelegate(log: log), sceneDelegate = SceneDelegate(log: log)
        let app = UIApplication.shared, scene = UIWindowScene.app
        app.delegate = appDelegate
        scene.delegate = sceneDelegate
        defer {
            app.delegate = nil
            scene.delegate = nil
        }
        app.simulateEnteringForeground()
        #expect(log.entries.isEmpty)
        app.simulateEnteringBackground()
        app.simulateEnteringBackground()
        app.simulateEnteringForeground()
        #expect(
            log.entries == [
                "scene.willResignActive(foregroundInactive)", "scene.didEnterBackground(background)",
                "scene.willEnterForeground(foregroundInactive)", "scene.didBecomeActive(foregroundActive)",
            ])
    }

    @Test("Every window joins the app's one scene; the scene lists them back to front and finds the key one")
    func windowScene() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let second = UIWindow(windowScene: .app)
        second.makeKeyAndVisible()
        #expect(first.windowScene === UIWindowScene.app)
        #expect(second.frame == UIScreen.main.bounds)
        let scenes = UIApplication.shared.connectedScenes
        #expect(scenes.count == 1)
        let scene = try? #require(scenes.first as? UIWindowScene)
        #expect(scene?.windows.contains { $0 === first } == true)
        #expect(scene?.keyWindow === second)
        #expect(scene?.statusBarManager === second.statusBarManager)
        #expect(scene?.session.role == .windowApplication)
        #expect(UIScene.ActivationState.unattached.rawValue == -1)
        #expect(UIScene.ActivationState.background.rawValue == 2)
        first.windowScene = nil
        #expect(scene?.windows.contains { $0 === first } == false)
    }

    @Test("Opening a URL goes to the stand-in for other apps; without one it fails, answered asynchronously")
    func openURL() async {
        let app = UIApplication.shared
        let url = URL(string: UIApplication.openSettingsURLString)!
        #expect(!app.canOpenURL(url))
        let log = CallLog()
        let failed = await withCheckedContinuation { continuation in
            app.open(url) { opened in
                log.add("completion")
                continuation.resume(returning: opened)
            }
            log.add("returned")
        }
        #expect(!failed)
        #expect(log.entries == ["returned", "completion"])
        var opened: [URL] = []
        app.urlOpener = { url in
            opened.append(url)
            return true
        }
        defer { app.urlOpener = nil }
        #expect(app.canOpenURL(url))
        #expect(await app.open(url))
        #expect(opened == [url])
    }

    @Test("The device reports iOS 18.0")
    func systemVersion() {
        #expect(UIDevice.current.systemName == "iOS")
        #expect(UIDevice.current.systemVersion == "18.0")
    }

    final class SizeWatchingController: UIViewController {
        let log: CallLog
        init(log: CallLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { return nil }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            let before = previousTraitCollection?.preferredContentSizeCategory.rawValue ?? "nil"
            log.add("traits \(before) → \(traitCollection.preferredContentSizeCategory.rawValue)")
        }
    }

    @Test("A new text size reaches every window's traits, then the notification with the new category")
    func contentSizeCategoryChange() {
        let log = CallLog()
        let app = UIApplication.shared
        let window = makeWindow(root: SizeWatchingController(log: log))
        window.advance(by: 0)
        #expect(window.traitCollection.preferredContentSizeCategory == .large)
        let observer = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: app, queue: nil
        ) { note in
            let category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
            MainActor.assumeIsolated { log.add("notification \(category?.rawValue ?? "nil")") }
        }
        defer {
            NotificationCenter.default.removeObserver(observer)
            app.simulateContentSizeCategoryChange(to: .large)
        }
        app.simulateContentSizeCategoryChange(to: .accessibilityLarge)
        app.simulateContentSizeCategoryChange(to: .accessibilityLarge)
        #expect(app.preferredContentSizeCategory == .accessibilityLarge)
        #expect(window.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(
            log.entries == [
                "traits UICTContentSizeCategoryL → UICTContentSizeCategoryAccessibilityL",
                "notification UICTContentSizeCategoryAccessibilityL",
            ])
    }
}
