import Testing
@testable import InterludeUIKit

/// Status bar preferences and which controller decides them: the root, or the topmost controller
/// presented `.fullScreen` or with `modalPresentationCapturesStatusBarAppearance`
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance),
/// following `childForStatusBarStyle`/`childForStatusBarHidden`
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle).
@MainActor
@Suite("The status bar: preferences, the deciding controller, updates")
struct StatusBarTests {
    final class PreferringController: UIViewController {
        var hidden = false, style = UIStatusBarStyle.default, animation = UIStatusBarAnimation.fade
        override var prefersStatusBarHidden: Bool { hidden }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { animation }
    }

    @Test("Defaults: shown, .default, 47 points tall in portrait; UIKit's raw values")
    func defaults() {
        let controller = UIViewController()
        let window = makeWindow(root: controller)
        #expect(!controller.prefersStatusBarHidden)
        #expect(controller.preferredStatusBarStyle == .default)
        #expect(controller.preferredStatusBarUpdateAnimation == .fade)
        #expect(!controller.modalPresentationCapturesStatusBarAppearance)
        #expect(window.statusBarManager.statusBarStyle == .default)
        #expect(!window.statusBarManager.isStatusBarHidden)
        #expect(window.statusBarManager.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        #expect(UIApplication.shared.statusBarFrame == window.statusBarManager.statusBarFrame)
        // UIStatusBarAnimation: none 0, fade 1, slide 2; UIBarStyle: default 0, black 1.
        #expect(UIStatusBarAnimation.slide.rawValue == 2 && UIBarStyle.black.rawValue == 1)
    }

    @Test(
        "Preferences are read again only on setNeedsStatusBarAppearanceUpdate; in an animation block with the preferred animation"
    )
    func updates() {
        let controller = PreferringController()
        let window = makeWindow(root: controller)
        let manager = window.statusBarManager
        controller.hidden = true
        controller.style = .lightContent
        #expect(!manager.isStatusBarHidden)
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.isStatusBarHidden)
        #expect(manager.statusBarStyle == .lightContent)
        #expect(manager.statusBarFrame == .zero)
        #expect(manager.lastUpdateAnimation == .none)
        controller.hidden = false
        controller.animation = .slide
        UIView.animate(withDuration: 0.3) { controller.setNeedsStatusBarAppearanceUpdate() }
        #expect(!manager.isStatusBarHidden)
        #expect(manager.lastUpdateAnimation == .slide)
    }

    @Test("A navigation controller: the top controller hides it; the style is the bar's unless the bar is hidden")
    func navigation() {
        let top = PreferringController()
        top.hidden = true
        top.style = .darkContent
        let navigation = UINavigationController(rootViewController: top)
        let window = makeWindow(root: navigation)
        let manager = window.statusBarManager
        #expect(manager.isStatusBarHidden)
        #expect(manager.statusBarStyle == .default)
        navigation.navigationBar.barStyle = .black
        navigation.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.statusBarStyle == .lightContent)
        navigation.setNavigationBarHidden(true, animated: false)
        navigation.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.statusBarStyle == .darkContent)
        let next = PreferringController()
        navigation.pushViewController(next, animated: true)
        #expect(!manager.isStatusBarHidden)
        window.advance(by: 0.5)
        #expect(!manager.isStatusBarHidden)
    }

    @Test("A tab bar controller: the selected controller decides both")
    func tabs() {
        let first = PreferringController(), second = PreferringController()
        second.hidden = true
        second.style = .lightContent
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = makeWindow(root: tabs)
        #expect(!window.statusBarManager.isStatusBarHidden)
        tabs.selectedIndex = 1
        window.advance(by: 0)
        #expect(window.statusBarManager.isStatusBarHidden)
        #expect(window.statusBarManager.statusBarStyle == .lightContent)
    }

    @Test("A sheet leaves the status bar to its presenter unless it captures it; a full-screen one takes it")
    func presentations() {
        let root = PreferringController()
        let window = makeWindow(root: root)
        let manager = window.statusBarManager
        let sheet = PreferringController()
        sheet.style = .lightContent
        root.present(sheet, animated: true)
        window.advance(by: 0.6)
        #expect(manager.statusBarStyle == .default)
        sheet.dismiss(animated: false)
        window.advance(by: 0)
        let capturing = PreferringController()
        capturing.style = .lightContent
        capturing.modalPresentationCapturesStatusBarAppearance = true
        root.present(capturing, animated: false)
        window.advance(by: 0)
        #expect(manager.statusBarStyle == .lightContent)
        capturing.dismiss(animated: true)
        window.advance(by: 0.6)
        #expect(manager.statusBarStyle == .default)
        let cover = PreferringController()
        cover.modalPresentationStyle = .fullScreen
        cover.hidden = true
        root.present(cover, animated: true)
        #expect(manager.isStatusBarHidden)
    }

    @Test("In landscape the default hides the status bar (vertically compact)")
    func landscape() {
        let controller = UIViewController()
        let window = makeWindow(root: controller)
        window.resize(to: CGSize(width: 844, height: 390), duration: 0)
        #expect(controller.prefersStatusBarHidden)
        #expect(window.statusBarManager.isStatusBarHidden)
        #expect(window.statusBarManager.statusBarFrame == .zero)
    }

    // https://developer.apple.com/documentation/uikit/uiapplication/willchangestatusbarframenotification
    // and …/didchangestatusbarframenotification: both carry the new frame as an NSValue under
    // statusBarFrameUserInfoKey (DeckTransition re-lays its presented card on the second).
    @Test("Turning to landscape and back posts the status bar frame notifications with the new frame")
    func frameNotifications() {
        let window = makeWindow(root: UIViewController())
        var posted: [(String, CGRect?)] = []
        let observers = [UIApplication.willChangeStatusBarFrameNotification, UIApplication.didChangeStatusBarFrameNotification]
            .map { name in
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                    let frame = (note.userInfo?[UIApplication.statusBarFrameUserInfoKey] as? NSValue)?.cgRectValue
                    let name = note.name.rawValue
                    MainActor.assumeIsolated { posted.append((name, frame)) }
                }
            }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        window.resize(to: CGSize(width: 844, height: 390), duration: 0)
        window.resize(to: CGSize(width: 390, height: 844), duration: 0)
        window.resize(to: CGSize(width: 390, height: 800), duration: 0)
        let portraitBar = CGRect(x: 0, y: 0, width: 390, height: 47)
        #expect(
            posted.map(\.0) == [
                "UIApplicationWillChangeStatusBarFrameNotification", "UIApplicationDidChangeStatusBarFrameNotification",
                "UIApplicationWillChangeStatusBarFrameNotification", "UIApplicationDidChangeStatusBarFrameNotification",
            ])
        #expect(posted.map(\.1) == [.zero, .zero, portraitBar, portraitBar])
    }
}
